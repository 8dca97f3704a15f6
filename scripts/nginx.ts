// Several server processes on one PostgreSQL database behind a private nginx, as docs/deploy.md
// deploys them: nginx runs deploy/nginx.conf as the current user on 127.0.0.1 (its logs, pid and
// temporary files in a folder of its own), and each server is `npm start` without the build
// (server/main.ts) with TRUST_PROXY=1, PUBLIC_URL set to nginx's address and a shared SECRET_KEY.
// The integration test through nginx and `npm run bench -- scale` use it.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningUrl } from './listening-url.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Debian's nginx (package nginx-light or nginx). */
export const NGINX = '/usr/sbin/nginx';
/** The documented site configuration, with its placeholders. */
export const NGINX_SITE = path.join(ROOT, 'deploy', 'nginx.conf');
const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 10_000;
const KEPT_OUTPUT = 200_000;

/** What to say when nginx is missing. */
export const NGINX_HELP = `nginx is not installed at ${NGINX}: apt-get install nginx-light (Debian's nginx; it needs no system service running)`;

/** True when Debian's nginx is there to run. */
export function nginxInstalled(): boolean {
  try {
    fs.accessSync(NGINX, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A private nginx in front of the servers. */
export interface RunningNginx {
  /** Where clients reach it: `http://127.0.0.1:<port>`, the servers' PUBLIC_URL. */
  url: string;
  port: number;
  pid: number;
  /** Its folder: nginx.conf, site.conf, access.log (with the server each request went to), error.log. */
  dir: string;
  /** The access log so far: each request, and the servers nginx tried for it (the last one answered). */
  accessLog(): AccessEntry[];
  stop(): Promise<void>;
}

/** One request in nginx's access log. */
export interface AccessEntry {
  /** The client's address as nginx saw it. */
  client: string;
  /** The servers tried, in order (`127.0.0.1:<port>`): more than one when nginx passed it on. */
  upstreams: string[];
  status: number;
  method: string;
  uri: string;
}

/** How to start nginx. */
export interface NginxOptions {
  /** The loopback ports of the servers behind it. */
  upstreams: number[];
  /** The port it listens on; a free one when left out. */
  port?: number;
}

/** Writes deploy/nginx.conf with its placeholders filled in, inside a main configuration of the tmp folder's own. */
export function nginxConfig(dir: string, port: number, upstreams: number[]): { main: string; site: string } {
  const upstreamLines = upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;`).join('\n    ');
  // The comments name the placeholders too: only the directives' are filled in.
  const site = fs
    .readFileSync(NGINX_SITE, 'utf8')
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replaceAll('@LISTEN@', `127.0.0.1:${port}`).replaceAll('@SERVER_NAME@', '127.0.0.1').replaceAll('@UPSTREAMS@', upstreamLines),
    )
    .join('\n');
  const inDir = (name: string) => path.join(dir, name);
  const main = `# A private nginx of the current user: everything it writes stays in ${dir}.
daemon off;
worker_processes 1;
pid ${inDir('nginx.pid')};
error_log ${inDir('error.log')} warn;
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_rlimit_nofile 16384;
events {
    worker_connections 8192;
}
http {
    log_format upstreams '$remote_addr|$upstream_addr|$status|$request_method|$request_uri';
    access_log ${inDir('access.log')} upstreams;
    client_body_temp_path ${inDir('body')};
    proxy_temp_path ${inDir('proxy')};
    fastcgi_temp_path ${inDir('fastcgi')};
    uwsgi_temp_path ${inDir('uwsgi')};
    scgi_temp_path ${inDir('scgi')};
    include ${inDir('site.conf')};
}
`;
  return { main, site };
}

/**
 * Starts a private nginx (`nginx -p <tmp> -c <tmp>/nginx.conf`, `daemon off`) as the current user
 * on 127.0.0.1, in front of the servers at `upstreams`, and waits until it accepts connections.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!nginxInstalled()) throw new Error(NGINX_HELP);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-nginx-'));
  const port = options.port ?? (await freePort());
  const { main, site } = nginxConfig(dir, port, options.upstreams);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  // -e: the error log before the configuration is read, else the build's own default.
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (output += text));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should this process die first, nginx must not outlive it. SIGTERM: nginx's fast stop, the master
  // ends its worker too; a master killed outright would leave its worker serving.
  const orphanGuard = () => {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', orphanGuard);
  const killAll = () => {
    for (const worker of childrenOf(child.pid!)) process.kill(worker, 'SIGKILL');
    child.kill('SIGKILL');
  };
  const stop = async () => {
    // SIGQUIT: nginx's graceful stop; the master takes its worker with it.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    const timer = setTimeout(killAll, STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    process.off('exit', orphanGuard);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await accepting(port, exited, () => `${output}${readIfThere(path.join(dir, 'error.log'))}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    dir,
    accessLog: () => readIfThere(path.join(dir, 'access.log')).split('\n').filter(Boolean).map(accessEntry),
    stop,
  };
}

// The processes whose parent is `pid` (nginx's worker under its master), from /proc.
function childrenOf(pid: number): number[] {
  return fs.readdirSync('/proc').filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      return Number(fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === pid;
    } catch {
      return false;
    }
  }).map(Number);
}

function accessEntry(line: string): AccessEntry {
  const [client = '', upstreams = '', status = '', method = '', uri = ''] = line.split('|');
  return { client, upstreams: upstreams.split(/,\s*/).filter((upstream) => upstream !== '-'), status: Number(status), method, uri };
}

function readIfThere(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

async function accepting(port: number, exited: Promise<void>, output: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`nginx exited at its start:\n${output()}`);
    if (await connects(port)) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on 127.0.0.1:${port} in time:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A loopback port nothing listens on now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One server process of the group. */
export interface AppProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  output(): string;
  /** Ends it at once (SIGKILL), as a crash or a power cut would. */
  kill(): Promise<void>;
  /** Stops it gracefully (SIGTERM): the requests under way finish, its jobs and mail go back to the queue. */
  stop(): Promise<void>;
}

/** How to start the servers of one installation. */
export interface AppGroupOptions {
  /** The PostgreSQL database they all share. */
  databaseUrl: string;
  /** PUBLIC_URL: nginx's address. */
  publicUrl: string;
  /** The ports they listen on (one server each), as nginx's upstreams name them. */
  ports: number[];
  /** More settings, the same for all (SMTP_URL, ADMIN_PASSWORD, DEMO_DATA, RATE_LIMIT_FACTOR...). */
  env?: Record<string, string>;
  /** Options for node before the server's script (a CPU profile). */
  nodeArgs?: string[];
}

/** The servers of one installation: their shared data folder and key, and each process. */
export interface AppGroup {
  servers: AppProcess[];
  /** DATA_DIR, shared by all as a deployment shares it (uploaded files, mail written to files). */
  dataDir: string;
  secretKey: string;
  /** Starts one more server on `port` with the same settings. */
  add(port: number): Promise<AppProcess>;
  /** Stops every server still running (SIGTERM) and removes the data folder. */
  stop(): Promise<void>;
}

/**
 * Starts one server per port on the same database, the first alone (it migrates and seeds an empty
 * database), then the others side by side; each has TRUST_PROXY=1 and PUBLIC_URL=`publicUrl`.
 */
export async function startAppGroup(options: AppGroupOptions): Promise<AppGroup> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-group-'));
  const secretKey = crypto.randomBytes(32).toString('base64url');
  const servers: AppProcess[] = [];
  const env = {
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: options.publicUrl,
    TRUST_PROXY: '1',
    SECRET_KEY: secretKey,
    DATA_DIR: dataDir,
    ...options.env,
  };
  const add = async (port: number) => {
    const server = await startAppProcess({ ...env, PORT: String(port) }, options.nodeArgs);
    servers.push(server);
    return server;
  };
  // Should this process die first, its servers are killed (startAppProcess) and their folder goes.
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', removeDataDir);
  const group: AppGroup = {
    servers,
    dataDir,
    secretKey,
    add,
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      process.off('exit', removeDataDir);
      removeDataDir();
    },
  };
  try {
    const [first, ...others] = options.ports;
    if (first !== undefined) await add(first);
    await Promise.all(others.map(add));
  } catch (error) {
    await group.stop();
    throw error;
  }
  return group;
}

/** Starts `server/main.ts` in a process of its own on 127.0.0.1 with `env`, and waits until its health check answers. */
export async function startAppProcess(env: Record<string, string>, nodeArgs: string[] = []): Promise<AppProcess> {
  // One process (no npm or tsx wrapper in between), so its pid is the server's and the signals reach it.
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', MAIL_DIR: '', SMTP_URL: '', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (text: string) => (log = (log + text).slice(-KEPT_OUTPUT));
  child.stdout!.setEncoding('utf8').on('data', keep);
  child.stderr!.setEncoding('utf8').on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS * 3);
    await exited;
    clearTimeout(timer);
    process.off('exit', orphanGuard);
  };
  try {
    const url = await listeningUrl(child, () => log);
    await healthy(url, () => log);
    return { url, port: Number(new URL(url).port), pid: child.pid!, child, output: () => log, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
}

// The health check through the server's own address: PUBLIC_URL's host is nginx's, the listening one is its own.
async function healthy(url: string, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url}/api/health did not answer in time:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
