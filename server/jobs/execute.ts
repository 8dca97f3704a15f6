import { withTextOverrides } from '../areas/translations/cache.ts';
import type { AppDeps } from '../deps.ts';
import { JobStopped, throwIfStopped, type JobContext, type JobKind, type StopReason } from './kind.ts';
import { finishJob, requeueJob, touchJob, type JobRow, type JobTouch } from './store.ts';

// Progress is written at most this often (a checkpoint always is): a screen polls about once a second.
const PROGRESS_EVERY_MS = 250;

/** How a held job keeps its claim and waits before a retry; the runner's options carry them. */
export interface JobPace {
  /** How long a claim holds without news; a server silent that long has its job taken over. */
  leaseMs: number;
  /** The first retry's wait; each further one waits twice as long. */
  retryBaseMs: number;
}

/** A job a runner has just claimed, with what it needs to run it. */
export interface HeldJobRun {
  deps: AppDeps;
  kind: JobKind;
  job: JobRow;
  token: string;
  settings: JobPace;
  /** Aborted when the runner stops. */
  stopping: AbortSignal;
}

/** Runs one claimed job to its end: done, retried later, failed, cancelled, or handed back at shutdown. */
export async function runHeldJob(run: HeldJobRun): Promise<void> {
  const { deps, kind, job } = run;
  const controller = new AbortController();
  const stop = (reason: StopReason) => {
    if (!controller.signal.aborted) controller.abort(new JobStopped(reason));
  };
  const onStopping = () => stop('shutdown');
  run.stopping.addEventListener('abort', onStopping);
  if (run.stopping.aborted) stop('shutdown');
  const ctx = jobContext(run, controller.signal, stop);
  const beat = setInterval(() => void ctx.touch({}, true).catch(() => undefined), run.settings.leaseMs / 3);
  const deadline = leaseDeadline(run, () => stop('lease_lost'));
  ctx.renewed = deadline.renewed;
  try {
    if (job.cancelRequested) throw new JobStopped('cancelled');
    if (job.attempts > job.maxAttempts) throw new JobFailure('too_many_attempts', false);
    const parsed = kind.input.safeParse(job.input);
    if (!parsed.success) throw new JobFailure('invalid_input', false);
    // Its texts (a file's headers, a message) read the installation's overrides, as a request's do.
    const result = await withTextOverrides(deps, () => kind.run(ctx, parsed.data));
    throwIfStopped(controller.signal);
    const finished = await finishJob(deps.database.db, job.id, run.token, deps.clock.now(), { state: 'done', result });
    if (!finished) deps.logger.warn(`Job ${job.id} (${job.kind}) finished after its lease was taken over; the other runner's outcome stands`);
  } catch (error) {
    await settleFailure(run, ctx, controller.signal.aborted ? controller.signal.reason : error);
  } finally {
    clearInterval(beat);
    deadline.clear();
    run.stopping.removeEventListener('abort', onStopping);
  }
}

/** A failure with a code; `retry` false ends the job at once. */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    readonly retry = true,
  ) {
    super(code);
  }
}

type RunningContext = JobContext & {
  touch(touch: JobTouch, force: boolean): Promise<void>;
  /** Told the moment a renewal that held was sent. */
  renewed(sentAt: number): void;
};

// How much of its lease a holder lets pass without a renewal that held before it stops itself.
const SELF_STOP_SHARE = 0.9;

/**
 * On PostgreSQL, stops the job itself once nearly a whole lease has passed since the last renewal
 * that held was sent (the database away from this server, or too slow to answer): another server
 * may take it over when the lease runs out, and this one must not run beside it. On PGlite every
 * runner shares this process's one connection, so a renewal merely waits its turn behind the job's
 * own statements and no other process can take the job.
 */
function leaseDeadline(run: HeldJobRun, expire: () => void): { renewed(sentAt: number): void; clear(): void } {
  if (run.deps.database.kind !== 'postgres') return { renewed: () => undefined, clear: () => undefined };
  let timer: NodeJS.Timeout | undefined;
  let last = 0;
  const renewed = (sentAt: number) => {
    if (sentAt < last) return;
    last = sentAt;
    clearTimeout(timer);
    timer = setTimeout(expire, Math.max(0, sentAt + run.settings.leaseMs * SELF_STOP_SHARE - Date.now()));
  };
  // The claim's own lease counts from about now.
  renewed(Date.now());
  return { renewed, clear: () => clearTimeout(timer) };
}

function jobContext(run: HeldJobRun, signal: AbortSignal, stop: (reason: StopReason) => void): RunningContext {
  const { deps, job, token, settings } = run;
  let lastWrite = 0;
  const touch = async (fields: JobTouch, force: boolean) => {
    throwIfStopped(signal);
    if (!force && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    const sentAt = Date.now();
    lastWrite = sentAt;
    const answer = await touchJob(deps.database.db, job.id, token, settings.leaseMs, deps.clock.now(), fields);
    if (answer) ctx.renewed(sentAt);
    if (!answer) stop('lease_lost');
    else if (answer.cancelRequested) stop('cancelled');
    throwIfStopped(signal);
  };
  const ctx: RunningContext = {
    job: { id: job.id, ownerId: job.ownerId, companyId: job.companyId, attempt: job.attempts },
    deps,
    signal,
    checkpoint: job.checkpoint,
    touch,
    renewed: () => undefined,
    progress: (done, total) => touch(total === undefined ? { done } : { done, total }, false),
    save: (checkpoint, done, total) => {
      // Kept before it is written: a cancel or a failure then discards everything the work stored so far.
      ctx.checkpoint = checkpoint;
      return touch(total === undefined ? { checkpoint, done } : { checkpoint, done, total }, true);
    },
  };
  return ctx;
}

async function settleFailure(run: HeldJobRun, ctx: RunningContext, error: unknown): Promise<void> {
  const { deps, kind, job, token, settings } = run;
  const db = deps.database.db;
  const now = deps.clock.now();
  if (error instanceof JobStopped) {
    if (error.reason === 'shutdown') await requeueJob(db, job.id, token, now, { uncount: true });
    if (error.reason === 'lease_lost') deps.logger.warn(`Job ${job.id} (${job.kind}) was taken over by another runner; this one stopped`);
    if (error.reason === 'cancelled') {
      await kind.discard?.(ctx);
      await finishJob(db, job.id, token, now, { state: 'cancelled' });
    }
    return;
  }
  const failure = error instanceof JobFailure ? error : new JobFailure('internal');
  if (!(error instanceof JobFailure)) deps.logger.error(`Job ${job.id} (${job.kind}) failed on attempt ${job.attempts}`, error);
  if (failure.retry && job.attempts < job.maxAttempts) {
    await requeueJob(db, job.id, token, now, { error: failure.code, afterMs: settings.retryBaseMs * 2 ** (job.attempts - 1) });
    return;
  }
  await kind.discard?.(ctx);
  await finishJob(db, job.id, token, now, { state: 'failed', error: failure.code });
}
