// Which text a notification is sent with: the project's override, else its company's, else the
// installation's, else the built-in one; and whether that override was written over a built-in
// text that has changed since.
import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../contract/languages.ts';
import type { NotificationKey, NotyLevel, TextSource } from '../../contract/notification-catalog.ts';
import type { Db } from '../db/db.ts';
import { notyTexts } from '../db/schema/notifications.ts';
import { builtinHash, builtinText, type NotificationText } from './builtin-texts.ts';
import type { NotyPlace } from './senders.ts';

/** One level's owner: the level and its `scope` text as the tables key it. */
export interface TextScope {
  level: NotyLevel;
  scope: string;
}

/** A stored override as the chain reads it. */
export type TextRow = typeof notyTexts.$inferSelect;

/** The text in effect: its words, where they come from, and the override's own state when there is one. */
export interface EffectiveText extends NotificationText {
  source: TextSource;
  outdated: boolean;
  /** The override in effect; null for the built-in text. */
  row: TextRow | null;
}

/** The scope text of a level's owner: `installation`, `company:<id>`, `project:<id>`. */
export function scopeText(level: NotyLevel, id?: string | null): string {
  return level === 'installation' ? 'installation' : `${level}:${id ?? ''}`;
}

/** The levels a place's texts come from, the nearest first: its project, its company, the installation. */
export function scopesOf(place: NotyPlace): TextScope[] {
  const scopes: TextScope[] = [];
  if (place.projectId) scopes.push({ level: 'project', scope: scopeText('project', place.projectId) });
  if (place.companyId) scopes.push({ level: 'company', scope: scopeText('company', place.companyId) });
  scopes.push({ level: 'installation', scope: 'installation' });
  return scopes;
}

/** Whether an override was written over a built-in text other than today's. */
export function isOutdated(row: Pick<TextRow, 'key' | 'lang' | 'builtinHash'>): boolean {
  return row.builtinHash !== builtinHash(row.key as NotificationKey, row.lang as Language);
}

/** The text in effect from stored overrides already read: the first scope's that has one, else the built-in. */
export function pickText(rows: readonly TextRow[], key: NotificationKey, lang: Language, scopes: readonly TextScope[]): EffectiveText {
  for (const { level, scope } of scopes) {
    const row = rows.find((candidate) => candidate.scope === scope && candidate.key === key && candidate.lang === lang);
    if (row) return { subject: row.subject, body: row.body, source: level, outdated: isOutdated(row), row };
  }
  return { ...builtinText(key, lang), source: 'builtin', outdated: false, row: null };
}

/** The stored overrides of these scopes, of one notification and language or of all of them. */
export async function readOverrides(db: Db, scopes: readonly TextScope[], cell?: { key: NotificationKey; lang: Language }): Promise<TextRow[]> {
  if (scopes.length === 0) return [];
  const inScopes = inArray(
    notyTexts.scope,
    scopes.map((entry) => entry.scope),
  );
  return db
    .select()
    .from(notyTexts)
    .where(cell ? and(inScopes, eq(notyTexts.key, cell.key), eq(notyTexts.lang, cell.lang)) : inScopes);
}

/** The text in effect for a notification in a language at a place: nearest override first, built-in last. */
export async function effectiveText(db: Db, key: NotificationKey, lang: Language, place: NotyPlace): Promise<EffectiveText> {
  const scopes = scopesOf(place);
  return pickText(await readOverrides(db, scopes, { key, lang }), key, lang, scopes);
}
