import type { z } from 'zod';
import * as contract from '../../../contract/judging.ts';
import type { CallContext } from '../../http/handler.ts';
import { handle } from '../../http/handler.ts';
import { presentJob } from '../../jobs/presenter.ts';
import { enqueueJob } from '../../jobs/store.ts';
import { wakeRunners } from '../../jobs/wake.ts';
import { reportDevice } from './devices.ts';
import { judgeSession, judgeSessions, saveScore } from './judge.ts';
import { judgesProgress } from './progress.ts';
import { rankingExportJob, type RankingExportInput } from './ranking-export.ts';
import { sessionRanking } from './session-ranking.ts';
import { listSessions, saveSession, sessionEntity } from './sessions.ts';
import { getSessionRow, type SessionRow } from './store.ts';
import type { FormScope } from '../../../contract/fields.ts';

const scopeOf = (input: FormScope): FormScope => ({ company: input.company, project: input.project, form: input.form });
const operatorOf = (ctx: CallContext): string => ctx.session!.operator.id;

// The log names a session by its id and keeps its name, with its form and project.
function audit(ctx: CallContext, row: SessionRow, extra: Record<string, unknown> = {}) {
  ctx.audit({ target: `session:${row.id}`, summary: { company: row.companyId, project: row.projectId, form: row.formId, name: row.name, ...extra } });
}

/** The handlers of judging: the organisers' sessions, ranking, its export and the judges' progress; the judges' sessions, scores and devices. */
export const judgingHandlers = [
  handle(contract.SessionSave, async (ctx, input) => {
    const row = await saveSession(ctx.db, scopeOf(input), input, ctx.now, operatorOf(ctx));
    const entity = await sessionEntity(ctx.db, row);
    audit(ctx, row, { status: row.status, judges: entity.judges.length, submissions: entity.submissions, created: input.id === undefined });
    return { entity };
  }),

  handle(contract.SessionList, async (ctx, input) => ({ items: await listSessions(ctx.db, scopeOf(input)) })),

  handle(contract.SessionGet, async (ctx, input) => ({ entity: await sessionEntity(ctx.db, await getSessionRow(ctx.db, scopeOf(input), input.session)) })),

  handle(contract.SessionRanking, async (ctx, input) => ({ items: await sessionRanking(ctx.db, await getSessionRow(ctx.db, scopeOf(input), input.session)) })),

  handle(contract.SessionJudges, async (ctx, input) => ({ items: await judgesProgress(ctx.db, await getSessionRow(ctx.db, scopeOf(input), input.session)) })),

  handle(contract.SessionRankingExport, async (ctx, input) => {
    const row = await getSessionRow(ctx.db, scopeOf(input), input.session);
    const jobInput: z.input<typeof RankingExportInput> = { ...scopeOf(input), session: row.id, lang: input.lang ?? ctx.lang };
    const job = await enqueueJob(
      ctx.db,
      { kind: rankingExportJob.name, ownerId: operatorOf(ctx), companyId: input.company, input: jobInput, maxAttempts: rankingExportJob.maxAttempts },
      ctx.now,
    );
    audit(ctx, row, { job: job.id });
    // Woken once the call's transaction has committed, so the runner finds the row.
    ctx.defer(async () => wakeRunners());
    return presentJob(job);
  }),

  // Not audited: the contract marks the report `unlogged`, so the adapter writes no log row for its
  // successes (a device reports every few minutes; the log would be its reports), only its refusals.
  // It is `live` too: the client sends no Idempotency-Key, so no stored answer piles up per report
  // (a key sent anyway is kept only for the store's retention), and a report lost offline is not
  // queued, since the next one replaces it. The device's own row is replaced, never added to.
  handle(contract.JudgeDeviceReport, async (ctx, input) => {
    await reportDevice(ctx.db, operatorOf(ctx), input, ctx.now);
    return { ok: true as const };
  }),

  handle(contract.JudgeSessionList, async (ctx) => ({ items: await judgeSessions(ctx.db, operatorOf(ctx)) })),

  handle(contract.JudgeSessionGet, async (ctx, input) => ({ entity: await judgeSession(ctx.db, scopeOf(input), input.session, operatorOf(ctx)) })),

  handle(contract.JudgeScore, async (ctx, { session, ...input }) => {
    const { session: row, ...saved } = await saveScore(ctx.db, scopeOf(input), session, operatorOf(ctx), input, ctx.now);
    // Which submission and what kind of score, never the values or the comment: the ranking is the organisers' to read.
    audit(ctx, row, { submission: input.submission, abstain: input.abstain === true, conflict: input.conflict === true, kept: saved.kept });
    return saved;
  }),
];
