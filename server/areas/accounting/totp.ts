import crypto from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { LoginStep } from '../../../contract/sign-in.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from '../../auth/recovery-codes.ts';
import { matchTotp, newTotpSecret, otpauthUri, type TotpMatch } from '../../auth/totp.ts';
import type { Db } from '../../db/db.ts';
import { operatorTotp, totpRecoveryCodes } from '../../db/schema/accounting.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';

/** The name authenticator apps show above the operator's address. */
export const TOTP_ISSUER = 'Back office';

/** The error of a code that did not match, by what was wrong with it. */
export const TOTP_ERRORS = { wrong: 'invalid_totp', expired: 'totp_expired', reused: 'totp_reused' } as const;

/** The operator's second sign-in step. */
export async function loginStepOf(db: Db, operatorId: string): Promise<LoginStep> {
  const [row] = await db
    .select({ id: operatorTotp.operatorId })
    .from(operatorTotp)
    .where(and(eq(operatorTotp.operatorId, operatorId), isNotNull(operatorTotp.enabledAt)))
    .limit(1);
  return row ? 'totp' : 'pin';
}

/** The second step and the count of unused recovery codes. */
export async function totpStatus(db: Db, operatorId: string): Promise<{ Method: LoginStep; RecoveryCodesLeft: number }> {
  const [left] = await db
    .select({ n: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.operatorId, operatorId), isNull(totpRecoveryCodes.usedAt)));
  return { Method: await loginStepOf(db, operatorId), RecoveryCodesLeft: left?.n ?? 0 };
}

/**
 * Checks a code of the operator's enabled app and, when it fits, records its step so the
 * same code never works again. Concurrent uses of one code: only one moves the step.
 */
export async function useTotpCode(db: Db, operatorId: string, code: string, now: Date): Promise<TotpMatch['kind']> {
  const [row] = await db
    .select()
    .from(operatorTotp)
    .where(and(eq(operatorTotp.operatorId, operatorId), isNotNull(operatorTotp.enabledAt)))
    .limit(1);
  if (!row) return 'wrong';
  const match = matchTotp(row.secret, code, now, row.lastStep);
  if (match.kind !== 'ok') return match.kind;
  const moved = await db
    .update(operatorTotp)
    .set({ lastStep: match.step })
    .where(and(eq(operatorTotp.operatorId, operatorId), or(isNull(operatorTotp.lastStep), lt(operatorTotp.lastStep, match.step))))
    .returning({ id: operatorTotp.operatorId });
  return moved.length > 0 ? 'ok' : 'reused';
}

/** Spends one unused recovery code of the operator; false when it is wrong or used. */
export async function useRecoveryCode(db: Db, operatorId: string, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(totpRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(totpRecoveryCodes.operatorId, operatorId),
        eq(totpRecoveryCodes.codeHash, hashRecoveryCode(code, operatorId)),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return used.length > 0;
}

/** Starts a set-up: a new secret replaces any earlier unconfirmed one; an enabled app must be turned off first. */
export async function startTotp(ctx: CallContext): Promise<{ Uri: string; Qr: string; Secret: string }> {
  const operator = ctx.session!.operator;
  if ((await loginStepOf(ctx.db, operator.id)) === 'totp') throw new AppError('totp_already_enabled');
  const secret = newTotpSecret();
  await ctx.db
    .insert(operatorTotp)
    .values({ operatorId: operator.id, secret, createdAt: ctx.now })
    .onConflictDoUpdate({ target: operatorTotp.operatorId, set: { secret, createdAt: ctx.now, lastStep: null } });
  const uri = otpauthUri(TOTP_ISSUER, operator.email, secret);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  ctx.audit({ target: `operator:${operator.id}`, summary: {} });
  return { Uri: uri, Qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, Secret: secret };
}

/** Confirms a set-up with a first code: the app is on from now, with a fresh set of recovery codes. */
export async function confirmTotp(ctx: CallContext, code: string): Promise<string[]> {
  const operator = ctx.session!.operator;
  const [row] = await ctx.db.select().from(operatorTotp).where(eq(operatorTotp.operatorId, operator.id)).limit(1);
  if (!row || row.enabledAt) throw new AppError(row ? 'totp_already_enabled' : 'totp_not_started');
  const match = matchTotp(row.secret, code, ctx.now, row.lastStep);
  if (match.kind !== 'ok') throw fieldError({ Code: { code: TOTP_ERRORS[match.kind] } }, TOTP_ERRORS[match.kind]);
  // The confirming code is spent: it cannot open a sign-in right after.
  await ctx.db.update(operatorTotp).set({ enabledAt: ctx.now, lastStep: match.step }).where(eq(operatorTotp.operatorId, operator.id));
  const codes = await replaceRecoveryCodes(ctx);
  ctx.audit({ target: `operator:${operator.id}`, summary: { Method: 'totp' } });
  return codes;
}

/** Turns the app off once the password or a code proves it is the operator; the PIN by email comes back. */
export async function disableTotp(ctx: CallContext, proof: Proof): Promise<void> {
  const operator = ctx.session!.operator;
  await checkProof(ctx, proof);
  await ctx.db.delete(operatorTotp).where(eq(operatorTotp.operatorId, operator.id));
  await ctx.db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.operatorId, operator.id));
  ctx.audit({ target: `operator:${operator.id}`, summary: { Method: 'pin' } });
}

/** Replaces the recovery codes once the password or a code proves it is the operator. */
export async function regenerateRecoveryCodes(ctx: CallContext, proof: Proof): Promise<string[]> {
  await checkProof(ctx, proof);
  const codes = await replaceRecoveryCodes(ctx);
  ctx.audit({ target: `operator:${ctx.session!.operator.id}`, summary: { RecoveryCodes: codes.length } });
  return codes;
}

/** The password or a code of the app, whichever the operator gives. */
export interface Proof {
  Password?: string | undefined;
  Code?: string | undefined;
}

async function checkProof(ctx: CallContext, proof: Proof): Promise<void> {
  const operator = ctx.session!.operator;
  if ((await loginStepOf(ctx.db, operator.id)) !== 'totp') throw new AppError('totp_not_enabled');
  if (proof.Code) {
    const result = await useTotpCode(ctx.db, operator.id, proof.Code, ctx.now);
    if (result !== 'ok') throw fieldError({ Code: { code: TOTP_ERRORS[result] } }, TOTP_ERRORS[result]);
    return;
  }
  if (!proof.Password) throw fieldError({ Password: { rule: 'required' } });
  if (!(await verifyPassword(operator.passwordHash, proof.Password))) {
    throw fieldError({ Password: { code: 'wrong_password' } }, 'wrong_password');
  }
}

async function replaceRecoveryCodes(ctx: CallContext): Promise<string[]> {
  const operatorId = ctx.session!.operator.id;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.operatorId, operatorId));
  await ctx.db.insert(totpRecoveryCodes).values(
    codes.map((code) => ({ id: crypto.randomUUID(), operatorId, codeHash: hashRecoveryCode(code, operatorId), createdAt: ctx.now })),
  );
  return codes;
}
