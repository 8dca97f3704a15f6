import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client.ts';
import type { Database, Db } from '../../server/db/db.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';

/** A migrated database for one test file and the way to throw it away. */
export interface TestDatabase {
  database: Database;
  /** Closes the database; on PostgreSQL the file's own database is dropped too. */
  dispose(): Promise<void>;
}

/** The engine the suite runs on: PGlite in memory unless TEST_DB_ENGINE=postgres. */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * Opens and migrates a fresh database: an in-memory PGlite, or on PostgreSQL a
 * database of its own (CREATE DATABASE with a random name), so test files never share rows.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteTemplate() });
    // Already migrated in the template: this only checks that nothing is missing.
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Silently falling back to PGlite would report PostgreSQL runs that never happened.
  if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL (a superuser URL of the cluster)');
  const name = `bo_test_${crypto.randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      await onServer(serverUrl, async (client) => {
        // The pool's connections finish closing after close() resolves; forcing them out earlier
        // makes their client raise an error nobody listens to.
        await waitUntilNoConnections(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

/**
 * A database of its own on the PostgreSQL cluster of TEST_DATABASE_URL, empty (not migrated), for a
 * server started in another process; `drop()` removes it once that server has stopped.
 */
export async function scratchPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL (a superuser URL of the cluster)');
  const name = `bo_test_${crypto.randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(url: string, work: string | ((client: pg.Client) => Promise<void>)): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (typeof work === 'string') await client.query(work);
    else await work(client);
  } finally {
    await client.end();
  }
}

async function waitUntilNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs a query and returns its rows, on either driver. */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer with `rows`; the shared Drizzle type does not say so.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Empties every table of the application, as if the database had just been created. */
export async function emptyAllTables(db: Db): Promise<void> {
  const tables = await queryRows<{ tablename: string }>(db, sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  const list = tables.map((t) => `"${t.tablename}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
}
