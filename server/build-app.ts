import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What the PWA is built from; a change to any of them makes dist/ stale. */
export const APP_SOURCES = ['src', 'i18n', 'sw', 'public', 'contract', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time under the given paths (0 when none exists). */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (file: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(path.resolve(ROOT, p));
  return newest;
}

/** True when dist/ is missing or older than any of its sources. */
export function appIsStale(distDir: string = path.join(ROOT, 'dist')): boolean {
  const built = newestMtime([path.join(distDir, 'index.html')]);
  return built === 0 || newestMtime(APP_SOURCES) > built;
}

/** The app's build failed; its message holds the build's output. */
export class AppBuildError extends Error {}

/**
 * Runs `vite build` in a child process of this Node, so that the server can start meanwhile, and
 * resolves with the seconds it took. Its output is kept and printed only with a failure: the
 * server's own lines (a generated admin password among them) stay readable.
 */
export function buildApp(): Promise<number> {
  const started = performance.now();
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  // Should this process stop first, the build stops with it.
  const orphanGuard = () => child.kill();
  process.once('exit', orphanGuard);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new AppBuildError(`vite build could not run: ${error.message}`)));
    child.once('close', (code, signal) => {
      process.off('exit', orphanGuard);
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new AppBuildError(`${output.trimEnd()}\nThe app could not be built: vite build failed (exit ${code ?? signal}).`));
    });
  });
}
