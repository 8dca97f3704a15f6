// A level's senders: who its mails go out as, through which relay, with their SPF verdict.
import crypto from 'node:crypto';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { NOTY_LIMITS, type InstallationSendersSave, type NotyLevel } from '../../../contract/notifications.ts';
import { clearAlert } from '../../alerts/system-alerts.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { notySenders } from '../../db/schema/notifications.ts';
import { AppError, fieldError } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { defaultSenderOf } from '../../mail/senders.ts';
import { sealSmtpPassword, smtpKey, type SenderRow } from '../../mail/senders-smtp.ts';
import { followSpfAlert, relayOf, SAVE_SPF_DEADLINE_MS, senderSpf, SPF_ALERT, withinDeadline, type SpfChecker } from '../../mail/senders-spf.ts';
import { scopeOf } from '../../mail/senders.ts';
import { senderEntity } from './sender-presenter.ts';

/** A level's owner: the installation, a company or a project of a company. */
export interface SenderLevel {
  level: NotyLevel;
  companyId: string | null;
  projectId: string | null;
}

/** What a save writes, whatever the level. */
export type SenderInput = Omit<z.output<typeof InstallationSendersSave.input>, never>;

/** The level of a call's input: its `company` and `project` when it names them. */
export function levelOf(level: NotyLevel, input: object): SenderLevel {
  const { company, project } = input as { company?: string; project?: string };
  return { level, companyId: level === 'installation' ? null : (company ?? null), projectId: level === 'project' ? (project ?? null) : null };
}

const scopeOfLevel = (at: SenderLevel) => scopeOf(at.level, at.level === 'project' ? at.projectId : at.companyId);

/** The level's senders, the default first, then by name. */
export async function listSenders(db: Db, at: SenderLevel): Promise<SenderRow[]> {
  const rows = await db.select().from(notySenders).where(eq(notySenders.scope, scopeOfLevel(at))).orderBy(asc(notySenders.name), asc(notySenders.createdAt));
  return [...rows.filter((row) => row.isDefault), ...rows.filter((row) => !row.isDefault)];
}

/** One of the level's senders, or 404 (another level's sender is not found here). */
export async function getSender(db: Db, at: SenderLevel, id: string): Promise<SenderRow> {
  const [row] = await db
    .select()
    .from(notySenders)
    .where(and(eq(notySenders.id, id), eq(notySenders.scope, scopeOfLevel(at))))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

/** The nearest default sender for a level's mails and where it comes from; null: MAIL_FROM. */
export function effectiveAt(db: Db, at: SenderLevel) {
  return defaultSenderOf(db, { companyId: at.companyId, projectId: at.projectId });
}

type RelayFields = Pick<SenderRow, 'smtpHost' | 'smtpPort' | 'smtpSecure' | 'smtpUser' | 'smtpPasswordSealed'>;

const NO_RELAY: RelayFields = { smtpHost: null, smtpPort: null, smtpSecure: null, smtpUser: null, smtpPasswordSealed: null };

// The relay a save leaves: left out, the stored one; null, none; given, its settings, with the
// password sealed (left out: the stored one kept; empty: removed).
function relayFields(config: Pick<Config, 'secretKey'>, id: string, input: SenderInput, existing: SenderRow | undefined): RelayFields {
  if (input.smtp === undefined) {
    if (!existing) return NO_RELAY;
    const { smtpHost, smtpPort, smtpSecure, smtpUser, smtpPasswordSealed } = existing;
    return { smtpHost, smtpPort, smtpSecure, smtpUser, smtpPasswordSealed };
  }
  if (input.smtp === null) return NO_RELAY;
  const { host, port, secure, user, password } = input.smtp;
  let sealed = existing?.smtpPasswordSealed ?? null;
  if (password === '') sealed = null;
  else if (password !== undefined) {
    const key = smtpKey(config.secretKey);
    if (!key) throw fieldError({ 'smtp.password': { code: 'smtp_password_needs_key' } }, 'smtp_password_needs_key');
    sealed = sealSmtpPassword(key, id, password);
  }
  return { smtpHost: host, smtpPort: port, smtpSecure: secure, smtpUser: user, smtpPasswordSealed: sealed };
}

/** What a save needs of the server: the key that seals passwords, the relay's SPF and how to check it. */
export interface SaveDeps {
  config: Config;
  check: SpfChecker;
}

/**
 * Adds or changes a sender at a level (stale version: 409), reads its domain's SPF, and makes it
 * the level's one default when asked. Answers the sender before and after.
 */
export async function saveSender(db: Db, deps: SaveDeps, at: SenderLevel, input: SenderInput, now: Date): Promise<{ before: SenderRow | null; row: SenderRow }> {
  const existing = input.id ? await getSender(db, at, input.id) : undefined;
  if (existing) checkVersion(existing, input.version, () => senderEntity(existing));
  else await checkRoom(db, at);
  const id = existing?.id ?? crypto.randomUUID();
  const scope = scopeOfLevel(at);
  const relay = relayFields(deps.config, id, input, existing);
  // A verdict about another domain or relay is no previous verdict of this one: its alert ends with it.
  const sameCheck = existing !== undefined && domainOf(existing.fromEmail) === domainOf(input.from_email) && existing.smtpHost === relay.smtpHost;
  if (existing && !sameCheck) await clearAlert(db, SPF_ALERT, existing.id, now);
  const previous = sameCheck ? existing.spf : null;
  const spf = await senderSpf(withinDeadline(deps.check, SAVE_SPF_DEADLINE_MS), relayOf(deps.config, relay.smtpHost), input.from_email, previous, now);
  const isDefault = input.default ?? existing?.isDefault ?? false;
  // One default per level: the one saved as default takes the mark from the other.
  // Its version moves, so a screen that still shows it as the default cannot save the mark back unknowingly.
  if (isDefault) {
    await db
      .update(notySenders)
      .set({ isDefault: false, version: sql`${notySenders.version} + 1`, updatedAt: now })
      .where(and(eq(notySenders.scope, scope), eq(notySenders.isDefault, true), ne(notySenders.id, id)));
  }
  const fields = {
    name: input.name,
    fromEmail: input.from_email,
    fromName: input.from_name,
    replyTo: input.reply_to ?? null,
    isDefault,
    ...relay,
    ...spf,
    updatedAt: now,
  };
  const [row] = existing
    ? await db
        .update(notySenders)
        .set({ ...fields, version: existing.version + 1 })
        .where(and(eq(notySenders.id, existing.id), eq(notySenders.version, existing.version)))
        .returning()
    : await db
        .insert(notySenders)
        .values({ ...fields, id, scope, level: at.level, companyId: at.companyId, projectId: at.projectId, createdAt: now })
        .returning();
  // Another change landed between the read and the write.
  if (!row) throw new AppError('conflict', { extra: { current: senderEntity(await getSender(db, at, id)) } });
  await followSpfAlert(db, row, previous, row.spf, now);
  return { before: existing ?? null, row };
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

async function checkRoom(db: Db, at: SenderLevel): Promise<void> {
  const [row] = await db.select({ n: count() }).from(notySenders).where(eq(notySenders.scope, scopeOfLevel(at)));
  if ((row?.n ?? 0) >= NOTY_LIMITS.senders) throw new AppError('too_many_senders', { args: [NOTY_LIMITS.senders] });
}

/** Removes a sender of a level, and its alert; its queued mails then go through the server's relay. */
export async function deleteSender(db: Db, at: SenderLevel, id: string, now: Date): Promise<SenderRow> {
  const row = await getSender(db, at, id);
  await db.delete(notySenders).where(eq(notySenders.id, row.id));
  await clearAlert(db, SPF_ALERT, row.id, now);
  return row;
}
