// A template as the calls answer it.
import type { z } from 'zod';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import type { TemplateEntity, TemplateListItemSchema } from '../../../contract/mail-merge.ts';
import type { mmTemplates } from '../../db/schema/mail-merge.ts';

/** A stored template. */
export type TemplateRow = typeof mmTemplates.$inferSelect;

/** A template as its editor reads it. */
export function templateEntity(row: TemplateRow): TemplateEntity {
  return {
    id: row.id,
    name: row.name,
    sender: row.senderId,
    subject: row.subject,
    body: row.body,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The languages a template has a subject or a body in. */
export function templateLanguages(row: Pick<TemplateRow, 'subject' | 'body'>): Language[] {
  return LANGUAGES.filter((lang) => (row.subject[lang] ?? '').trim() !== '' || row.body[lang] !== undefined);
}

/** A template as the list shows it, with how many campaigns use it. */
export function templateListItem(row: TemplateRow, campaigns: number): z.infer<typeof TemplateListItemSchema> {
  return { id: row.id, name: row.name, languages: templateLanguages(row), campaigns, version: row.version, updated_at: row.updatedAt.toISOString() };
}
