import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OUTBOX_BATCH_MAX_WRITES, OutboxBatch, type OutboxResult, type OutboxWrite } from '../../contract/outbox.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { projects } from '../../server/db/schema/projects.ts';
import { MAX_BODY_BYTES } from '../../server/app.ts';
import { signInAsAdmin } from './accounts.ts';
import type { Answer, Browser } from './browser.ts';
import { useTestServer } from './harness.ts';
import { statementsDuring } from './statements.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject, sessionBrowser } from './tenancy.ts';

const server = useTestServer();

let keys = 0;
const key = () => `batch-key-${String(++keys).padStart(4, '0')}-${crypto.randomUUID()}`;

/** A company save as the outbox keeps it: by `id` when the company exists, else a create of its own record. */
function companySave(body: Record<string, unknown>, record = typeof body.id === 'string' ? body.id : 'new'): OutboxWrite {
  return { key: key(), record, path: 'admin/companies/save', body };
}

function send(browser: Browser, writes: OutboxWrite[], headers: Record<string, string> = {}): Promise<Answer<{ results: OutboxResult[] }>> {
  return browser.call(OutboxBatch, { writes }, headers) as Promise<Answer<{ results: OutboxResult[] }>>;
}

/** Each write's status, or 'skipped'. */
const statuses = (answer: Answer<{ results: OutboxResult[] }>) => answer.body.results.map((r) => ('status' in r ? r.status : 'skipped'));

function bodyOf(result: OutboxResult | undefined): { entity?: { id: string; name: string; version: number }; error?: { code: string; fields?: object }; current?: unknown } {
  if (!result || !('status' in result)) throw new Error('The write was not tried');
  return result.body as ReturnType<typeof bodyOf>;
}

async function company(id: string) {
  const [row] = await server.db.select().from(companies).where(eq(companies.id, id));
  return row!;
}

async function logged(endpoint: string, status = 200) {
  return server.db
    .select()
    .from(operationsLog)
    .where(and(eq(operationsLog.endpoint, endpoint), eq(operationsLog.status, status)));
}

describe('the outbox batch', () => {
  it('applies each write in order as its single call would, and answers each with its status and JSON', async () => {
    const admin = await signInAsAdmin(server);
    const a = await seedCompany(server, 'batch-a');
    const b = await seedCompany(server, 'batch-b');

    const answer = await send(admin, [
      companySave({ id: a, version: 1, name: 'A one', slug: 'batch-a' }),
      companySave({ id: b, version: 1, name: 'B one', slug: 'batch-b' }),
      companySave({ id: a, version: 2, name: 'A two', slug: 'batch-a' }),
      companySave({ name: 'Brand new', slug: 'batch-new' }),
    ]);

    expect(answer.status).toBe(200);
    expect(statuses(answer)).toEqual([200, 200, 200, 200]);
    expect(answer.body.results.map((r) => r.key)).toHaveLength(4);
    expect(bodyOf(answer.body.results[2]).entity).toMatchObject({ id: a, name: 'A two', version: 3 });
    expect(await company(a)).toMatchObject({ name: 'A two', version: 3 });
    expect(await company(b)).toMatchObject({ name: 'B one', version: 2 });
    const names = (await logged('admin/companies/save')).sort((x, y) => x.id - y.id).map((row) => row.summary.name);
    expect(names).toEqual(['A one', 'B one', 'A two', 'Brand new']);
  });

  it('answers a known key with its first answer and applies it once, whether sent alone or in a batch', async () => {
    const admin = await signInAsAdmin(server);
    const a = await seedCompany(server, 'batch-replay');
    const write = companySave({ id: a, version: 1, name: 'Once', slug: 'batch-replay' });
    const single = await admin.post(write.path, write.body, { 'idempotency-key': write.key });
    expect(single.status).toBe(200);

    const again = await send(admin, [write, companySave({ id: a, version: 2, name: 'Twice', slug: 'batch-replay' })]);
    const repeated = await send(admin, [write]);

    expect(statuses(again)).toEqual([200, 200]);
    expect(bodyOf(again.body.results[0])).toEqual(single.body);
    expect(bodyOf(repeated.body.results[0])).toEqual(single.body);
    expect(await company(a)).toMatchObject({ name: 'Twice', version: 3 });
    expect((await logged('admin/companies/save')).map((row) => row.summary.name).sort()).toEqual(['Once', 'Twice']);
  });

  it('stops a record at its first conflict and skips its later writes, while other records go on', async () => {
    const admin = await signInAsAdmin(server);
    const a = await seedCompany(server, 'batch-stale');
    const b = await seedCompany(server, 'batch-fine');

    const answer = await send(admin, [
      companySave({ id: a, version: 7, name: 'Stale', slug: 'batch-stale' }),
      companySave({ id: b, version: 1, name: 'Fine', slug: 'batch-fine' }),
      companySave({ id: a, version: 8, name: 'After the stale one', slug: 'batch-stale' }),
      companySave({ id: b, version: 2, name: 'Fine again', slug: 'batch-fine' }),
    ]);

    expect(statuses(answer)).toEqual([409, 200, 'skipped', 200]);
    expect(bodyOf(answer.body.results[0]).current).toMatchObject({ id: a, version: 1 });
    expect(await company(a)).toMatchObject({ name: 'BATCH-STALE', version: 1 });
    expect(await company(b)).toMatchObject({ name: 'Fine again', version: 3 });
  });

  it('answers a refusal with the single call’s error, in the write’s language, and keeps it for its key', async () => {
    const admin = await signInAsAdmin(server);
    const a = await seedCompany(server, 'batch-refused');
    const taken = await seedCompany(server, 'batch-taken');
    const refused = { ...companySave({ id: a, name: 'Refused', slug: 'batch-taken' }), language: 'it' };

    const answer = await send(admin, [refused, companySave({ id: a, name: 'Skipped', slug: 'batch-refused' }), companySave({ id: taken, name: 'x'.repeat(500), slug: 'batch-taken' })]);
    const single = await admin.post(refused.path, refused.body, { 'idempotency-key': refused.key, 'accept-language': 'it' });

    expect(statuses(answer)).toEqual([409, 'skipped', 400]);
    expect(bodyOf(answer.body.results[0])).toEqual(single.body);
    expect(bodyOf(answer.body.results[2]).error).toMatchObject({ code: 'validation_failed', fields: { name: expect.any(String) } });
    expect(await company(a)).toMatchObject({ name: 'BATCH-REFUSED' });
  });

  it('holds each write to its own permission: a manager of A saves its project but not a company', async () => {
    const managerId = await seedOperator(server, person('batch-manager'));
    const a = await seedCompany(server, 'batch-managed');
    const other = await seedCompany(server, 'batch-other');
    const project = await seedProject(server, a, 'batch-project');
    const foreign = await seedProject(server, other, 'batch-foreign');
    await seedGrant(server, managerId, 'manager', a);
    const manager = await sessionBrowser(server, managerId);
    const projectSave = (company: string, id: string, slug: string): OutboxWrite => ({
      key: key(),
      record: `company/${company}/project/${id}/save`,
      path: `company/${company}/project/${id}/save`,
      body: { version: 1, name: `Saved ${slug}`, slug, languages: ['it', 'en'], default_lang: 'it' },
    });

    const answer = await send(manager, [
      companySave({ id: a, name: 'Not mine to rename', slug: 'batch-managed' }),
      projectSave(a, project, 'batch-project'),
      projectSave(other, foreign, 'batch-foreign'),
    ]);

    expect(statuses(answer)).toEqual([403, 200, 403]);
    const [saved] = await server.db.select().from(projects).where(eq(projects.id, project));
    expect(saved).toMatchObject({ name: 'Saved batch-project', version: 2 });
    const [untouched] = await server.db.select().from(projects).where(eq(projects.id, foreign));
    expect(untouched!.version).toBe(1);
    expect(await company(a)).toMatchObject({ name: 'BATCH-MANAGED' });
  });

  it('sends only the calls the outbox keeps: no sign-in call, no query, no public call, no batch in a batch', async () => {
    const admin = await signInAsAdmin(server);
    const write = (path: string, body: Record<string, unknown> = {}): OutboxWrite => ({ key: key(), record: path, path, body });

    const answer = await send(admin, [
      write('accounting/logout'),
      write('accounting/operator/set-preferred-lang/en'),
      write('admin/companies/list', { page: 1, pageSize: 10 }),
      write('outbox/batch', { writes: [] }),
      write('p/acme/project/code/send', { email: 'x@example.com' }),
      write('no/such/call'),
      write('admin/companies/save/extra'),
      companySave({ name: 'Still applied', slug: 'batch-after-refusals' }),
    ]);

    expect(statuses(answer)).toEqual([400, 400, 400, 400, 400, 404, 404, 200]);
    expect(bodyOf(answer.body.results[0]).error?.code).toBe('outbox_call_refused');
    expect(bodyOf(answer.body.results[5]).error?.code).toBe('not_found');
    // The session was not ended by the refused sign-out.
    expect((await admin.call(OutboxBatch, { writes: [companySave({ name: 'Signed in', slug: 'batch-signed-in' })] })).status).toBe(200);
  });

  it('refuses a batch of no writes, of too many, of a path leaving /api/, or of a key no client sends, before applying any', async () => {
    const admin = await signInAsAdmin(server);
    const many = Array.from({ length: OUTBOX_BATCH_MAX_WRITES + 1 }, (_, i) => companySave({ name: `Many ${i}`, slug: `batch-many-${i}` }));
    const bad: Array<Partial<OutboxWrite>> = [
      { path: '../admin/companies/save' },
      { path: 'admin/companies/../companies/save' },
      { path: 'admin/companies/%2e%2e/companies/save' },
      { path: 'admin/companies/save/.%2E' },
      { language: 'it\r\nX-Injected: 1' },
      { path: '//evil.example/api/admin/companies/save' },
      { path: 'admin/companies/save?x=1' },
      { key: 'short' },
      { record: '' },
    ];

    expect((await admin.post('outbox/batch', { writes: [] })).status).toBe(400);
    expect((await admin.post('outbox/batch', { writes: many })).status).toBe(400);
    for (const change of bad) {
      const answer = await admin.post('outbox/batch', { writes: [{ ...companySave({ name: 'Bad', slug: 'batch-bad' }), ...change }] });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.error?.code).toBe('validation_failed');
    }
    expect((await admin.post('outbox/batch', { writes: [{ ...companySave({ name: 'Bad', slug: 'batch-bad' }), extra: 1 }] })).status).toBe(400);
    expect(await server.db.select().from(companies).where(eq(companies.slug, 'batch-bad'))).toEqual([]);
  });

  it('refuses a batch larger than a request may be (413)', async () => {
    const admin = await signInAsAdmin(server);
    const notes = 'n'.repeat(MAX_BODY_BYTES / 4);
    const writes = Array.from({ length: 5 }, (_, i) => companySave({ name: `Big ${i}`, slug: `batch-big-${i}`, notes }));

    const answer = await send(admin, writes);

    expect(answer.status).toBe(413);
    expect(await server.db.select().from(companies).where(eq(companies.slug, 'batch-big-0'))).toEqual([]);
  });

  it('needs a session, and sends each write with the caller’s own: nobody else’s cookie, host or origin', async () => {
    const anonymous = server.browser();
    expect((await send(anonymous, [companySave({ name: 'Nobody', slug: 'batch-nobody' })])).status).toBe(401);

    const admin = await signInAsAdmin(server, { sameOrigin: true });
    expect((await send(admin, [companySave({ name: 'Same origin', slug: 'batch-same-origin' })])).status).toBe(200);
    const foreign = await send(admin, [companySave({ name: 'Cross site', slug: 'batch-cross' })], { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.error?.code).toBe('forbidden_origin');

    // A write's body is the call's input and nothing more: fields naming headers are not headers.
    const smuggled = await send(admin, [companySave({ name: 'Smuggled', slug: 'batch-smuggled', cookie: 'bo_session=x', host: 'evil.example' })]);
    expect(statuses(smuggled)).toEqual([200]);
    const [row] = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, 'admin/companies/save')).orderBy(desc(operationsLog.id)).limit(1);
    const [own] = await logged('admin/companies/save');
    expect(row!.operatorId).toBe(own!.operatorId);
  });

  it('writes each applied write to the operations’ log once, under its own call and the caller', async () => {
    const admin = await signInAsAdmin(server);
    const writes = [companySave({ name: 'Logged one', slug: 'batch-log-1' }), companySave({ name: 'Logged two', slug: 'batch-log-2' })];

    await send(admin, writes);
    await send(admin, writes);

    const rows = await logged('admin/companies/save');
    expect(rows.map((row) => row.summary.name).sort()).toEqual(['Logged one', 'Logged two']);
    expect(new Set(rows.map((row) => row.operatorId)).size).toBe(1);
    expect(await logged('outbox/batch')).toEqual([]);
  });

  it('reads the caller’s session once for the whole batch, not once per write, and a write still acts as the caller', async () => {
    const admin = await signInAsAdmin(server);
    const writes = Array.from({ length: 5 }, (_, index) => companySave({ name: `Once ${index}`, slug: `batch-once-${index}` }));

    const { result: answer, statements } = await statementsDuring(server.deps.database.db, () => send(admin, writes));

    expect(statuses(answer)).toEqual([200, 200, 200, 200, 200]);
    expect(statements.filter((text) => /from "sessions"/i.test(text))).toHaveLength(1);
    const rows = await logged('admin/companies/save');
    expect(rows.map((row) => row.summary.name).sort()).toEqual(['Once 0', 'Once 1', 'Once 2', 'Once 3', 'Once 4']);
    expect(new Set(rows.map((row) => row.operatorId)).size).toBe(1);
  });
});
