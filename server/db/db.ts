import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Signals } from './notify.ts';

/** The Drizzle database, whichever engine is behind it (tables are imported from schema/, one file per area). */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The database engine in use. */
export type DbKind = 'pglite' | 'postgres';

/** An open database with its engine and a way to close it. */
export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies the committed migrations that are not applied yet, then brings the planner's statistics up to date. */
  migrate(): Promise<void>;
  /** The size of the database in bytes. */
  sizeBytes(): Promise<number>;
  /** News between the servers of this database (work queued, a cached thing changed). */
  signals: Signals;
  close(): Promise<void>;
}

/**
 * The rows of a raw SQL query, typed by the caller: both drivers answer with `rows`, which the
 * shared Drizzle type does not say, so the one cast lives here.
 */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Runs work in one transaction, handed to it as a `Db` like any other (Drizzle types a transaction apart). */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
