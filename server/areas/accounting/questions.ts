import * as contract from '../../../contract/accounting.ts';
import { isFormAssistant } from '../../auth/grants.ts';
import { scopeVerdict } from '../../http/authorize.ts';
import { handle } from '../../http/handler.ts';

// Each question answers what the adapter would let through for the calls it stands for:
// grants, then a company that exists and is not archived (but for installation admins), and a
// project of that company.
const allowed = async (verdict: Promise<string>) => ({ Success: (await verdict) === 'ok' });

/** The handlers of the questions the app asks before it shows a company's or a project's screens. */
export const questionHandlers = [
  handle(contract.CanAccessCompany, async (ctx, input) =>
    allowed(scopeVerdict(ctx.db, 'companyAccess', { company: input.company }, await ctx.grantee())),
  ),
  handle(contract.CanManageCompany, async (ctx, input) =>
    allowed(scopeVerdict(ctx.db, 'companyManage', { company: input.company }, await ctx.grantee())),
  ),
  handle(contract.CanEditProject, async (ctx, input) => allowed(scopeVerdict(ctx.db, 'projectEdit', input, await ctx.grantee()))),
  handle(contract.IsFormAssistant, async (ctx, input) => {
    const who = await ctx.grantee();
    if (!isFormAssistant(who, input.company, input.project, input.form)) return { Success: false };
    return allowed(scopeVerdict(ctx.db, 'companyAccess', { company: input.company, project: input.project }, who));
  }),
];
