import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CompanyOperatorList } from '../../contract/operators.ts';
import { ResultsList } from '../../contract/results.ts';
import { InviteAccept } from '../../contract/sign-in.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { expectOk } from './accounts.ts';
import type { Browser } from './browser.ts';
import { seedForm } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject, sessionBrowser, signInWithRole } from './tenancy.ts';

const server = useTestServer();

const grant = (manager: Browser, company: string, body: Record<string, unknown>) => manager.post(`company/${company}/operators/form-assistant/grant`, body);
const invite = (manager: Browser, company: string, body: Record<string, unknown>) => manager.post(`company/${company}/operators/form-assistant/invite`, body);
const revoke = (manager: Browser, company: string, body: Record<string, unknown>) => manager.post(`company/${company}/operators/form-assistant/revoke`, body);

/** Aurora with project Prize and its three forms, a second project, its manager, and Ivo, a judge of the company. */
async function world() {
  const company = await seedCompany(server, 'aurora');
  const project = await seedProject(server, company, 'prize');
  const other = await seedProject(server, company, 'grants');
  const [apply, vote, report] = [await seedForm(server, company, project, 'apply'), await seedForm(server, company, project, 'vote'), await seedForm(server, company, project, 'report')];
  const elsewhere = await seedForm(server, company, other, 'elsewhere');
  const manager = await signInWithRole(server, person('marta'), 'manager', company);
  const ivo = await seedOperator(server, person('ivo'));
  await seedGrant(server, ivo, 'judge', company, other);
  return { company, project, other, apply, vote, report, elsewhere, manager, ivo, ivoBrowser: await sessionBrowser(server, ivo) };
}

const results = (browser: Browser, company: string, project: string, form: string) => browser.call(ResultsList, { company, project, form });

describe('a form assistant', () => {
  it('is made by a manager from an operator of the company, for some forms of one project: they read those forms and no other, their other roles kept', async () => {
    const w = await world();

    const made = await grant(w.manager, w.company, { operator: w.ivo, project: w.project, Forms: [w.apply, w.vote] });

    expect(made.status).toBe(200);
    expect((await results(w.ivoBrowser, w.company, w.project, w.apply)).status).toBe(200);
    expect((await results(w.ivoBrowser, w.company, w.project, w.vote)).status).toBe(200);
    expect((await results(w.ivoBrowser, w.company, w.project, w.report)).status).toBe(403);
    const held = await server.db.select({ role: grants.role, form: grants.formId, project: grants.projectId }).from(grants).where(eq(grants.operatorId, w.ivo));
    expect(held).toEqual(
      expect.arrayContaining([
        { role: 'judge', form: null, project: w.other },
        { role: 'assistant', form: w.apply, project: w.project },
        { role: 'assistant', form: w.vote, project: w.project },
      ]),
    );
    const list = await w.manager.call(CompanyOperatorList, { company: w.company });
    expect(list.body.operators.find((operator) => operator.id === w.ivo)?.roles).toEqual(
      expect.arrayContaining([{ role: 'assistant', project_id: w.project, form_id: w.apply }]),
    );
  });

  it('is invited by email for some forms, and holds exactly them once the invitation is accepted', async () => {
    const w = await world();

    expect((await invite(w.manager, w.company, { Email: 'nina@example.com', Lang: 'fr', project: w.project, Forms: [w.report] })).status).toBe(200);
    await server.settle();
    const token = server.mail.token('nina@example.com', 'invite');
    const list = await w.manager.call(CompanyOperatorList, { company: w.company });
    expect(list.body.invites).toEqual([expect.objectContaining({ email: 'nina@example.com', role: 'assistant', projects: [w.project], forms: [w.report] })]);

    const nina = server.browser();
    expectOk(await nina.call(InviteAccept, { Token: token, FirstName: 'Nina', Password: 'nina-password-1' }));
    expect((await results(nina, w.company, w.project, w.report)).status).toBe(200);
    expect((await results(nina, w.company, w.project, w.apply)).status).toBe(403);
  });

  it('loses one form when the manager revokes it, and keeps the others', async () => {
    const w = await world();
    expect((await grant(w.manager, w.company, { operator: w.ivo, project: w.project, Forms: [w.apply, w.vote] })).status).toBe(200);

    expect((await revoke(w.manager, w.company, { operator: w.ivo, project: w.project, form: w.apply })).status).toBe(200);

    expect((await results(w.ivoBrowser, w.company, w.project, w.apply)).status).toBe(403);
    expect((await results(w.ivoBrowser, w.company, w.project, w.vote)).status).toBe(200);
    const kept = await server.db.select().from(grants).where(and(eq(grants.operatorId, w.ivo), eq(grants.role, 'judge')));
    expect(kept).toHaveLength(1);
    expect((await revoke(w.manager, w.company, { operator: w.ivo, project: w.project, form: w.apply })).status).toBe(404);
  });

  it('is refused for a form of another project, someone who is not an operator of the company, and by anyone but its managers', async () => {
    const w = await world();
    const stranger = await seedOperator(server, person('stranger'));

    const wrongForm = await grant(w.manager, w.company, { operator: w.ivo, project: w.project, Forms: [w.elsewhere] });
    expect([wrongForm.status, wrongForm.error?.code, Object.keys(wrongForm.error?.fields ?? {})]).toEqual([400, 'validation_failed', ['Forms']]);
    expect((await grant(w.manager, w.company, { operator: stranger, project: w.project, Forms: [w.apply] })).status).toBe(404);
    expect((await grant(w.ivoBrowser, w.company, { operator: w.ivo, project: w.project, Forms: [w.apply] })).status).toBe(403);
    expect(await server.db.select().from(grants).where(eq(grants.role, 'assistant'))).toEqual([]);
  });
});
