import pg from 'pg';
import { UPKEEP_EVERY_MS } from '../server/db/maintenance.ts';
import { startServer } from '../e2e/fixtures/server.ts';
import { createBenchDatabase } from './cluster.ts';

/** Where a benchmark's server keeps its data, and whether it records a CPU profile. */
export interface BenchServerOptions {
  /** A superuser URL of a PostgreSQL cluster: the server gets a database of its own there, dropped at the end. Without it, PGlite. */
  clusterUrl?: string;
  /** A folder for the server's V8 CPU profile (`node --cpu-prof`), written when it stops. */
  cpuProfileDir?: string;
  /** Settings of the server that differ from a benchmark's (rate limits loosened for a crowd signing up). */
  env?: Record<string, string>;
}

/** A real server (`server/main.ts`, its own process) started for a benchmark with the demo data. */
export interface BenchServer {
  url: string;
  mailDir: string;
  engine: 'pglite' | 'postgres';
  /** Waits until the database has its statistics after bulk writes, as a server that ran a while has them. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the server on a free port, on a fresh PGlite directory or a fresh PostgreSQL database. */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const database = options.clusterUrl ? await createBenchDatabase(options.clusterUrl) : undefined;
  try {
    const server = await startServer({
      env: { DATABASE_URL: database?.url ?? '', RATE_LIMIT_FACTOR: '1', ...options.env },
      // The server writes its profile when SIGTERM stops it.
      nodeArgs: options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [],
    });
    const settle = database ? () => autovacuumDone(database.url) : () => sleep(UPKEEP_EVERY_MS + 5000);
    return {
      url: server.url,
      mailDir: server.mailDir,
      engine: database ? 'postgres' : 'pglite',
      settle,
      stop: () => server.stop().finally(() => database?.drop()),
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// PostgreSQL's autovacuum analyzes a table a minute or so after many writes; the benchmark waits for it (2 minutes at most).
async function autovacuumDone(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let waited = 0; waited < 120_000; waited += 2000) {
      const { rows } = await client.query<{ pending: number }>(
        "SELECT n_mod_since_analyze::int AS pending FROM pg_stat_user_tables WHERE relname = 'companies' AND schemaname = current_schema()",
      );
      if ((rows[0]?.pending ?? 0) < 500) return;
      await sleep(2000);
    }
  } finally {
    await client.end();
  }
}

