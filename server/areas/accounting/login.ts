import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { deleteCookie, setCookie } from 'hono/cookie';
import { verifyPassword } from '../../auth/passwords.ts';
import { createSession, deleteSession, writeSessionCookie } from '../../auth/sessions.ts';
import { hashPin, hashToken, newPin, newToken, sameDigest } from '../../auth/tokens.ts';
import { loginAttempts, operators } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { pinMail } from '../../mail/templates.ts';
import { findOperatorByEmail } from './operators.ts';
import { operatorLanguage } from './presenter.ts';

/** A PIN is valid this long after its login-start. */
export const PIN_TTL_MS = 10 * 60 * 1000;
/** Wrong PINs an attempt survives; the next one ends it. */
export const PIN_MAX_TRIES = 5;
/** Binds a PIN to the browser that asked for it. */
export const LOGIN_COOKIE = 'bo_login';
const LOGIN_COOKIE_PATH = '/api/accounting';

/** Checks email and password and mails a PIN; unknown email and wrong password fail alike. */
export async function startLogin(ctx: CallContext, input: { Email: string; Password: string }): Promise<void> {
  const operator = await findOperatorByEmail(ctx.db, input.Email);
  const usable = operator && !operator.disabled ? operator : undefined;
  const valid = await verifyPassword(usable?.passwordHash, input.Password);
  if (!usable || !valid) throw new AppError('invalid_credentials');

  // Only the newest PIN works: a new login-start ends the earlier attempts.
  await ctx.db.delete(loginAttempts).where(eq(loginAttempts.operatorId, usable.id));
  const id = crypto.randomUUID();
  const pin = newPin();
  const binding = newToken();
  await ctx.db.insert(loginAttempts).values({
    id,
    operatorId: usable.id,
    bindingHash: hashToken(binding),
    pinHash: hashPin(pin, id),
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + PIN_TTL_MS),
  });
  await ctx.deps.mailer.send(pinMail(usable.email, operatorLanguage(usable), usable.firstName, pin));
  ctx.onSuccess((c) =>
    setCookie(c, LOGIN_COOKIE, binding, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: ctx.secure,
      path: LOGIN_COOKIE_PATH,
      maxAge: PIN_TTL_MS / 1000,
    }),
  );
  ctx.audit({ operatorId: usable.id, target: `operator:${usable.id}`, summary: { Email: usable.email } });
}

/** Checks the PIN of the caller's login attempt and opens a new session. */
export async function unlockLogin(ctx: CallContext, input: { Email: string; Pin: string }): Promise<void> {
  const binding = ctx.cookie(LOGIN_COOKIE);
  const [row] = await ctx.db
    .select({ attempt: loginAttempts, operator: operators })
    .from(loginAttempts)
    .innerJoin(operators, eq(operators.id, loginAttempts.operatorId))
    .where(eq(operators.email, input.Email))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const attempt = row?.attempt;
  if (
    !row ||
    !attempt ||
    !binding ||
    !sameDigest(attempt.bindingHash, hashToken(binding)) ||
    attempt.consumedAt ||
    attempt.expiresAt <= ctx.now ||
    attempt.tries >= PIN_MAX_TRIES ||
    row.operator.disabled
  ) {
    throw new AppError('pin_expired', { fields: { Pin: { code: 'pin_expired' } } });
  }
  ctx.audit({ operatorId: row.operator.id, target: `operator:${row.operator.id}`, summary: { Email: input.Email } });

  if (!sameDigest(attempt.pinHash, hashPin(input.Pin, attempt.id))) {
    const tries = attempt.tries + 1;
    await ctx.db.update(loginAttempts).set({ tries }).where(eq(loginAttempts.id, attempt.id));
    const code = tries >= PIN_MAX_TRIES ? 'pin_expired' : 'invalid_pin';
    throw new AppError(code, { keepChanges: true, fields: { Pin: { code } } });
  }

  const consumed = await ctx.db
    .update(loginAttempts)
    .set({ consumedAt: ctx.now })
    .where(and(eq(loginAttempts.id, attempt.id), eq(loginAttempts.tries, attempt.tries)))
    .returning({ id: loginAttempts.id });
  if (consumed.length === 0) throw new AppError('pin_expired', { fields: { Pin: { code: 'pin_expired' } } });

  // Rotate: whatever session the browser had before ends; the signed-in one is new.
  if (ctx.session) await deleteSession(ctx.db, ctx.session.id);
  const token = await createSession(ctx.db, row.operator.id, ctx.now, { ip: ctx.ip, userAgent: ctx.userAgent });
  ctx.onSuccess((c) => {
    writeSessionCookie(c, token, ctx.secure);
    deleteCookie(c, LOGIN_COOKIE, { path: LOGIN_COOKIE_PATH, secure: ctx.secure, httpOnly: true, sameSite: 'Lax' });
  });
}
