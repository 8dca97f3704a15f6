// A newcomer's two commands on the Node first on PATH (.ci/run puts Node 24 there): clones this
// checkout's last commit into a temporary folder, runs `npm ci` there, then `npm start` with its
// data in that folder on 127.0.0.1 and a free port, signs in through the API as the demo's admin
// (the PIN read from the mail file), asks who is signed in, stops the server and prints the figures.
// Exits 1 with the reason (and the server's output) when a step fails or outlasts its time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cookieHeader, DEMO_ADMIN, signInCookies } from '../bench/sign-in.ts';
import { startApp, timed, type StartedApp } from './npm-start.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const INSTALL_TIMEOUT_MS = 15 * 60_000;
const START_TIMEOUT_MS = 10 * 60_000;
const SIGN_IN_TIMEOUT_MS = 60_000;

/** Signs the demo admin in through the API and checks that the session names them; throws otherwise. */
async function signIn(url: string, mailDir: string): Promise<void> {
  const cookies = await signInCookies(url, mailDir, DEMO_ADMIN);
  if (cookies.length === 0) throw new Error('login-unlock set no session cookie');
  const current = await fetch(`${url}/api/accounting/operator/current`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(cookies) },
    body: '{}',
  });
  const answer = (await current.json().catch(() => null)) as { entity?: { email?: string; installation_admin?: boolean } } | null;
  if (current.status !== 200 || answer?.entity?.email !== DEMO_ADMIN.Email || answer.entity.installation_admin !== true) {
    throw new Error(`accounting/operator/current answered ${current.status}: ${JSON.stringify(answer)}`);
  }
}

function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish in ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-smoke-'));
const app = path.join(dir, 'app');
const dataDir = path.join(dir, 'data');
let server: StartedApp | undefined;
try {
  const commit = execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  console.info(`Smoke on Node ${process.version}: commit ${commit} cloned into ${app}`);
  execFileSync('git', ['clone', '--quiet', ROOT, app]);
  const install = await timed('npm', ['ci', '--no-audit', '--no-fund'], app, INSTALL_TIMEOUT_MS);
  console.info(`npm ci: ${install.toFixed(1)} s`);
  server = await startApp(app, { DATA_DIR: dataDir }, START_TIMEOUT_MS);
  const serve = server.seconds;
  console.info(`npm start: serving ${server.url} after ${serve.toFixed(1)} s`);
  await withinTime(signIn(server.url, path.join(dataDir, 'mail')), SIGN_IN_TIMEOUT_MS, 'Signing in');
  console.info(`Sign-in as ${DEMO_ADMIN.Email}: ok`);
  console.info(`Smoke passed on Node ${process.version}: install ${install.toFixed(1)} s, time to serve ${serve.toFixed(1)} s, sign-in ok`);
} catch (error) {
  console.error(`Smoke failed on Node ${process.version}: ${(error as Error).message}`);
  if (server) console.error(`--- npm start printed:\n${server.output()}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
