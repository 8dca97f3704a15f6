import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { listeningUrl } from '../../scripts/listening-url.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The real server (`server/main.ts`) in a process of its own, and a client that keeps its cookies. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** POSTs JSON to `/api/{path}` with the cookies the server set; answers the status and the body. */
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
  /** Ends it at once, as a power cut would: no shutdown of any kind. */
  kill(): Promise<void>;
  /** Stops it as an operator would (SIGTERM), waiting for it to exit. */
  stop(): Promise<void>;
}

/** Starts the server with `env` over a loopback port of its own, and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // One process (no npx or tsx wrapper in between), so its pid is the server's and the signals reach it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATABASE_URL: '', PUBLIC_URL: '', MAIL_DIR: '', APP_DIST_DIR: '/nonexistent-dist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.setEncoding('utf8').on('data', (text: string) => (log += text));
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (log += text));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should the test runner itself die, the server must not outlive it.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    process.off('exit', orphanGuard);
  };
  const url = await listeningUrl(child, () => log).catch(async (error: unknown) => {
    await end('SIGKILL');
    throw error;
  });
  const cookies = new Map<string, string>();
  return {
    url,
    child,
    output: () => log,
    async post(path, body) {
      const response = await fetch(`${url}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        body: JSON.stringify(body),
      });
      for (const set of response.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

