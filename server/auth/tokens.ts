import crypto from 'node:crypto';

/** A new opaque token: 256 random bits, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The stored form of a token: its SHA-256, so a leaked table opens nothing. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new 6-digit PIN, uniformly drawn. */
export function newPin(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a PIN, salted with its login attempt. */
export function hashPin(pin: string, attemptId: string): string {
  return crypto.createHash('sha256').update(`${attemptId}:${pin}`).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** A SHA-256 of any text, hex. */
export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}
