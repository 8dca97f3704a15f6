import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contract/languages.ts';
import { forgetDevices } from './devices.ts';
import { hashPassword } from './passwords.ts';
import type { OperatorRow } from './sessions.ts';
import type { Db } from '../db/db.ts';
import { loginAttempts, operators } from '../db/schema/accounting.ts';

/** The operator's language, for mails and messages. */
export function operatorLanguage(row: Pick<OperatorRow, 'preferredLang'>): Language {
  return isLanguage(row.preferredLang) ? row.preferredLang : DEFAULT_LANGUAGE;
}

/** Finds an operator by (lower-cased) email. */
export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  return row;
}

/** What a new operator starts with. */
export interface NewOperator {
  email: string;
  firstName: string;
  password: string;
  preferredLang: Language;
  installationAdmin?: boolean;
  mustChange?: boolean;
}

/** Creates an operator with a hashed password; an existing email is left as it is and null returned. */
export async function createOperator(db: Db, input: NewOperator, now: Date): Promise<OperatorRow | null> {
  const [row] = await db
    .insert(operators)
    .values({
      id: crypto.randomUUID(),
      email: input.email,
      firstName: input.firstName,
      passwordHash: await hashPassword(input.password),
      installationAdmin: input.installationAdmin ?? false,
      mustChange: input.mustChange ?? false,
      preferredLang: input.preferredLang,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: operators.email })
    .returning();
  return row ?? null;
}

/**
 * Sets a new password, clears the must-change flag and bumps the version. Whatever the old
 * password opened goes with it: sign-ins begun with it (their PIN or code no longer works),
 * and the browsers that signed in with it, but the one holding `keepDevice`.
 */
export async function setPassword(db: Db, operatorId: string, password: string, now: Date, keepDevice?: string): Promise<void> {
  const [current] = await db.select({ version: operators.version }).from(operators).where(eq(operators.id, operatorId));
  await db
    .update(operators)
    .set({ passwordHash: await hashPassword(password), mustChange: false, updatedAt: now, version: (current?.version ?? 0) + 1 })
    .where(eq(operators.id, operatorId));
  await db.delete(loginAttempts).where(eq(loginAttempts.operatorId, operatorId));
  await forgetDevices(db, operatorId, keepDevice);
}
