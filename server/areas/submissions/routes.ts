import * as contract from '../../../contract/submissions.ts';
import { handle } from '../../http/handler.ts';
import { listSubmissions } from './list.ts';

/** The handlers of the submissions' calls. */
export const submissionHandlers = [handle(contract.SubmissionList, async (ctx, input) => listSubmissions(ctx.db, input))];
