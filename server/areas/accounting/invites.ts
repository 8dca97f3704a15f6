import { and, eq, isNull } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { OperatorRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { invites, type InviteGrant } from '../../db/schema/operators.ts';
import { fieldError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { grantRole } from '../../auth/grant-role.ts';
import { createOperator, findOperatorByEmail, operatorLanguage } from '../../auth/operators.ts';
import type { InviteNext } from '../../../contract/sign-in.ts';
import { openLoginAttempt, openSession } from './login.ts';
import { checkPasswordPolicy } from './password.ts';
import { loginStepOf } from './totp.ts';

async function openInvite(db: Db, token: string, now: Date) {
  const [row] = await db.select().from(invites).where(eq(invites.id, hashToken(token))).limit(1);
  if (!row || row.acceptedAt || row.expiresAt <= now) throw fieldError({ Token: { code: 'invalid_token' } }, 'invalid_token');
  return row;
}

/** The address of a valid invite, and whether an operator has it already. */
export async function checkInvite(ctx: CallContext, token: string): Promise<{ Email: string; Existing: boolean }> {
  const invite = await openInvite(ctx.db, token, ctx.now);
  return { Email: invite.email, Existing: Boolean(await findOperatorByEmail(ctx.db, invite.email)) };
}

/**
 * Accepts an invite: a new operator is created; an existing one proves the password and gets the
 * grants. Then this browser is signed in (see `signInAccepted`); the answer says what follows.
 */
export async function acceptInvite(
  ctx: CallContext,
  input: { Token: string; FirstName?: string; Password: string },
): Promise<InviteNext> {
  const invite = await openInvite(ctx.db, input.Token, ctx.now);
  let operator = await findOperatorByEmail(ctx.db, invite.email);
  if (operator) {
    if (!(await verifyPassword(operator.passwordHash, input.Password))) {
      throw fieldError({ Password: { code: 'wrong_password' } }, 'wrong_password');
    }
  } else {
    if (!input.FirstName) throw fieldError({ FirstName: { rule: 'required' } });
    checkPasswordPolicy(input.Password, 'Password');
    operator =
      (await createOperator(
        ctx.db,
        { email: invite.email, firstName: input.FirstName, password: input.Password, preferredLang: operatorLanguage({ preferredLang: invite.lang }) },
        ctx.now,
      )) ?? undefined;
    if (!operator) throw fieldError({ Token: { code: 'invalid_token' } }, 'invalid_token');
  }
  await applyGrants(ctx.db, operator.id, invite.grants, ctx.now);
  const accepted = await ctx.db
    .update(invites)
    .set({ acceptedAt: ctx.now, acceptedBy: operator.id })
    .where(and(eq(invites.id, invite.id), isNull(invites.acceptedAt)))
    .returning({ id: invites.id });
  if (accepted.length === 0) throw fieldError({ Token: { code: 'invalid_token' } }, 'invalid_token');
  const next = await signInAccepted(ctx, operator);
  ctx.audit({ operatorId: operator.id, target: `operator:${operator.id}`, summary: { Email: invite.email, grants: invite.grants, Next: next } });
  return next;
}

/**
 * The invite's token proved the mailbox, as a mailed PIN does, and the password was just typed
 * in this browser: together they are a whole sign-in, so the session opens as login-unlock opens
 * it. An operator whose second step is an authenticator app still owes its code: the mailbox
 * is not that factor, so a login attempt bound to this browser waits for the code instead. A
 * disabled operator is not signed in.
 */
async function signInAccepted(ctx: CallContext, operator: OperatorRow): Promise<InviteNext> {
  if (operator.disabled) return 'sign_in';
  if ((await loginStepOf(ctx.db, operator.id)) === 'totp') {
    await openLoginAttempt(ctx, operator, 'totp');
    return 'totp';
  }
  await openSession(ctx, operator.id);
  return 'signed_in';
}

async function applyGrants(db: Db, operatorId: string, grants: InviteGrant[], now: Date): Promise<void> {
  for (const grant of grants) {
    if (grant.role === 'installation_admin') {
      await db.update(operators).set({ installationAdmin: true, updatedAt: now }).where(eq(operators.id, operatorId));
    } else {
      await grantRole(db, { operatorId, companyId: grant.companyId, role: grant.role, projectIds: grant.projectIds ?? [], formIds: grant.formIds ?? [] }, now);
    }
  }
}
