import { and, eq, isNull } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { operators } from '../../db/schema/accounting.ts';
import { invites, type InviteGrant } from '../../db/schema/operators.ts';
import { fieldError } from '../../http/errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { grantRole } from '../../auth/grant-role.ts';
import { createOperator, findOperatorByEmail, operatorLanguage } from '../../auth/operators.ts';
import { checkPasswordPolicy } from './password.ts';

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

/** Accepts an invite: a new operator is created; an existing one proves the password and gets the grants. */
export async function acceptInvite(
  ctx: CallContext,
  input: { Token: string; FirstName?: string; Password: string },
): Promise<void> {
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
  ctx.audit({ operatorId: operator.id, target: `operator:${operator.id}`, summary: { Email: invite.email, grants: invite.grants } });
}

async function applyGrants(db: Db, operatorId: string, grants: InviteGrant[], now: Date): Promise<void> {
  for (const grant of grants) {
    if (grant.role === 'installation_admin') {
      await db.update(operators).set({ installationAdmin: true, updatedAt: now }).where(eq(operators.id, operatorId));
    } else {
      await grantRole(db, { operatorId, companyId: grant.companyId, role: grant.role, projectIds: grant.projectIds ?? [] }, now);
    }
  }
}
