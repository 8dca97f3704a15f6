// The texts of one level: its grid of notifications and languages with where each cell comes
// from, one cell's text and the one below it, saving and removing the level's override, and the
// preview of a cell as the mail it makes.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { levelMayOverride, notificationOf, NOTIFICATIONS, type Notification, type NotificationKey, type NotyLevel } from '../../../contract/notification-catalog.ts';
import type { RichTextDocument } from '../../../contract/rich-text-model.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { notyTexts } from '../../db/schema/notifications.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError } from '../../errors.ts';
import { publicBase } from '../../http/hosts.ts';
import { builtinHash } from '../../mail/builtin-texts.ts';
import { renderNotification, type RenderedNotification } from '../../mail/notification-render.ts';
import { pickText, readOverrides, scopesOf, scopeText, type EffectiveText, type TextRow, type TextScope } from '../../mail/notification-texts.ts';
import { inMail } from '../../rich-text/render.ts';
import { checkText } from './text-checks.ts';
import { sampleValues } from './text-samples.ts';

/** The level a call works at, and the company and project it names. */
export interface TextLevel {
  level: NotyLevel;
  companyId?: string;
  projectId?: string;
}

/** One cell of a level: a notification in a language. */
export interface TextCellRef {
  /** A key of the catalog (the contract checks it). */
  key: string;
  lang: Language;
}

/** A text as the calls answer it. */
export interface TextEntity {
  key: string;
  lang: Language;
  subject: string;
  body: RichTextDocument;
  source: EffectiveText['source'];
  outdated: boolean;
  version: number | null;
  updated_at: string | null;
}

/** The level's owner and the levels below it, the level's own first. */
function scopesAt(at: TextLevel): TextScope[] {
  const place = at.level === 'installation' ? {} : at.level === 'company' ? { companyId: at.companyId } : { companyId: at.companyId, projectId: at.projectId };
  return scopesOf(place);
}

function ownScope(at: TextLevel): string {
  return scopeText(at.level, at.level === 'project' ? at.projectId : at.companyId);
}

/** The notification of a key the level may change, or the refusal naming the key. */
function overridable(key: string, at: TextLevel): Notification & { key: NotificationKey } {
  const notification = notificationOf(key);
  if (!notification || !levelMayOverride(notification, at.level)) {
    throw new AppError('text_level_not_allowed', { fields: { key: { code: 'text_level_not_allowed' } } });
  }
  return notification as Notification & { key: NotificationKey };
}

/** The languages a level's grid shows: a project's own, every one elsewhere. */
async function languagesAt(db: Db, at: TextLevel): Promise<Language[]> {
  if (at.level !== 'project' || !at.projectId) return [...LANGUAGES];
  const [project] = await db.select({ languages: projects.languages }).from(projects).where(eq(projects.id, at.projectId)).limit(1);
  const own = new Set(project?.languages ?? []);
  return LANGUAGES.filter((lang) => own.has(lang));
}

/** The grid: each notification the level may change, in each of its languages, with where its text comes from. */
export async function listTexts(db: Db, at: TextLevel) {
  const scopes = scopesAt(at);
  const rows = await readOverrides(db, scopes);
  const langs = await languagesAt(db, at);
  return NOTIFICATIONS.filter((notification) => levelMayOverride(notification, at.level)).flatMap((notification) =>
    langs.map((lang) => {
      const { source, outdated } = pickText(rows, notification.key, lang, scopes);
      return { key: notification.key, lang, source, outdated };
    }),
  );
}

function present(cell: TextCellRef, text: EffectiveText, own: TextRow | null): TextEntity {
  return {
    key: cell.key,
    lang: cell.lang,
    subject: text.subject,
    body: text.body,
    source: text.source,
    outdated: text.outdated,
    version: own?.version ?? null,
    updated_at: text.row?.updatedAt.toISOString() ?? null,
  };
}

async function ownRow(db: Db, at: TextLevel, cell: TextCellRef): Promise<TextRow | null> {
  const [row] = await db
    .select()
    .from(notyTexts)
    .where(and(eq(notyTexts.scope, ownScope(at)), eq(notyTexts.key, cell.key), eq(notyTexts.lang, cell.lang)))
    .limit(1);
  return row ?? null;
}

/** One cell: the text in effect at the level, and the one it would go back to without the level's override. */
export async function getText(db: Db, at: TextLevel, cell: TextCellRef): Promise<{ entity: TextEntity; inherited: TextEntity }> {
  const { key } = overridable(cell.key, at);
  const scopes = scopesAt(at);
  const rows = await readOverrides(db, scopes, { key, lang: cell.lang });
  const own = rows.find((row) => row.scope === ownScope(at)) ?? null;
  return {
    entity: present(cell, pickText(rows, key, cell.lang, scopes), own),
    inherited: present(cell, pickText(rows, key, cell.lang, scopes.slice(1)), null),
  };
}

function conflict(current: TextEntity): AppError {
  return new AppError('conflict', { extra: { current } });
}

/** What a save writes: a cell's subject and body, at the version of the level's override it was read at. */
export interface TextSaveInput extends TextCellRef {
  subject: string;
  body: RichTextDocument;
  version?: number | undefined;
}

/**
 * Writes the level's override of a cell, over the built-in text of today (its hash is kept). An
 * override read at another version, or one that appeared or went since it was read, is a conflict.
 */
export async function saveText(db: Db, at: TextLevel, input: TextSaveInput, operatorId: string | null, now: Date): Promise<{ before: TextRow | null; entity: TextEntity }> {
  const notification = overridable(input.key, at);
  checkText(notification, input);
  const cell = { key: input.key, lang: input.lang };
  const before = await ownRow(db, at, cell);
  const fields = { subject: input.subject, body: input.body, builtinHash: builtinHash(notification.key, input.lang), updatedBy: operatorId, updatedAt: now };
  if (before) {
    const [saved] =
      input.version === before.version
        ? await db
            .update(notyTexts)
            .set({ ...fields, version: before.version + 1 })
            .where(and(eq(notyTexts.id, before.id), eq(notyTexts.version, before.version)))
            .returning()
        : [];
    if (!saved) throw conflict((await getText(db, at, cell)).entity);
  } else {
    if (input.version !== undefined) throw conflict((await getText(db, at, cell)).entity);
    try {
      await db.insert(notyTexts).values({
        id: crypto.randomUUID(),
        scope: ownScope(at),
        level: at.level,
        companyId: at.level === 'installation' ? null : (at.companyId ?? null),
        projectId: at.level === 'project' ? (at.projectId ?? null) : null,
        key: input.key,
        lang: input.lang,
        ...fields,
        createdAt: now,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'noty_texts_cell_key')) throw conflict((await getText(db, at, cell)).entity);
      throw error;
    }
  }
  return { before, entity: (await getText(db, at, cell)).entity };
}

/** Removes the level's override of a cell, answering it (null when there was none). */
export async function resetText(db: Db, at: TextLevel, cell: TextCellRef): Promise<TextRow | null> {
  overridable(cell.key, at);
  const [removed] = await db
    .delete(notyTexts)
    .where(and(eq(notyTexts.scope, ownScope(at)), eq(notyTexts.key, cell.key), eq(notyTexts.lang, cell.lang)))
    .returning();
  return removed ?? null;
}

/** What a preview shows: a cell, and optionally the unsaved subject and body in place of the text in effect. */
export interface TextPreviewInput extends TextCellRef {
  subject?: string | undefined;
  body?: RichTextDocument | undefined;
}

/** The mail a cell makes with sample values, in its language: from the text in effect, or from the unsaved words given. */
export async function previewText(db: Db, config: Config, at: TextLevel, input: TextPreviewInput): Promise<RenderedNotification> {
  const notification = overridable(input.key, at);
  const cell = { key: notification.key, lang: input.lang };
  const scopes = scopesAt(at);
  const current = pickText(await readOverrides(db, scopes, cell), cell.key, cell.lang, scopes);
  const text = { subject: input.subject ?? current.subject, body: input.body ?? current.body };
  return renderNotification(notification, text, input.lang, sampleValues(notification, input.lang, publicBase(config)), inMail(config));
}
