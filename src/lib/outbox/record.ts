import { isUuid } from '../ids.ts';

/**
 * The record a write targets. Writes to one record replay in the order they were made and
 * queue behind each other; writes to different records do not wait for each other.
 *
 * 1. A body with a UUID `id` targets that record, whatever the path: `admin/companies/save`
 *    and `admin/companies/archive` of one company are one record.
 * 2. A call whose path ends in `create` makes a new record the client cannot name yet, so
 *    each one is a record of its own (named by its Idempotency-Key).
 * 3. Any other write targets what its built path names: `company/<id>/project/<id>/save` is
 *    one project, `admin/installation/theme/save` is the theme. A save without `id` that
 *    creates (a new company) lands here too, so new companies queue behind each other:
 *    more waiting than needed, never a reordering.
 */
export function recordOf(path: string, body: Record<string, unknown>, key: string): string {
  if (isUuid(body.id)) return `id:${body.id.toLowerCase()}`;
  if (path.split('/').at(-1) === 'create') return `new:${key}`;
  return `path:${path}`;
}
