import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CompanySave } from '../../contract/companies.ts';
import { LogChoices, LogExport, LogList } from '../../contract/installation.ts';
import { CompanyOperatorInvite, CompanyOperatorSetRole } from '../../contract/operators.ts';
import { ProjectCreate } from '../../contract/projects.ts';
import { LoginStart } from '../../contract/sign-in.ts';
import { grantRole } from '../../server/auth/grant-role.ts';
import { recordChanges, writeLog } from '../../server/http/oplog.ts';
import { JOB_KINDS } from '../../server/areas/index.ts';
import { startRunner } from '../../server/jobs/runner.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { OPERATOR, addOperator, expectOk, signInAsAdmin } from './accounts.ts';
import { HOUR } from './clock.ts';
import { useTestServer } from './harness.ts';
import { statementsDuring } from './statements.ts';
import { downloadJobFile, finished, waitForJob } from './jobs.ts';

const server = useTestServer();

async function renamedCompany() {
  const admin = await signInAsAdmin(server);
  const created = (await admin.call(CompanySave, { name: 'Acme', slug: 'acme' })).body.entity;
  const renamed = await admin.call(CompanySave, { id: created.id, version: created.version, name: 'Aurora', slug: 'acme', notes: 'Gold sponsor' });
  expectOk(renamed);
  const project = (await admin.call(ProjectCreate, { company: created.id, name: 'Premio 2026', slug: 'premio', languages: ['it'], default_lang: 'it' })).body
    .entity;
  return { admin, company: created.id, project };
}

describe("the operations' log, read by people", () => {
  it('names the operator, the company and the project as they are now', async () => {
    const { admin, company } = await renamedCompany();

    const page = await admin.call(LogList, { company });

    expectOk(page);
    const [created, renamed, first] = page.body.items;
    expect(created).toMatchObject({ endpoint: 'company/:company/projects/create', operator_name: 'Admin', target_name: 'Premio 2026', company_name: 'Aurora' });
    // The first save named Acme; the log reads the company's name now.
    expect(renamed).toMatchObject({ endpoint: 'admin/companies/save', target_name: 'Aurora', company_name: 'Aurora' });
    expect(first).toMatchObject({ endpoint: 'admin/companies/save', target_name: 'Aurora', operator_email: 'admin@example.com' });
  });

  it('keeps a rename as the fields before and after, labelled in the reader language, without bookkeeping fields', async () => {
    const { admin, company } = await renamedCompany();

    const page = await admin.call(LogList, { company, area: 'companies' });

    const [rename, creation] = page.body.items;
    expect(rename!.changes).toEqual([
      { field: 'name', label: 'Nome', from: 'Acme', to: 'Aurora' },
      { field: 'notes', label: 'Note', from: '', to: 'Gold sponsor' },
    ]);
    expect(creation!.changes.map((change) => change.field)).toEqual(['name', 'slug', 'status']);
  });

  it('keeps the name a row stored once its record is gone, and nothing at all for one it never knew', async () => {
    const { admin, company } = await renamedCompany();
    await server.db.delete(companies).where(eq(companies.id, company));
    const unknown = '00000000-0000-4000-8000-000000000000';
    await writeLog(server.db, { at: server.clock.now(), operatorId: null, ip: '', endpoint: 'company/:company/project/:project/save', status: 200, target: `project:${unknown}`, companyId: unknown, summary: {} });

    const page = await admin.call(LogList, { area: 'companies' });
    const [unknownRow] = (await admin.call(LogList, { area: 'projects' })).body.items;

    expect(page.body.items[0]).toMatchObject({ target_name: 'Aurora', company_name: 'Aurora' });
    expect(page.body.items[1]).toMatchObject({ target_name: 'Acme', company_name: 'Acme' });
    expect(unknownRow).toMatchObject({ target_name: null, company_name: null, operator_name: null });
  });

  it("keeps a role change as the roles and the projects' names before and after", async () => {
    const { admin, company, project } = await renamedCompany();
    await addOperator(server);
    const [olivia] = await server.db.select().from(operators).where(eq(operators.email, OPERATOR.email));
    await grantRole(server.db, { operatorId: olivia!.id, companyId: company, role: 'judge', projectIds: [], grantedBy: null }, server.clock.now());
    expectOk(await admin.call(CompanyOperatorInvite, { company, Email: 'elio@example.com', Role: 'editor', Projects: [project.id] }));
    expectOk(await admin.call(CompanyOperatorSetRole, { company, operator: olivia!.id, Role: 'editor', Projects: [project.id] }));

    const page = await admin.call(LogList, { company, area: 'operators' });

    const [roleChange, invitation] = page.body.items;
    expect(roleChange).toMatchObject({ endpoint: 'company/:company/operators/set-role', target_name: 'Olivia', company_name: 'Aurora' });
    expect(roleChange!.changes).toEqual([
      { field: 'Role', label: 'Ruolo', from: ['judge'], to: ['editor'] },
      { field: 'Projects', label: 'Progetti', from: [], to: ['Premio 2026'] },
    ]);
    expect(invitation).toMatchObject({ target_name: 'Aurora', summary: { Email: 'elio@example.com', Role: 'editor' }, names: { [project.id]: 'Premio 2026' } });
  });

  it('filters by person, company, area, outcome and dates', async () => {
    const { admin, company } = await renamedCompany();
    await addOperator(server);
    const [adminRow] = await server.db.select().from(operators).where(eq(operators.email, 'admin@example.com'));
    server.clock.advance(2 * HOUR);
    const afterTwoHours = server.clock.now().toISOString();
    expect((await server.browser().call(LoginStart, { Email: 'admin@example.com', Password: 'wrong-password' })).status).toBe(401);

    const byPerson = await admin.call(LogList, { operator: adminRow!.id, area: 'companies' });
    const byCompany = await admin.call(LogList, { company, area: 'projects' });
    const refused = await admin.call(LogList, { outcome: 'refused', area: 'accounting' });
    const done = await admin.call(LogList, { outcome: 'done', area: 'accounting' });
    const recent = await admin.call(LogList, { from: afterTwoHours });
    const older = await admin.call(LogList, { to: new Date(server.clock.now().getTime() - HOUR).toISOString(), area: 'accounting' });

    expect(byPerson.body.items.map((row) => row.endpoint)).toEqual(['admin/companies/save', 'admin/companies/save']);
    expect(byCompany.body.items.map((row) => row.endpoint)).toEqual(['company/:company/projects/create']);
    expect(refused.body.items).toHaveLength(1);
    expect(refused.body.items[0]).toMatchObject({
      endpoint: 'accounting/login-start',
      area: 'accounting',
      status: 401,
      reason: 'Email o password errate.',
      operator_name: null,
      summary: { Email: 'admin@example.com', Password: '***' },
    });
    expect(done.body.items.every((row) => row.status < 400)).toBe(true);
    expect(recent.body.items.map((row) => row.endpoint)).toEqual(['accounting/login-start']);
    expect(older.body.items.length).toBeGreaterThan(0);
    expect(older.body.items.every((row) => row.status === 200)).toBe(true);
  });

  it('offers operators and companies by name for the filters, with those already chosen first', async () => {
    const { admin, company } = await renamedCompany();
    await addOperator(server);

    const people = await admin.call(LogChoices, { kind: 'operator', search: 'oliv' });
    const firms = await admin.call(LogChoices, { kind: 'company', search: 'zzz', ids: [company] });

    expectOk(people);
    expect(people.body.items).toEqual([{ id: expect.any(String), name: 'Olivia', detail: OPERATOR.email }]);
    expect(firms.body.items).toEqual([{ id: company, name: 'Aurora', detail: 'acme' }]);
  });

  it('reads the names of a page with one query per kind of record, however many rows name them', async () => {
    const { admin } = await renamedCompany();
    for (let index = 0; index < 10; index++) expectOk(await admin.call(CompanySave, { name: `Company ${index}`, slug: `company-${index}` }));
    // Every statement the page runs, as the database client receives it.
    const { result: page, statements: queries } = await statementsDuring(server.deps.database.db, () => admin.call(LogList, { area: 'companies', pageSize: 50 }));

    expect(page.body.items.length).toBeGreaterThanOrEqual(11);
    expect(queries.filter((text) => /from "companies"/i.test(text))).toHaveLength(1);
    expect(queries.filter((text) => /^select "id", "first_name", "email" from "operators"/i.test(text))).toHaveLength(1);
  });

  it('exports with the same filters as the list: area and outcome', async () => {
    const { admin } = await renamedCompany();
    expect((await server.browser().call(LoginStart, { Email: 'admin@example.com', Password: 'wrong-password' })).status).toBe(401);

    const started = await admin.call(LogExport, { area: 'accounting', outcome: 'refused' });
    const runner = startRunner(server.deps, JOB_KINDS, { pollMs: 20 });
    await waitForJob(server.db, started.body.id, finished);
    await runner.stop();
    const file = await downloadJobFile(admin, started.body.id);

    const lines = file.text.trimEnd().split('\r\n').slice(1);
    expect(lines.map((line) => line.split(',').slice(3, 5))).toEqual([['accounting/login-start', '401']]);
  });
});

describe('the changes a save keeps', () => {
  it('leaves out secrets and bookkeeping, and keeps only what differs', () => {
    const before = { id: 'x', version: 1, updated_at: 'then', name: 'Acme', Password: 'old', Secret: 'a', status: 'active' };
    const after = { id: 'x', version: 2, updated_at: 'now', name: 'Aurora', Password: 'new', Secret: 'b', status: 'active' };

    expect(recordChanges(before, after)).toEqual({ name: { from: 'Acme', to: 'Aurora' } });
    expect(recordChanges(before, before)).toBeNull();
    expect(recordChanges(null, { name: 'New', notes: '', Token: 't' })).toEqual({ name: { from: null, to: 'New' } });
  });
});
