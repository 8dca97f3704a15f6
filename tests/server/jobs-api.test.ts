import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LogExport } from '../../contract/installation.ts';
import { JobCancel, JobGet, JobList, jobFilePath } from '../../contract/jobs.ts';
import { LOG_EXPORT_JOB } from '../../contract/installation.ts';
import { JOB_KINDS } from '../../server/areas/index.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { jobKind } from '../../server/jobs/kind.ts';
import { FINISHED_JOB_KEPT_MS, purgeFinishedJobs } from '../../server/jobs/purge.ts';
import { startRunner } from '../../server/jobs/runner.ts';
import { enqueueJob } from '../../server/jobs/store.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { downloadJobFile, finished, seedLogRows, waitForJob, watchKind } from './jobs.ts';
import { person, seedOperator, sessionBrowser } from './tenancy.ts';

// The operations' log export as the servers run it, reading every area's declarations.
const logExportJob = JOB_KINDS.find((kind) => kind.name === LOG_EXPORT_JOB)!;

const server = useTestServer();
const FAST = { pollMs: 20, leaseMs: 2_000, retryBaseMs: 10 };

async function adminId(): Promise<string> {
  const [row] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, ADMIN.email));
  return row!.id;
}

/** A job of a kind no runner here takes, owned by `ownerId`: it stays queued. */
function queuedJob(ownerId: string) {
  return enqueueJob(server.db, { kind: 'test/idle', ownerId, input: {}, maxAttempts: 1 }, server.clock.now());
}

describe('following jobs', () => {
  it('shows a job to its owner and to installation admins, and answers 404 to another operator', async () => {
    const olivia = await seedOperator(server, person('olivia'));
    const oscar = await seedOperator(server, person('oscar'));
    const job = await queuedJob(olivia);

    const own = await (await sessionBrowser(server, olivia)).call(JobGet, { id: job.id });
    const admin = await (await sessionBrowser(server, await adminId())).call(JobGet, { id: job.id });
    const other = await (await sessionBrowser(server, oscar)).call(JobGet, { id: job.id });
    const otherCancel = await (await sessionBrowser(server, oscar)).call(JobCancel, { id: job.id });

    expect(own.body).toMatchObject({ id: job.id, state: 'queued', done: 0, total: null, file: null });
    expect(admin.status).toBe(200);
    expect([other.status, other.error?.code]).toEqual([404, 'not_found']);
    expect(otherCancel.status).toBe(404);
    expect((await (await sessionBrowser(server, olivia)).call(JobGet, { id: job.id })).body.state).toBe('queued');
  });

  it("lists only the caller's own jobs, newest first", async () => {
    const olivia = await seedOperator(server, person('olivia'));
    const first = await queuedJob(olivia);
    server.clock.advance(1_000);
    const second = await queuedJob(olivia);
    await queuedJob(await adminId());

    const list = await (await sessionBrowser(server, olivia)).call(JobList, {});

    expect(list.body.items.map((job) => job.id)).toEqual([second.id, first.id]);
  });

  it('cancels a queued job at once', async () => {
    const olivia = await seedOperator(server, person('olivia'));
    const job = await queuedJob(olivia);

    const answer = await (await sessionBrowser(server, olivia)).call(JobCancel, { id: job.id });

    expect(answer.body).toMatchObject({ state: 'cancelled', cancel_requested: true });
    expect(answer.body.finished_at).not.toBeNull();
  });

  it('cancels a running export at its next step and removes the parts it stored', async () => {
    await seedLogRows(server.db, 45_000);
    const admin = await sessionBrowser(server, await adminId());
    const id = (await admin.call(LogExport, {})).body.id;
    const watch = watchKind(logExportJob, async (ctx) => {
      if ((ctx.checkpoint as { parts: number }).parts === 1) expect((await admin.call(JobCancel, { id })).body.state).toBe('running');
    });

    const runner = startRunner(server.deps, [watch.kind], FAST);
    const row = await waitForJob(server.db, id, finished);
    await runner.stop();

    expect(row).toMatchObject({ state: 'cancelled', result: null });
    expect(await server.deps.storage.size(`exports/${id}.part-00000.csv`)).toBeNull();
    expect(await server.deps.storage.size(`exports/${id}.csv`)).toBeNull();
    expect((await downloadJobFile(admin, id)).status).toBe(404);
  });
});

describe('retries', () => {
  it('retries a failed attempt after a pause, and fails for good at the limit with the error code', async () => {
    const owner = await adminId();
    const flaky = jobKind({
      name: 'test/flaky',
      input: z.object({ failures: z.number() }),
      maxAttempts: 3,
      run: async (ctx, input) => {
        if (ctx.job.attempt <= input.failures) throw new Error('the service is away');
        return { attempt: ctx.job.attempt };
      },
    });
    const recovers = await enqueueJob(server.db, { kind: flaky.name, ownerId: owner, input: { failures: 1 }, maxAttempts: 3 }, server.clock.now());
    const never = await enqueueJob(server.db, { kind: flaky.name, ownerId: owner, input: { failures: 9 }, maxAttempts: 3 }, server.clock.now());

    const runner = startRunner(server.deps, [flaky], FAST);
    const [ok, failed] = [await waitForJob(server.db, recovers.id, finished), await waitForJob(server.db, never.id, finished)];
    await runner.stop();

    expect(ok).toMatchObject({ state: 'done', attempts: 2, result: { attempt: 2 } });
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, error: 'internal' });
  });
});

describe("a job's file", () => {
  it('is downloaded by GET by its owner only, as an attachment the browser must not sniff', async () => {
    await seedLogRows(server.db, 10);
    const owner = await adminId();
    const admin = await sessionBrowser(server, owner);
    const id = (await admin.call(LogExport, {})).body.id;
    const before = await downloadJobFile(admin, id);
    const runner = startRunner(server.deps, [logExportJob], FAST);
    await waitForJob(server.db, id, finished);
    await runner.stop();
    const otherAdmin = await seedOperator(server, { ...person('ada'), installationAdmin: true });

    const file = await downloadJobFile(admin, id);
    const job = await admin.call(JobGet, { id });

    expect(before.status).toBe(404);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="operations-log.csv"');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    // The header, the 10 rows and the export's own start, and the empty rest after the last line end.
    expect(file.text.split('\r\n')).toHaveLength(1 + 10 + 1 + 1);
    expect(job.body.file).toEqual({ name: 'operations-log.csv', size: file.bytes.length });
    expect((await downloadJobFile(await sessionBrowser(server, otherAdmin), id)).status).toBe(404);
    expect((await server.browser().fetch(jobFilePath(id))).status).toBe(404);
    expect((await admin.fetch(jobFilePath('not-a-job'))).status).toBe(404);
  });

  it('goes with its job a week after the job finished; jobs still waiting stay', async () => {
    await seedLogRows(server.db, 10);
    const owner = await adminId();
    const admin = await sessionBrowser(server, owner);
    const id = (await admin.call(LogExport, {})).body.id;
    const runner = startRunner(server.deps, [logExportJob], FAST);
    await waitForJob(server.db, id, finished);
    await runner.stop();
    const waiting = await queuedJob(owner);

    const early = await purgeFinishedJobs(server.db, server.deps.storage, new Date(server.clock.now().getTime() - FINISHED_JOB_KEPT_MS));
    server.clock.advance(FINISHED_JOB_KEPT_MS + 1_000);
    const late = await purgeFinishedJobs(server.db, server.deps.storage, new Date(server.clock.now().getTime() - FINISHED_JOB_KEPT_MS));

    expect([early, late]).toEqual([0, 1]);
    expect(await server.deps.storage.size(`exports/${id}.csv`)).toBeNull();
    const later = await sessionBrowser(server, owner);
    expect((await later.call(JobGet, { id })).status).toBe(404);
    expect((await later.call(JobGet, { id: waiting.id })).body.state).toBe('queued');
  });
});
