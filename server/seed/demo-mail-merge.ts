// The demo's mail-merge: Premio Aurora 2026's two templates, in Italian and English, and the
// "shortlist announced" campaign sent to the applicants in review, with its ledger: sent rows, two
// the relay refused, and one applicant left out because they had unsubscribed.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { RichTextDocument } from '../../contract/rich-text-model.ts';
import { emailHash, unsubscribeKeyOf } from '../areas/mail-merge/unsubscribe.ts';
import type { Db } from '../db/db.ts';
import { forms } from '../db/schema/forms.ts';
import { mmCampaigns, mmRecipients, mmTemplates, mmUnsubscribes, type FrozenTemplate } from '../db/schema/mail-merge.ts';
import { submissions } from '../db/schema/submissions.ts';
import { registeredUsers } from '../db/schema/users.ts';
import { serverKey } from '../http/idempotency.ts';
import { DEMO_APPLICATION } from './demo-forms.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const paragraphs = (...texts: string[]): RichTextDocument => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

/** The demo's templates: a reminder of unsent drafts, and the shortlist's announcement. */
export const DEMO_TEMPLATES: ReadonlyArray<Omit<FrozenTemplate, 'senderId'>> = [
  {
    name: 'Draft reminder',
    subject: { it: '{{first_name}}, la tua candidatura non è ancora inviata', en: '{{first_name}}, your application is not sent yet' },
    body: {
      it: paragraphs(
        'Ciao {{first_name}},',
        'la tua candidatura a {{form}} è ancora una bozza. Il bando chiude il {{closes_at}}: completala qui {{draft_link}}.',
        'Non vuoi più ricevere queste email? {{unsubscribe_link}}',
      ),
      en: paragraphs(
        'Hello {{first_name}},',
        'your application to {{form}} is still a draft. The call closes on {{closes_at}}: finish it here {{draft_link}}.',
        'No longer want these mails? {{unsubscribe_link}}',
      ),
    },
  },
  {
    name: 'Shortlist announced',
    subject: { it: '{{project}}: la rosa dei finalisti è pubblicata', en: '{{project}}: the shortlist is out' },
    body: {
      it: paragraphs('Ciao {{first_name}} {{last_name}},', 'la giuria ha scelto i finalisti di {{project}}. Grazie per aver partecipato.', 'Per non ricevere più queste email: {{unsubscribe_link}}'),
      en: paragraphs('Hello {{first_name}} {{last_name}},', 'the jury has chosen the finalists of {{project}}. Thank you for taking part.', 'To stop these mails: {{unsubscribe_link}}'),
    },
  },
];

/** The sent campaign's name. */
export const DEMO_CAMPAIGN = 'Shortlist announced';

/** The relay's answer the demo's two failed recipients got. */
export const DEMO_REFUSAL = '550 5.1.1 Mailbox unavailable';

/**
 * Seeds the project's templates and its sent campaign unless the project has templates already
 * (someone may have changed them since); answers how many rows it stored. `secretKey` is the
 * server's SECRET_KEY: the unsubscribed applicant is kept as the keyed hash the product reads.
 */
export async function seedDemoMailMerge(db: Db, companyId: string, projectId: string, secretKey: string | undefined, now: Date): Promise<number> {
  const [existing] = await db.select({ id: mmTemplates.id }).from(mmTemplates).where(eq(mmTemplates.projectId, projectId)).limit(1);
  if (existing) return 0;
  const templates = DEMO_TEMPLATES.map((template, i) => ({
    id: crypto.randomUUID(),
    companyId,
    projectId,
    ...template,
    senderId: null,
    createdAt: new Date(now.getTime() - (10 - i) * DAY),
    updatedAt: new Date(now.getTime() - (10 - i) * DAY),
  }));
  await db.insert(mmTemplates).values(templates);
  const [form] = await db.select({ id: forms.id }).from(forms).where(and(eq(forms.projectId, projectId), eq(forms.slug, DEMO_APPLICATION.slug))).limit(1);
  if (!form) return templates.length;

  // The applicants in review, once each, by address: the ones the campaign wrote to.
  const people = await db
    .selectDistinct({ id: registeredUsers.id, email: registeredUsers.email, lang: registeredUsers.preferredLang })
    .from(submissions)
    .innerJoin(registeredUsers, eq(registeredUsers.id, submissions.userId))
    .where(and(eq(submissions.formId, form.id), inArray(submissions.status, ['in_review', 'accepted'])))
    .orderBy(registeredUsers.email);
  if (people.length < 4) return templates.length;

  const shortlist = templates[1]!;
  const startedAt = new Date(now.getTime() - 2 * DAY);
  const campaignId = crypto.randomUUID();
  await db.insert(mmCampaigns).values({
    id: campaignId,
    companyId,
    projectId,
    name: DEMO_CAMPAIGN,
    templateId: shortlist.id,
    frozen: { name: shortlist.name, senderId: null, subject: shortlist.subject, body: shortlist.body },
    audience: { kind: 'submissions', form: form.id, status: ['in_review', 'accepted'] },
    ratePerSecond: 100,
    state: 'done',
    startedAt,
    finishedAt: new Date(startedAt.getTime() + 2 * MINUTE),
    version: 3,
    createdAt: new Date(startedAt.getTime() - DAY),
    updatedAt: new Date(startedAt.getTime() + 2 * MINUTE),
  });
  // The first applicant had unsubscribed; the relay refused the mail of the second and the third.
  const [unsubscribed, ...written] = people;
  const key = unsubscribeKeyOf(await serverKey(db, secretKey));
  await db
    .insert(mmUnsubscribes)
    .values({ projectId, emailHash: emailHash(key, unsubscribed!.email), createdAt: new Date(startedAt.getTime() - 5 * DAY) })
    .onConflictDoNothing();
  const rows: Array<typeof mmRecipients.$inferInsert> = written.map((who, position) => {
    const failed = position < 2;
    const sentAt = new Date(startedAt.getTime() + position * 100);
    return {
      id: crypto.randomUUID(),
      campaignId,
      email: who.email,
      userId: who.id,
      lang: who.lang === 'en' ? 'en' : 'it',
      position,
      state: failed ? 'failed' : 'sent',
      queuedAt: sentAt,
      error: failed ? DEMO_REFUSAL : null,
      sentAt: failed ? null : sentAt,
      updatedAt: sentAt,
    };
  });
  rows.push({ id: crypto.randomUUID(), campaignId, email: unsubscribed!.email, userId: unsubscribed!.id, lang: '', position: rows.length, state: 'left_out', reason: 'unsubscribed', updatedAt: startedAt });
  await db.insert(mmRecipients).values(rows);
  return templates.length + 1 + rows.length;
}
