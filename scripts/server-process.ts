import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A real server process on a fresh data directory. */
export interface ServerProcess {
  url: string;
  dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
}

/** Starts `server/main.ts` in its own Node process on a free port and waits until it answers /api/health. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await waitForUrl(child, () => output);
  await waitForHealth(url);
  return {
    url,
    dataDir,
    output: () => output,
    stop: () => stopProcess(child),
  };
}

function waitForUrl(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`The server did not start in 60 s:\n${output()}`)), 60_000);
    const check = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output());
      if (match) finish(null, match[1]);
    };
    const onExit = (code: number | null) => finish(new Error(`The server exited (${code}):\n${output()}`));
    function finish(error: Error | null, url?: string) {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(url!);
    }
    child.stdout?.on('data', check);
    child.once('exit', onExit);
    check();
  });
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/api/health did not answer`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The PIN of the newest sign-in mail written for `email` in the data directory's mail folder. */
export function readPin(dataDir: string, email: string): string | null {
  const dir = path.join(dataDir, 'mail');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse() : [];
  for (const file of files) {
    const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (!new RegExp(`^To: .*${escapeRegExp(email)}`, 'mi').test(text)) continue;
    // The PIN stands alone on its line in both the text and the HTML part.
    const pin = /^\s*(\d{6})\s*$/m.exec(text);
    if (pin) return pin[1]!;
  }
  return null;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
