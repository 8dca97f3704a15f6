import crypto from 'node:crypto';

/** Seconds one code lasts (RFC 6238's default, what every authenticator app uses). */
export const TOTP_PERIOD_SECONDS = 30;
/** Digits of a code. */
export const TOTP_DIGITS = 6;
/** Steps before and after the current one that are still accepted: a phone's clock may be a little off. */
export const TOTP_WINDOW = 1;
// How far back a code is still recognised, to say "expired" rather than "wrong".
const RECOGNISED_STEPS = 10;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth:// URIs carry secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (any case, spaces and padding ignored); throws on a character outside the alphabet. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 text');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 160 random bits (RFC 4226's recommended length for SHA-1), base32. */
export function newTotpSecret(): string {
  return base32Encode(crypto.randomBytes(20));
}

/** HOTP (RFC 4226) with HMAC-SHA-1: the code of one counter value. */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of an instant (RFC 6238: T0 = 0, 30 seconds). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** TOTP (RFC 6238, SHA-1): the code a base32 secret shows at an instant. */
export function totpCode(secret: string, at: Date, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), totpStep(at), digits);
}

/** What a typed code is worth: usable at `step`, used already, too old, or no code of this secret. */
export type TotpMatch = { kind: 'ok'; step: number } | { kind: 'reused' } | { kind: 'expired' } | { kind: 'wrong' };

/**
 * Checks a code against the current step ± the window. A code of a step at or before
 * `lastStep` was used already and never works again, so a code seen over a shoulder
 * or replayed from a log opens nothing.
 */
export function matchTotp(secret: string, code: string, at: Date, lastStep: number | null): TotpMatch {
  const key = base32Decode(secret);
  const now = totpStep(at);
  const typed = Buffer.from(code);
  // Newest first, so a code that fits a fresh step is not taken for an old one.
  for (let step = now + TOTP_WINDOW; step >= now - RECOGNISED_STEPS; step--) {
    const expected = Buffer.from(hotp(key, step));
    if (expected.length !== typed.length || !crypto.timingSafeEqual(expected, typed)) continue;
    if (step < now - TOTP_WINDOW) return { kind: 'expired' };
    if (lastStep !== null && step <= lastStep) return { kind: 'reused' };
    return { kind: 'ok', step };
  }
  return { kind: 'wrong' };
}

/** The otpauth:// URI an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
