import path from 'node:path';
import type { CodeSplittingGroup, ModuleInfo, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { HOME_SCREEN, SIGNED_IN_START, staticChunks } from './signed-in-start-page.ts';

/** The file the signed-in start's own modules travel in. */
export const SHELL_START_CHUNK = 'shell-start';

// A package's main module that only re-exports its parts (Mantine's, Tabler's icons): an importer
// needs the parts it names, not all of them.
const BARREL = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?:esm[\\/]index|dist[\\/]esm[\\/]tabler-icons-react)\.mjs$/;

/** The package whose barrel the module `id` is, or null when it is none. */
export function barrelOf(id: string): string | null {
  return BARREL.exec(id)?.[1]?.replaceAll('\\', '/') ?? null;
}

// `import a, { b, c as d } from "x"`, `export { e } from "x"`, `export * from "x"`.
const FROM = /\b(import|export)\s+([^;'"]*?)\s*from\s*["']([^"']+)["']/g;

/** One of Tabler's icons. */
export const ICON = /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

// The code that draws every icon.
const ICON_DRAWING = /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/;

// A part of the shell that the shell loads when it is needed (src/app/shell/), not a screen.
const SHELL_PART = /[\\/]src[\\/]app[\\/]shell[\\/]/;

type Info = (id: string) => ModuleInfo | null;

// The names a module takes from `source`, or 'all' when it takes the whole namespace or re-exports everything.
export function namesFrom(code: string, source: string): Set<string> | 'all' {
  const names = new Set<string>();
  for (const [, , clause, from] of code.matchAll(FROM)) {
    if (from !== source) continue;
    const braces = /\{([^}]*)\}/.exec(clause!);
    if (!braces || clause!.includes('*')) return 'all';
    for (const part of braces[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!.replace(/^type\s+/, '');
      if (name) names.add(name);
    }
  }
  return names;
}

// A barrel's exported names, each with the module it comes from.
export function barrelExports(barrel: Pick<ModuleInfo, 'id' | 'code'>): Map<string, string> {
  const code = barrel.code ?? '';
  const local = new Map<string, string>();
  const exported = new Map<string, string>();
  const resolve = (source: string) => path.resolve(path.dirname(barrel.id), source);
  for (const [, keyword, clause, from] of code.matchAll(FROM)) {
    const braces = /\{([^}]*)\}/.exec(clause!);
    if (!braces) continue;
    for (const part of braces[1]!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (!name) continue;
      if (keyword === 'import') local.set(alias ?? name, resolve(from!));
      else exported.set(alias ?? name, resolve(from!));
    }
  }
  for (const [, list] of code.matchAll(/\bexport\s*\{([^}]*)\}\s*;/g)) {
    for (const part of list!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      const from = name ? local.get(name) : undefined;
      if (from) exported.set(alias ?? name!, from);
    }
  }
  return exported;
}

/**
 * The modules `root` imports statically, all the way down, following a package's barrel only to
 * the parts each importer names (as the bundler's tree-shaking does), and `dynamic` imports where
 * `followDynamic` lets it.
 */
function reach(roots: readonly string[], info: Info, followDynamic: (id: string) => boolean, stop: ReadonlySet<string>): Set<string> {
  const barrels = new Map<string, Map<string, string>>();
  const exportsOf = (barrel: ModuleInfo) => {
    let found = barrels.get(barrel.id);
    if (!found) barrels.set(barrel.id, (found = barrelExports(barrel)));
    return found;
  };
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || stop.has(id)) continue;
    const module = info(id);
    if (!module) continue;
    seen.add(id);
    for (const imported of module.importedIds) {
      const barrel = barrelOf(imported);
      const target = barrel ? info(imported) : null;
      if (!barrel || !target) {
        queue.push(imported);
        continue;
      }
      seen.add(imported);
      const names = namesFrom(module.code ?? '', barrel);
      const parts = exportsOf(target);
      if (names === 'all') queue.push(...target.importedIds);
      else for (const name of names) queue.push(...(parts.has(name) ? [parts.get(name)!] : target.importedIds));
    }
    for (const imported of module.dynamicallyImportedIds) if (followDynamic(imported)) queue.push(imported);
  }
  return seen;
}

/**
 * One file for the signed-in start: the shell, the table of screens, the access gate, the texts'
 * loader, Home, and every module under them that no signed-out page and no public page uses
 * (Mantine's parts they alone show, Dexie, the cache, the sync client). Left to the bundler they
 * make some forty files of one or two KiB, and a cold start of Home over HTTP/1.1 (six
 * connections) waits on them in turns. What a signed-out page or the public page imports stays
 * out, so those pages never load this file; the build fails if one does.
 */
export function shellStartChunk(): { plugin: Plugin; group: CodeSplittingGroup; holds: (id: string) => boolean } {
  let captured = new Set<string>();
  const group: CodeSplittingGroup = {
    name: SHELL_START_CHUNK,
    test: (id) => captured.has(id),
    // Its members' other imports are the signed-out pages' modules: they stay in those pages' files.
    includeDependenciesRecursively: false,
    // Before the file of icons, which would take the code that draws them along with its icons.
    priority: 2,
  };
  const plugin: Plugin = {
    name: 'shell-start-chunk',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const info: Info = (id) => this.getModuleInfo(id);
      const find = (suffix: string) => ids.find((id) => id.endsWith(suffix)) ?? this.error(`The signed-in start has no module ${suffix}`);
      const roots = [...SIGNED_IN_START, HOME_SCREEN].map(find);
      const start = reach(roots, info, () => false, new Set());
      // Everything the pages' entries reach without entering the signed-in start: a dynamic import
      // into it (the cache, loaded once someone has signed in) is the start's to load.
      const entries = ids.filter((id) => info(id)?.isEntry);
      const elsewhere = reach(entries, info, (id) => !start.has(id), new Set(roots));
      // Tabler's icons the start shows travel with it even where later screens show them too: every
      // signed-in screen loads this file first, and the file of all icons would cost Home 5 KiB. So
      // do those of the shell's own parts that load later (the alerts' banner, the account menu, the
      // command palette): Home opens some of them at once, and each would bring that file. The code
      // that draws the icons comes too: the start draws them first.
      // (What the start reaches with the shell's lazy parts holds all the start reaches.)
      const withShellParts = reach(roots, info, (id) => SHELL_PART.test(id), new Set());
      const shown = [...withShellParts].filter((id) => ICON.test(id) || ICON_DRAWING.test(id));
      captured = new Set([...[...start].filter((id) => !elsewhere.has(id)), ...shown]);
    },
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const own = chunks.find((chunk) => chunk.name === SHELL_START_CHUNK);
      if (!own) return;
      // The pages' entries and the signed-out screens must not import it.
      const signedOut = chunks.filter((chunk) => chunk.isEntry || /[\\/]src[\\/]areas[\\/]accounting[\\/](sign-in|recovery|invite|sso)[\\/]/.test(chunk.facadeModuleId ?? ''));
      for (const chunk of signedOut) {
        if (staticChunks(bundle, chunk.fileName).has(own.fileName)) this.error(`${chunk.fileName} imports the signed-in start's file ${own.fileName}: a module it uses was taken into it`);
      }
    },
  };
  return { plugin, group, holds: (id) => captured.has(id) };
}
