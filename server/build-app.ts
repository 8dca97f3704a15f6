import { spawnSync } from 'node:child_process';
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

/** Runs `vite build` in this process's Node, inheriting the output; throws when it fails. */
export function buildApp(): void {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}
