import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Navigation } from '../../contract/projects.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { useTestServer } from './harness.ts';
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
