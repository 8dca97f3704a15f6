import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LoginStart, RecoveryStart } from '../../contract/sign-in.ts';
import { AdminOperatorInvite } from '../../contract/operators.ts';
import { DEFAULT_COOKIE_LAW } from '../../contract/public.ts';
import { PUBLIC_PERMISSIONS, SCOPED_PERMISSIONS, pathParams, type Endpoint } from '../../contract/endpoint.ts';
import { CodeSend } from '../../contract/public.ts';
import { registeredUsers } from '../../server/db/schema/users.ts';
import { createRespondentSession } from '../../server/respondents/sessions.ts';
import { codeOf } from './public-fixtures.ts';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { announcements } from '../../server/db/schema/alerts.ts';
import { formVersions, forms } from '../../server/db/schema/forms.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { pageRevisions, pages } from '../../server/db/schema/pages.ts';
import { enqueueJob } from '../../server/jobs/store.ts';
import { builtinText } from '../../server/mail/builtin-texts.ts';
import { AUTHORIZATION_TABLE, CALLERS, type Caller, type Expected } from './authorization-table.ts';
import type { Answer, Browser } from './browser.ts';
import { formOptions, plainForm, seedForm } from './forms-fixtures.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { CRITERIA, seedSession } from './judging-fixtures.ts';
import { seedSender } from './noty-senders-support.ts';
import { doc, seedCampaign, seedTemplate as seedMailTemplate, seedTemplateRevision } from './mm-campaigns-fixtures.ts';
import { seedPage, seedTemplate } from './pages-fixtures.ts';
import { seedSubmission } from './respondents.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject, sessionBrowser } from './tenancy.ts';

const server = useTestServer();

/** Company A and B, a project in each with its forms, and one operator per caller (plus one for calls about someone else). */
interface World {
  a: string;
  aProject: string;
  /** A form of A's project, published once; `assistantA` assists it. */
  aForm: string;
  /** Another form of A's project; `otherAssistantA` assists it. */
  aOtherForm: string;
  b: string;
  bProject: string;
  bForm: string;
  ids: Record<Exclude<Caller, 'anonymous' | 'respondentA'>, string>;
  /** A registered user of A's project (`/p/company-a/a-one/`), who has told their name. */
  respondent: string;
  /** An editor of A the calls about another operator are about; the sign-in calls sign them in. */
  other: string;
  /** A job of the other operator's, which no runner takes here. */
  job: string;
  /** An open judging session of A's form, `judgeA` on its panel holding `judged`, a submission of that form. */
  session: string;
  judged: string;
}

const OTHER = person('other');
const PASSWORD_OF = (caller: Caller) => (caller === 'admin' ? ADMIN.password : person(caller).password);

async function seedWorld(): Promise<World> {
  const a = await seedCompany(server, 'company-a');
  const aProject = await seedProject(server, a, 'a-one');
  const b = await seedCompany(server, 'company-b');
  const bProject = await seedProject(server, b, 'b-one');
  const aForm = await seedForm(server, a, aProject, 'a-form');
  await server.db.update(forms).set({ publishedVersion: 1, status: 'open' }).where(eq(forms.id, aForm));
  await server.db.insert(formVersions).values({ formId: aForm, number: 1, definition: plainForm('a-form'), publishedAt: server.clock.now() });
  const aOtherForm = await seedForm(server, a, aProject, 'a-other-form');
  const bForm = await seedForm(server, b, bProject, 'b-form');
  const [admin] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, ADMIN.email));
  const ids = {
    admin: admin!.id,
    operator: await seedOperator(server, person('operator')),
    managerA: await seedOperator(server, person('managerA')),
    managerB: await seedOperator(server, person('managerB')),
    editorA: await seedOperator(server, person('editorA')),
    judgeA: await seedOperator(server, person('judgeA')),
    assistantA: await seedOperator(server, person('assistantA')),
    otherAssistantA: await seedOperator(server, person('otherAssistantA')),
  };
  await seedGrant(server, ids.managerA, 'manager', a);
  await seedGrant(server, ids.managerB, 'manager', b);
  await seedGrant(server, ids.editorA, 'editor', a, aProject);
  await seedGrant(server, ids.judgeA, 'judge', a);
  for (const [operatorId, formId] of [
    [ids.assistantA, aForm],
    [ids.otherAssistantA, aOtherForm],
  ] as const) {
    await server.db.insert(grants).values({ id: crypto.randomUUID(), operatorId, companyId: a, role: 'assistant', projectId: aProject, formId, createdAt: server.clock.now() });
  }
  const other = await seedOperator(server, OTHER);
  await seedGrant(server, other, 'editor', a, aProject);
  const job = (await enqueueJob(server.db, { kind: 'test/idle', ownerId: other, input: {}, maxAttempts: 1 }, server.clock.now())).id;
  const respondent = crypto.randomUUID();
  await seedRespondent(respondent, a, aProject);
  const judged = await seedSubmission(server, { company: a, project: aProject, form: aForm }, null);
  const session = await seedSession(server, { company: a, project: aProject, form: aForm }, [ids.judgeA], [judged]);
  return { a, aProject, aForm, aOtherForm, b, bProject, bForm, ids, other, job, respondent, session, judged };
}

// A registered user of A's project who has told their name; made again when a call before erased them.
async function seedRespondent(id: string, company: string, project: string): Promise<void> {
  const now = server.clock.now();
  await server.db
    .insert(registeredUsers)
    .values({ id, companyId: company, projectId: project, email: 'rita@example.org', firstName: 'Rita', lastName: 'Levi', preferredLang: 'it', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

let serial = 0;
const fresh = (name: string) => `${name}-${++serial}`;

/** The token of a link mailed after `send` ran. */
async function mailedToken(send: () => Promise<unknown>, email: string, kind: 'recovery' | 'invite'): Promise<string> {
  await send();
  await server.settle();
  return server.mail.token(email, kind);
}

async function inviteToken(world: World): Promise<string> {
  const email = `${fresh('invited')}@example.com`;
  const admin = await sessionBrowser(server, world.ids.admin);
  return mailedToken(() => admin.call(AdminOperatorInvite, { Email: email, InstallationAdmin: false }), email, 'invite');
}

type Sample = (world: World, caller: Caller, browser: Browser) => Record<string, unknown> | Promise<Record<string, unknown>>;

const projectFields = (slug: string) => ({ name: 'Project', slug, languages: ['it', 'en'], default_lang: 'it' });

const formScope = (world: World) => ({ company: world.a, project: world.aProject, form: world.aForm });
const projectScope = (world: World) => ({ company: world.a, project: world.aProject });

// The pages of A's project in their order, as a reorder names them all.
async function pageOrder(world: World): Promise<string[]> {
  const rows = await server.db.select({ id: pages.id }).from(pages).where(eq(pages.projectId, world.aProject)).orderBy(pages.position, pages.createdAt);
  return rows.map((row) => row.id);
}

// The public side names A's project by its slugs.
const site = { company: 'company-a', project: 'a-one' };

// A mail-merge template of A's project, and a draft campaign sending it to the project's registered users.
const mailTemplate = (world: World) => seedMailTemplate(server, projectScope(world), { subject: { en: 'Hello {{first_name}}' }, body: { en: doc('Dear {{first_name}}') } });
const campaign = async (world: World) => seedCampaign(server, projectScope(world), { template: await mailTemplate(world), audience: { kind: 'users' } });

const publicForm = { ...site, form: 'a-form' };

// The form's version as stored now: the calls before may have changed it.
async function formVersion(world: World): Promise<number> {
  const [row] = await server.db.select({ version: forms.version }).from(forms).where(eq(forms.id, world.aForm));
  return row!.version;
}


const RECEIPT_CELL = { key: 'respondent.receipt', lang: 'it' } as const;

/** A valid input of each endpoint, naming company A and its project wherever the call takes them. */
const SAMPLES: Record<string, Sample> = {
  'accounting/checklogin': () => ({}),
  'accounting/login-start': () => ({ Email: OTHER.email, Password: OTHER.password }),
  'accounting/login-unlock': async (_world, _caller, browser) => {
    await browser.call(LoginStart, { Email: OTHER.email, Password: OTHER.password });
    await server.settle();
    return { Email: OTHER.email, Pin: server.mail.pin(OTHER.email) };
  },
  'accounting/logout': () => ({}),
  'accounting/recovery/start': () => ({ Email: OTHER.email }),
  'accounting/recovery/complete': async () => ({
    Token: await mailedToken(() => server.browser().call(RecoveryStart, { Email: OTHER.email }), OTHER.email, 'recovery'),
    Password: OTHER.password,
  }),
  'accounting/invite/check': async (world) => ({ Token: await inviteToken(world) }),
  'accounting/invite/accept': async (world) => ({ Token: await inviteToken(world), FirstName: 'Ivy', Password: 'ivy-password-1' }),
  'theme/load': () => ({}),
  'accounting/operator/current': () => ({}),
  'accounting/operator/set-preferred-lang/:lang': () => ({ lang: 'en' }),
  'accounting/operator/can-access-company/:company': (world) => ({ company: world.a }),
  'accounting/operator/can-manage-company/:company': (world) => ({ company: world.a }),
  'accounting/operator/can-edit-project/:company/:project': (world) => ({ company: world.a, project: world.aProject }),
  'accounting/operator/is-form-assistant/:company/:project/:form': (world) => ({
    company: world.a,
    project: world.aProject,
    form: crypto.randomUUID(),
  }),
  'accounting/password/change': (_world, caller) => ({ OldPassword: PASSWORD_OF(caller), NewPassword: PASSWORD_OF(caller) + '-new' }),
  'accounting/sessions/list': () => ({}),
  'accounting/sessions/end-others': () => ({}),
  'accounting/totp/status': () => ({}),
  'accounting/totp/start': () => ({}),
  'accounting/totp/confirm': () => ({ Code: '000000' }),
  'accounting/totp/disable': (_world, caller) => ({ Password: PASSWORD_OF(caller) }),
  'accounting/totp/recovery-codes': (_world, caller) => ({ Password: PASSWORD_OF(caller) }),
  'home/companies': () => ({}),
  'home/navigation': (world) => ({ current: world.a }),
  // Another operator's job (the others' answer is 404, the owner's and admins' 200): both are access, not refusals.
  'jobs/get': (world) => ({ id: world.job }),
  'jobs/list': () => ({}),
  'outbox/batch': (world) => ({
    writes: [{ key: crypto.randomUUID(), record: world.a, path: 'admin/companies/save', body: { id: world.a, name: 'Company A', slug: 'company-a' } }],
  }),
  'jobs/cancel': (world) => ({ id: world.job }),
  'admin/operators/invite': () => ({ Email: `${fresh('invited')}@example.com`, Lang: 'es' }),
  'admin/operators/set-installation-admin': (world) => ({ operator: world.other, InstallationAdmin: false }),
  'admin/companies/list': () => ({ search: 'company' }),
  'admin/companies/get': (world) => ({ id: world.a }),
  'admin/companies/save': (world) => ({ id: world.a, name: 'Company A', slug: 'company-a' }),
  'admin/companies/archive': (world) => ({ id: world.a }),
  'admin/installation/logs/list': (world) => ({ company: world.a }),
  'admin/installation/logs/export': (world) => ({ company: world.a }),
  'admin/installation/logs/choices': (world) => ({ kind: 'company', search: 'company', ids: [world.a] }),
  'admin/installation/logs/areas': () => ({}),
  'admin/installation/info': () => ({}),
  'admin/installation/theme/get': () => ({}),
  'admin/installation/theme/save': () => ({}),
  'admin/installation/theme/prj-defaults/get': () => ({}),
  'admin/installation/theme/prj-defaults/save': () => ({ languages: ['it', 'en'], default_lang: 'it' }),
  'admin/installation/theme/cookie-law/get': () => ({}),
  'admin/installation/theme/cookie-law/save': () => ({ ...DEFAULT_COOKIE_LAW }),
  'admin/installation/conditions/list': () => ({}),
  'admin/installation/conditions/versions': () => ({ key: 'terms' }),
  'admin/installation/conditions/publish': () => ({ key: 'terms', required: true, title: { en: 'Terms of use' }, body: { en: 'The rules.' } }),
  'admin/installation/conditions/withdraw': () => ({ key: 'terms', withdrawn: false }),
  'company/:company/operators/list': (world) => ({ company: world.a }),
  'company/:company/operators/invite': (world) => ({ company: world.a, Email: `${fresh('judge')}@example.com`, Lang: 'fr', Role: 'judge' }),
  'company/:company/operators/resend-invite': (world) => ({ company: world.a, Email: 'nobody@example.com' }),
  'company/:company/operators/set-role': (world) => ({ company: world.a, operator: world.other, Role: 'editor', Projects: [world.aProject] }),
  'company/:company/operators/revoke': (world) => ({ company: world.a, operator: world.other }),
  'company/:company/operators/form-assistant/grant': (world) => ({ company: world.a, operator: world.other, project: world.aProject, Forms: [world.aOtherForm] }),
  'company/:company/operators/form-assistant/invite': (world) => ({
    company: world.a,
    Email: `${fresh('assistant')}@example.com`,
    Lang: 'en',
    project: world.aProject,
    Forms: [world.aForm],
  }),
  // The other operator assists no form: 404, which is access all the same.
  'company/:company/operators/form-assistant/revoke': (world) => ({ company: world.a, operator: world.other, project: world.aProject, form: world.aOtherForm }),
  'company/:company/projects/start': (world) => ({ company: world.a }),
  'company/:company/projects/create': (world) => ({ company: world.a, ...projectFields(fresh('created')) }),
  'company/:company/project/:project/get': (world) => ({ company: world.a, project: world.aProject }),
  'company/:company/project/:project/save': (world) => ({ company: world.a, project: world.aProject, ...projectFields('a-one') }),
  'company/:company/theme/get': (world) => ({ company: world.a }),
  'company/:company/theme/save': (world) => ({ company: world.a, Theme_Colors: JSON.stringify({ vuetify: { primary: '#00695c' } }) }),
  'company/:company/project/:project/theme/get': (world) => ({ company: world.a, project: world.aProject }),
  'company/:company/project/:project/theme/save': (world) => ({ company: world.a, project: world.aProject, Theme_Colors: JSON.stringify({ vuetify: { primary: '#00695c' } }) }),
  // Notification texts: the receipt in Italian at each level.
  'admin/installation/noty/texts/list': () => ({}),
  'admin/installation/noty/texts/get': () => ({ ...RECEIPT_CELL }),
  'admin/installation/noty/texts/save': () => ({ ...RECEIPT_CELL, subject: 'Ricevuta: {{form}}', body: builtinText('respondent.receipt', 'it').body }),
  'admin/installation/noty/texts/reset': () => ({ ...RECEIPT_CELL }),
  'admin/installation/noty/texts/preview': () => ({ ...RECEIPT_CELL }),
  'company/:company/noty/texts/list': (world) => ({ company: world.a }),
  'company/:company/noty/texts/get': (world) => ({ company: world.a, ...RECEIPT_CELL }),
  'company/:company/noty/texts/save': (world) => ({ company: world.a, ...RECEIPT_CELL, subject: 'Ricevuta: {{form}}', body: builtinText('respondent.receipt', 'it').body }),
  'company/:company/noty/texts/reset': (world) => ({ company: world.a, ...RECEIPT_CELL }),
  'company/:company/noty/texts/preview': (world) => ({ company: world.a, ...RECEIPT_CELL }),
  'company/:company/project/:project/noty/texts/list': (world) => ({ company: world.a, project: world.aProject }),
  'company/:company/project/:project/noty/texts/get': (world) => ({ company: world.a, project: world.aProject, ...RECEIPT_CELL }),
  'company/:company/project/:project/noty/texts/save': (world) => ({ company: world.a, project: world.aProject, ...RECEIPT_CELL, subject: 'Ricevuta: {{form}}', body: builtinText('respondent.receipt', 'it').body }),
  'company/:company/project/:project/noty/texts/reset': (world) => ({ company: world.a, project: world.aProject, ...RECEIPT_CELL }),
  'company/:company/project/:project/noty/texts/preview': (world) => ({ company: world.a, project: world.aProject, ...RECEIPT_CELL }),
  'company/:company/project/:project/forms/list': (world) => ({ company: world.a, project: world.aProject }),
  'company/:company/project/:project/forms/create': (world) => ({ company: world.a, project: world.aProject, slug: fresh('created'), title: { en: 'Form' } }),
  'company/:company/project/:project/forms/import': (world) => ({ company: world.a, project: world.aProject, definition: plainForm(fresh('imported')) }),
  'company/:company/project/:project/form/:form/get': formScope,
  'company/:company/project/:project/form/:form/export': formScope,
  'company/:company/project/:project/form/:form/draft/save': (world) => ({ ...formScope(world), draft: plainForm('a-form') }),
  'company/:company/project/:project/form/:form/options/save': (world) => ({ ...formScope(world), ...formOptions('a-form', 'open') }),
  'company/:company/project/:project/form/:form/publish': async (world) => ({ ...formScope(world), version: await formVersion(world) }),
  'company/:company/project/:project/form/:form/versions': formScope,
  'company/:company/project/:project/form/:form/version/get': (world) => ({ ...formScope(world), number: 1 }),
  'company/:company/project/:project/form/:form/version/restore': async (world) => ({ ...formScope(world), number: 1, version: await formVersion(world) }),
  'company/:company/project/:project/form/:form/duplicate': (world) => ({ ...formScope(world), slug: fresh('copy') }),
  'company/:company/project/:project/form/:form/archive': (world) => ({ ...formScope(world), archived: false }),
  'company/:company/project/:project/form/:form/compose': (world) => ({ ...formScope(world), description: 'A name and an email address', lang: 'en' }),
  'company/:company/project/:project/form/:form/invitations/list': formScope,
  'company/:company/project/:project/form/:form/invitations/send': (world) => ({ ...formScope(world), emails: [`${fresh('guest')}@example.org`], lang: 'en' }),
  // Another form's invitation, or none: 404, which is access all the same.
  'company/:company/project/:project/form/:form/invitations/revoke': (world) => ({ ...formScope(world), invitation: crypto.randomUUID() }),
  'company/:company/project/:project/form/:form/submissions/list': formScope,
  // Queues a job no runner takes here.
  'company/:company/project/:project/form/:form/results/export': (world) => ({ ...formScope(world), format: 'csv', lang: 'en' }),
  'company/:company/project/:project/form/:form/results/summary': formScope,
  'company/:company/project/:project/form/:form/results/list': formScope,
  'company/:company/project/:project/form/:form/results/ids': formScope,
  'company/:company/project/:project/form/:form/results/submission/get': (world) => ({ ...formScope(world), submission: crypto.randomUUID() }),
  'company/:company/project/:project/form/:form/results/change': (world) => ({ ...formScope(world), target: { ids: [crypto.randomUUID()] }, status: 'accepted' }),
  'company/:company/project/:project/form/:form/results/note/add': (world) => ({ ...formScope(world), submission: crypto.randomUUID(), body: 'A note' }),
  'company/:company/project/:project/form/:form/results/note/delete': (world) => ({ ...formScope(world), note: crypto.randomUUID() }),
  'company/:company/project/:project/form/:form/results/tags': formScope,
  'company/:company/project/:project/form/:form/results/filters/list': formScope,
  'company/:company/project/:project/form/:form/results/filters/save': (world) => ({ ...formScope(world), name: `Saved ${crypto.randomUUID()}`, filters: { status: ['received'] } }),
  'company/:company/project/:project/form/:form/results/filters/delete': (world) => ({ ...formScope(world), id: crypto.randomUUID() }),
  'company/:company/project/:project/users/list': (world) => ({ company: world.a, project: world.aProject, submitted: true }),
  // Nobody registered yet: the answer is 404, which is access all the same.
  'company/:company/project/:project/users/get': (world) => ({ company: world.a, project: world.aProject, user: crypto.randomUUID() }),
  'company/:company/project/:project/users/block': (world) => ({ company: world.a, project: world.aProject, user: crypto.randomUUID(), blocked: true }),
  'company/:company/project/:project/users/export': (world) => ({ company: world.a, project: world.aProject, user: crypto.randomUUID() }),
  'company/:company/project/:project/users/erase': (world) => ({ company: world.a, project: world.aProject, user: crypto.randomUUID() }),
  'company/:company/project/:project/users/conditions': (world) => ({ company: world.a, project: world.aProject }),
  'company/:company/project/:project/form/:form/votes/summary': formScope,
  'company/:company/project/:project/form/:form/votes/list': formScope,
  // No vote of that id: nothing changes, which is access all the same.
  'company/:company/project/:project/form/:form/votes/invalidate': (world) => ({ ...formScope(world), ids: [crypto.randomUUID()], reason: 'Test' }),
  'company/:company/project/:project/form/:form/votes/restore': (world) => ({ ...formScope(world), ids: [crypto.randomUUID()] }),
  // Queues a job no runner takes here.
  'company/:company/project/:project/form/:form/votes/export': (world) => ({ ...formScope(world), format: 'csv', lang: 'en' }),
  'company/:company/project/:project/form/:form/sessions/save': (world) => ({
    ...formScope(world),
    name: fresh('session'),
    criteria: CRITERIA,
    judges: [world.ids.judgeA],
    assignment: { mode: 'all' },
    blind: true,
    others_scores: 'never',
    status: 'draft',
  }),
  'company/:company/project/:project/form/:form/sessions/list': formScope,
  'company/:company/project/:project/form/:form/session/:session/get': (world) => ({ ...formScope(world), session: world.session }),
  'company/:company/project/:project/form/:form/session/:session/ranking': (world) => ({ ...formScope(world), session: world.session }),
  // Queues a job no runner takes here.
  'company/:company/project/:project/form/:form/session/:session/ranking/export': (world) => ({ ...formScope(world), session: world.session, lang: 'en' }),
  'company/:company/project/:project/form/:form/session/:session/judges': (world) => ({ ...formScope(world), session: world.session }),
  'company/:company/project/:project/form/:form/sessions/preview': (world) => ({ ...formScope(world), judges: [world.ids.judgeA], assignment: { mode: 'all' } }),
  'company/:company/project/:project/judges/list': (world) => ({ company: world.a, project: world.aProject }),
  'company/:company/project/:project/pages/list': (world) => projectScope(world),
  'company/:company/project/:project/pages/save': (world) => ({ ...projectScope(world), slug: fresh('page'), title: { en: 'Page' }, body: { en: { type: 'doc', content: [] } } }),
  'company/:company/project/:project/pages/reorder': async (world) => ({ ...projectScope(world), ids: await pageOrder(world) }),
  'company/:company/project/:project/page/:page/get': async (world) => ({ ...projectScope(world), page: await seedPage(server, world.a, world.aProject) }),
  'company/:company/project/:project/page/:page/publish': async (world) => ({ ...projectScope(world), page: await seedPage(server, world.a, world.aProject), version: 1 }),
  'company/:company/project/:project/page/:page/revisions': async (world) => ({ ...projectScope(world), page: await seedPage(server, world.a, world.aProject) }),
  'company/:company/project/:project/page/:page/restore': async (world) => {
    const page = await seedPage(server, world.a, world.aProject);
    const [revision] = await server.db.select({ id: pageRevisions.id }).from(pageRevisions).where(eq(pageRevisions.pageId, page));
    return { ...projectScope(world), page, revision: revision!.id, version: 1 };
  },
  'company/:company/project/:project/page/:page/archive': async (world) => ({ ...projectScope(world), page: await seedPage(server, world.a, world.aProject), archived: true, version: 1 }),
  'company/:company/project/:project/page/:page/duplicate': async (world) => ({ ...projectScope(world), page: await seedPage(server, world.a, world.aProject) }),
  'company/:company/project/:project/page/:page/preview': async (world) => ({ ...projectScope(world), page: await seedPage(server, world.a, world.aProject), lang: 'en', draft: true }),
  'company/:company/project/:project/menu/get': (world) => projectScope(world),
  'company/:company/project/:project/menu/save': (world) => ({ ...projectScope(world), items: [{ label: { en: 'Form' }, target: { kind: 'form', id: world.aForm } }] }),
  'company/:company/project/:project/page-templates/list': (world) => ({ company: world.a, project: world.aProject }),
  'admin/installation/page-templates/list': () => ({}),
  'admin/installation/page-templates/save': () => ({ name: fresh('preset'), body: {} }),
  'admin/installation/page-templates/delete': async () => ({ id: await seedTemplate(server) }),
  'admin/installation/noty/senders/list': () => ({}),
  'admin/installation/noty/senders/save': () => ({ name: fresh('sender'), from_email: 'bandi@aurora.example', from_name: 'Aurora' }),
  'admin/installation/noty/senders/delete': async () => ({ id: await seedSender(server, 'installation') }),
  'admin/installation/noty/senders/test': async () => ({ id: await seedSender(server, 'installation') }),
  'company/:company/noty/senders/list': (world) => ({ company: world.a }),
  'company/:company/noty/senders/save': (world) => ({ company: world.a, name: fresh('sender'), from_email: 'bandi@aurora.example', from_name: 'Aurora' }),
  'company/:company/noty/senders/delete': async (world) => ({ company: world.a, id: await seedSender(server, 'company', world.a) }),
  'company/:company/noty/senders/test': async (world) => ({ company: world.a, id: await seedSender(server, 'company', world.a) }),
  'company/:company/project/:project/noty/senders/list': (world) => projectScope(world),
  'company/:company/project/:project/noty/senders/save': (world) => ({ ...projectScope(world), name: fresh('sender'), from_email: 'bandi@aurora.example', from_name: 'Aurora' }),
  'company/:company/project/:project/noty/senders/delete': async (world) => ({ ...projectScope(world), id: await seedSender(server, 'project', world.a, world.aProject) }),
  'company/:company/project/:project/noty/senders/test': async (world) => ({ ...projectScope(world), id: await seedSender(server, 'project', world.a, world.aProject) }),
  'noty/spf/check': () => ({ domain: 'aurora.example' }),
  'judges/sessions/list': () => ({}),
  'judges/organised/list': () => ({}),
  'judges/devices/report': (world) => ({ device: fresh('matrix-device'), app_version: '1.0.0', pending: [{ ...formScope(world), session: world.session, count: 1 }] }),
  'judges/session/:company/:project/:form/:session/get': (world) => ({ ...formScope(world), session: world.session }),
  'judges/session/:company/:project/:form/:session/score': (world) => ({ ...formScope(world), session: world.session, submission: world.judged, values: { quality: 4, impact: 3 } }),
  'p/:company/:project/site': () => site,
  'p/:company/:project/form/:form': () => publicForm,
  'p/:company/:project/code/send': () => ({ ...site, email: `${fresh('someone')}@example.org`, lang: 'en' }),
  'p/:company/:project/code/check': async (_world, _caller, browser) => {
    const email = `${fresh('someone')}@example.org`;
    await browser.call(CodeSend, { ...site, email, lang: 'en' });
    await server.settle();
    return { ...site, email, code: codeOf(server, email) };
  },
  'company/:company/project/:project/mail-merge/templates/list': projectScope,
  'company/:company/project/:project/mail-merge/templates/save': (world) => ({ ...projectScope(world), name: fresh('template'), subject: { en: 'Hello {{first_name}}' }, body: { en: doc('Dear {{first_name}}') } }),
  'company/:company/project/:project/mail-merge/template/:template/get': async (world) => ({ ...projectScope(world), template: await mailTemplate(world) }),
  'company/:company/project/:project/mail-merge/template/:template/preview': async (world) => ({ ...projectScope(world), template: await mailTemplate(world), lang: 'en' }),
  'company/:company/project/:project/mail-merge/template/:template/duplicate': async (world) => ({ ...projectScope(world), template: await mailTemplate(world) }),
  'company/:company/project/:project/mail-merge/template/:template/delete': async (world) => ({ ...projectScope(world), template: await mailTemplate(world) }),
  'company/:company/project/:project/mail-merge/template/:template/revisions': async (world) => ({ ...projectScope(world), template: await mailTemplate(world) }),
  'company/:company/project/:project/mail-merge/template/:template/restore': async (world) => {
    const template = await mailTemplate(world);
    return { ...projectScope(world), template, revision: await seedTemplateRevision(server, template), version: 1 };
  },
  'company/:company/project/:project/mail-merge/tags': projectScope,
  'company/:company/project/:project/mail-merge/senders': projectScope,
  'company/:company/project/:project/mail-merge/people': projectScope,
  'company/:company/project/:project/mail-merge/campaigns/list': projectScope,
  'company/:company/project/:project/mail-merge/campaigns/save': async (world) => ({ ...projectScope(world), name: fresh('campaign'), template: await mailTemplate(world), audience: { kind: 'users' } }),
  'company/:company/project/:project/mail-merge/campaign/:campaign/get': async (world) => ({ ...projectScope(world), campaign: await campaign(world) }),
  'company/:company/project/:project/mail-merge/campaign/:campaign/check': async (world) => ({ ...projectScope(world), campaign: await campaign(world) }),
  'company/:company/project/:project/mail-merge/campaign/:campaign/test': async (world) => ({ ...projectScope(world), campaign: await campaign(world), to: ['tester@example.org'] }),
  'company/:company/project/:project/mail-merge/campaign/:campaign/start': async (world) => ({ ...projectScope(world), campaign: await campaign(world), version: 1 }),
  'company/:company/project/:project/mail-merge/campaign/:campaign/pause': async (world) => ({ ...projectScope(world), campaign: await campaign(world), version: 1 }),
  'company/:company/project/:project/mail-merge/campaign/:campaign/resume': async (world) => ({ ...projectScope(world), campaign: await campaign(world), version: 1 }),
  'company/:company/project/:project/mail-merge/campaign/:campaign/cancel': async (world) => ({ ...projectScope(world), campaign: await campaign(world), version: 1 }),
  'company/:company/project/:project/mail-merge/campaign/:campaign/retry-failed': async (world) => ({ ...projectScope(world), campaign: await campaign(world), version: 1 }),
  'company/:company/project/:project/mail-merge/campaign/:campaign/recipients': async (world) => ({ ...projectScope(world), campaign: await campaign(world) }),
  'company/:company/project/:project/mail-merge/campaign/:campaign/recipients/export': async (world) => ({ ...projectScope(world), campaign: await campaign(world) }),
  // A token no mail carried: not found to anyone, and never a sign-in question.
  'p/:company/:project/unsubscribe/get': () => ({ ...site, token: 'not-a-token' }),
  'p/:company/:project/unsubscribe/save': () => ({ ...site, token: 'not-a-token', unsubscribed: true }),
  'p/:company/:project/sign-out': () => site,
  'p/:company/:project/profile/save': () => ({ ...site, first_name: 'Rita', last_name: 'Levi', preferred_lang: 'it' }),
  'p/:company/:project/conditions/accept': () => ({ ...site, conditions: [crypto.randomUUID()] }),
  'p/:company/:project/form/:form/draft/save': () => ({ ...publicForm, answers: { a: 'draft' }, block: 0, lang: 'it' }),
  'p/:company/:project/form/:form/submit': () => ({ ...publicForm, answers: { a: 'sent' }, lang: 'it' }),
  'p/:company/:project/submissions': () => site,
  'p/:company/:project/submission/:submission/withdraw': () => ({ ...site, submission: crypto.randomUUID() }),
  'p/:company/:project/me/export': () => site,
  'p/:company/:project/me/erase': () => ({ ...site, email: 'rita@example.org' }),
  // A form that takes no public votes: 404 to whoever may call it.
  'p/:company/:project/form/:form/vote/gallery': () => publicForm,
  'p/:company/:project/form/:form/vote/cast': () => ({ ...publicForm, submission: crypto.randomUUID() }),

  // Translations.
  'admin/i18n/translations/list': () => ({ search: 'not_found' }),
  'admin/i18n/translations/save': () => ({ key: 'errors.not_found', lang: 'pt', text: 'Nada por aqui.' }),
  'admin/i18n/translations/import': () => ({ format: 'po', content: Buffer.from('msgid ""\nmsgstr "Language: pt\\n"\n').toString('base64') }),
  'i18n/overrides': () => ({ lang: 'pt' }),
  'admin/installation/alerts/list': () => ({}),
  'admin/installation/alerts/save': () => ({ title: { en: 'Maintenance' }, severity: 'info', starts_at: '2026-01-01T00:00:00Z' }),
  'admin/installation/alerts/delete': async () => ({ id: await announcement({}) }),
  'admin/installation/alerts/receipts': async () => ({ id: await announcement({}) }),
  'admin/installation/alerts/system': () => ({}),
  'alerts/current': () => ({}),
  // An announcement for every operator: whoever is signed in acknowledges it.
  'alerts/ack': async () => ({ id: await announcement({}) }),
  'p/:company/:project/alerts': () => site,
  // User export.
  'admin/installation/export/start': (world) => ({ kind: 'registered_users', format: 'csv', filters: { companies: [world.a] }, purpose: 'Checking the matrix of who may export' }),
  'admin/installation/export/list': () => ({}),
  'admin/installation/export/choices': () => ({ of: 'company', search: 'a' }),
  // A closed port of the loopback: discovery fails at once (400), which is access all the same.
  'admin/installation/sso/list': () => ({}),
  'admin/installation/sso/save': () => ({ name: fresh('provider'), issuer: 'http://127.0.0.1:9', client_id: 'back-office', client_secret: 'secret' }),
  'admin/installation/sso/delete': () => ({ id: crypto.randomUUID() }),
  'sso/providers': () => ({}),
  'sso/result': () => ({ token: 'not-a-token' }),
};

/** An announcement in its window, for an audience. */
async function announcement(audience: Record<string, string[]>): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  await server.db.insert(announcements).values({ id, title: { en: 'Notice' }, severity: 'info', audience, startsAt: new Date(now.getTime() - 60_000), createdAt: now, updatedAt: now });
  return id;
}

// Calls that change what the others rely on (the company's status, the other operator's grants) go last.
// The registered user's erasure goes before them: an archived company's public side is not found.
const LAST = ['p/:company/:project/me/erase', 'admin/companies/archive', 'company/:company/operators/revoke'];
const ORDERED = [...ENDPOINTS].sort((x, y) => LAST.indexOf(x.path) - LAST.indexOf(y.path));

function outcomeOf(answer: Answer, expected: Expected | undefined): Expected {
  if (answer.status === 401) return 'unauthenticated';
  if (answer.status === 403) return 'forbidden';
  // A call kept from strangers tells them the records do not exist.
  if (answer.status === 404 && expected === 'not_found') return 'not_found';
  return 'ok';
}

/** A browser for one call: a fresh session each time, so a logout or password change affects no other call. */
async function browserFor(world: World, caller: Caller): Promise<Browser> {
  if (caller === 'anonymous') return server.browser();
  if (caller === 'respondentA') {
    // The registered user's cookie, sent to every path: the back office must still take them for nobody.
    const browser = server.browser();
    await seedRespondent(world.respondent, world.a, world.aProject);
    const token = await createRespondentSession(server.db, world.respondent, server.clock.now(), { ip: '', userAgent: '' });
    browser.setCookie('p_session', token, '/');
    return browser;
  }
  return sessionBrowser(server, world.ids[caller]);
}

async function callAs(world: World, caller: Caller, endpoint: Endpoint, input?: Record<string, unknown>): Promise<Answer> {
  const browser = await browserFor(world, caller);
  return browser.call(endpoint, input ?? (await SAMPLES[endpoint.path]!(world, caller, browser)));
}

describe('the authorization table', () => {
  it('has a row for every endpoint and names no endpoint that does not exist', () => {
    const paths = ENDPOINTS.map((endpoint) => endpoint.path).sort();
    expect(Object.keys(AUTHORIZATION_TABLE).sort()).toEqual(paths);
    expect(Object.keys(SAMPLES).sort()).toEqual(paths);
  });
});

describe.each(CALLERS)('every endpoint called by %s on company A', (caller) => {
  it('answers what the authorization table says', async () => {
    const world = await seedWorld();
    const wrong: string[] = [];
    for (const endpoint of ORDERED) {
      const expected = AUTHORIZATION_TABLE[endpoint.path];
      if (!expected) continue;
      const answer = await callAs(world, caller, endpoint);
      expect(answer.status, `${endpoint.path}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
      if (outcomeOf(answer, expected[caller]) !== expected[caller]) {
        wrong.push(`${endpoint.path}: expected ${expected[caller]}, got ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

const takesCompany = (endpoint: Endpoint) => pathParams(endpoint.path).includes('company');
const scoped = ENDPOINTS.filter((endpoint) => SCOPED_PERMISSIONS.includes(endpoint.permission));

describe('ids of another company', () => {
  it('every company-scoped call refuses the manager of B naming A (not found where A keeps it from strangers), and shows nothing of A', async () => {
    const world = await seedWorld();
    expect(scoped.length).toBeGreaterThan(0);
    for (const endpoint of scoped) {
      const answer = await callAs(world, 'managerB', endpoint);
      const refusal = endpoint.strangers === 'not_found' ? { status: 404, code: 'not_found' } : { status: 403, code: 'forbidden' };
      expect(answer.status, endpoint.path).toBe(refusal.status);
      expect(answer.error?.code, endpoint.path).toBe(refusal.code);
      expect(JSON.stringify(answer.body), endpoint.path).not.toContain(world.a);
    }
  });

  it("the questions about access answer no to the manager of B asking about A's ids", async () => {
    const world = await seedWorld();
    const questions = ENDPOINTS.filter(
      (endpoint) => takesCompany(endpoint) && !SCOPED_PERMISSIONS.includes(endpoint.permission) && !PUBLIC_PERMISSIONS.includes(endpoint.permission),
    );
    expect(questions.length).toBeGreaterThan(0);
    for (const endpoint of questions) {
      const answer = await callAs(world, 'managerB', endpoint);
      expect(answer.status, endpoint.path).toBe(200);
      expect(answer.body, endpoint.path).toEqual({ Success: false });
    }
  });

  it('a project of B named under company A by the manager of A is not found, and nothing changes', async () => {
    const world = await seedWorld();
    const withProject = scoped.filter((endpoint) => pathParams(endpoint.path).includes('project'));
    expect(withProject.length).toBeGreaterThan(0);
    for (const endpoint of withProject) {
      const browser = await browserFor(world, 'managerA');
      const input = { ...(await SAMPLES[endpoint.path]!(world, 'managerA', browser)), project: world.bProject };
      const answer = await browser.call(endpoint, input);
      expect(answer.status, endpoint.path).toBe(404);
      expect(answer.error?.code, endpoint.path).toBe('not_found');
      expect(JSON.stringify(answer.body), endpoint.path).not.toContain(world.bProject);
    }
  });

  it('a form named under a project it is not in is not found, for whoever may edit that project, and nothing changes', async () => {
    const world = await seedWorld();
    const withForm = scoped.filter((endpoint) => pathParams(endpoint.path).includes('form'));
    expect(withForm.length).toBeGreaterThan(0);
    const before = await server.db.select().from(forms).orderBy(forms.id);
    // B's form named under A's project, and A's other form named under a second project of A.
    const aSecond = await seedProject(server, world.a, 'a-two');
    const misplaced = [
      { project: world.aProject, form: world.bForm },
      { project: aSecond, form: world.aOtherForm },
    ];
    for (const endpoint of withForm) {
      for (const names of misplaced) {
        const browser = await browserFor(world, 'managerA');
        const input = { ...(await SAMPLES[endpoint.path]!(world, 'managerA', browser)), ...names };
        const answer = await browser.call(endpoint, input);
        expect(answer.status, endpoint.path).toBe(404);
        expect(answer.error?.code, endpoint.path).toBe('not_found');
      }
    }
    expect(await server.db.select().from(forms).orderBy(forms.id)).toEqual(before);
  });

  it("the manager of A cannot make an assistant of B's forms, named under B's project or under A's", async () => {
    const world = await seedWorld();
    const browser = await browserFor(world, 'managerA');
    const grant = ENDPOINTS.find((candidate) => candidate.path === 'company/:company/operators/form-assistant/grant')!;
    const invite = ENDPOINTS.find((candidate) => candidate.path === 'company/:company/operators/form-assistant/invite')!;
    for (const endpoint of [grant, invite]) {
      const input = await SAMPLES[endpoint.path]!(world, 'managerA', browser);
      expect((await browser.call(endpoint, { ...input, project: world.bProject, Forms: [world.bForm] })).status, endpoint.path).toBe(404);
      expect((await browser.call(endpoint, { ...input, Forms: [world.bForm] })).status, endpoint.path).toBe(400);
    }
    expect(await server.db.select().from(grants).where(eq(grants.formId, world.bForm))).toEqual([]);
    await server.settle();
    expect(server.mail.messages).toEqual([]);
  });

  it("the manager of A cannot give roles on B's projects", async () => {
    const world = await seedWorld();
    const before = await server.db.select().from(grants).where(eq(grants.projectId, world.bProject));
    for (const path of ['company/:company/operators/invite', 'company/:company/operators/set-role']) {
      const endpoint = ENDPOINTS.find((candidate) => candidate.path === path)!;
      const browser = await browserFor(world, 'managerA');
      const input = { ...(await SAMPLES[path]!(world, 'managerA', browser)), Projects: [world.bProject] };
      const answer = await browser.call(endpoint, input);
      expect(answer.status, path).toBe(400);
    }
    expect(await server.db.select().from(grants).where(eq(grants.projectId, world.bProject))).toEqual(before);
    await server.settle();
    expect(server.mail.messages).toEqual([]);
  });

  it("the manager of A is not told they may edit B's project named under A", async () => {
    const world = await seedWorld();
    const browser = await browserFor(world, 'managerA');
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.path.startsWith('accounting/operator/') && candidate.path.includes(':project'))) {
      const input = { ...(await SAMPLES[endpoint.path]!(world, 'managerA', browser)), project: world.bProject };
      expect((await browser.call(endpoint, input)).body, endpoint.path).toEqual({ Success: false });
    }
  });
});
