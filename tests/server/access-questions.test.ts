import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CanAccessCompany, CanEditProject, CanManageCompany, IsFormAssistant } from '../../contract/accounting.ts';
import { FormGet } from '../../contract/forms.ts';
import { CompanyOperatorList } from '../../contract/operators.ts';
import { ProjectGet } from '../../contract/projects.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import type { Browser } from './browser.ts';
import { seedForm } from './forms-fixtures.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject, sessionBrowser } from './tenancy.ts';

const server = useTestServer();

interface World {
  company: string;
  project: string;
  form: string;
  browsers: Record<'admin' | 'manager' | 'editor' | 'judge' | 'stranger', Browser>;
}

async function seedWorld(): Promise<World> {
  const company = await seedCompany(server, 'aurora');
  const project = await seedProject(server, company, 'prize');
  const form = await seedForm(server, company, project, 'entry');
  const [admin] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, ADMIN.email));
  const manager = await seedOperator(server, person('manager'));
  const editor = await seedOperator(server, person('editor'));
  const judge = await seedOperator(server, person('judge'));
  const stranger = await seedOperator(server, person('stranger'));
  await seedGrant(server, manager, 'manager', company);
  await seedGrant(server, editor, 'editor', company, project);
  await seedGrant(server, judge, 'judge', company);
  const browsers = {
    admin: await sessionBrowser(server, admin!.id),
    manager: await sessionBrowser(server, manager),
    editor: await sessionBrowser(server, editor),
    judge: await sessionBrowser(server, judge),
    stranger: await sessionBrowser(server, stranger),
  };
  return { company, project, form, browsers };
}

async function answers(world: World, browser: Browser) {
  const { company, project, form } = world;
  const yes = async (call: Promise<{ body: unknown }>) => ((await call).body as { Success: boolean }).Success;
  return {
    access: await yes(browser.call(CanAccessCompany, { company })),
    manage: await yes(browser.call(CanManageCompany, { company })),
    edit: await yes(browser.call(CanEditProject, { company, project })),
    assist: await yes(browser.call(IsFormAssistant, { company, project, form })),
    // What the form's calls let through: reading it.
    assisted: (await browser.call(FormGet, { company, project, form })).status === 200,
    // What the adapter lets through: a call each for managing the company and editing the project.
    managed: (await browser.call(CompanyOperatorList, { company })).status === 200,
    edited: (await browser.call(ProjectGet, { company, project })).status === 200,
  };
}

describe('the questions about access', () => {
  it.each(['active', 'archived'] as const)('agree with what the calls let through, in an %s company', async (status) => {
    const world = await seedWorld();
    await server.db.update(companies).set({ status }).where(eq(companies.id, world.company));

    for (const [who, browser] of Object.entries(world.browsers)) {
      const seen = await answers(world, browser);
      expect(seen.manage, who).toBe(seen.managed);
      expect(seen.edit, who).toBe(seen.edited);
      // Access and assisting need no more than editing or managing does, and no less than any grant.
      expect(seen.access, who).toBe(who !== 'stranger' && (status === 'active' || who === 'admin'));
      expect(seen.assist, who).toBe(seen.assisted);
      expect(seen.assist, who).toBe(seen.edited);
    }
  });

  it('answer no about a company that does not exist, even to an installation admin', async () => {
    const world = await seedWorld();
    const missing = crypto.randomUUID();

    expect((await world.browsers.admin.call(CanAccessCompany, { company: missing })).body).toEqual({ Success: false });
    expect((await world.browsers.admin.call(CanManageCompany, { company: missing })).body).toEqual({ Success: false });
    expect((await world.browsers.admin.call(CanEditProject, { company: missing, project: world.project })).body).toEqual({ Success: false });
    // Nor about a form that is not one of the project's.
    expect((await world.browsers.admin.call(IsFormAssistant, { company: world.company, project: world.project, form: missing })).body).toEqual({ Success: false });
  });
});
