import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Language } from '../../contract/languages.ts';
import type { Audience } from '../../contract/mail-merge.ts';
import type { RichTextDocument } from '../../contract/rich-text-model.ts';
import type { ResultsFilters } from '../../contract/results.ts';
import { emailHash, unsubscribeKey } from '../../server/areas/mail-merge/unsubscribe.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { forms } from '../../server/db/schema/forms.ts';
import { mmCampaigns, mmRecipients, mmTemplateRevisions, mmTemplates, mmUnsubscribes } from '../../server/db/schema/mail-merge.ts';
import { savedFilters } from '../../server/db/schema/submissions.ts';
import { registeredUsers } from '../../server/db/schema/users.ts';
import { seedForm } from './forms-fixtures.ts';
import type { TestServer } from './harness.ts';
import { person, seedCompany, seedProject, signInWithRole } from './tenancy.ts';

/** A document of one paragraph per text. */
export function doc(...paragraphs: string[]): RichTextDocument {
  return { type: 'doc', content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) };
}

/**
 * A project in Italian and English (Italian by default) of the company "aurora", its manager
 * signed in, a form closing at `closesAt`, and a template greeting by first name in both languages.
 */
export async function campaignWorld(server: TestServer, closesAt: Date | null = null) {
  const company = await seedCompany(server, 'aurora');
  const project = await seedProject(server, company, 'prize');
  const manager = await signInWithRole(server, person('marta'), 'manager', company);
  const [marta] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, 'marta@example.com'));
  const form = await seedForm(server, company, project, 'apply');
  if (closesAt) await server.db.update(forms).set({ closesAt }).where(eq(forms.id, form));
  const template = await seedTemplate(server, { company, project }, {
    subject: { it: 'Ciao {{first_name}}', en: 'Hello {{first_name}}' },
    body: { it: doc('Cara {{first_name}} {{last_name}},', 'scrivi a {{email}}.'), en: doc('Dear {{first_name}} {{last_name}},', 'write to {{email}}.') },
  });
  return { company, project, scope: { company, project }, manager, managerId: marta!.id, form, template };
}

/** Stores a template of the project directly. */
export async function seedTemplate(
  server: TestServer,
  scope: { company: string; project: string },
  content: { name?: string; subject: Partial<Record<Language, string>>; body: Partial<Record<Language, RichTextDocument>>; senderId?: string | null },
): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  await server.db.insert(mmTemplates).values({
    id,
    companyId: scope.company,
    projectId: scope.project,
    name: content.name ?? 'Reminder',
    senderId: content.senderId ?? null,
    subject: content.subject,
    body: content.body,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Stores a campaign of the project directly, a draft unless told. */
export async function seedCampaign(
  server: TestServer,
  scope: { company: string; project: string },
  values: { template: string; audience: Audience; state?: 'draft' | 'sending' | 'done'; name?: string },
): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  await server.db.insert(mmCampaigns).values({
    id,
    companyId: scope.company,
    projectId: scope.project,
    name: values.name ?? 'Reminder',
    templateId: values.template,
    audience: values.audience,
    ratePerSecond: 100,
    state: values.state ?? 'draft',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Writes ledger rows of a campaign directly, in the order given. */
export async function seedLedger(
  server: TestServer,
  campaignId: string,
  rows: Array<{ email: string; state: 'queued' | 'sent' | 'failed' | 'left_out'; lang?: string; reason?: 'unsubscribed' | 'erased' | 'blocked' | 'duplicate'; error?: string; sentAt?: Date }>,
): Promise<void> {
  const now = server.clock.now();
  await server.db.insert(mmRecipients).values(
    rows.map((row, position) => ({
      id: crypto.randomUUID(),
      campaignId,
      email: row.email,
      lang: row.lang ?? 'it',
      position,
      state: row.state,
      reason: row.reason ?? null,
      error: row.error ?? null,
      sentAt: row.sentAt ?? null,
      updatedAt: now,
    })),
  );
}

/** Marks an address as unsubscribed from the project's campaigns. */
export async function seedUnsubscribe(server: TestServer, projectId: string, email: string): Promise<void> {
  const key = await unsubscribeKey(server.deps);
  await server.db.insert(mmUnsubscribes).values({ projectId, emailHash: emailHash(key, email), createdAt: server.clock.now() });
}

/** Blocks a registered user. */
export async function blockUser(server: TestServer, userId: string): Promise<void> {
  await server.db.update(registeredUsers).set({ blockedAt: server.clock.now() }).where(eq(registeredUsers.id, userId));
}

/** Stores a saved results filter of the form, the owner's own unless shared. */
export async function seedSavedFilter(server: TestServer, form: string, ownerId: string, filters: ResultsFilters, shared = false): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  await server.db.insert(savedFilters).values({ id, formId: form, ownerId, name: `filter ${id.slice(0, 6)}`, filters, shared, createdAt: now, updatedAt: now });
  return id;
}

/** Stores a revision of a template as it stands, and returns its id. */
export async function seedTemplateRevision(server: TestServer, templateId: string): Promise<string> {
  const [template] = await server.db.select().from(mmTemplates).where(eq(mmTemplates.id, templateId));
  const id = crypto.randomUUID();
  await server.db.insert(mmTemplateRevisions).values({ id, templateId, createdAt: server.clock.now(), name: template!.name, subject: template!.subject, body: template!.body });
  return id;
}
