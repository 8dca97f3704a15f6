import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FormPublish } from '../../contract/forms.ts';
import { TranslationSave } from '../../contract/translations.ts';
import { UserExportList, UserExportStart, type UserExportStartInput } from '../../contract/users.ts';
import { JOB_KINDS } from '../../server/areas/index.ts';
import { userExportJob } from '../../server/areas/users/export.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { userExports } from '../../server/db/schema/user-exports.ts';
import { registeredUsers } from '../../server/db/schema/users.ts';
import { cleanup } from '../../server/jobs/cleanup.ts';
import { startRunner, type Runner } from '../../server/jobs/runner.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { DAY, MINUTE } from './clock.ts';
import { csvRecords } from './export-readers.ts';
import { EVERY_TYPE, formsWorld, importDefinition } from './forms-fixtures.ts';
import { useTestServer, ADMIN } from './harness.ts';
import { downloadJobFile, finished, waitForJob, watchKind } from './jobs.ts';
import { acceptCondition, seedCondition, seedRespondent, seedSubmission } from './respondents.ts';
import { seedCompany, seedGrant, seedOperator, seedProject, person } from './tenancy.ts';

const server = useTestServer();
const FAST = { pollMs: 20 };
const PURPOSE = 'Mailing the winners of the 2030 prize by post';

/** Two companies, three projects, registered users with submissions, conditions and a block. */
async function world() {
  const { company: a, project: a1, manager } = await formsWorld(server);
  // The files are headed in the language of whoever asks for them.
  await server.db.update(operators).set({ preferredLang: 'en' }).where(eq(operators.email, ADMIN.email));
  const admin = await signInAsAdmin(server);
  const form = await importDefinition(manager, { company: a, project: a1 }, EVERY_TYPE);
  expectOk(await manager.call(FormPublish, { company: a, project: a1, form, version: 1 }));
  const a2 = await seedProject(server, a, 'second');
  const b = await seedCompany(server, 'beta');
  const b1 = await seedProject(server, b, 'beta-one');
  const day = (n: number) => new Date(server.clock.now().getTime() + n * DAY);
  const terms = await seedCondition(server, 'terms', 1);
  const ids = {
    maria: await seedRespondent(server, { company: a, project: a1 }, { email: 'maria@example.com', firstName: 'Maria', lastName: 'Rossi', lang: 'it', createdAt: day(-3) }),
    john: await seedRespondent(server, { company: a, project: a1 }, { email: 'john@example.com', firstName: '=HYPERLINK("http://x")', lastName: 'Smith', createdAt: day(-2) }),
    ines: await seedRespondent(server, { company: a, project: a2 }, { email: 'ines@example.com', firstName: 'Inês', createdAt: day(-1) }),
    bob: await seedRespondent(server, { company: b, project: b1 }, { email: 'bob@example.com', firstName: 'Bob', createdAt: day(0) }),
  };
  await seedSubmission(server, { company: a, project: a1, form }, ids.maria, { status: 'received' });
  await seedSubmission(server, { company: a, project: a1, form }, ids.john, { status: 'draft' });
  await acceptCondition(server, ids.maria, terms);
  await acceptCondition(server, ids.bob, terms);
  await server.db.update(registeredUsers).set({ blockedAt: server.clock.now() }).where(eq(registeredUsers.id, ids.bob));
  return { admin, a, a1, a2, b, b1, terms, ids };
}

async function start(admin: Browser, input: Partial<UserExportStartInput>) {
  const answer = await admin.call(UserExportStart, { kind: 'registered_users', format: 'csv', purpose: PURPOSE, ...input });
  expectOk(answer);
  return answer.body.job;
}

/** Starts an export, runs it to its end, and downloads its file. */
async function exported(admin: Browser, input: Partial<UserExportStartInput>) {
  const id = await start(admin, input);
  const runner = startRunner(server.deps, JOB_KINDS, FAST);
  const row = await waitForJob(server.db, id, finished);
  await runner.stop();
  expect(row.state).toBe('done');
  return { id, row, file: await downloadJobFile(admin, id) };
}

const emails = async (admin: Browser, input: Partial<UserExportStartInput>) =>
  csvRecords((await exported(admin, { ...input, columns: ['email'] })).file.text).map((record) => record.Email);

describe('the export of registered users', () => {
  it('selects by each filter, across companies and projects, oldest registration first', async () => {
    const w = await world();

    expect(await emails(w.admin, {})).toEqual(['maria@example.com', 'john@example.com', 'ines@example.com', 'bob@example.com']);
    expect(await emails(w.admin, { filters: { companies: [w.a] } })).toEqual(['maria@example.com', 'john@example.com', 'ines@example.com']);
    expect(await emails(w.admin, { filters: { projects: [w.a2, w.b1] } })).toEqual(['ines@example.com', 'bob@example.com']);
    const dayOf = (n: number) => new Date(server.clock.now().getTime() + n * DAY).toISOString().slice(0, 10);
    expect(await emails(w.admin, { filters: { from: dayOf(-2), to: dayOf(-1) } })).toEqual(['john@example.com', 'ines@example.com']);
    expect(await emails(w.admin, { filters: { condition: w.terms } })).toEqual(['maria@example.com', 'bob@example.com']);
    // A draft is not a submission.
    expect(await emails(w.admin, { filters: { submitted: true } })).toEqual(['maria@example.com']);
    expect(await emails(w.admin, { filters: { submitted: false } })).toEqual(['john@example.com', 'ines@example.com', 'bob@example.com']);
    expect(await emails(w.admin, { filters: { blocked: true } })).toEqual(['bob@example.com']);
    expect(await emails(w.admin, { filters: { blocked: false, companies: [w.b] } })).toEqual([]);
  });

  it('writes the chosen columns, in the kind order, or the default set; formula-like cells defused', async () => {
    const w = await world();

    const chosen = await exported(w.admin, { columns: ['submissions', 'email', 'company', 'conditions', 'first_name'], filters: { projects: [w.a1] } });
    const byDefault = await exported(w.admin, { filters: { projects: [w.a1] } });

    expect(csvRecords(chosen.file.text)).toEqual([
      { Email: 'maria@example.com', 'First name': 'Maria', Company: 'AURORA', Submissions: '1', 'Accepted conditions': 'terms v1' },
      { Email: 'john@example.com', 'First name': `'=HYPERLINK("http://x")`, Company: 'AURORA', Submissions: '0', 'Accepted conditions': '' },
    ]);
    expect([...chosen.file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Object.keys(csvRecords(byDefault.file.text)[0]!)).toEqual(['Email', 'First name', 'Last name', 'Company', 'Project', 'Registered at', 'Submissions']);
  });

  it("heads the file's columns with the installation's wording of them, as the screen shows them", async () => {
    const w = await world();
    expectOk(await w.admin.call(TranslationSave, { key: 'fields.user-export.email', lang: 'en', text: 'Mailbox' }));

    const { file } = await exported(w.admin, { columns: ['email', 'first_name'], filters: { projects: [w.a2] } });

    expect(csvRecords(file.text)).toEqual([{ Mailbox: 'ines@example.com', 'First name': 'Inês' }]);
  });

  it('writes XLSX read back with the same rows, texts defused and moments as dates', async () => {
    const w = await world();

    const { file } = await exported(w.admin, { format: 'xlsx', columns: ['email', 'first_name', 'registered_at'], filters: { projects: [w.a1] } });

    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.bytes) as unknown as ExcelJS.Buffer);
    const rows: ExcelJS.CellValue[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows[0]).toEqual(['Email', 'First name', 'Registered at (UTC)']);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['maria@example.com', 'Maria'],
      ['john@example.com', `'=HYPERLINK("http://x")`],
    ]);
    expect(rows[1]![2]).toBeInstanceOf(Date);
  });

  it('keeps the manifest on its row and in the job: filters, columns, count and the SHA-256 of the file', async () => {
    const w = await world();

    const { id, row, file } = await exported(w.admin, { filters: { companies: [w.a], submitted: false, projects: [] }, columns: ['email'] });

    const sha256 = crypto.createHash('sha256').update(file.bytes).digest('hex');
    const manifest = (row.result as { manifest: Record<string, unknown> }).manifest;
    expect(manifest).toMatchObject({ kind: 'registered_users', format: 'csv', purpose: PURPOSE, filters: { companies: [w.a], submitted: false }, columns: ['email'], count: 2, bytes: file.bytes.length, sha256 });
    const [stored] = await server.db.select().from(userExports).where(eq(userExports.id, id));
    expect(stored).toMatchObject({ rowCount: 2, sha256, bytes: file.bytes.length, downloads: 1, removedAt: null });
    expect(stored!.expiresAt.getTime() - stored!.finishedAt!.getTime()).toBe(3 * DAY);
    expect(row).toMatchObject({ done: 2, total: 2 });
    const list = await w.admin.call(UserExportList, {});
    expectOk(list);
    expect(list.body.items[0]).toMatchObject({ id, count: 2, sha256, downloads: 1, purpose: PURPOSE, requested_by: { email: ADMIN.email }, state: 'done', downloadable: true, removed_at: null });
  });

  it('logs its start and every download with the purpose, and counts the downloads', async () => {
    const w = await world();

    const { id } = await exported(w.admin, {});
    await downloadJobFile(w.admin, id);

    const rows = await server.db.select().from(operationsLog).where(eq(operationsLog.target, `user-export:${id}`)).orderBy(operationsLog.id);
    expect(rows.map((row) => [row.endpoint, row.summary.purpose])).toEqual([
      ['admin/installation/export/start', PURPOSE],
      ['admin/installation/export/download', PURPOSE],
      ['admin/installation/export/download', PURPOSE],
    ]);
    const [stored] = await server.db.select().from(userExports).where(eq(userExports.id, id));
    expect(stored!.downloads).toBe(2);
  });

  it('removes the file after three days; the row says so and a download is told it expired', async () => {
    const w = await world();
    const { id } = await exported(w.admin, {});
    const [before] = await server.db.select().from(userExports).where(eq(userExports.id, id));

    server.clock.advance(3 * DAY - MINUTE);
    await cleanup(server.db, server.clock.now(), server.deps.storage);
    const kept = await server.deps.storage.size(before!.fileKey!);
    server.clock.advance(2 * MINUTE);
    await cleanup(server.db, server.clock.now(), server.deps.storage);
    const admin = await signInAsAdmin(server, { headers: { 'accept-language': 'it' } });
    const late = await downloadJobFile(admin, id);

    expect(kept).toBeGreaterThan(0);
    expect(await server.deps.storage.size(before!.fileKey!)).toBeNull();
    const [after] = await server.db.select().from(userExports).where(eq(userExports.id, id));
    expect(after).toMatchObject({ fileKey: null, removedAt: server.clock.now() });
    expect(late.status).toBe(410);
    expect(late.error).toMatchObject({ code: 'export_expired', message: expect.stringContaining('scaduta') });
    const list = await admin.call(UserExportList, {});
    expectOk(list);
    expect(list.body.items[0]).toMatchObject({ id, downloadable: false, removed_at: server.clock.now().toISOString() });
  });

  it('resumes after its last stored part when its server restarts, and holds every person once', { timeout: 120_000 }, async () => {
    const w = await world();
    await server.db.execute(sql`INSERT INTO registered_users (id, company_id, project_id, email, created_at, updated_at)
      SELECT gen_random_uuid(), ${w.b}, ${w.b1}, 'many-' || g || '@example.com', timestamptz '2029-01-01' + make_interval(secs => g), now()
      FROM generate_series(1, 7000) AS g`);
    const id = await start(w.admin, { columns: ['id', 'email'] });
    let stopping: Promise<void> | undefined;
    const watch = watchKind(userExportJob, (ctx) => {
      if ((ctx.checkpoint as { parts: number }).parts === 1 && !stopping) stopping = first.stop();
    });
    const first: Runner = startRunner(server.deps, [watch.kind], FAST);
    await waitForJob(server.db, id, () => stopping !== undefined);
    await stopping;

    const second = startRunner(server.deps, [watch.kind], FAST);
    const done = await waitForJob(server.db, id, finished);
    await second.stop();

    expect(done).toMatchObject({ state: 'done', done: 7004, total: 7004 });
    expect(watch.startedWith[1]).toMatchObject({ parts: 1, done: 5000 });
    const records = csvRecords((await downloadJobFile(w.admin, id)).text);
    expect(records).toHaveLength(7004);
    expect(new Set(records.map((record) => record.ID)).size).toBe(7004);
  });
});

describe('the export of operators', () => {
  it('selects by companies, roles, installation admins and creation days, and never writes secrets', async () => {
    const w = await world();
    const olga = await seedOperator(server, person('olga'));
    const ed = await seedOperator(server, person('ed'));
    await seedGrant(server, olga, 'manager', w.b);
    await seedGrant(server, ed, 'editor', w.a, w.a1);
    const mails = (input: Partial<UserExportStartInput>) => emails(w.admin, { kind: 'operators', ...input });

    expect(await mails({ filters: { companies: [w.b] } })).toEqual(['olga@example.com']);
    expect(await mails({ filters: { roles: ['editor'] } })).toContain('ed@example.com');
    expect(await mails({ filters: { roles: ['editor'] } })).not.toContain('olga@example.com');
    expect(await mails({ filters: { installation_admin: true } })).toEqual([ADMIN.email]);
    const today = server.clock.now().toISOString().slice(0, 10);
    expect(await mails({ filters: { from: today, companies: [w.a, w.b] } })).toEqual(expect.arrayContaining(['olga@example.com', 'ed@example.com']));

    const { file } = await exported(w.admin, { kind: 'operators', columns: ['id', 'email', 'first_name', 'preferred_lang', 'installation_admin', 'disabled', 'roles', 'created_at'] });
    const hashes = await server.db.select({ hash: operators.passwordHash }).from(operators);
    for (const { hash } of hashes) expect(file.text).not.toContain(hash);
    expect(file.text).not.toMatch(/argon2|\$argon/);
    const olgaRow = csvRecords(file.text).find((record) => record.Email === 'olga@example.com');
    expect(olgaRow).toMatchObject({ Roles: 'manager @ BETA', 'Installation admin': 'no', Disabled: 'no' });

    // A yes-or-no cell reads the installation's wording of it, as the headers do.
    expectOk(await w.admin.call(TranslationSave, { key: 'fields.export-words.no', lang: 'en', text: 'No (N)' }));
    expectOk(await w.admin.call(TranslationSave, { key: 'fields.export-words.yes', lang: 'en', text: 'Yes (Y)' }));
    const worded = csvRecords((await exported(w.admin, { kind: 'operators', columns: ['email', 'installation_admin', 'disabled'] })).file.text);
    expect(worded.find((record) => record.Email === 'olga@example.com')).toEqual({ Email: 'olga@example.com', 'Installation admin': 'No (N)', Disabled: 'No (N)' });
    expect(worded.find((record) => record.Email === ADMIN.email)).toMatchObject({ 'Installation admin': 'Yes (Y)' });
  });
});
