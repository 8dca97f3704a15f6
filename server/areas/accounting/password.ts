import { and, eq, isNull } from 'drizzle-orm';
import { NewPasswordField } from '../../../contract/fields.ts';
import { DEVICE_COOKIE } from '../../auth/devices.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { deleteOperatorSessions } from '../../auth/sessions.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { operators, recoveryTokens } from '../../db/schema/accounting.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { parseInput } from '../../http/validation.ts';
import { notifyFromCall } from '../../mail/call-mail.ts';
import { findOperatorByEmail, operatorLanguage, setPassword } from '../../auth/operators.ts';

/** A recovery link works this long. */
export const RECOVERY_TTL_MS = 60 * 60 * 1000;

/** Changes the signed-in operator's password; the current one is asked unless the change is forced. */
export async function changePassword(ctx: CallContext, input: { OldPassword?: string; NewPassword: string }): Promise<void> {
  const operator = ctx.session!.operator;
  if (!operator.mustChange) {
    if (!input.OldPassword) throw fieldError({ OldPassword: { rule: 'required' } });
    if (!(await verifyPassword(operator.passwordHash, input.OldPassword))) {
      throw fieldError({ OldPassword: { code: 'wrong_password' } }, 'wrong_password');
    }
  }
  if (await verifyPassword(operator.passwordHash, input.NewPassword)) {
    throw fieldError({ NewPassword: { rule: 'samePassword' } });
  }
  await setPassword(ctx.db, operator.id, input.NewPassword, ctx.now, ctx.cookie(DEVICE_COOKIE));
  // Whoever knew the old password is signed out everywhere else.
  await deleteOperatorSessions(ctx.db, operator.id, ctx.session!.id);
  ctx.audit({ target: `operator:${operator.id}`, summary: { forced: operator.mustChange } });
}

/** Mails a recovery link to a known, enabled operator; says nothing either way. */
export async function startRecovery(ctx: CallContext, input: { Email: string }): Promise<void> {
  const operator = await findOperatorByEmail(ctx.db, input.Email);
  if (!operator || operator.disabled) return;
  await ctx.db.delete(recoveryTokens).where(and(eq(recoveryTokens.operatorId, operator.id), isNull(recoveryTokens.usedAt)));
  const token = newToken();
  await ctx.db.insert(recoveryTokens).values({
    id: hashToken(token),
    operatorId: operator.id,
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + RECOVERY_TTL_MS),
  });
  const link = `${ctx.publicBase}/app/out/recovery/${token}`;
  // Sent after the answer, so the answer's timing does not tell whether the address is known.
  await notifyFromCall(ctx, {
    key: 'operator.recovery',
    to: operator.email,
    lang: operatorLanguage(operator),
    place: {},
    values: { first_name: operator.firstName, link },
  });
  ctx.audit({ operatorId: operator.id, target: `operator:${operator.id}` });
}

/** Sets a new password with a recovery token; the token works once, and every session ends. */
export async function completeRecovery(ctx: CallContext, input: { Token: string; Password: string }): Promise<void> {
  const id = hashToken(input.Token);
  const [row] = await ctx.db
    .select({ token: recoveryTokens, operator: operators })
    .from(recoveryTokens)
    .innerJoin(operators, eq(operators.id, recoveryTokens.operatorId))
    .where(eq(recoveryTokens.id, id))
    .limit(1);
  if (!row || row.token.usedAt || row.token.expiresAt <= ctx.now || row.operator.disabled) {
    throw fieldError({ Token: { code: 'invalid_token' } }, 'invalid_token');
  }
  const used = await ctx.db
    .update(recoveryTokens)
    .set({ usedAt: ctx.now })
    .where(and(eq(recoveryTokens.id, id), isNull(recoveryTokens.usedAt)))
    .returning({ id: recoveryTokens.id });
  if (used.length === 0) throw fieldError({ Token: { code: 'invalid_token' } }, 'invalid_token');
  await setPassword(ctx.db, row.operator.id, input.Password, ctx.now);
  await deleteOperatorSessions(ctx.db, row.operator.id);
  ctx.audit({ operatorId: row.operator.id, target: `operator:${row.operator.id}` });
}

/** Holds a password to the policy, with the field's name in the message. */
export function checkPasswordPolicy(password: string, field: string): void {
  try {
    parseInput(NewPasswordField, password);
  } catch (error) {
    if (error instanceof AppError && error.options.fields?.body) throw fieldError({ [field]: error.options.fields.body });
    throw error;
  }
}
