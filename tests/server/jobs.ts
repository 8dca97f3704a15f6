import { eq, sql } from 'drizzle-orm';
import { jobFilePath } from '../../contract/jobs.ts';
import type { Db } from '../../server/db/db.ts';
import { jobs } from '../../server/db/schema/jobs.ts';
import type { JobContext, JobKind } from '../../server/jobs/kind.ts';
import type { JobRow } from '../../server/jobs/store.ts';
import type { Browser } from './browser.ts';

/** Waits until a job satisfies `test` (polled every 20 ms), or fails after `timeoutMs`. */
export async function waitForJob(db: Db, id: string, test: (row: JobRow) => boolean, timeoutMs = 60_000): Promise<JobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    if (row && test(row)) return row;
    if (Date.now() > deadline) throw new Error(`Job ${id} did not get there in time: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether a job has reached a state it never leaves. */
export const finished = (row: JobRow) => ['done', 'failed', 'cancelled'].includes(row.state);

/**
 * Adds `count` rows to the operations' log in one statement, oldest first, one a second; every
 * seventh row's target starts with `=` (a spreadsheet formula the CSV must defuse).
 */
export async function seedLogRows(db: Db, count: number): Promise<void> {
  await db.execute(sql`INSERT INTO operations_log (at, ip, endpoint, status, target, summary)
    SELECT timestamptz '2030-01-01' + make_interval(secs => g), '192.0.2.1', 'admin/companies/save', 200,
      CASE WHEN g % 7 = 0 THEN '=1+' || g ELSE 'row-' || g END, jsonb_build_object('n', g)
    FROM generate_series(1, ${count}) AS g`);
}

/** Downloads a job's file by GET with the browser's session; the text, or the status when refused. */
export async function downloadJobFile(browser: Browser, id: string) {
  const answer = await browser.fetch(jobFilePath(id));
  return { ...answer, text: new TextDecoder().decode(answer.bytes) };
}

/** What a watched kind saw: runs under way at once, completed runs, the checkpoints attempts began with. */
export interface KindWatch {
  kind: JobKind;
  overlaps: string[];
  completions: Map<string, number>;
  startedWith: Array<Record<string, unknown> | null>;
}

/**
 * Wraps a kind to record every run: a run of a job that starts while another run of the same
 * job is under way, in any runner of this process, is an overlap. `onSave` sees each checkpoint.
 */
export function watchKind(kind: JobKind, onSave: (ctx: JobContext) => void | Promise<void> = () => undefined): KindWatch {
  const running = new Set<string>();
  const watch: KindWatch = { kind, overlaps: [], completions: new Map(), startedWith: [] };
  watch.kind = {
    ...kind,
    async run(ctx, input) {
      if (running.has(ctx.job.id)) watch.overlaps.push(ctx.job.id);
      running.add(ctx.job.id);
      watch.startedWith.push(ctx.checkpoint);
      const save: JobContext['save'] = async (checkpoint, done, total) => {
        await ctx.save(checkpoint, done, total);
        await onSave({ ...ctx, checkpoint });
      };
      try {
        const result = await kind.run({ ...ctx, save }, input);
        watch.completions.set(ctx.job.id, (watch.completions.get(ctx.job.id) ?? 0) + 1);
        return result;
      } finally {
        running.delete(ctx.job.id);
      }
    },
  };
  return watch;
}
