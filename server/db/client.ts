import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { vacuumChangedTables } from './maintenance.ts';
import { takeTurns } from './pglite-turns.ts';

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
  close(): Promise<void>;
}

/**
 * Where to open a database: PGlite in a directory (or in memory, optionally started from a
 * dump of another PGlite), or PostgreSQL by URL.
 */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Several servers may start at once on one PostgreSQL: one of them migrates, the others wait.
const MIGRATION_LOCK_ID = 727_001;

/** Opens the database; migrations are applied by `migrate()`. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    const client = takeTurns(
      await PGlite.create({
        extensions: { pg_trgm },
        ...(target.dataDir ? { dataDir: target.dataDir } : {}),
        ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      }),
    );
    const db = drizzlePglite({ client }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: async () => {
        await migratePglite(drizzlePglite({ client }), { migrationsFolder });
        await vacuumChangedTables(db);
      },
      sizeBytes: () => databaseSize(db),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  const drizzled = drizzlePg({ client: pool });
  const db = drizzled as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzled, { migrationsFolder });
        // New tables have no statistics until autovacuum comes by; one server does it while the others wait.
        await vacuumChangedTables(db);
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        connection.release();
      }
    },
    sizeBytes: () => databaseSize(db),
    close: () => pool.end(),
  };
}

async function databaseSize(db: Db): Promise<number> {
  // Both drivers answer with `rows`; the shared Drizzle type does not say so.
  const result = (await db.execute(sql`SELECT pg_database_size(current_database())::text AS size`)) as unknown as {
    rows: Array<{ size: string }>;
  };
  return Number(result.rows[0]?.size ?? 0);
}
