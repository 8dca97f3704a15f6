// The unsubscribe link of a campaign's mail: a token naming the ledger row it was sent for, signed
// by the server, so nobody can unsubscribe someone else by guessing; and who unsubscribed from a
// project's campaigns, kept as a keyed hash of the address only.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { mmUnsubscribes } from '../../db/schema/mail-merge.ts';
import type { AppDeps } from '../../deps.ts';
import { serverKey } from '../../http/idempotency.ts';
import { derivedKey } from '../../mail/sealed.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(key: Buffer, recipientId: string): string {
  return crypto.createHmac('sha256', key).update(`unsubscribe:${recipientId}`).digest('base64url');
}

/** `<recipientId>.<mac>`: HMAC-SHA256 under derivedKey(SECRET_KEY or the server key, 'mail-merge-unsubscribe'), base64url. */
export function unsubscribeToken(key: Buffer, recipientId: string): string {
  const id = recipientId.toLowerCase();
  return `${id}.${mac(key, id)}`;
}

/** The recipient id a token names, or null when it is forged. */
export function readUnsubscribeToken(key: Buffer, token: string): string | null {
  const [id, given, ...rest] = token.split('.');
  if (!id || !given || rest.length > 0 || !UUID.test(id)) return null;
  const expected = Buffer.from(mac(key, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? id : null;
}

/** The key of unsubscribe tokens and address hashes (read once per process; never inside a transaction on PGlite). */
export async function unsubscribeKey(deps: AppDeps): Promise<Buffer> {
  return unsubscribeKeyOf(await serverKey(deps.database.db, deps.config.secretKey));
}

/** The unsubscribe key derived from the server's key. */
export function unsubscribeKeyOf(server: Buffer): Buffer {
  return derivedKey(server, 'mail-merge-unsubscribe');
}

/**
 * The visible link (the public page `/p/<company-slug>/<project-slug>/unsubscribe/<token>`) and the
 * one-click address (`/api/mail-merge/unsubscribe/<token>`, POST `List-Unsubscribe=One-Click`),
 * both on the configured public origin.
 */
export function unsubscribeLinks(origin: string, site: { company: string; project: string }, token: string): { page: string; oneClick: string } {
  const segment = encodeURIComponent;
  return {
    page: `${origin}/p/${segment(site.company)}/${segment(site.project)}/unsubscribe/${segment(token)}`,
    oneClick: `${origin}/api/mail-merge/unsubscribe/${segment(token)}`,
  };
}

/** A keyed hash of a lower-cased address (the unsubscribes table keeps no address). */
export function emailHash(key: Buffer, email: string): string {
  return crypto.createHmac('sha256', key).update(`email:${email.trim().toLowerCase()}`).digest('base64url');
}

/** The addresses among `emails` that unsubscribed from the project's campaigns. */
export async function unsubscribedAmong(db: Db, key: Buffer, projectId: string, emails: readonly string[]): Promise<Set<string>> {
  const byHash = new Map(emails.map((email) => [emailHash(key, email), email]));
  const found = new Set<string>();
  const hashes = [...byHash.keys()];
  for (let at = 0; at < hashes.length; at += 5000) {
    const rows = await db
      .select({ hash: mmUnsubscribes.emailHash })
      .from(mmUnsubscribes)
      .where(and(eq(mmUnsubscribes.projectId, projectId), inArray(mmUnsubscribes.emailHash, hashes.slice(at, at + 5000))));
    for (const row of rows) found.add(byHash.get(row.hash)!);
  }
  return found;
}

/** Unsubscribes an address from the project's campaigns (once: a second time changes nothing). */
export async function unsubscribe(db: Db, key: Buffer, projectId: string, email: string, campaignId: string | null, now: Date): Promise<void> {
  await db.insert(mmUnsubscribes).values({ projectId, emailHash: emailHash(key, email), campaignId, createdAt: now }).onConflictDoNothing();
}

/** Subscribes an address again to the project's campaigns. */
export async function subscribeAgain(db: Db, key: Buffer, projectId: string, email: string): Promise<void> {
  await db.delete(mmUnsubscribes).where(and(eq(mmUnsubscribes.projectId, projectId), eq(mmUnsubscribes.emailHash, emailHash(key, email))));
}

/** Whether an address unsubscribed from the project's campaigns. */
export async function isUnsubscribed(db: Db, key: Buffer, projectId: string, email: string): Promise<boolean> {
  return (await unsubscribedAmong(db, key, projectId, [email])).size > 0;
}

/** An address partly hidden, as the unsubscribe page shows it: `j***@example.org`. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
