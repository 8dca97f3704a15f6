import * as contract from '../../../contract/operators.ts';
import { handle } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { grantFormAssistant, inviteFormAssistant, revokeFormAssistant } from './form-assistants.ts';
import { createInvite } from './invites.ts';
import { setInstallationAdmin } from './installation-admins.ts';
import { companyRolesOf, inviteToCompany, listCompanyOperators, resendInvite, revokeFromCompany, setCompanyRole } from './service.ts';

const success = { Success: true } as const;

/** The handlers of the operators' calls: a company's managers and the installation admins. */
export const operatorHandlers = [
  handle(contract.CompanyOperatorList, async (ctx, input) => listCompanyOperators(ctx.db, input.company, ctx.now)),

  handle(contract.CompanyOperatorInvite, async (ctx, input) => {
    await inviteToCompany(ctx, input);
    ctx.audit({ target: `company:${input.company}`, summary: { Email: input.Email, Role: input.Role, Projects: input.Projects } });
    return success;
  }),

  handle(contract.CompanyOperatorResendInvite, async (ctx, input) => {
    await resendInvite(ctx, input.company, input.Email);
    ctx.audit({ target: `company:${input.company}`, summary: { Email: input.Email, resent: true } });
    return success;
  }),

  handle(contract.CompanyOperatorSetRole, async (ctx, input) => {
    const before = await companyRolesOf(ctx.db, input.company, input.operator);
    await setCompanyRole(ctx, input);
    const after = await companyRolesOf(ctx.db, input.company, input.operator);
    ctx.audit({
      target: `operator:${input.operator}`,
      summary: { company: input.company, Role: input.Role, Projects: input.Projects },
      changes: recordChanges(before, after),
    });
    return success;
  }),

  handle(contract.CompanyOperatorRevoke, async (ctx, input) => {
    const before = await companyRolesOf(ctx.db, input.company, input.operator);
    await revokeFromCompany(ctx, input.company, input.operator);
    ctx.audit({
      target: `operator:${input.operator}`,
      summary: { company: input.company, revoked: true },
      changes: recordChanges(before, { Role: [], Projects: [] }),
    });
    return success;
  }),

  handle(contract.CompanyFormAssistantGrant, async (ctx, input) => {
    const before = await companyRolesOf(ctx.db, input.company, input.operator);
    await grantFormAssistant(ctx, input);
    ctx.audit({
      target: `operator:${input.operator}`,
      summary: { company: input.company, Role: 'assistant', Projects: [input.project], Forms: input.Forms },
      changes: recordChanges(before, await companyRolesOf(ctx.db, input.company, input.operator)),
    });
    return success;
  }),

  handle(contract.CompanyFormAssistantInvite, async (ctx, input) => {
    await inviteFormAssistant(ctx, input);
    ctx.audit({ target: `company:${input.company}`, summary: { Email: input.Email, Role: 'assistant', Projects: [input.project], Forms: input.Forms } });
    return success;
  }),

  handle(contract.CompanyFormAssistantRevoke, async (ctx, input) => {
    const before = await companyRolesOf(ctx.db, input.company, input.operator);
    await revokeFormAssistant(ctx.db, input);
    ctx.audit({
      target: `operator:${input.operator}`,
      summary: { company: input.company, Role: 'assistant', Projects: [input.project], form: input.form, revoked: true },
      changes: recordChanges(before, await companyRolesOf(ctx.db, input.company, input.operator)),
    });
    return success;
  }),

  handle(contract.AdminOperatorInvite, async (ctx, input) => {
    await createInvite(ctx, {
      email: input.Email,
      grants: input.InstallationAdmin ? [{ role: 'installation_admin' }] : [],
      lang: input.Lang,
    });
    return success;
  }),

  handle(contract.AdminOperatorSetInstallationAdmin, async (ctx, input) => {
    await setInstallationAdmin(ctx, input.operator, input.InstallationAdmin);
    ctx.audit({
      target: `operator:${input.operator}`,
      summary: { InstallationAdmin: input.InstallationAdmin },
      changes: recordChanges({ InstallationAdmin: !input.InstallationAdmin }, { InstallationAdmin: input.InstallationAdmin }),
    });
    return success;
  }),
];
