// What the first-start benchmark and the smoke share: a command run and timed in a checkout, and
// `npm start` started there, timed until it serves the app, and stopped with everything it started.
import { spawn } from 'node:child_process';

// The output kept for a failure's report: its last part, however long it ran.
const KEPT_OUTPUT = 100_000;
const POLL_MS = 200;
const STOP_TIMEOUT_MS = 30_000;

/** Runs a command in `cwd` with its output shown, failing after `timeoutMs`; resolves with the seconds it took. */
export function timed(command: string, args: string[], cwd: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${command} ${args.join(' ')} did not finish in ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${command} could not run: ${error.message}`));
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${command} ${args.join(' ')} failed (exit ${code ?? signal})`));
    });
  });
}

/** `npm start` serving the app: where, how long it took, what it printed, and how to stop it. */
export interface StartedApp {
  url: string;
  /** From the command's start until the health check and the sign-in page both answered 200. */
  seconds: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs `npm start` in `cwd` on 127.0.0.1 and any free port, in a process group of its own (npm,
 * its shell and the server under it), and waits until `/api/health` and the sign-in page answer
 * 200. Fails with the output after `timeoutMs`, or as soon as it exits.
 */
export async function startApp(cwd: string, env: Record<string, string>, timeoutMs: number): Promise<StartedApp> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let log = '';
  const keep = (text: string) => (log = (log + text).slice(-KEPT_OUTPUT));
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let serverPid: number | undefined;
  // Should this process die first, the server must not outlive it.
  const orphanGuard = () => signalGroup(child.pid, 'SIGKILL');
  process.once('exit', orphanGuard);
  const stop = async () => {
    // The server itself, by the pid it printed: npm does not pass a signal on, and tsx, signalled
    // too, would kill its child if that did not answer within 30 ms, which a busy machine misses.
    if (serverPid === undefined) signalGroup(child.pid, 'SIGTERM');
    else signalProcess(serverPid, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    process.off('exit', orphanGuard);
  };
  try {
    const { url, pid } = await serving(() => log, exited, started + timeoutMs);
    serverPid = pid;
    return { url, seconds: (performance.now() - started) / 1000, output: () => log, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- npm start printed:\n${log}`, { cause: error });
  }
}

// The server's address and pid once it prints them, then both answers; `deadline` is on performance.now().
async function serving(log: () => string, exited: Promise<void>, deadline: number): Promise<{ url: string; pid: number }> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error('npm start exited before serving the app');
    if (performance.now() > deadline) throw new Error('npm start did not serve the app in time');
    const [, url, pid] = /listening on (http:\/\/127\.0\.0\.1:\d+) \(pid (\d+);/.exec(log()) ?? [];
    if (url && pid && (await answers(`${url}/api/health`)) && (await answers(`${url}/app/out/login`))) return { url, pid: Number(pid) };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status === 200;
  } catch {
    return false;
  }
}

// The whole group: npm, its shell, tsx and the server under it.
function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid !== undefined) signalProcess(-pid, signal);
}

function signalProcess(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}
