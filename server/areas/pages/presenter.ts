import { jsonEqual } from '../../../contract/json-equal.ts';
import { LANGUAGES } from '../../../contract/languages.ts';
import type { PageEntity, PageTemplate, PageTemplateChoice } from '../../../contract/pages.ts';
import type { pages, pageTemplates } from '../../db/schema/pages.ts';

/** A stored page. */
export type PageRow = typeof pages.$inferSelect;

/** A stored preset. */
export type PageTemplateRow = typeof pageTemplates.$inferSelect;

/** Whether the draft differs from the copy the public reads (a page never published always does). */
export function hasUnpublishedChanges(row: PageRow): boolean {
  if (row.publishedVersion === null) return true;
  return !jsonEqual(row.title, row.publishedTitle) || !jsonEqual(row.description, row.publishedDescription) || !jsonEqual(row.body, row.publishedBody);
}

/** A page as the calls answer it. */
export function pageEntity(row: PageRow): PageEntity {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    home: row.home,
    status: row.status,
    has_unpublished_changes: hasUnpublishedChanges(row),
    position: row.position,
    version: row.version,
    published_version: row.publishedVersion,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A page as the list shows it. */
export function pageListItem(row: PageRow) {
  const entity = pageEntity(row);
  return {
    id: entity.id,
    slug: entity.slug,
    title: entity.title,
    status: entity.status,
    home: entity.home,
    position: entity.position,
    has_unpublished_changes: entity.has_unpublished_changes,
    updated_at: entity.updated_at,
    published_at: entity.published_at,
    version: entity.version,
  };
}

/** A preset as the calls answer it. */
export function templateEntity(row: PageTemplateRow): PageTemplate {
  return { id: row.id, name: row.name, description: row.description, body: row.body, version: row.version, updated_at: row.updatedAt.toISOString() };
}

/** A preset as a project's editors choose it: the languages its document is written in, not the document. */
export function templateChoice(row: PageTemplateRow): PageTemplateChoice {
  const languages = LANGUAGES.filter((lang) => row.body[lang] !== undefined);
  return { id: row.id, name: row.name, description: row.description, languages };
}
