import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { deleteCookie, setCookie } from 'hono/cookie';
import { DEVICE_COOKIE, knownDevice, rememberDevice, writeDeviceCookie } from '../../auth/devices.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { countHit } from '../../auth/rate-limit.ts';
import { createSession, deleteSession, writeSessionCookie, type OperatorRow } from '../../auth/sessions.ts';
import { hashPin, hashToken, newPin, newToken, sameDigest } from '../../auth/tokens.ts';
import { loginAttempts, operators } from '../../db/schema/accounting.ts';
import type { LoginStep } from '../../../contract/sign-in.ts';
import type { ErrorCode } from '../../../contract/endpoints.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { notifyFromCall } from '../../mail/call-mail.ts';
import { QUARTER_HOUR } from './limits.ts';
import { findOperatorByEmail, operatorLanguage } from '../../auth/operators.ts';
import { loginStepOf, TOTP_ERRORS, useRecoveryCode, useTotpCode } from './totp.ts';

/** A PIN is valid this long after its login-start. */
export const PIN_TTL_MS = 10 * 60 * 1000;
/** Wrong PINs an attempt survives; the next one ends it. */
export const PIN_MAX_TRIES = 5;
/** Binds a PIN to the browser that asked for it. */
export const LOGIN_COOKIE = 'bo_login';
const LOGIN_COOKIE_PATH = '/api/accounting';
/** Wrong passwords from browsers the account does not know, within a quarter hour, at which the owner is told by mail. */
export const FAILURE_ALERT_AT = 10;

/**
 * Checks email and password and opens a login attempt bound to this browser. For the PIN
 * step it mails a PIN; for the authenticator app's step it sends nothing. Unknown email
 * and wrong password fail alike.
 */
export async function startLogin(ctx: CallContext, input: { Email: string; Password: string }): Promise<LoginStep> {
  const operator = await findOperatorByEmail(ctx.db, input.Email);
  const usable = operator && !operator.disabled ? operator : undefined;
  const valid = await verifyPassword(usable?.passwordHash, input.Password);
  if (!usable || !valid) {
    await countStrangerFailure(ctx, input.Email, usable);
    // Kept: the count must survive the refusal.
    throw new AppError('invalid_credentials', { keepChanges: true });
  }

  const step = await loginStepOf(ctx.db, usable.id);
  await openLoginAttempt(ctx, usable, step);
  ctx.audit({ operatorId: usable.id, target: `operator:${usable.id}`, summary: { Email: usable.email, Step: step } });
  return step;
}

/**
 * Opens the second step of a sign-in for an operator whose password was just proved, bound to
 * this browser: the PIN step mails a PIN; the authenticator app's step sends nothing. Only the
 * newest attempt works: the earlier ones end.
 */
export async function openLoginAttempt(ctx: CallContext, operator: OperatorRow, step: LoginStep): Promise<void> {
  await ctx.db.delete(loginAttempts).where(eq(loginAttempts.operatorId, operator.id));
  const id = crypto.randomUUID();
  const pin = newPin();
  const binding = newToken();
  await ctx.db.insert(loginAttempts).values({
    id,
    operatorId: operator.id,
    bindingHash: hashToken(binding),
    // An app's attempt keeps the hash of a secret nobody is told, so no PIN can ever match it.
    pinHash: hashPin(step === 'pin' ? pin : newToken(), id),
    method: step,
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + PIN_TTL_MS),
  });
  if (step === 'pin') {
    await notifyFromCall(ctx, {
      key: 'operator.pin',
      to: operator.email,
      lang: operatorLanguage(operator),
      place: {},
      values: { first_name: operator.firstName, pin },
    });
  }
  ctx.onSuccess((c) =>
    setCookie(c, LOGIN_COOKIE, binding, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: ctx.secure,
      path: LOGIN_COOKIE_PATH,
      maxAge: PIN_TTL_MS / 1000,
    }),
  );
}

/**
 * Counts a wrong password from a browser the account does not know, and past the threshold tells
 * the owner, once per window. Unknown addresses are counted alike and the mail leaves after the
 * answer, so neither the answer nor its timing tells whether the address is registered.
 */
async function countStrangerFailure(ctx: CallContext, email: string, operator: OperatorRow | undefined): Promise<void> {
  if (await knownDevice(ctx.db, ctx.cookie(DEVICE_COOKIE), email, ctx.now)) return;
  const { hits } = await countHit(ctx.db, `login-failures:${email}`, QUARTER_HOUR, ctx.now);
  if (hits !== FAILURE_ALERT_AT || !operator) return;
  await notifyFromCall(ctx, {
    key: 'operator.login_alert',
    to: operator.email,
    lang: operatorLanguage(operator),
    place: {},
    values: { first_name: operator.firstName, failures: String(hits) },
  });
}

/** What the second step may carry: the PIN or the app's code in `Pin`, or a recovery code. */
export interface UnlockInput {
  Email: string;
  Pin?: string | undefined;
  RecoveryCode?: string | undefined;
}

type Attempt = typeof loginAttempts.$inferSelect;

/** Checks the second step of the caller's login attempt (PIN, app code or recovery code) and opens a new session. */
export async function unlockLogin(ctx: CallContext, input: UnlockInput): Promise<void> {
  const binding = ctx.cookie(LOGIN_COOKIE);
  const [row] = await ctx.db
    .select({ attempt: loginAttempts, operator: operators })
    .from(loginAttempts)
    .innerJoin(operators, eq(operators.id, loginAttempts.operatorId))
    .where(eq(operators.email, input.Email))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const attempt = row?.attempt;
  const bound = attempt !== undefined && binding !== undefined && sameDigest(attempt.bindingHash, hashToken(binding));
  // Only the browser that typed the password learns that the operator uses an app.
  const field = bound && attempt.method === 'totp' && input.RecoveryCode ? 'RecoveryCode' : 'Pin';
  const expired = (keepChanges = false) => {
    const code = bound && attempt.method === 'totp' ? 'login_expired' : 'pin_expired';
    return new AppError(code, { keepChanges, fields: { [field]: { code } } });
  };
  if (
    !row ||
    !attempt ||
    !bound ||
    attempt.consumedAt ||
    attempt.expiresAt <= ctx.now ||
    attempt.tries >= PIN_MAX_TRIES ||
    row.operator.disabled
  ) {
    throw expired();
  }
  const usesRecovery = attempt.method === 'totp' && Boolean(input.RecoveryCode);
  ctx.audit({
    operatorId: row.operator.id,
    target: `operator:${row.operator.id}`,
    summary: { Email: input.Email, Step: usesRecovery ? 'recovery' : attempt.method },
  });

  const problem = await secondStepProblem(ctx, attempt, input);
  if (problem) {
    const tries = attempt.tries + 1;
    await ctx.db.update(loginAttempts).set({ tries }).where(eq(loginAttempts.id, attempt.id));
    if (tries >= PIN_MAX_TRIES) throw expired(true);
    throw new AppError(problem, { keepChanges: true, fields: { [field]: { code: problem } } });
  }

  const consumed = await ctx.db
    .update(loginAttempts)
    .set({ consumedAt: ctx.now })
    .where(and(eq(loginAttempts.id, attempt.id), eq(loginAttempts.tries, attempt.tries)))
    .returning({ id: loginAttempts.id });
  if (consumed.length === 0) throw expired();

  await openSession(ctx, row.operator.id);
  ctx.onSuccess((c) => deleteCookie(c, LOGIN_COOKIE, { path: LOGIN_COOKIE_PATH, secure: ctx.secure, httpOnly: true, sameSite: 'Lax' }));
}

/**
 * Signs this browser in as the operator, as every sign-in does: the session it had before ends
 * and a new one opens (`__Host-` cookie over HTTPS), and the browser becomes one the account knows.
 */
export async function openSession(ctx: CallContext, operatorId: string): Promise<void> {
  // Rotate: whatever session the browser had before ends; the signed-in one is new.
  if (ctx.session) await deleteSession(ctx.db, ctx.session.id);
  const token = await createSession(ctx.db, operatorId, ctx.now, { ip: ctx.ip, userAgent: ctx.userAgent });
  // From now on this browser is the owner's: strangers' failures never hold it back.
  const device = await rememberDevice(ctx.db, operatorId, ctx.cookie(DEVICE_COOKIE), ctx.now);
  ctx.onSuccess((c) => {
    writeSessionCookie(c, token, ctx.secure);
    writeDeviceCookie(c, device, ctx.secure);
  });
}

// What is wrong with the answer to the second step, as an error code; null when it opens the session.
async function secondStepProblem(ctx: CallContext, attempt: Attempt, input: UnlockInput): Promise<ErrorCode | null> {
  if (attempt.method === 'totp' && input.RecoveryCode) {
    return (await useRecoveryCode(ctx.db, attempt.operatorId, input.RecoveryCode, ctx.now)) ? null : 'invalid_recovery_code';
  }
  if (!input.Pin) throw fieldError({ Pin: { rule: 'required' } });
  if (attempt.method === 'pin') return sameDigest(attempt.pinHash, hashPin(input.Pin, attempt.id)) ? null : 'invalid_pin';
  const result = await useTotpCode(ctx.db, attempt.operatorId, input.Pin, ctx.now);
  return result === 'ok' ? null : TOTP_ERRORS[result];
}
