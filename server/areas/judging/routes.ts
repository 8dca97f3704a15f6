import * as contract from '../../../contract/judging.ts';
import type { CallContext } from '../../http/handler.ts';
import { handle } from '../../http/handler.ts';
import { judgeSession, judgeSessions, saveScore } from './judge.ts';
import { sessionRanking } from './session-ranking.ts';
import { listSessions, saveSession, sessionEntity } from './sessions.ts';
import { getSessionRow, type FormScope, type SessionRow } from './store.ts';

const scopeOf = (input: FormScope): FormScope => ({ company: input.company, project: input.project, form: input.form });
const operatorOf = (ctx: CallContext): string => ctx.session!.operator.id;

// The log names a session by its id and keeps its name, with its form and project.
function audit(ctx: CallContext, row: SessionRow, extra: Record<string, unknown> = {}) {
  ctx.audit({ target: `session:${row.id}`, summary: { company: row.companyId, project: row.projectId, form: row.formId, name: row.name, ...extra } });
}

/** The handlers of judging: the organisers' sessions and ranking, the judges' sessions and scores. */
export const judgingHandlers = [
  handle(contract.SessionSave, async (ctx, input) => {
    const row = await saveSession(ctx.db, scopeOf(input), input, ctx.now);
    const entity = await sessionEntity(ctx.db, row);
    audit(ctx, row, { status: row.status, judges: entity.judges.length, submissions: entity.submissions, created: input.id === undefined });
    return { entity };
  }),

  handle(contract.SessionList, async (ctx, input) => ({ items: await listSessions(ctx.db, scopeOf(input)) })),

  handle(contract.SessionGet, async (ctx, input) => ({ entity: await sessionEntity(ctx.db, await getSessionRow(ctx.db, scopeOf(input), input.session)) })),

  handle(contract.SessionRanking, async (ctx, input) => ({ items: await sessionRanking(ctx.db, await getSessionRow(ctx.db, scopeOf(input), input.session)) })),

  handle(contract.JudgeSessionList, async (ctx) => ({ items: await judgeSessions(ctx.db, operatorOf(ctx)) })),

  handle(contract.JudgeSessionGet, async (ctx, input) => ({ entity: await judgeSession(ctx.db, scopeOf(input), input.session, operatorOf(ctx)) })),

  handle(contract.JudgeScore, async (ctx, { session, ...input }) => {
    const { session: row, ...saved } = await saveScore(ctx.db, scopeOf(input), session, operatorOf(ctx), input, ctx.now);
    // Which submission and what kind of score, never the values or the comment: the ranking is the organisers' to read.
    audit(ctx, row, { submission: input.submission, abstain: input.abstain === true, conflict: input.conflict === true, kept: saved.kept });
    return saved;
  }),
];
