import crypto from 'node:crypto';
import os from 'node:os';
import type { AppDeps } from '../deps.ts';
import { runHeldJob, type JobPace } from './execute.ts';
import type { JobKind } from './kind.ts';
import { FINISHED_JOB_KEPT_MS, purgeFinishedJobs } from './purge.ts';
import { claimJob, expireLeases } from './store.ts';
import { listenForJobs, nap, wakeRunners } from './wake.ts';

/** How a runner paces itself. */
export interface RunnerOptions extends JobPace {
  /** How often an idle runner looks for jobs queued by other servers or left by dead ones. */
  pollMs: number;
  /** A name for this runner in the jobs' lease column. */
  name: string;
  /** How often finished jobs past their keeping time are removed with their files. */
  purgeEveryMs: number;
  /**
   * The only server of its database (PGlite: one process per directory), so a job still
   * marked running was left by its own previous life and is taken again at once.
   */
  soleServer: boolean;
}

/** The product's pace: a dead server's job is taken over within 30 s. */
export const RUNNER_DEFAULTS: RunnerOptions = {
  leaseMs: 30_000,
  pollMs: 1_000,
  retryBaseMs: 5_000,
  name: `${os.hostname()}:${process.pid}`,
  soleServer: false,
  purgeEveryMs: 60 * 60 * 1000,
};

/** A started runner. */
export interface Runner {
  /** Stops claiming, stops the job under way at its next step and puts it back in the queue. */
  stop(): Promise<void>;
}

/**
 * Starts a runner: one job at a time, claimed from the database (so any number of runners, in
 * this process or on other servers, share one queue), resumed from its checkpoint after a restart.
 */
export function startRunner(deps: AppDeps, kinds: JobKind[], options: Partial<RunnerOptions> = {}): Runner {
  const settings = { ...RUNNER_DEFAULTS, ...options };
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  const stopping = new AbortController();
  const unlisten = listenForJobs(deps.database.signals);
  const loop = (async () => {
    if (settings.soleServer) {
      await expireLeases(deps.database.db, deps.clock.now()).catch((error: unknown) => deps.logger.error('Could not take back the jobs left running', error));
    }
    let purgedAt = -Infinity;
    while (!stopping.signal.aborted) {
      try {
        if (Date.now() - purgedAt >= settings.purgeEveryMs) {
          purgedAt = Date.now();
          await purgeFinishedJobs(deps.database.db, deps.storage, new Date(deps.clock.now().getTime() - FINISHED_JOB_KEPT_MS));
        }
        const token = `${settings.name}/${crypto.randomUUID()}`;
        const job = await claimJob(deps.database.db, token, [...byName.keys()], settings.leaseMs, deps.clock.now());
        if (job) await runHeldJob({ deps, kind: byName.get(job.kind)!, job, token, settings, stopping: stopping.signal });
        else await nap(settings.pollMs);
      } catch (error) {
        // The database may be briefly away (a restart, a lost connection): try again after a pause.
        deps.logger.error('The job runner could not claim or settle a job', error);
        await nap(settings.pollMs);
      }
    }
  })();
  return {
    async stop() {
      stopping.abort();
      unlisten();
      wakeRunners();
      await loop;
    },
  };
}
