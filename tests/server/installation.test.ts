import { describe, expect, it } from 'vitest';
import { CompanySave } from '../../contract/companies.ts';
import { InstallationInfo, LogExport, LogList } from '../../contract/installation.ts';
import { ProjectCreate } from '../../contract/projects.ts';
import { OPERATOR, addOperator, expectOk, signIn, signInAsAdmin } from './accounts.ts';
import { JOB_KINDS } from '../../server/areas/index.ts';
import { startRunner } from '../../server/jobs/runner.ts';
import { useTestServer } from './harness.ts';
import { downloadJobFile, finished, waitForJob } from './jobs.ts';

const server = useTestServer();

async function companyWithProject() {
  const admin = await signInAsAdmin(server);
  const company = (await admin.call(CompanySave, { name: 'Acme', slug: 'acme' })).body.entity.id;
  expectOk(await admin.call(ProjectCreate, { company, name: 'Prize', slug: 'prize', languages: ['it'], default_lang: 'it' }));
  return { admin, company };
}

describe("the operations' log", () => {
  it('lists changes newest first with operator, call, target and company, filtered by company and area', async () => {
    const { admin, company } = await companyWithProject();

    const byCompany = await admin.call(LogList, { company });
    const byArea = await admin.call(LogList, { area: 'accounting' });

    expectOk(byCompany);
    expect(byCompany.body.items.map((row) => row.endpoint)).toEqual(['company/:company/projects/create', 'admin/companies/save']);
    expect(byCompany.body.items[0]).toMatchObject({ operator_email: 'admin@example.com', status: 200, company_id: company });
    expect(byArea.body.items.map((row) => row.endpoint)).toEqual(['accounting/login-unlock', 'accounting/login-start']);
  });

  it('filters by dates', async () => {
    const { admin } = await companyWithProject();
    const later = new Date(server.clock.now().getTime() + 60_000).toISOString();

    const after = await admin.call(LogList, { from: later });

    expect(after.body.total).toBe(0);
  });

  it('exports the filtered rows as CSV through a job, downloaded by GET', async () => {
    const { admin, company } = await companyWithProject();

    const started = await admin.call(LogExport, { company });
    const runner = startRunner(server.deps, JOB_KINDS, { pollMs: 20 });
    await waitForJob(server.db, started.body.id, finished);
    await runner.stop();
    const file = await downloadJobFile(admin, started.body.id);

    expect(started.body).toMatchObject({ state: 'queued', kind: 'installation/log-export' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const lines = file.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,operator,address,call,status,target,company,summary');
    // Newest first: the export's own start is the newest row it holds.
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual([
      'admin/installation/logs/export',
      'company/:company/projects/create',
      'admin/companies/save',
    ]);
    expect(lines[2]).toMatch(/^2030-01-15T09:00:00\.000Z,admin@example\.com,192\.0\.2\.10,company\/:company\/projects\/create,200,[^,]+,[0-9a-f-]{36},"\{""/);
  });

  it('keeps refusals and failed sign-ins, and is closed to operators without the flag', async () => {
    await addOperator(server);
    const operator = await signIn(server, OPERATOR.email, OPERATOR.password);

    const refused = await operator.call(LogList, {});
    const admin = await signInAsAdmin(server);
    const denials = await admin.call(LogList, { area: 'admin' });

    expect(refused.status).toBe(403);
    expect(denials.body.items.some((row) => row.endpoint === 'admin/installation/logs/list' && row.status === 403)).toBe(true);
  });
});

describe('Info', () => {
  it('tells version, database, mail transport, uptime and counts', async () => {
    const { admin } = await companyWithProject();

    const info = await admin.call(InstallationInfo, {});

    expectOk(info);
    expect(info.body).toMatchObject({
      database: { engine: server.engine },
      mail: { transport: 'file' },
      counts: { companies: 1, projects: 1, operators: 1 },
    });
    expect(info.body.database.size_bytes).toBeGreaterThan(0);
  });
});
