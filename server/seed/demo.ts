import { and, eq } from 'drizzle-orm';
import { CompanySave } from '../../contract/companies.ts';
import { ProjectFieldsShape } from '../../contract/project-fields.ts';
import type { CompanyRole } from '../../contract/roles.ts';
import { createOperator, findOperatorByEmail } from '../auth/operators.ts';
import { saveCompany } from '../areas/companies/service.ts';
import { createProject } from '../areas/projects/service.ts';
import { grantRole } from '../auth/grant-role.ts';
import type { Db } from '../db/db.ts';
import { refreshStatistics } from '../db/maintenance.ts';
import { operators } from '../db/schema/accounting.ts';
import { companies } from '../db/schema/companies.ts';
import { forms } from '../db/schema/forms.ts';
import { grants } from '../db/schema/operators.ts';
import { projects } from '../db/schema/projects.ts';
import type { Logger } from '../log.ts';
import { DEMO_APPLICATION, seedDemoForms } from './demo-forms.ts';
import { seedDemoPages, seedDemoPageTemplates } from './demo-pages.ts';
import { seedDemoCompanySender, seedDemoInstallationSender } from './demo-notifications.ts';
import { seedDemoConditions, seedDemoPeople } from './demo-people.ts';
import { seedDemoResults } from './demo-results.ts';
import { seedDemoTheme } from './demo-theme.ts';
import { seedDemoVotes } from './demo-votes.ts';
import { seedDemoJudging } from './demo-judging.ts';
import { seedDemoNotificationTexts } from './demo-notification-texts.ts';
import { seedDemoMailMerge } from './demo-mail-merge.ts';
import { submissionHistory, submissionNotes, submissions, votes } from '../db/schema/submissions.ts';
import { judgingSessions, scores, sessionAssignments } from '../db/schema/judging.ts';
import { registeredUsers } from '../db/schema/users.ts';

/** The demo companies and their projects, found again by slug. */
export const DEMO_COMPANIES = [
  {
    name: 'Fondazione Aurora',
    slug: 'aurora',
    projects: [
      { name: 'Premio Aurora 2026', slug: 'premio-2026' },
      { name: 'Borse di studio Aurora', slug: 'borse-di-studio' },
    ],
  },
  { name: 'Globex Prizes', slug: 'globex', projects: [{ name: 'Globex Innovation Prize', slug: 'innovation-prize' }] },
] as const;

type DemoGrant = { role: CompanyRole; company: string; project: string | null };

/** The demo accounts, one per role: their addresses and passwords are public (README), for trying the product. */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  password: string;
  firstName: string;
  installationAdmin: boolean;
  lang: 'en' | 'it';
  grant: DemoGrant | null;
}> = [
  { email: 'demo.admin@example.com', password: 'demo-admin-password', firstName: 'Dana', installationAdmin: true, lang: 'en', grant: null },
  demoRole('manager', 'Marta', { role: 'manager', company: 'aurora', project: null }),
  demoRole('editor', 'Elio', { role: 'editor', company: 'aurora', project: 'premio-2026' }),
  demoRole('assistant', 'Asia', { role: 'assistant', company: 'aurora', project: 'premio-2026' }),
  demoRole('judge', 'Giulio', { role: 'judge', company: 'aurora', project: 'premio-2026' }),
];

const DEMO_ADMIN = DEMO_ACCOUNTS.find((candidate) => candidate.installationAdmin)!;

const account = (role: CompanyRole) => DEMO_ACCOUNTS.find((candidate) => candidate.grant?.role === role)!;

function demoRole(role: CompanyRole, firstName: string, grant: DemoGrant) {
  return { email: `demo.${role}@example.com`, password: `demo-${role}-password`, firstName, installationAdmin: false, lang: 'en', grant } as const;
}

// Company slug -> id, and "company/project" slugs -> project id, creating what is missing.
async function seedCompanies(db: Db, now: Date): Promise<{ ids: Map<string, string>; created: number }> {
  const ids = new Map<string, string>();
  let created = 0;
  for (const company of DEMO_COMPANIES) {
    const [found] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, company.slug));
    const companyId = found?.id ?? (await saveCompany(db, CompanySave.input.parse({ name: company.name, slug: company.slug }), now)).row.id;
    if (!found) created++;
    ids.set(company.slug, companyId);
    for (const project of company.projects) {
      const [existing] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.companyId, companyId), eq(projects.slug, project.slug)));
      const fields = ProjectFieldsShape.parse({ ...project, languages: ['it', 'en'], default_lang: 'it', status: 'open' });
      ids.set(`${company.slug}/${project.slug}`, existing?.id ?? (await createProject(db, companyId, fields, now)).id);
      if (!existing) created++;
    }
  }
  return { ids, created };
}

// The demo's operators with their grants, where missing; how many were created.
async function seedDemoAccounts(db: Db, ids: Map<string, string>, now: Date): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findOperatorByEmail(db, account.email)) continue;
    const operator = await createOperator(
      db,
      { email: account.email, firstName: account.firstName, password: account.password, preferredLang: account.lang, installationAdmin: account.installationAdmin },
      now,
    );
    const grant = account.grant;
    const companyId = grant && ids.get(grant.company);
    if (operator && grant && companyId) {
      const projectIds = grant.project ? [ids.get(`${grant.company}/${grant.project}`)!] : [];
      await grantRole(db, { operatorId: operator.id, companyId, role: grant.role, projectIds }, now);
    }
    created++;
  }
  return created;
}

/**
 * Seeds the demo companies, projects, forms and accounts where they are missing; running it again
 * changes nothing. `secretKey` is the server's SECRET_KEY, which the keyed hashes of the demo are made with.
 */
export async function seedDemo(db: Db, logger: Logger, now: Date, secretKey?: string): Promise<void> {
  const { ids, created: companiesAndProjects } = await seedCompanies(db, now);
  // Premio Aurora 2026 has an application form, published and open, and an audience vote still in draft.
  const demoForms = await seedDemoForms(db, ids.get('aurora')!, ids.get('aurora/premio-2026')!, now);
  const accounts = await seedDemoAccounts(db, ids, now);
  // The installation's conditions, published by the demo's admin, then the people who applied: 200 submissions and some drafts.
  await seedDemoConditions(db, (await findOperatorByEmail(db, DEMO_ADMIN.email))?.id ?? null, now);
  const people = await seedDemoPeople(db, ids.get('aurora')!, ids.get('aurora/premio-2026')!, now);
  // The application takes public votes: its voters and their votes, a few of them suspicious.
  const cast = await seedDemoVotes(db, ids.get('aurora/premio-2026')!, now);
  // Premio Aurora 2026 looks like its sponsor.
  const themed = await seedDemoTheme(db, ids.get('aurora/premio-2026')!, now);
  const created = companiesAndProjects + demoForms + people + cast + themed;
  // The application's results, reviewed and decided by the demo's assistant and editor.
  const reviewed = await seedDemoResults(db, ids.get('aurora/premio-2026')!, account('assistant').email, account('editor').email, now);
  // A judging session on the application, the demo's judge holding every submission sent, half of them scored.
  const scored = await seedDemoJudging(db, ids.get('aurora/premio-2026')!, account('judge').email, now);
  // The installation's page presets, and the prize's home page made from one, its rules page and its menu.
  const presets = await seedDemoPageTemplates(db, now);
  const landing = await seedDemoPages(db, ids.get('aurora')!, ids.get('aurora/premio-2026')!, DEMO_APPLICATION.slug, now);
  // The installation's mails go from "Back office"; Fondazione Aurora's from its own domain, whose SPF does not yet name the relay.
  const senders = (await seedDemoInstallationSender(db, now)) + (await seedDemoCompanySender(db, ids.get('aurora')!, now));
  // The prize's own subject for the receipt its applicants get, in Italian and English.
  const texts = await seedDemoNotificationTexts(db, ids.get('aurora')!, ids.get('aurora/premio-2026')!, now);
  // The prize's mail-merge templates, and the shortlist's campaign sent two days ago with its ledger.
  const mailMerge = await seedDemoMailMerge(db, ids.get('aurora')!, ids.get('aurora/premio-2026')!, secretKey, now);
  if (created + accounts + reviewed + scored + presets + landing + senders + texts + mailMerge > 0) {
    // The list screens plan their queries on these tables' statistics; PGlite would never gather them.
    await refreshStatistics(db, [companies, projects, forms, operators, grants, registeredUsers, submissions, votes, submissionHistory, submissionNotes, judgingSessions, sessionAssignments, scores]);
    logger.info(
      `Demo data seeded: ${accounts} account(s), ${companiesAndProjects} company(ies) and project(s), ${demoForms} form(s), ${people} registered user(s) with their submissions and drafts, ${cast} public vote(s), ${themed} project theme(s), ${reviewed} submission(s) with their history, ${scored} judge's score(s), ${presets} page preset(s), ${landing} landing page(s), ${senders} mail sender(s), ${texts} notification text(s), ${mailMerge} mail-merge template(s), campaign(s) and ledger row(s).`,
    );
  }
  logger.info(
    [
      'Demo accounts (DEMO_DATA is on):',
      ...DEMO_ACCOUNTS.map((a) => `    ${a.email}  /  ${a.password}  (${a.grant ? `${a.grant.role} in ${a.grant.company}` : 'installation admin'})`),
    ].join('\n'),
  );
}
