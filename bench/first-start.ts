import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp, timed } from '../scripts/npm-start.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const INSTALL_TIMEOUT_MS = 15 * 60_000;
const START_TIMEOUT_MS = 5 * 60_000;

/** A newcomer's two commands on a fresh clone, in seconds. */
export interface FirstStartFigures {
  node: string;
  cores: number;
  /** `npm ci`; null when the checkout's node_modules were linked in instead (FIRST_START_INSTALL=link). */
  install: number | null;
  /** `npm start` with no dist/ and no data/, until the health check and the sign-in page answer. */
  firstStart: number;
  /** The build within it, as `npm start` printed it (it runs beside the database's first start). */
  firstStartBuild: number | null;
  /** `npm start` again: the app built, the database there. */
  laterStart: number;
  /** `vite build` alone afterwards, and the compression at its end. */
  build: number;
  compression: number | null;
}

/**
 * Clones the checkout's last commit into a temporary folder, installs it with `npm ci` (or, with
 * FIRST_START_INSTALL=link, hard-links the checkout's node_modules: the start alone, in seconds),
 * times `npm start` there twice, then `vite build` alone, and removes the folder.
 */
export async function benchFirstStart(): Promise<FirstStartFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-first-start-'));
  const app = path.join(dir, 'app');
  try {
    execFileSync('git', ['clone', '--quiet', ROOT, app]);
    const install = await installInto(app);
    const env = { DATA_DIR: path.join(dir, 'data') };
    const first = await startApp(app, env, START_TIMEOUT_MS);
    await first.stop();
    const later = await startApp(app, env, START_TIMEOUT_MS);
    await later.stop();
    const build = timedBuild(app);
    return {
      node: process.version,
      cores: os.availableParallelism(),
      install,
      firstStart: first.seconds,
      firstStartBuild: secondsIn(first.output(), /The app was built in ([\d.]+) s/),
      laterStart: later.seconds,
      build: build.seconds,
      compression: secondsIn(build.output, /Compressed \d+ files .* in ([\d.]+) s/),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function installInto(app: string): Promise<number | null> {
  if (process.env.FIRST_START_INSTALL === 'link') {
    execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(app, 'node_modules')]);
    return null;
  }
  return timed('npm', ['ci', '--no-audit', '--no-fund'], app, INSTALL_TIMEOUT_MS);
}

function timedBuild(app: string): { seconds: number; output: string } {
  const started = performance.now();
  const vite = path.join(app, 'node_modules', 'vite', 'bin', 'vite.js');
  const output = execFileSync(process.execPath, [vite, 'build'], { cwd: app, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return { seconds: (performance.now() - started) / 1000, output };
}

function secondsIn(text: string, pattern: RegExp): number | null {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : null;
}
