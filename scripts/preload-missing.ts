import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Each lazy import carries the list of files its chunk needs, which the browser preloads beside
 * it. Vite lists all of them, also those the importing chunk imports itself: these are loaded
 * before a line of the importer runs, so preloading them again does nothing, yet the list of
 * each of the signed-in app's screens named them (a fifth of the route table's lists).
 * `resolveDependencies` keeps the files the importer has not loaded; the style sheets are
 * Vite's to list, and stay.
 */
export function preloadMissing(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } {
  let bundle: OutputBundle | null = null;
  const loadedWith = new Map<string, Set<string>>();

  // The importer and every chunk it imports statically, all the way down.
  const closure = (host: string): Set<string> => {
    let found = loadedWith.get(host);
    if (found) return found;
    found = new Set<string>();
    const queue = [host];
    while (queue.length > 0) {
      const name = queue.pop()!;
      const chunk = bundle?.[name];
      if (found.has(name) || chunk?.type !== 'chunk') continue;
      found.add(name);
      queue.push(...chunk.imports);
    }
    loadedWith.set(host, found);
    return found;
  };

  return {
    plugin: {
      name: 'preload-missing',
      apply: 'build',
      generateBundle: {
        // Before Vite's own step, which asks `resolveDependencies` while it writes each list.
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loadedWith.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      // An HTML page's list is its own first files: nothing is loaded before them.
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = closure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
