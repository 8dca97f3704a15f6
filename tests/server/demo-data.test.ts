import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CanAccessCompany, CanEditProject, CanManageCompany, IsFormAssistant } from '../../contract/accounting.ts';
import { FIELD_TYPES, fieldsOf } from '../../contract/form-definition.ts';
import { FormExport, FormList, FormVersions } from '../../contract/forms.ts';
import { MenuGet, PageGet, PageList, PageTemplateList } from '../../contract/pages.ts';
import { OperatorCurrent } from '../../contract/sign-in.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { formVersions, forms } from '../../server/db/schema/forms.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { projects } from '../../server/db/schema/projects.ts';
import { silentLogger, type Logger } from '../../server/log.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/seed/demo.ts';
import { DEMO_APPLICATION, DEMO_VOTE } from '../../server/seed/demo-forms.ts';
import { DEMO_DRAFTS, DEMO_SUBMISSIONS } from '../../server/seed/demo-people.ts';
import { DEMO_VOTERS, DEMO_VOTER_FIELDS } from '../../server/seed/demo-votes.ts';
import { VoteList, VoteSummary } from '../../contract/votes.ts';
import { JudgeSessionGet, JudgeSessionList, SessionRanking } from '../../contract/judging.ts';
import { DEMO_SESSION } from '../../server/seed/demo-judging.ts';
import { answerIssues } from '../../contract/form-answers.ts';
import { conditions } from '../../server/db/schema/installation.ts';
import { submissionHistory, submissionNotes, submissions } from '../../server/db/schema/submissions.ts';
import { conditionAcceptances, registeredUsers } from '../../server/db/schema/users.ts';
import { signIn } from './accounts.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

async function counts() {
  const [companyRows, projectRows, formRows, versionRows, operatorRows, grantRows] = await Promise.all([
    server.db.select().from(companies),
    server.db.select().from(projects),
    server.db.select().from(forms),
    server.db.select().from(formVersions),
    server.db.select().from(operators),
    server.db.select().from(grants),
  ]);
  return {
    companies: companyRows.length,
    projects: projectRows.length,
    forms: formRows.length,
    versions: versionRows.length,
    operators: operatorRows.length,
    grants: grantRows.length,
  };
}

async function idOf(companySlug: string, projectSlug?: string): Promise<{ company: string; project: string }> {
  const [company] = await server.db.select().from(companies).where(eq(companies.slug, companySlug));
  const [project] = projectSlug
    ? await server.db.select().from(projects).where(and(eq(projects.companyId, company!.id), eq(projects.slug, projectSlug)))
    : [];
  return { company: company!.id, project: project?.id ?? '' };
}

const account = (email: string) => DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;

describe('the demo data', () => {
  it('seeds two companies, three projects, two forms and one account per role, and a second run changes nothing', async () => {
    const lines: string[] = [];
    const logger: Logger = { ...silentLogger, info: (line) => lines.push(line) };
    await seedDemo(server.db, logger, server.clock.now());
    const first = await counts();
    expect(first).toEqual({ companies: 2, projects: 3, forms: 2, versions: 1, operators: 1 + DEMO_ACCOUNTS.length, grants: 4 });
    const aurora = await server.db.select().from(companies).where(eq(companies.slug, 'aurora'));
    expect(aurora.map((row) => row.name)).toEqual(['Fondazione Aurora']);
    const globex = await server.db.select().from(companies).where(eq(companies.slug, 'globex'));
    expect(globex.map((row) => row.name)).toEqual(['Globex Prizes']);
    expect(await server.db.select().from(projects).where(eq(projects.companyId, aurora[0]!.id))).toHaveLength(2);

    await seedDemo(server.db, logger, server.clock.now());
    expect(await counts()).toEqual(first);
    const printed = lines.join('\n');
    for (const demo of DEMO_ACCOUNTS) expect(printed).toContain(`${demo.email}  /  ${demo.password}`);
  });

  it('lets each demo operator sign in and holds their role', async () => {
    await seedDemo(server.db, silentLogger, server.clock.now());
    const aurora = await idOf('aurora', 'premio-2026');
    const globex = await idOf('globex', 'innovation-prize');
    const as = (role: string) => {
      const demo = account(`demo.${role}@example.com`);
      return signIn(server, demo.email, demo.password);
    };

    const admin = await as('admin');
    expect((await admin.call(OperatorCurrent, {})).body).toMatchObject({ entity: { installation_admin: true } });

    const manager = await as('manager');
    expect((await manager.call(CanManageCompany, { company: aurora.company })).body).toEqual({ Success: true });
    expect((await manager.call(CanManageCompany, { company: globex.company })).body).toEqual({ Success: false });

    const editor = await as('editor');
    expect((await editor.call(CanEditProject, aurora)).body).toEqual({ Success: true });
    expect((await editor.call(CanManageCompany, { company: aurora.company })).body).toEqual({ Success: false });

    const assistant = await as('assistant');
    const [application] = await server.db.select({ id: forms.id }).from(forms).where(and(eq(forms.projectId, aurora.project), eq(forms.slug, 'candidatura')));
    expect((await assistant.call(IsFormAssistant, { ...aurora, form: application!.id })).body).toEqual({ Success: true });
    expect((await assistant.call(CanEditProject, aurora)).body).toEqual({ Success: false });

    const judge = await as('judge');
    expect((await judge.call(CanAccessCompany, { company: aurora.company })).body).toEqual({ Success: true });
    expect((await judge.call(CanEditProject, aurora)).body).toEqual({ Success: false });
    const [judgeGrant] = await server.db
      .select({ role: grants.role, projectId: grants.projectId })
      .from(grants)
      .innerJoin(operators, eq(operators.id, grants.operatorId))
      .where(eq(operators.email, 'demo.judge@example.com'));
    expect(judgeGrant).toEqual({ role: 'judge', projectId: aurora.project });
  });

  it('gives Premio Aurora 2026 an open application form with every field type, in Italian and English, and a draft vote', async () => {
    await seedDemo(server.db, silentLogger, server.clock.now());
    const aurora = await idOf('aurora', 'premio-2026');
    const demo = account('demo.editor@example.com');
    const editor = await signIn(server, demo.email, demo.password);

    const list = await editor.call(FormList, aurora);

    expect(list.body.items.map((item) => [item.slug, item.status, item.published_version])).toEqual(
      expect.arrayContaining([
        ['candidatura', 'open', 1],
        ['voto-del-pubblico', 'draft', null],
      ]),
    );
    expect(list.body.total).toBe(2);
    const application = list.body.items.find((item) => item.slug === 'candidatura')!;
    const scope = { ...aurora, form: application.id };
    expect((await editor.call(FormExport, scope)).body.definition).toEqual(DEMO_APPLICATION);
    expect((await editor.call(FormVersions, scope)).body.items).toHaveLength(1);
    const fields = fieldsOf(DEMO_APPLICATION).map(({ field }) => field);
    expect(new Set(fields.map((field) => field.type))).toEqual(new Set(FIELD_TYPES));
    for (const field of fields) expect(Object.keys(field.label).sort(), field.key).toEqual(['en', 'it']);
    expect(DEMO_VOTE.languages).toEqual(['it', 'en']);
  });

  it('gives the installation three page presets in five languages, and Premio Aurora 2026 a published home page from one, in Italian and English, a rules page and a menu, once', async () => {
    await seedDemo(server.db, silentLogger, server.clock.now());
    await seedDemo(server.db, silentLogger, server.clock.now());
    const aurora = await idOf('aurora', 'premio-2026');
    const admin = await signIn(server, account('demo.admin@example.com').email, account('demo.admin@example.com').password);
    const presets = (await admin.call(PageTemplateList, {})).body.items;
    expect(presets.map((preset) => preset.name).sort()).toEqual(['Call announcement', 'Results', 'Rules']);
    for (const preset of presets) expect(Object.keys(preset.body).sort(), preset.name).toEqual(['en', 'es', 'fr', 'it', 'pt']);

    const demo = account('demo.editor@example.com');
    const editor = await signIn(server, demo.email, demo.password);
    const list = (await editor.call(PageList, aurora)).body.items;
    expect(list.map((page) => [page.slug, page.status, page.home, page.has_unpublished_changes])).toEqual([
      ['premio', 'published', true, false],
      ['regolamento', 'published', false, false],
    ]);
    const home = (await editor.call(PageGet, { ...aurora, page: list[0]!.id })).body.entity;
    expect(Object.keys(home.body).sort()).toEqual(['en', 'it']);
    const application = (await editor.call(FormList, aurora)).body.items.find((item) => item.slug === 'candidatura')!;
    for (const lang of ['it', 'en'] as const) {
      const blocks = home.body[lang]!.content;
      expect(blocks).toContainEqual({ type: 'formBlock', attrs: { form: application.id } });
      expect(blocks.filter((block) => block.type === 'phaseSection').every((block) => block.type === 'phaseSection' && block.attrs.form === application.id)).toBe(true);
    }
    const menu = (await editor.call(MenuGet, aurora)).body.entity;
    expect(menu.items.map((item) => item.target.kind)).toEqual(['page', 'page', 'form', 'me']);

    const page = await server.browser().fetch('/p/aurora/premio-2026/?lang=en');
    const html = new TextDecoder().decode(page.bytes);
    expect(page.status).toBe(200);
    expect(html).toContain('<title>Aurora Prize 2026 · Premio Aurora 2026</title>');
    expect(html).toContain('Applications are open: fill in the form below.');
    expect(html).toContain('href="/p/aurora/premio-2026/f/candidatura?lang=en"');
    expect(html).not.toContain('Applications are closed');
    expect(new TextDecoder().decode((await server.browser().fetch('/p/aurora/premio-2026/regolamento')).bytes)).toContain('Ogni persona può inviare una sola candidatura.');
  });

  it('gives the application form 200 valid submissions and some drafts from registered users who accepted the conditions, once', async () => {
    await seedDemo(server.db, silentLogger, server.clock.now());
    await seedDemo(server.db, silentLogger, server.clock.now());
    const [form] = await server.db.select().from(forms).where(eq(forms.slug, DEMO_APPLICATION.slug));
    const rows = await server.db.select().from(submissions).where(eq(submissions.formId, form!.id));
    const sent = rows.filter((row) => row.status !== 'draft');
    expect([sent.length, rows.length - sent.length]).toEqual([DEMO_SUBMISSIONS, DEMO_DRAFTS]);
    // Every submission keeps the form's own rules, so the results show what real answers look like.
    for (const row of sent) expect(answerIssues(DEMO_APPLICATION, row.answers), row.id).toEqual([]);
    expect(new Set(sent.map((row) => row.status))).toEqual(new Set(['received', 'in_review', 'accepted', 'rejected']));
    const users = await server.db.select().from(registeredUsers);
    expect(users).toHaveLength(DEMO_SUBMISSIONS + DEMO_DRAFTS + DEMO_VOTERS);
    expect(new Set(users.map((user) => user.email)).size).toBe(users.length);
    const terms = await server.db.select().from(conditions);
    expect(terms.map((row) => row.key).sort()).toEqual(['privacy', 'terms']);
    // Published by the demo's installation admin: the conditions screen names who published them.
    const [admin] = await server.db.select().from(operators).where(eq(operators.email, 'demo.admin@example.com'));
    expect(terms.map((row) => row.publishedBy)).toEqual([admin!.id, admin!.id]);
    expect(await server.db.select().from(conditionAcceptances)).toHaveLength(users.length * 2);
  });

  it("gives the application's submissions a history of their statuses, by their respondent then by the assistant and the editor, a few tags and notes, once", async () => {
    await seedDemo(server.db, silentLogger, server.clock.now());
    await seedDemo(server.db, silentLogger, server.clock.now());
    const [form] = await server.db.select().from(forms).where(eq(forms.slug, DEMO_APPLICATION.slug));
    const sent = (await server.db.select().from(submissions).where(eq(submissions.formId, form!.id))).filter((row) => row.status !== 'draft');
    const history = await server.db.select().from(submissionHistory);
    const staff = new Map((await server.db.select().from(operators)).map((row) => [row.id, row.email]));
    for (const row of sent) {
      const steps = history.filter((entry) => entry.submissionId === row.id).sort((a, b) => a.at.getTime() - b.at.getTime());
      expect(steps[0], row.id).toMatchObject({ fromStatus: 'draft', toStatus: 'received', operatorId: null, at: row.submittedAt });
      expect(steps.at(-1)!.toStatus, row.id).toBe(row.status);
      for (const step of steps.slice(1)) expect(['demo.assistant@example.com', 'demo.editor@example.com']).toContain(staff.get(step.operatorId!));
      expect(steps.at(-1)!.at.getTime()).toBeLessThanOrEqual(server.clock.now().getTime());
    }
    const tags = new Set(sent.flatMap((row) => row.tags));
    expect(tags).toEqual(new Set(['shortlist', 'late', 'follow-up']));
    expect(sent.filter((row) => row.tags.length > 0).length).toBeLessThan(sent.length / 2);
    const notes = await server.db.select().from(submissionNotes);
    expect(notes.length).toBeGreaterThan(10);
    expect(notes.length).toBeLessThan(40);
  });

  it('makes the application take public votes, open now and for weeks, with hundreds of votes among which some are suspicious, once', async () => {
    await seedDemo(server.db, silentLogger, server.clock.now());
    await seedDemo(server.db, silentLogger, server.clock.now());
    const [form] = await server.db.select().from(forms).where(eq(forms.slug, DEMO_APPLICATION.slug));
    const now = server.clock.now().getTime();
    expect(form).toMatchObject({ publicVotes: true, votesPerEmail: 5, voterFields: DEMO_VOTER_FIELDS });
    expect(form!.voteOpensAt!.getTime()).toBeLessThan(now);
    expect(form!.voteClosesAt!.getTime() - now).toBeGreaterThan(14 * 24 * 3600 * 1000);
    // No field shown to voters is personal.
    const shown = fieldsOf(DEMO_APPLICATION).filter(({ field }) => DEMO_VOTER_FIELDS.includes(field.key));
    expect(shown.map(({ field }) => field.personal ?? false)).toEqual([false, false, false]);

    const scope = { ...(await idOf('aurora', 'premio-2026')), form: form!.id };
    const editor = await signIn(server, 'demo.editor@example.com', account('demo.editor@example.com').password);
    const summary = (await editor.call(VoteSummary, scope)).body;
    expect(summary.totals.valid).toBeGreaterThan(300);
    expect(summary.totals.voters).toBe(DEMO_VOTERS);
    expect(summary.totals.suspicious).toBeGreaterThan(0);
    const suspicious = (await editor.call(VoteList, { ...scope, filter: 'suspicious', pageSize: 200 })).body.items;
    expect(new Set(suspicious.flatMap((item) => item.flags))).toEqual(new Set(['burst', 'domain', 'disposable']));
  });

  it("opens a blind judging session on the application for the demo's judge, half of it scored, once", async () => {
    await seedDemo(server.db, silentLogger, server.clock.now());
    await seedDemo(server.db, silentLogger, server.clock.now());
    const judge = await signIn(server, 'demo.judge@example.com', account('demo.judge@example.com').password);
    const { items } = (await judge.call(JudgeSessionList, {})).body;
    expect(items).toHaveLength(1);
    const [session] = items as [(typeof items)[0]];
    expect(session).toMatchObject({ name: DEMO_SESSION, status: 'open' });
    // Every submission sent and not withdrawn, every other one scored.
    expect(session.assigned).toBeGreaterThan(DEMO_SUBMISSIONS / 2);
    expect(session.scored).toBe(Math.ceil(session.assigned / 2));

    const whole = (await judge.call(JudgeSessionGet, { company: session.company, project: session.project, form: session.form, session: session.session })).body.entity;
    expect(whole.blind).toBe(true);
    expect(whole.submissions).toHaveLength(session.assigned);
    expect(whole.submissions.every((submission) => submission.sender === null)).toBe(true);
    const personal = new Set(fieldsOf(DEMO_APPLICATION).filter(({ field }) => field.personal).map(({ field }) => field.key));
    expect(whole.submissions.some((submission) => Object.keys(submission.answers).some((key) => personal.has(key)))).toBe(false);

    const editor = await signIn(server, 'demo.editor@example.com', account('demo.editor@example.com').password);
    const ranking = (await editor.call(SessionRanking, { company: session.company, project: session.project, form: session.form, session: session.session })).body.items;
    expect(ranking[0]).toMatchObject({ rank: 1, judges: 1 });
    expect(ranking.filter((line) => line.rank !== null).length).toBeGreaterThan(session.scored - 10);
  });
});
