import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { UPKEEP_EVERY_MS } from '../server/db/maintenance.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 120_000;

/** Where a benchmark's server keeps its data, and whether it records a CPU profile. */
export interface BenchServerOptions {
  /** A superuser URL of a PostgreSQL cluster: the server gets a database of its own there, dropped at the end. Without it, PGlite. */
  clusterUrl?: string;
  /** A folder for the server's V8 CPU profile (`node --cpu-prof`), written when it stops. */
  cpuProfileDir?: string;
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
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-bench-'));
  const database = options.clusterUrl ? await createDatabase(options.clusterUrl) : undefined;
  const profile = options.cpuProfileDir ? [`--cpu-prof`, `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  // One process (no npx or tsx wrapper), so SIGTERM reaches the server and it writes its profile.
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      ADMIN_PASSWORD: 'bench-admin-password',
      DEMO_DATA: '1',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      MAIL_DIR: '',
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    await stopProcess(child);
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await listeningUrl(child);
    const settle = database ? () => autovacuumDone(database.url) : () => sleep(UPKEEP_EVERY_MS + 5000);
    return { url, mailDir: path.join(dataDir, 'mail'), engine: database ? 'postgres' : 'pglite', settle, stop };
  } catch (error) {
    await stop();
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

async function onCluster(clusterUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createDatabase(clusterUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bo_bench_${crypto.randomBytes(6).toString('hex')}`;
  await onCluster(clusterUrl, `CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onCluster(clusterUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

// The server prints its address once listening; its output is read to the end, so a full pipe never blocks it.
function listeningUrl(child: ChildProcess): Promise<string> {
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${log}`)), START_TIMEOUT_MS);
    const keep = (text: string) => {
      log = (log + text).slice(-20_000);
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.setEncoding('utf8').on('data', keep);
    child.stderr!.setEncoding('utf8').on('data', keep);
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code}:\n${log}`)));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
