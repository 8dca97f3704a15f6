import { eq, sql } from 'drizzle-orm';
import * as contract from '../../../contract/accounting.ts';
import * as signIn from '../../../contract/sign-in.ts';
import { clearSessionCookie, deleteSession } from '../../auth/sessions.ts';
import { operators } from '../../db/schema/accounting.ts';
import { handle } from '../../http/handler.ts';
import { acceptInvite, checkInvite } from './invites.ts';
import {
  byCallerAddress,
  byOperator,
  HOUR,
  LOGIN_START_LIMITS,
  LOGIN_UNLOCK_LIMITS,
  QUARTER_HOUR,
  RECOVERY_START_LIMITS,
} from './limits.ts';
import { startLogin, unlockLogin } from './login.ts';
import { changePassword, completeRecovery, startRecovery } from './password.ts';
import { endOtherSessions, listSessions } from './sessions.ts';
import { confirmTotp, disableTotp, regenerateRecoveryCodes, startTotp, totpStatus } from './totp.ts';
import { operatorEntity } from './presenter.ts';
import { questionHandlers } from './questions.ts';

const success = { Success: true } as const;

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

  handle(signIn.CheckLogin, async (ctx) => ({
    logged: ctx.session !== null,
    mustchange: ctx.session?.operator.mustChange ?? false,
  })),

  handle(
    signIn.LoginStart,
    async (ctx, input) => ({ Success: true, Step: await startLogin(ctx, input) }),
    { rateLimits: LOGIN_START_LIMITS },
  ),

  handle(
    signIn.LoginUnlock,
    async (ctx, input) => {
      await unlockLogin(ctx, input);
      return success;
    },
    { rateLimits: LOGIN_UNLOCK_LIMITS },
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

  handle(signIn.Logout, async (ctx) => {
    if (ctx.session) {
      await deleteSession(ctx.db, ctx.session.id);
      ctx.audit({ target: `operator:${ctx.session.operator.id}`, summary: {} });
    }
    ctx.onSuccess((c) => clearSessionCookie(c, ctx.secure));
    return success;
  }),

  handle(signIn.OperatorCurrent, async (ctx) => ({ entity: operatorEntity(ctx.session!.operator) })),

  handle(signIn.SetPreferredLang, async (ctx, input) => {
    const id = ctx.session!.operator.id;
    await ctx.db
      .update(operators)
      .set({ preferredLang: input.lang, updatedAt: ctx.now, version: sql`${operators.version} + 1` })
      .where(eq(operators.id, id));
    ctx.audit({ target: `operator:${id}` });
    return success;
  }),

  ...questionHandlers,

  handle(
    contract.PasswordChange,
    async (ctx, input) => {
      await changePassword(ctx, input);
      return success;
    },
    { rateLimits: [byOperator(10, QUARTER_HOUR)] },
  ),

  handle(
    signIn.RecoveryStart,
    async (ctx, input) => {
      await startRecovery(ctx, input);
      return success;
    },
    { rateLimits: RECOVERY_START_LIMITS },
  ),

  handle(
    signIn.RecoveryComplete,
    async (ctx, input) => {
      await completeRecovery(ctx, input);
      return success;
    },
    { rateLimits: [byCallerAddress(30, HOUR)] },
  ),

  handle(signIn.InviteCheck, async (ctx, input) => ({ Success: true as const, ...(await checkInvite(ctx, input.Token)) }), {
    rateLimits: [byCallerAddress(60, QUARTER_HOUR)],
  }),

  handle(
    signIn.InviteAccept,
    async (ctx, input) => ({ Success: true as const, Next: await acceptInvite(ctx, input) }),
    { rateLimits: [byCallerAddress(30, QUARTER_HOUR)] },
  ),
];
