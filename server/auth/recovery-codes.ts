import crypto from 'node:crypto';

/** How many recovery codes an operator gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

// No 0/o, 1/l/i: a code copied from paper must read one way only. 31 symbols, 10 of them: about 50 bits.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** A new recovery code, shown as two groups of five: `k7m2q-x9hp4`. */
export function newRecoveryCode(): string {
  const symbols = Array.from({ length: GROUP * 2 }, () => ALPHABET[crypto.randomInt(0, ALPHABET.length)]).join('');
  return `${symbols.slice(0, GROUP)}-${symbols.slice(GROUP)}`;
}

/** The code as typed, reduced to its symbols: case, spaces and hyphens do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** The stored form of a recovery code: a SHA-256 salted with its operator, so a leaked table opens nothing. */
export function hashRecoveryCode(code: string, operatorId: string): string {
  return crypto.createHash('sha256').update(`${operatorId}:${normalizeRecoveryCode(code)}`).digest('hex');
}
