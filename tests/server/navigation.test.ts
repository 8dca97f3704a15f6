import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Navigation } from '../../contract/projects.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { forms } from '../../server/db/schema/forms.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { seedForm } from './forms-fixtures.ts';
import { useTestServer, type TestServer } from './harness.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject, sessionBrowser } from './tenancy.ts';

const server = useTestServer();

describe('the navbar offers what the operator may open', () => {
  it('lists the companies of every grant with the projects each role opens, by name', async () => {
    const acme = await seedCompany(server, 'acme');
    const globex = await seedCompany(server, 'globex');
    const initech = await seedCompany(server, 'initech');
    const acmePrize = await seedProject(server, acme, 'prize');
    await seedProject(server, acme, 'another');
    const globexPrize = await seedProject(server, globex, 'gprize');
    await seedProject(server, globex, 'gother');
    await seedProject(server, initech, 'hidden');
    const maria = await seedOperator(server, person('maria'));
    await seedGrant(server, maria, 'manager', acme);
    await seedGrant(server, maria, 'judge', globex, globexPrize);

    const answer = await (await sessionBrowser(server, maria)).call(Navigation, {});

    expectOk(answer);
    expect(answer.body.judge).toBe(true);
    expect(answer.body.companies.map((company) => company.name)).toEqual(['ACME', 'GLOBEX']);
    const [ours, judged] = answer.body.companies;
    expect(ours).toMatchObject({ id: acme, can_manage: true });
    expect(ours!.projects.map((project) => project.name)).toEqual(['Project another', 'Project prize']);
    expect(ours!.projects.every((project) => project.can_edit)).toBe(true);
    expect(ours!.projects.some((project) => project.id === acmePrize)).toBe(true);
    // A judge of one project opens that project only, and edits nothing.
    expect(judged).toMatchObject({ id: globex, can_manage: false, projects: [{ id: globexPrize, can_edit: false }] });
  });

  it('never adds a company the operator may not open, even when asked for it', async () => {
    const acme = await seedCompany(server, 'acme');
    const globex = await seedCompany(server, 'globex');
    const editor = await seedOperator(server, person('eddie'));
    await seedGrant(server, editor, 'editor', acme);

    const answer = await (await sessionBrowser(server, editor)).call(Navigation, { current: globex });

    expectOk(answer);
    expect(answer.body.companies.map((company) => company.id)).toEqual([acme]);
    expect(answer.body.judge).toBe(false);
  });

  it('leaves archived companies out for their people, and keeps them for installation admins on screen', async () => {
    const acme = await seedCompany(server, 'acme');
    const manager = await seedOperator(server, person('maria'));
    await seedGrant(server, manager, 'manager', acme);
    await server.db.update(companies).set({ status: 'archived' }).where(eq(companies.id, acme));
    const admin = await signInAsAdmin(server);

    const forManager = await (await sessionBrowser(server, manager)).call(Navigation, { current: acme });
    const forAdmin = await admin.call(Navigation, { current: acme });
    const adminWithout = await admin.call(Navigation, {});

    expect(forManager.body.companies).toEqual([]);
    expect(forAdmin.body.companies).toMatchObject([{ id: acme, can_manage: true }]);
    expect(adminWithout.body.companies).toEqual([]);
  });
});

// An assistant grant on one form of a project, or on all of them (form null), as the Managers' calls store it.
async function seedAssistant(server: TestServer, operatorId: string, company: string, project: string | null, form: string | null): Promise<void> {
  await server.db.insert(grants).values({ id: crypto.randomUUID(), operatorId, companyId: company, role: 'assistant', projectId: project, formId: form, createdAt: server.clock.now() });
}

/** A company with a project of three forms (the third archived) and another project of one form. */
async function assistedWorld() {
  const acme = await seedCompany(server, 'acme');
  const prize = await seedProject(server, acme, 'prize');
  const other = await seedProject(server, acme, 'other');
  const apply = await seedForm(server, acme, prize, 'apply');
  const report = await seedForm(server, acme, prize, 'report');
  const old = await seedForm(server, acme, prize, 'old');
  await server.db.update(forms).set({ status: 'archived' }).where(eq(forms.id, old));
  await server.db.update(forms).set({ publicVotes: true }).where(eq(forms.id, apply));
  const elsewhere = await seedForm(server, acme, other, 'elsewhere');
  return { acme, prize, other, apply, report, elsewhere };
}

describe('the navbar names the forms an assistant assists', () => {
  it('tells an assistant of one form that form only, with its title and whether it takes votes, never the other forms', async () => {
    const w = await assistedWorld();
    const asia = await seedOperator(server, person('asia'));
    await seedAssistant(server, asia, w.acme, w.prize, w.apply);

    const answer = await (await sessionBrowser(server, asia)).call(Navigation, {});

    expectOk(answer);
    expect(answer.body).toEqual({
      companies: [
        {
          id: w.acme,
          name: 'ACME',
          can_manage: false,
          projects: [{ id: w.prize, name: 'Project prize', can_edit: false, forms: [{ id: w.apply, slug: 'apply', title: { it: 'Modulo semplice', en: 'Plain form' }, public_votes: true }] }],
        },
      ],
      judge: false,
    });
    const text = JSON.stringify(answer.body);
    for (const hidden of [w.report, w.elsewhere, w.other]) expect(text).not.toContain(hidden);
  });

  it('tells an assistant of every form of a project each of them but the archived ones, by slug', async () => {
    const w = await assistedWorld();
    const ada = await seedOperator(server, person('ada'));
    await seedAssistant(server, ada, w.acme, w.prize, null);

    const answer = await (await sessionBrowser(server, ada)).call(Navigation, {});

    expectOk(answer);
    const [project] = answer.body.companies[0]!.projects;
    expect(project!.id).toBe(w.prize);
    expect(project!.forms!.map((form) => form.slug)).toEqual(['apply', 'report']);
    expect(answer.body.companies[0]!.projects).toHaveLength(1);
  });

  it('keeps the answer of managers, editors and judges as it was: no forms where they edit or only judge', async () => {
    const w = await assistedWorld();
    const manager = await seedOperator(server, person('maria'));
    await seedGrant(server, manager, 'manager', w.acme);
    await seedAssistant(server, manager, w.acme, w.prize, w.apply);
    const editor = await seedOperator(server, person('eddie'));
    await seedGrant(server, editor, 'editor', w.acme, w.prize);
    await seedAssistant(server, editor, w.acme, null, null);
    const judge = await seedOperator(server, person('jules'));
    await seedGrant(server, judge, 'judge', w.acme, w.prize);

    const [forManager, forEditor, forJudge] = await Promise.all(
      [manager, editor, judge].map(async (id) => (await sessionBrowser(server, id)).call(Navigation, {})),
    );

    const keys = (answer: typeof forManager) => answer.body.companies.flatMap((company) => company.projects.map((project) => Object.keys(project).sort().join()));
    expect(keys(forManager)).toEqual(['can_edit,id,name', 'can_edit,id,name']);
    // The editor of the prize assists every form of the company: only the project they do not edit names its forms.
    expect(forEditor.body.companies[0]!.projects).toEqual([
      { id: w.other, name: 'Project other', can_edit: false, forms: [expect.objectContaining({ id: w.elsewhere })] },
      { id: w.prize, name: 'Project prize', can_edit: true },
    ]);
    expect(forJudge.body).toEqual({ companies: [{ id: w.acme, name: 'ACME', can_manage: false, projects: [{ id: w.prize, name: 'Project prize', can_edit: false }] }], judge: true });
  });

  it('names no form of a company on screen that an installation admin opened', async () => {
    const w = await assistedWorld();
    const admin = await signInAsAdmin(server);

    const answer = await admin.call(Navigation, { current: w.acme });

    expectOk(answer);
    expect(answer.body.companies[0]!.projects.every((project) => project.forms === undefined && project.can_edit)).toBe(true);
  });
});
