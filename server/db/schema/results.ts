// The version of each form's submissions, set anew by the database itself (triggers on `submissions`,
// written in the migration that made this table) whenever a statement inserts, changes or deletes
// any of them. A server keeps results it computed under the version it read first, and every server
// on the database sees a change at its next read of this one row (server/areas/results/cache.ts).
import { pgTable, uuid } from 'drizzle-orm/pg-core';

/** One row per form whose submissions were written since; a random value, so a version is never met twice. */
export const resultsVersions = pgTable('results_versions', {
  formId: uuid('form_id').primaryKey(),
  version: uuid('version').notNull(),
});
