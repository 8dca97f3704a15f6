import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/db.ts';
import { mmCampaigns, mmRecipients } from '../../server/db/schema/mail-merge.ts';
import { registeredUsers } from '../../server/db/schema/users.ts';

/** One of the people a sending test writes to. */
export interface Person {
  email: string;
  firstName: string;
  /** Their own language ('' when they told none: the project's default, Italian, applies). */
  lang: '' | 'it' | 'en';
}

/** `count` people: a third Italian, a third English, a third who told no language. */
export function people(count: number, prefix = 'p'): Person[] {
  const langs = ['it', 'en', ''] as const;
  return Array.from({ length: count }, (_, i) => ({ email: `${prefix}${String(i).padStart(5, '0')}@example.org`, firstName: `Name${i}`, lang: langs[i % 3]! }));
}

/** Registers the people with the project directly. */
export async function registerPeople(db: Db, scope: { company: string; project: string }, list: readonly Person[], now: Date): Promise<void> {
  for (let start = 0; start < list.length; start += 1_000) {
    await db.insert(registeredUsers).values(
      list.slice(start, start + 1_000).map((who) => ({
        id: crypto.randomUUID(),
        companyId: scope.company,
        projectId: scope.project,
        email: who.email,
        firstName: who.firstName,
        lastName: 'Tester',
        preferredLang: who.lang,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
}

/** The subject a person's mail must have: the test template's, in their language or the project's Italian. */
export function expectedSubject(who: Person): string {
  return who.lang === 'en' ? `Hello ${who.firstName}` : `Ciao ${who.firstName}`;
}

/** A campaign's row as stored. */
export async function campaignRow(db: Db, id: string) {
  const [row] = await db.select().from(mmCampaigns).where(eq(mmCampaigns.id, id));
  return row!;
}

/** A campaign's ledger, by position. */
export function ledger(db: Db, campaignId: string) {
  return db.select().from(mmRecipients).where(eq(mmRecipients.campaignId, campaignId)).orderBy(mmRecipients.position);
}

/** How many rows of the ledger have been handed to the mail queue. */
export async function handedCount(db: Db, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mmRecipients)
    .where(sql`${mmRecipients.campaignId} = ${campaignId} AND ${mmRecipients.mailId} IS NOT NULL`);
  return Number(row?.n ?? 0);
}

/** A header of a raw message, unfolded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** A raw message's body with its quoted-printable soft breaks and escapes undone. */
export function bodyOf(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
