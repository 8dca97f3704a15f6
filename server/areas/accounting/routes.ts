import { and, eq, sql } from 'drizzle-orm';
import * as contract from '../../../contract/accounting.ts';
import { canAccessCompany, canEditProject, canManageCompany, isFormAssistant, type Grantee } from '../../auth/grants.ts';
import { clearSessionCookie, deleteSession } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { operators } from '../../db/schema/accounting.ts';
import { projects } from '../../db/schema/projects.ts';
import { handle, type RateLimitRule } from '../../http/handler.ts';
import { acceptInvite, checkInvite } from './invites.ts';
import { startLogin, unlockLogin } from './login.ts';
import { changePassword, completeRecovery, startRecovery } from './password.ts';
import { endOtherSessions, listSessions } from './sessions.ts';
import { confirmTotp, disableTotp, regenerateRecoveryCodes, startTotp, totpStatus } from './totp.ts';
import { operatorEntity } from './presenter.ts';

const QUARTER_HOUR = 15 * 60;
const HOUR = 60 * 60;

const byAddress = (limit: number, windowSeconds: number): RateLimitRule<unknown> => ({
  name: 'address',
  limit,
  windowSeconds,
  key: (_input, caller) => caller.ip,
});

const byAccount = (limit: number, windowSeconds: number): RateLimitRule<{ Email: string }> => ({
  name: 'account',
  limit,
  windowSeconds,
  key: (input) => input.Email,
});

const byOperator = (limit: number, windowSeconds: number): RateLimitRule<unknown> => ({
  name: 'operator',
  limit,
  windowSeconds,
  key: (_input, caller) => caller.operatorId,
});

const success = { Success: true } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A company-wide grant covers the company's projects only: another company's project named under it is not one of them.
async function ownProject(db: Db, who: Grantee, scope: { company: string; project: string }): Promise<boolean> {
  if (who.operator.installationAdmin) return true;
  if (!UUID.test(scope.company) || !UUID.test(scope.project)) return false;
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, scope.project.toLowerCase()), eq(projects.companyId, scope.company.toLowerCase())))
    .limit(1);
  return row !== undefined;
}


/** The handlers of the accounting calls (spec section 7). */
export const accountingHandlers = [
  handle(contract.SessionList, async (ctx) => ({
    items: await listSessions(ctx.db, ctx.session!.operator.id, ctx.session!.id, ctx.now),
  })),

  handle(contract.SessionsEndOthers, async (ctx) => {
    const ended = await endOtherSessions(ctx.db, ctx.session!.operator.id, ctx.session!.id);
    ctx.audit({ target: `operator:${ctx.session!.operator.id}`, summary: { ended } });
    return { Success: true as const, ended };
  }),

  handle(contract.CheckLogin, async (ctx) => ({
    logged: ctx.session !== null,
    mustchange: ctx.session?.operator.mustChange ?? false,
  })),

  handle(
    contract.LoginStart,
    async (ctx, input) => ({ Success: true, Step: await startLogin(ctx, input) }),
    { rateLimits: [byAddress(100, QUARTER_HOUR), byAccount(10, QUARTER_HOUR)] },
  ),

  handle(
    contract.LoginUnlock,
    async (ctx, input) => {
      await unlockLogin(ctx, input);
      return success;
    },
    { rateLimits: [byAddress(100, QUARTER_HOUR), byAccount(15, QUARTER_HOUR)] },
  ),

  handle(contract.TotpStatus, async (ctx) => totpStatus(ctx.db, ctx.session!.operator.id)),

  handle(contract.TotpStart, async (ctx) => startTotp(ctx), { rateLimits: [byOperator(10, QUARTER_HOUR)] }),

  handle(
    contract.TotpConfirm,
    async (ctx, input) => ({ Success: true as const, RecoveryCodes: await confirmTotp(ctx, input.Code) }),
    { rateLimits: [byOperator(10, QUARTER_HOUR)] },
  ),

  handle(
    contract.TotpDisable,
    async (ctx, input) => {
      await disableTotp(ctx, input);
      return success;
    },
    { rateLimits: [byOperator(10, QUARTER_HOUR)] },
  ),

  handle(
    contract.TotpRecoveryCodes,
    async (ctx, input) => ({ Success: true as const, RecoveryCodes: await regenerateRecoveryCodes(ctx, input) }),
    { rateLimits: [byOperator(10, QUARTER_HOUR)] },
  ),

  handle(contract.Logout, async (ctx) => {
    if (ctx.session) {
      await deleteSession(ctx.db, ctx.session.id);
      ctx.audit({ target: `operator:${ctx.session.operator.id}`, summary: {} });
    }
    ctx.onSuccess((c) => clearSessionCookie(c, ctx.secure));
    return success;
  }),

  handle(contract.OperatorCurrent, async (ctx) => ({ entity: operatorEntity(ctx.session!.operator) })),

  handle(contract.SetPreferredLang, async (ctx, input) => {
    const id = ctx.session!.operator.id;
    await ctx.db
      .update(operators)
      .set({ preferredLang: input.lang, updatedAt: ctx.now, version: sql`${operators.version} + 1` })
      .where(eq(operators.id, id));
    ctx.audit({ target: `operator:${id}` });
    return success;
  }),

  // Installation admins may do everything; company and project grants answer the rest.
  handle(contract.CanAccessCompany, async (ctx, input) => ({ Success: canAccessCompany(await ctx.grantee(), input.company) })),
  handle(contract.CanManageCompany, async (ctx, input) => ({ Success: canManageCompany(await ctx.grantee(), input.company) })),
  handle(contract.CanEditProject, async (ctx, input) => {
    const who = await ctx.grantee();
    return { Success: canEditProject(who, input.company, input.project) && (await ownProject(ctx.db, who, input)) };
  }),
  handle(contract.IsFormAssistant, async (ctx, input) => {
    const who = await ctx.grantee();
    return { Success: isFormAssistant(who, input.company, input.project, input.form) && (await ownProject(ctx.db, who, input)) };
  }),

  handle(
    contract.PasswordChange,
    async (ctx, input) => {
      await changePassword(ctx, input);
      return success;
    },
    { rateLimits: [byOperator(10, QUARTER_HOUR)] },
  ),

  handle(
    contract.RecoveryStart,
    async (ctx, input) => {
      await startRecovery(ctx, input);
      return success;
    },
    { rateLimits: [byAddress(30, HOUR), byAccount(5, HOUR)] },
  ),

  handle(
    contract.RecoveryComplete,
    async (ctx, input) => {
      await completeRecovery(ctx, input);
      return success;
    },
    { rateLimits: [byAddress(30, HOUR)] },
  ),

  handle(contract.InviteCheck, async (ctx, input) => ({ Success: true as const, ...(await checkInvite(ctx, input.Token)) }), {
    rateLimits: [byAddress(60, QUARTER_HOUR)],
  }),

  handle(
    contract.InviteAccept,
    async (ctx, input) => {
      await acceptInvite(ctx, input);
      return success;
    },
    { rateLimits: [byAddress(30, QUARTER_HOUR)] },
  ),
];
