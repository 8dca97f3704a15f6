import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOG_EXPORT_JOB, LogExport } from '../../contract/installation.ts';
import { JOB_KINDS } from '../../server/areas/index.ts';
import { openDatabase } from '../../server/db/client.ts';
import { jobs } from '../../server/db/schema/jobs.ts';
import type { AppDeps } from '../../server/deps.ts';
import { startRunner, type Runner, type RunnerOptions } from '../../server/jobs/runner.ts';
import { claimJob, finishJob, touchJob } from '../../server/jobs/store.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { useTestServer } from './harness.ts';
import { downloadJobFile, finished, seedLogRows, waitForJob, watchKind } from './jobs.ts';

// The operations' log export as the servers run it, reading every area's declarations.
const logExportJob = JOB_KINDS.find((kind) => kind.name === LOG_EXPORT_JOB)!;

const server = useTestServer();

// Short leases and polls, so a takeover or a retry happens within the test.
const FAST: Partial<RunnerOptions> = { pollMs: 20, leaseMs: 2_000, retryBaseMs: 10 };

async function startExport(): Promise<{ id: string; admin: Awaited<ReturnType<typeof signInAsAdmin>> }> {
  const admin = await signInAsAdmin(server);
  const started = await admin.call(LogExport, {});
  expectOk(started);
  return { id: started.body.id, admin };
}

/**
 * The dependencies of another server on the same database: on PostgreSQL a connection pool of
 * its own, as a second machine would have; PGlite has one process per database, so the same one.
 */
async function serverDeps(): Promise<AppDeps> {
  if (server.engine !== 'postgres') return server.deps;
  const pool = (server.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  return { ...server.deps, database: await openDatabase({ kind: 'postgres', url: pool.options.connectionString, poolSize: 2 }) };
}

const jobRow = async (id: string) => (await server.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const dataLines = (text: string) => text.split('\r\n').slice(1, -1);

describe('a long export across a server restart', () => {
  it('stops at the restart, resumes after its last stored part on the next runner, and finishes once with every row once', async () => {
    await seedLogRows(server.db, 45_000);
    const { id, admin } = await startExport();
    let stopping: Promise<void> | undefined;
    // The restart comes right after the first part of 20,000 rows is stored, half-way through.
    const watch = watchKind(logExportJob, (ctx) => {
      if ((ctx.checkpoint as { parts: number }).parts === 1 && !stopping) stopping = first.stop();
    });
    const first: Runner = startRunner(server.deps, [watch.kind], FAST);
    await waitForJob(server.db, id, () => stopping !== undefined);
    await stopping;

    const halfway = await jobRow(id);
    expect(halfway).toMatchObject({ state: 'queued', attempts: 0, done: 20_000, leaseOwner: null });
    expect(halfway.checkpoint).toMatchObject({ parts: 1, done: 20_000 });

    const second = startRunner(server.deps, [watch.kind], FAST);
    const done = await waitForJob(server.db, id, finished);
    await second.stop();

    expect(done).toMatchObject({ state: 'done', attempts: 1, error: null });
    expect(done.total).toBeGreaterThan(45_000);
    expect(done.done).toBe(done.total);
    expect(watch.completions.get(id)).toBe(1);
    expect(watch.overlaps).toEqual([]);
    expect(watch.startedWith[1]).toMatchObject({ parts: 1, done: 20_000 });

    const file = await downloadJobFile(admin, id);
    expect(file.status).toBe(200);
    expect(file.text.split('\r\n')[0]).toBe('at,operator,address,call,status,target,company,summary');
    const lines = dataLines(file.text);
    expect(lines).toHaveLength(done.total!);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.filter((line) => /,(row-\d+|'=1\+\d+),/.test(line))).toHaveLength(45_000);
    expect(lines.findIndex((line) => line.includes(',row-45000,'))).toBeLessThan(lines.findIndex((line) => line.includes(',row-44999,')));
    expect(lines.some((line) => line.includes(",'=1+7,"))).toBe(true);
    // The part files are gone: only the whole file is left.
    expect(fs.readdirSync(path.join(server.storageDir, 'exports'))).toEqual([`${id}.csv`]);
  });

  it('is taken again at once by the next start of the only server of its database (PGlite), though its lease had time left', async () => {
    await seedLogRows(server.db, 500);
    const { id } = await startExport();
    await claimJob(server.db, 'killed-server/1', [LOG_EXPORT_JOB], 60 * 60_000, server.clock.now());

    const runner = startRunner(server.deps, [logExportJob], { ...FAST, soleServer: true });
    const done = await waitForJob(server.db, id, finished, 10_000);
    await runner.stop();

    expect(done).toMatchObject({ state: 'done', attempts: 2 });
  });
});

describe('several runners on one database', () => {
  it('share eight exports among three runners (on PostgreSQL each with its own connections) and never run one job twice at once', async () => {
    await seedLogRows(server.db, 1_000);
    const admin = await signInAsAdmin(server);
    const ids: string[] = [];
    for (let n = 0; n < 8; n++) ids.push((await admin.call(LogExport, {})).body.id);
    const watch = watchKind(logExportJob);

    const servers = await Promise.all([1, 2, 3].map(() => serverDeps()));
    const runners = servers.map((deps, n) => startRunner(deps, [watch.kind], { ...FAST, name: `server-${n}` }));
    const rows = await Promise.all(ids.map((id) => waitForJob(server.db, id, finished)));
    await Promise.all(runners.map((runner) => runner.stop()));
    await Promise.all(servers.map((deps) => (deps === server.deps ? undefined : deps.database.close())));

    expect(watch.overlaps).toEqual([]);
    expect(rows.map((row) => [row.state, row.attempts])).toEqual(ids.map(() => ['done', 1]));
    expect(ids.map((id) => watch.completions.get(id))).toEqual(ids.map(() => 1));
  });

  it('twenty claims at once take five queued jobs, each by one claim', async () => {
    const admin = await signInAsAdmin(server);
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) ids.push((await admin.call(LogExport, {})).body.id);

    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, n) => claimJob(server.db, `server-${n}/claim`, [LOG_EXPORT_JOB], 60_000, server.clock.now())),
    );

    const taken = claims.filter((row) => row !== undefined).map((row) => row.id);
    expect(taken.sort()).toEqual([...ids].sort());
  });

  it("take over a dead server's job once its lease runs out, and the dead holder can no longer write it", async () => {
    await seedLogRows(server.db, 500);
    const { id } = await startExport();
    const dead = await claimJob(server.db, 'dead-server/1', [LOG_EXPORT_JOB], 300, server.clock.now());
    expect(dead?.id).toBe(id);
    const watch = watchKind(logExportJob);

    const runner = startRunner(server.deps, [watch.kind], FAST);
    const done = await waitForJob(server.db, id, finished);
    await runner.stop();

    expect(done).toMatchObject({ state: 'done', attempts: 2 });
    expect(watch.completions.get(id)).toBe(1);
    expect(await touchJob(server.db, id, 'dead-server/1', 300, server.clock.now(), { done: 1 })).toBeNull();
    expect(await finishJob(server.db, id, 'dead-server/1', server.clock.now(), { state: 'failed', error: 'late' })).toBe(false);
    expect(await jobRow(id)).toMatchObject({ state: 'done', error: null });
  });
});
