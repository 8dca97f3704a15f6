import type { Db } from './db.ts';

// Statements built once per database (or transaction) object and kept prepared: named statements on
// PostgreSQL, parsed once per connection; Drizzle no longer builds the same SQL at every call.
const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query prepared once per database under `name` (its values are `sql.placeholder`s): the hot
 * queries (the session of every request, the grants, the companies list) are built a single time.
 */
export function prepared<P>(db: Db, name: string, build: (db: Db) => P): P {
  let statements = preparedByDb.get(db);
  if (!statements) preparedByDb.set(db, (statements = new Map()));
  let statement = statements.get(name) as P | undefined;
  if (statement === undefined) statements.set(name, (statement = build(db)));
  return statement;
}
