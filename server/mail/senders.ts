// Who a project's or a company's mails go out as: the nearest level's default sender, else the
// server's own MAIL_FROM.
import { and, eq, inArray } from 'drizzle-orm';
import type { NotyLevel, SenderSource } from '../../contract/notification-catalog.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { notySenders } from '../db/schema/notifications.ts';
import { projects } from '../db/schema/projects.ts';
import type { SenderRow } from './senders-smtp.ts';

/** The place a mail is about: none for the operators' own mails. */
export interface NotyPlace {
  companyId?: string | null;
  projectId?: string | null;
}

/** The sender in effect for a place, as the queue takes it. */
export interface ResolvedSender {
  /** The sender's id (its relay sends the mail when it has one); null for MAIL_FROM. */
  id: string | null;
  source: SenderSource;
  /** The From header: `"Name" <address>`. */
  from: string;
  replyTo: string | null;
}

/** A level's owner as `noty_senders.scope` and `noty_texts.scope` write it. */
export function scopeOf(level: NotyLevel, id?: string | null): string {
  return level === 'installation' ? 'installation' : `${level}:${id ?? ''}`;
}

/** The From header of a name and an address: the address alone without a name. */
export function fromHeader(name: string, email: string): string {
  if (name === '') return email;
  return `"${name.replace(/[\\"]/g, (c) => `\\${c}`)}" <${email}>`;
}

/** MAIL_FROM's name and address (`Back office <no-reply@example.com>`, or an address alone). */
export function mailFromParts(mailFrom: string): { name: string; email: string } {
  const match = /^\s*"?(.*?)"?\s*<([^<>]+)>\s*$/.exec(mailFrom);
  if (!match) return { name: '', email: mailFrom.trim() };
  return { name: (match[1] ?? '').replace(/\\(.)/g, '$1').trim(), email: (match[2] ?? '').trim() };
}

/** The levels a place's mails look at for a default sender, the nearest first. */
async function scopesOf(db: Db, place: NotyPlace): Promise<Array<{ scope: string; level: NotyLevel }>> {
  let companyId = place.companyId ?? null;
  if (place.projectId && !companyId) {
    const [project] = await db.select({ companyId: projects.companyId }).from(projects).where(eq(projects.id, place.projectId)).limit(1);
    companyId = project?.companyId ?? null;
  }
  return [
    ...(place.projectId ? [{ scope: scopeOf('project', place.projectId), level: 'project' as const }] : []),
    ...(companyId ? [{ scope: scopeOf('company', companyId), level: 'company' as const }] : []),
    { scope: scopeOf('installation'), level: 'installation' as const },
  ];
}

/** The nearest level's default sender for a place, and that level; null when no level has one. */
export async function defaultSenderOf(db: Db, place: NotyPlace): Promise<{ row: SenderRow; level: NotyLevel } | null> {
  const scopes = await scopesOf(db, place);
  const rows = await db
    .select()
    .from(notySenders)
    .where(and(eq(notySenders.isDefault, true), inArray(notySenders.scope, scopes.map((s) => s.scope))));
  for (const { scope, level } of scopes) {
    const row = rows.find((candidate) => candidate.scope === scope);
    if (row) return { row, level };
  }
  return null;
}

/**
 * The sender in effect for a place: the project's default, else its company's, else the
 * installation's, else MAIL_FROM. The operators' own mails (no place) start at the installation.
 */
export async function effectiveSender(db: Db, config: Pick<Config, 'mailFrom'>, place: NotyPlace): Promise<ResolvedSender> {
  const found = await defaultSenderOf(db, place);
  if (!found) return { id: null, source: 'environment', from: config.mailFrom, replyTo: null };
  const { row, level } = found;
  return { id: row.id, source: level, from: fromHeader(row.fromName, row.fromEmail), replyTo: row.replyTo };
}
