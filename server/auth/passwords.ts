import { hash, verify } from '@node-rs/argon2';
import crypto from 'node:crypto';

// argon2id (the library's default algorithm) with OWASP's 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (an unknown account) it
 * still spends the same time on a dummy hash, so timing does not tell which emails exist.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** A readable random password for a generated first admin: 4 groups of 5 characters. */
export function generatePassword(): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => alphabet[crypto.randomInt(0, alphabet.length)]).join(''),
  );
  return groups.join('-');
}
