import * as contract from '../../../contract/accounting.ts';
import { handle } from '../../http/handler.ts';

// Each question answers what the adapter would let through for the calls it stands for:
// grants, then a company that exists and is not archived (but for installation admins), a
// project of that company, and a form of that project.
const allowed = async (verdict: Promise<string>) => ({ Success: (await verdict) === 'ok' });

/** The handlers of the questions the app asks before it shows a company's or a project's screens. */
export const questionHandlers = [
  handle(contract.CanAccessCompany, async (ctx, input) => allowed(ctx.verdict('companyAccess', { company: input.company }))),
  handle(contract.CanManageCompany, async (ctx, input) => allowed(ctx.verdict('companyManage', { company: input.company }))),
  handle(contract.CanEditProject, async (ctx, input) => allowed(ctx.verdict('projectEdit', { company: input.company, project: input.project }))),
  // As the form's calls: the operator assists it (or edits its project), and the form is one of that project's.
  handle(contract.IsFormAssistant, async (ctx, input) =>
    allowed(ctx.verdict('formAssist', { company: input.company, project: input.project, form: input.form })),
  ),
];
