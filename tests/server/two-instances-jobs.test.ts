import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inTransaction } from '../../server/db/db.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { jobs } from '../../server/db/schema/jobs.ts';
import { mailQueue } from '../../server/db/schema/mail.ts';
import { serverKey } from '../../server/http/idempotency.ts';
import { jobKind, type JobContext, type JobKind, type JobStopped } from '../../server/jobs/kind.ts';
import { startRunner, type Runner } from '../../server/jobs/runner.ts';
import { enqueueJob } from '../../server/jobs/store.ts';
import { startMailDelivery } from '../../server/mail/delivery-loop.ts';
import { queueMails } from '../../server/mail/queue.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { finished, waitForJob } from './jobs.ts';
import { waitFor } from './smtp-relay.ts';
import { testEngine } from './test-database.ts';
import { databaseUrlOf, ONE_PROCESS_ENGINE, secondServer, type SecondServer } from './two-instances.ts';

const server = useTestServer();

const COUNT_JOB = 'two-instances-count';
// The kind tests/server/two-instances-holder.ts holds in its own process.
const HOLD_JOB = 'two-instances-hold';
const HOLDER = fileURLToPath(new URL('./two-instances-holder.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Who ran which job, and the runs of one job that overlapped, across the runners of this process. */
class RunLog {
  readonly ranBy = new Map<string, string[]>();
  readonly overlaps: string[] = [];
  private readonly running = new Set<string>();

  /** A kind named `name` whose every run, on the server `on`, is logged here around `work`. */
  kind(name: string, on: string, work: (ctx: JobContext) => Promise<void>): JobKind {
    return jobKind({
      name,
      input: z.object({}),
      maxAttempts: 3,
      run: async (ctx) => {
        if (this.running.has(ctx.job.id)) this.overlaps.push(ctx.job.id);
        this.running.add(ctx.job.id);
        try {
          await work(ctx);
          this.ranBy.set(ctx.job.id, [...(this.ranBy.get(ctx.job.id) ?? []), on]);
          return {};
        } finally {
          this.running.delete(ctx.job.id);
        }
      },
    });
  }
}

async function queue(kind: string, count: number): Promise<string[]> {
  const [admin] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, ADMIN.email));
  const ids: string[] = [];
  for (let n = 0; n < count; n++) ids.push((await enqueueJob(server.db, { kind, ownerId: admin!.id, input: {}, maxAttempts: 3 }, server.clock.now())).id);
  return ids;
}

// The test server (A) and a second server with its own pool and its own listening connection (B).
describe.skipIf(testEngine() !== 'postgres')(`the jobs and the mail of two servers on one PostgreSQL database (${ONE_PROCESS_ENGINE})`, () => {
  let b: SecondServer;
  const stops: Array<() => Promise<void>> = [];
  beforeEach(async () => {
    b = await secondServer(server);
  });
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
    await b.close();
  });
  const started = (runner: Runner) => {
    stops.push(() => runner.stop());
    return runner;
  };

  it('share one queue: forty jobs, a runner on each server, each job run once and never by both at once', async () => {
    const log = new RunLog();
    const ids = await queue(COUNT_JOB, 40);

    started(startRunner(server.deps, [log.kind(COUNT_JOB, 'a', () => sleep(10))], { name: 'a', pollMs: 20 }));
    started(startRunner(b.deps, [log.kind(COUNT_JOB, 'b', () => sleep(10))], { name: 'b', pollMs: 20 }));
    const rows = await Promise.all(ids.map((id) => waitForJob(server.db, id, finished, 30_000)));

    expect(log.overlaps).toEqual([]);
    expect(rows.map((row) => [row.state, row.attempts])).toEqual(ids.map(() => ['done', 1]));
    expect(ids.map((id) => log.ranBy.get(id)?.length)).toEqual(ids.map(() => 1));
    const byA = ids.filter((id) => log.ranBy.get(id)?.[0] === 'a').length;
    expect(byA, 'jobs run by each server').toBeGreaterThan(0);
    expect(byA).toBeLessThan(ids.length);
  });

  it("wake the other server's idle runner at once when one queues a job (NOTIFY), long before its next poll", async () => {
    const log = new RunLog();
    started(startRunner(b.deps, [log.kind(COUNT_JOB, 'b', async () => undefined)], { name: 'b', pollMs: 60_000 }));
    // B has looked once, found nothing, and sleeps for a minute.
    await sleep(500);

    const queuedAt = Date.now();
    const [id] = await queue(COUNT_JOB, 1);
    server.deps.database.signals.send('jobs');
    await waitForJob(server.db, id!, finished, 5_000);

    expect(Date.now() - queuedAt).toBeLessThan(2_000);
    expect(log.ranBy.get(id!)).toEqual(['b']);
  });

  it("wake the other server's idle mail senders at once when one queues mail outside a call", async () => {
    const delivery = startMailDelivery(b.deps, { pollMs: 60_000, name: 'b' });
    stops.push(() => delivery.stop());
    await sleep(500);

    const key = await serverKey(server.db, server.deps.config.secretKey);
    const [id] = await queueMails(server.db, key, [{ to: 'x@example.com', subject: 'S', text: 'T', html: 'H' }], { cause: 'job:test' }, server.clock.now());
    server.deps.database.signals.send('mail');

    await waitFor(() => server.mail.to('x@example.com').length === 1, 'the second server to send the message', 2_000);
    // The relay has the message before the sender records it as sent: wait for that record too.
    const stateOf = async () => (await server.db.select({ state: mailQueue.state }).from(mailQueue).where(eq(mailQueue.id, id!)))[0]?.state;
    await waitFor(async () => (await stateOf()) !== 'sending', 'the second server to record the message as sent', 5_000);
    expect(await stateOf()).toBe('sent');
    expect(server.mail.to('x@example.com')).toHaveLength(1);
  });

  it("take over a killed server's job once its lease runs out, from its checkpoint, and never while that server lives", { timeout: 60_000 }, async () => {
    const leaseMs = 2_000;
    const [id] = await queue(HOLD_JOB, 1);
    const holder = spawn(process.execPath, ['--import', 'tsx', HOLDER], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrlOf(server), LEASE_MS: String(leaseMs), STORAGE_DIR: server.storageDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => holder.once('exit', () => resolve()));
    stops.push(async () => {
      if (holder.exitCode === null && holder.signalCode === null) holder.kill('SIGKILL');
      await exited;
    });
    let output = '';
    holder.stdout!.setEncoding('utf8').on('data', (text: string) => (output += text));
    holder.stderr!.setEncoding('utf8').on('data', (text: string) => (output += text));
    await waitFor(() => output.includes(`holding ${id}`), `the other process to hold the job (${output})`, 30_000);

    const log = new RunLog();
    const resumedFrom: unknown[] = [];
    let takenAt = 0;
    const take = log.kind(HOLD_JOB, 'b', async (ctx) => {
      takenAt = Date.now();
      resumedFrom.push(ctx.checkpoint);
    });
    started(startRunner(b.deps, [take], { name: 'b', pollMs: 50, leaseMs }));
    // Two whole leases while the holder lives: its renewals keep the job its own.
    await sleep(2 * leaseMs);
    expect(log.ranBy.get(id!)).toBeUndefined();
    expect((await waitForJob(server.db, id!, () => true)).leaseOwner).toMatch(/^holder\//);

    const killedAt = Date.now();
    holder.kill('SIGKILL');
    await exited;
    const done = await waitForJob(server.db, id!, finished, 15_000);

    expect(done).toMatchObject({ state: 'done', attempts: 2 });
    expect(log.ranBy.get(id!)).toEqual(['b']);
    expect(resumedFrom).toEqual([{ held: true }]);
    // Taken once the lease the holder last renewed ran out: within a lease (and a poll, and some slack), not at once.
    expect(takenAt - killedAt).toBeLessThan(leaseMs + 1_500);
  });

  it('stop a job themselves when their lease cannot be renewed, before the lease runs out and another server takes it over', { timeout: 60_000 }, async () => {
    const leaseMs = 2_000;
    const [id] = await queue(COUNT_JOB, 1);
    const log = new RunLog();
    const stopped: Array<{ reason: unknown; at: number }> = [];
    const held = log.kind(COUNT_JOB, 'b', async (ctx) => {
      await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve, { once: true }));
      stopped.push({ reason: (ctx.signal.reason as JobStopped).reason, at: Date.now() });
      throw ctx.signal.reason;
    });
    const runnerOnB = started(startRunner(b.deps, [held], { name: 'b', pollMs: 50, leaseMs }));
    await waitForJob(server.db, id!, (row) => row.leaseOwner?.startsWith('b/') ?? false, 10_000);

    // The job's row locked elsewhere: B's renewals wait unanswered, as when its database is out of reach.
    const lockedAt = Date.now();
    await inTransaction(server.db, async (tx) => {
      await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id!)).for('update');
      await sleep(leaseMs * 1.5);
    });
    expect(stopped.map((stop) => stop.reason)).toEqual(['lease_lost']);
    expect(stopped[0]!.at - lockedAt).toBeLessThan(leaseMs);
    // B stays away from now on, so the job goes to A once the lease runs out.
    await runnerOnB.stop();

    started(startRunner(server.deps, [log.kind(COUNT_JOB, 'a', async () => undefined)], { name: 'a', pollMs: 50, leaseMs }));
    const done = await waitForJob(server.db, id!, finished, 15_000);

    expect(done).toMatchObject({ state: 'done', attempts: 2 });
    expect(log.ranBy.get(id!)).toEqual(['a']);
    expect(log.overlaps).toEqual([]);
  });
});

describe("one server's news to itself", () => {
  // Every engine: on PGlite the news stays in the process, on PostgreSQL this server hears it before it goes out.
  it('wakes its own idle runner at once', async () => {
    const log = new RunLog();
    const runner = startRunner(server.deps, [log.kind(COUNT_JOB, 'a', async () => undefined)], { name: 'a', pollMs: 60_000 });
    try {
      await sleep(500);
      const queuedAt = Date.now();
      const [id] = await queue(COUNT_JOB, 1);
      server.deps.database.signals.send('jobs');
      await waitForJob(server.db, id!, finished, 5_000);

      expect(Date.now() - queuedAt).toBeLessThan(2_000);
      expect(log.ranBy.get(id!)).toEqual(['a']);
    } finally {
      await runner.stop();
    }
  });
});
