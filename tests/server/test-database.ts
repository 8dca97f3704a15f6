import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client.ts';
import type { Database, Db } from '../../server/db/db.ts';
import { migrationsHash } from './migrations-hash.ts';
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
 * Opens a fresh migrated database: an in-memory PGlite loaded from a migrated dump, or on PostgreSQL a
 * database of its own copied from a migrated template (CREATE DATABASE with a random name), so test files never share rows.
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
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${await migratedPostgresTemplate(serverUrl)}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 4 });
  // Already migrated in the template: this only checks that nothing is missing.
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

// Held while one test process makes the template; the others wait and then find it made.
const TEMPLATE_LOCK_ID = 727_002;

/**
 * The name of a migrated database on the cluster that every test file's database is copied from
 * (CREATE DATABASE … TEMPLATE costs a fraction of the 22 migrations). Named after the migrations,
 * made once per cluster by whichever test process comes first; marked a template only once complete.
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `bo_template_${migrationsHash()}`;
  await onServer(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      const made = await client.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name]);
      if (made.rowCount) return;
      // A template left half made by a stopped run is made again.
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 2 });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await waitUntilNoConnections(client, name);
      // No connection to it is allowed from now on: a copy needs a template nobody is connected to.
      await client.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
  });
  return name;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
  return {
    url: databaseUrl(serverUrl, name),
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
