import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// Every @tiptap/extension-* names one exact @tiptap/core as its peer: two copies of the core
// installed side by side make two schemas that do not know each other's nodes, and the editor
// breaks at run time, not at build. The project moves all of them to one version together.

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Installed {
  name: string;
  version: string;
  /** Where it sits, relative to the project. */
  at: string;
}

function readPackage(dir: string): { name: string; version: string } | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
  } catch {
    return null;
  }
}

function packageDirs(modules: string): string[] {
  const dirs: string[] = [];
  for (const entry of fs.readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = path.join(modules, entry.name);
    if (entry.name.startsWith('@')) dirs.push(...fs.readdirSync(dir, { withFileTypes: true }).filter((inner) => inner.isDirectory()).map((inner) => path.join(dir, inner.name)));
    else dirs.push(dir);
  }
  return dirs;
}

/** Every installed @tiptap/* package under a project's node_modules, nested copies included (walked without recursion). */
function installedTiptap(project: string): Installed[] {
  const found: Installed[] = [];
  const stack = [path.join(project, 'node_modules')];
  while (stack.length > 0) {
    const modules = stack.pop()!;
    if (!fs.existsSync(modules)) continue;
    for (const dir of packageDirs(modules)) {
      if (path.basename(path.dirname(dir)) === '@tiptap') {
        const pkg = readPackage(dir);
        if (pkg) found.push({ name: pkg.name, version: pkg.version, at: path.relative(project, dir) });
      }
      stack.push(path.join(dir, 'node_modules'));
    }
  }
  return found.sort((a, b) => a.at.localeCompare(b.at));
}

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fakeProject(packages: Record<string, string>): string {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'tiptap-copies-'));
  temporary.push(project);
  for (const [at, version] of Object.entries(packages)) {
    fs.mkdirSync(path.join(project, at), { recursive: true });
    fs.writeFileSync(path.join(project, at, 'package.json'), JSON.stringify({ name: at.split('node_modules/').pop(), version }));
  }
  return project;
}

describe('Tiptap', () => {
  it('is installed once: one @tiptap/core, and every @tiptap package at its version', () => {
    const installed = installedTiptap(ROOT);
    const cores = installed.filter((pkg) => pkg.name === '@tiptap/core');
    expect(cores.map((core) => core.at)).toEqual([path.join('node_modules', '@tiptap', 'core')]);
    expect(installed.filter((pkg) => pkg.version !== cores[0]!.version)).toEqual([]);
  });

  it('is named by package.json at one exact version, the installed one', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const named = Object.entries(manifest.dependencies).filter(([name]) => name.startsWith('@tiptap/'));
    const core = readPackage(path.join(ROOT, 'node_modules', '@tiptap', 'core'))!;
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(([, version]) => version !== core.version)).toEqual([]);
  });

  it('finds a nested copy of the core', () => {
    const project = fakeProject({
      'node_modules/@tiptap/core': '3.32.2',
      'node_modules/@tiptap/extension-table': '3.32.2',
      'node_modules/@tiptap/starter-kit/node_modules/@tiptap/core': '3.34.0',
      'node_modules/left-pad': '1.3.0',
    });
    const cores = installedTiptap(project).filter((pkg) => pkg.name === '@tiptap/core');
    expect(cores.map((core) => [core.at, core.version])).toEqual([
      [path.join('node_modules', '@tiptap', 'core'), '3.32.2'],
      [path.join('node_modules', '@tiptap', 'starter-kit', 'node_modules', '@tiptap', 'core'), '3.34.0'],
    ]);
  });
});
