import * as contract from '../../../contract/judging-organisers.ts';
import { handle } from '../../http/handler.ts';
import { organisedSessions, previewSession, projectJudgeList } from './organisers.ts';

/** The handlers of what judging's organisers read beside the sessions: the project's judges, their sessions, a save's assignment before it is made. */
export const judgingOrganiserHandlers = [
  handle(contract.ProjectJudgeList, async (ctx, input) => ({ items: await projectJudgeList(ctx.db, input) })),

  handle(contract.OrganisedSessionList, async (ctx, input) => ({ items: await organisedSessions(ctx.db, await ctx.grantee(), ctx.lang, input.form) })),

  handle(contract.SessionPreview, async (ctx, input) =>
    previewSession(ctx.db, { company: input.company, project: input.project, form: input.form }, input, ctx.session!.operator.id),
  ),
];
