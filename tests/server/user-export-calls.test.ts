import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LogAreas, LogList } from '../../contract/installation.ts';
import { UserExportChoices, UserExportList, UserExportStart } from '../../contract/users.ts';
import { JOB_KINDS, LOG_BOOK } from '../../server/areas/index.ts';
import { areaOf } from '../../server/areas/installation/log-areas.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { startRunner } from '../../server/jobs/runner.ts';
import { expectOk, signIn, signInAsAdmin } from './accounts.ts';
import { useTestServer } from './harness.ts';
import { downloadJobFile, finished, waitForJob } from './jobs.ts';
import { seedCondition } from './respondents.ts';
import { person, seedCompany, seedOperator, seedProject } from './tenancy.ts';

const server = useTestServer();
const PURPOSE = 'Checking who still has access before the audit';

describe("the export of people's calls", () => {
  it('refuses hostile filters, columns and purposes with a 400 naming the field', async () => {
    const admin = await signInAsAdmin(server);
    const start = (input: Record<string, unknown>) =>
      admin.fetch('/api/admin/installation/export/start', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ kind: 'registered_users', format: 'csv', purpose: PURPOSE, ...input }),
      });
    const fields = async (input: Record<string, unknown>) => {
      const answer = await start(input);
      expect(answer.status).toBe(400);
      return Object.keys(answer.error?.fields ?? {});
    };

    expect(await fields({ filters: { roles: ['manager'] } })).toEqual(['filters.roles']);
    expect(await fields({ kind: 'operators', filters: { blocked: true } })).toEqual(['filters.blocked']);
    expect(await fields({ filters: { password_hash: 'x' } })).toEqual(['filters.password_hash']);
    expect(await fields({ filters: { companies: ["' OR 1=1 --"] } })).toEqual(['filters.companies.0']);
    expect(await fields({ filters: { from: '2030-02-01', to: '2030-01-01' } })).toEqual(['filters.to']);
    expect(await fields({ columns: ['email', 'password_hash'] })).toEqual(['columns.1']);
    expect(await fields({ columns: ['roles'] })).toEqual(['columns']);
    expect(await fields({ columns: [] })).toEqual(['columns']);
    expect(await fields({ purpose: 'why' })).toEqual(['purpose']);
    expect(await fields({ purpose: 'x'.repeat(301) })).toEqual(['purpose']);
    expect(await fields({ format: 'zip' })).toEqual(['format']);
  });

  it('is for installation admins only, and its file for the admin who started it', async () => {
    const admin = await signInAsAdmin(server);
    const started = await admin.call(UserExportStart, { kind: 'operators', format: 'csv', purpose: PURPOSE, filters: {} });
    expectOk(started);
    const runner = startRunner(server.deps, JOB_KINDS, { pollMs: 20 });
    await waitForJob(server.db, started.body.job, finished);
    await runner.stop();
    const other = person('otto');
    await seedOperator(server, { ...other, installationAdmin: true });
    const otherAdmin = await signIn(server, other.email, other.password);
    const plain = person('paula');
    await seedOperator(server, plain);
    const operator = await signIn(server, plain.email, plain.password);

    expect((await operator.call(UserExportStart, { kind: 'operators', format: 'csv', purpose: PURPOSE })).status).toBe(403);
    expect((await operator.call(UserExportList, {})).status).toBe(403);
    expect((await downloadJobFile(otherAdmin, started.body.job)).status).toBe(404);
    expect((await downloadJobFile(operator, started.body.job)).status).toBe(404);
    expect((await downloadJobFile(server.browser(), started.body.job)).status).toBe(404);
    const list = await otherAdmin.call(UserExportList, {});
    expectOk(list);
    expect(list.body.items[0]).toMatchObject({ id: started.body.job, downloadable: false });
    expect((await downloadJobFile(admin, started.body.job)).status).toBe(200);
    // An admin who is one no longer cannot download what they exported then.
    await server.db.update(operators).set({ installationAdmin: false }).where(eq(operators.email, 'admin@example.com'));
    expect((await downloadJobFile(admin, started.body.job)).status).toBe(404);
  });

  it('offers companies, projects with their company, and condition versions for the filters', async () => {
    const admin = await signInAsAdmin(server);
    const company = await seedCompany(server, 'aurora');
    const project = await seedProject(server, company, 'prize');
    const terms = await seedCondition(server, 'terms', 2);

    const companies = await admin.call(UserExportChoices, { of: 'company', search: 'auro' });
    const projects = await admin.call(UserExportChoices, { of: 'project', search: 'prize' });
    const named = await admin.call(UserExportChoices, { of: 'condition', ids: [terms] });

    expectOk(companies);
    expect(companies.body.items).toEqual([{ id: company, name: 'AURORA', detail: 'aurora' }]);
    expect(projects.body.items).toEqual([{ id: project, name: 'Project prize', detail: 'AURORA' }]);
    expect(named.body.items).toMatchObject([{ id: terms, name: 'terms v2' }]);
  });

  it("reads in the operations' log with its purpose: the start and each download", async () => {
    const admin = await signInAsAdmin(server);
    const started = await admin.call(UserExportStart, { kind: 'registered_users', format: 'xlsx', purpose: PURPOSE });
    expectOk(started);
    const runner = startRunner(server.deps, JOB_KINDS, { pollMs: 20 });
    await waitForJob(server.db, started.body.job, finished);
    await runner.stop();
    await downloadJobFile(admin, started.body.job);

    const log = await admin.call(LogList, {});
    expectOk(log);
    const sentences = log.body.items.filter((row) => row.target === `user-export:${started.body.job}`).map((row) => row.sentence);
    // The admin reads the log in their language, Italian.
    expect(sentences).toEqual([
      `Admin ha scaricato un’esportazione di utenti registrati con lo scopo: «${PURPOSE}»`,
      `Admin ha avviato un’esportazione di utenti registrati con lo scopo: «${PURPOSE}»`,
    ]);
  });

  it("lists the start and each download under the log's Installation filter, not under Projects", async () => {
    const admin = await signInAsAdmin(server);
    const started = await admin.call(UserExportStart, { kind: 'operators', format: 'csv', purpose: PURPOSE });
    expectOk(started);
    const runner = startRunner(server.deps, JOB_KINDS, { pollMs: 20 });
    await waitForJob(server.db, started.body.job, finished);
    await runner.stop();
    expect((await downloadJobFile(admin, started.body.job)).status).toBe(200);

    const target = `user-export:${started.body.job}`;
    const listed = async (area: string) => {
      const log = await admin.call(LogList, { area, pageSize: 100 });
      expectOk(log);
      return log.body.items.filter((row) => row.target === target).map((row) => [row.endpoint, row.area]);
    };
    const rows = [
      ['admin/installation/export/download', 'installation'],
      ['admin/installation/export/start', 'installation'],
    ];
    expect(await listed('installation')).toEqual(rows);
    expect(await listed('projects')).toEqual([]);
    expect(await listed('')).toEqual(rows);
    // The filter offers Installation, which now holds them; a project's registered users stay under Projects.
    const areas = await admin.call(LogAreas, {});
    expectOk(areas);
    expect(areas.body.items.map((item) => item.value)).toContain('installation');
    expect(areaOf(LOG_BOOK, 'company/:company/project/:project/users/block')).toBe('projects');
  });
});
