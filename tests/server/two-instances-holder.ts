// A server's job runner in a process of its own, for tests/server/two-instances-jobs.test.ts: it
// claims the job of kind HOLD_JOB, stores a checkpoint, says `holding <id>` and then holds it (its
// lease renewed every third of LEASE_MS) until it is killed. It stores files under STORAGE_DIR.
import { z } from 'zod';
import { openDatabase } from '../../server/db/client.ts';
import { systemClock, type AppDeps } from '../../server/deps.ts';
import { jobKind } from '../../server/jobs/kind.ts';
import { startRunner } from '../../server/jobs/runner.ts';
import { silentLogger } from '../../server/log.ts';
import { fileStorage } from '../../server/storage/file-storage.ts';

/** The kind of job this process holds (tests/server/two-instances-jobs.test.ts names it alike). */
const HOLD_JOB = 'two-instances-hold';

const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, poolSize: 2 });
// The runner reads only these of the dependencies.
const deps = {
  database,
  clock: systemClock,
  logger: silentLogger,
  // The test's own folder, which it removes: a killed process cleans nothing up.
  storage: fileStorage(process.env.STORAGE_DIR!),
} as unknown as AppDeps;

const hold = jobKind({
  name: HOLD_JOB,
  input: z.object({}),
  maxAttempts: 3,
  async run(ctx) {
    await ctx.save({ held: true }, 1, 2);
    console.log(`holding ${ctx.job.id}`);
    return new Promise(() => undefined);
  },
});

startRunner(deps, [hold], { name: 'holder', pollMs: 50, leaseMs: Number(process.env.LEASE_MS) });
