// PGlite has no autovacuum: without this upkeep its planner never gets statistics, the trigram
// index's pending entries are never merged, and the companies search reads the whole table.
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { sqlRows, type Database, type Db } from './db.ts';

/** How often PGlite's upkeep looks for tables that changed enough (one cheap query when none did). */
export const UPKEEP_EVERY_MS = 30_000;

/** What the statistics collector and the files say of one table since its last VACUUM and ANALYZE. */
export interface TableActivity {
  table: string;
  /** Rows in the planner's statistics; below 0 when the table was never vacuumed nor analyzed. */
  reltuples: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
  deadRows: number;
  /** The table's pages now, and as its statistics last counted them. */
  pages: number;
  statPages: number;
  /** The same for all its indexes together (a GIN index's pending entries make it grow). */
  indexPages: number;
  indexStatPages: number;
}

// Grown by a tenth and 8 pages since the statistics counted it.
const grown = (now: number, counted: number) => now > counted * 1.1 + 8;

/**
 * The tables due a VACUUM ANALYZE by PostgreSQL's own autovacuum thresholds: never analyzed,
 * 50 + 10% of their rows changed since the last ANALYZE, 1,000 + 20% inserted or 50 + 20% dead
 * since the last VACUUM (which also merges a GIN index's pending list). PGlite forgets these
 * counts when it stops, so a table or its indexes grown by a tenth since they were last counted are due too.
 */
export function tablesDue(activity: TableActivity[]): string[] {
  return activity
    .filter((t) => {
      const rows = Math.max(t.reltuples, 0);
      return (
        t.reltuples < 0 ||
        t.modifiedSinceAnalyze > 50 + 0.1 * rows ||
        t.insertedSinceVacuum > 1000 + 0.2 * rows ||
        t.deadRows > 50 + 0.2 * rows ||
        grown(t.pages, t.statPages) ||
        grown(t.indexPages, t.indexStatPages)
      );
    })
    .map((t) => t.table);
}

/** The activity of the application's tables (those of the current schema). */
export async function tableActivity(db: Db): Promise<TableActivity[]> {
  return sqlRows<TableActivity>(
    db,
    sql`WITH block AS (SELECT current_setting('block_size')::int AS size)
        SELECT s.relname AS "table", c.reltuples::float8 AS reltuples, s.n_mod_since_analyze::int AS "modifiedSinceAnalyze",
          s.n_ins_since_vacuum::int AS "insertedSinceVacuum", s.n_dead_tup::int AS "deadRows",
          (pg_relation_size(c.oid) / block.size)::int AS pages, c.relpages AS "statPages",
          coalesce(sum(pg_relation_size(i.oid)) / block.size, 0)::int AS "indexPages", coalesce(sum(i.relpages), 0)::int AS "indexStatPages"
        FROM pg_stat_user_tables s
          JOIN pg_class c ON c.oid = s.relid
          CROSS JOIN block
          LEFT JOIN pg_index x ON x.indrelid = c.oid
          LEFT JOIN pg_class i ON i.oid = x.indexrelid
        WHERE s.schemaname = current_schema()
        GROUP BY s.relname, c.oid, c.reltuples, c.relpages, s.n_mod_since_analyze, s.n_ins_since_vacuum, s.n_dead_tup, block.size`,
  );
}

async function vacuumAnalyze(db: Db, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  const list = sql.join(
    tables.map((table) => sql.identifier(table)),
    sql`, `,
  );
  await db.execute(sql`VACUUM (ANALYZE) ${list}`);
}

/**
 * Brings the planner's statistics of these tables up to date and merges their indexes' pending
 * entries (VACUUM ANALYZE). Call it after a bulk write (an import, the demo data), once its
 * transaction has committed: VACUUM cannot run inside one. On PostgreSQL it spares the wait for autovacuum.
 */
export async function refreshStatistics(db: Db, tables: PgTable[]): Promise<void> {
  await vacuumAnalyze(
    db,
    tables.map((table) => getTableName(table)),
  );
}

/** VACUUM ANALYZE of the tables due one (see `tablesDue`); returns their names. */
export async function vacuumChangedTables(db: Db): Promise<string[]> {
  const due = tablesDue(await tableActivity(db));
  await vacuumAnalyze(db, due);
  return due;
}

/**
 * On PGlite, looks every `everyMs` for tables that changed enough and vacuums them, as
 * autovacuum does on PostgreSQL (where the database is returned as it is). The returned
 * database stops the upkeep before it closes.
 */
export function keepStatisticsFresh(database: Database, onError: (error: unknown) => void, everyMs = UPKEEP_EVERY_MS): Database {
  if (database.kind !== 'pglite') return database;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A VACUUM longer than the period is not started again under itself.
    running ??= vacuumChangedTables(database.db)
      .catch(onError)
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return {
    ...database,
    async close() {
      clearInterval(timer);
      await running;
      await database.close();
    },
  };
}
