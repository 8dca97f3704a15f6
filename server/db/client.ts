import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sqlRows, type Database, type Db } from './db.ts';
import { vacuumChangedTables } from './maintenance.ts';
import { postgresSignals, processSignals } from './notify.ts';
import { DRIZZLE_PARSERS, leanParsers } from './pglite-parsers.ts';
import { takeTurns } from './pglite-turns.ts';

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
      leanParsers(
        await PGlite.create({
          extensions: { pg_trgm },
          parsers: DRIZZLE_PARSERS,
          ...(target.dataDir ? { dataDir: target.dataDir } : {}),
          ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
        }),
      ),
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
      signals: processSignals(),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  const drizzled = drizzlePg({ client: pool });
  const db = drizzled as unknown as Db;
  const signals = postgresSignals(pool, target.url);
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
    signals,
    async close() {
      await signals.close();
      await pool.end();
    },
  };
}

async function databaseSize(db: Db): Promise<number> {
  const [row] = await sqlRows<{ size: string }>(db, sql`SELECT pg_database_size(current_database())::text AS size`);
  return Number(row?.size ?? 0);
}
