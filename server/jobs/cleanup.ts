import { lt, or, isNotNull } from 'drizzle-orm';
import { purgeRateLimits } from '../auth/rate-limit.ts';
import { purgeExpiredSessions } from '../auth/sessions.ts';
import type { Db } from '../db/db.ts';
import { loginAttempts, recoveryTokens } from '../db/schema/accounting.ts';
import { invites } from '../db/schema/operators.ts';
import { emailCodes } from '../db/schema/users.ts';
import { removeExpiredUserExports } from '../exports/user-exports.ts';
import { purgeIdempotencyKeys } from '../http/idempotency.ts';
import { FINISHED_MAIL_KEPT_MS, purgeFinishedMail } from '../mail/queue-store.ts';
import { purgeRespondentSessions } from '../respondents/sessions.ts';
import { purgeUnusedAnswerFiles } from '../respondents/unused-files.ts';
import type { Storage } from '../storage/storage.ts';

const DAY = 24 * 3600 * 1000;

/**
 * Removes expired sessions (operators' and registered users'), PINs and codes, links, rate-limit
 * counters, old idempotency answers, the mail queue's week-old
 * rows, the answer files no answer took within a day, and the files of exports of people past their expiry.
 */
export async function cleanup(db: Db, now: Date, storage: Storage): Promise<void> {
  await purgeExpiredSessions(db, now);
  await purgeRespondentSessions(db, now);
  await db.delete(emailCodes).where(lt(emailCodes.expiresAt, now));
  await db.delete(loginAttempts).where(lt(loginAttempts.expiresAt, now));
  await db.delete(recoveryTokens).where(or(lt(recoveryTokens.expiresAt, now), isNotNull(recoveryTokens.usedAt)));
  // Accepted and expired invites stay a month, so "this link was used" can still be told apart from a typo.
  await db.delete(invites).where(lt(invites.expiresAt, new Date(now.getTime() - 30 * DAY)));
  await purgeRateLimits(db, now);
  await purgeIdempotencyKeys(db, now);
  await purgeFinishedMail(db, new Date(now.getTime() - FINISHED_MAIL_KEPT_MS));
  await purgeUnusedAnswerFiles(db, storage, now);
  await removeExpiredUserExports(db, storage, now);
}
