import { createPath, type Path } from 'react-router-dom';

/** The localStorage key that marks a reload done because a module failed to load. */
export const RELOAD_MARK = 'bo.lazy-reload';

/** What the reload-once logic touches, so a test can stand in for the browser. */
export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Loads the page again, at `to` when given (the address a navigation was going to), else where it is. */
  reload(to?: string): void;
  logError(message: string, error: unknown): void;
}

function browserEnv(): ReloadEnv {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be refused (privacy settings); the module then fails without a reload loop.
  }
  return {
    storage,
    reload: (to) => (to === undefined ? window.location.reload() : window.location.assign(to)),
    logError: (message, error) => console.error(message, error),
  };
}

/** What `reloadTowards` reads of a router: where its navigation under way is going, if one is. */
interface Navigating {
  readonly state: { readonly navigation: { readonly location?: Path } };
}

// The router whose navigation a failed module belongs to, told at its creation.
let navigating: Navigating | null = null;

/**
 * Makes a reload after a failed module load go where `router`'s navigation was going (the screen
 * the person clicked), not stay on the page they were leaving, which would make them click again;
 * with no navigation under way (the start's first screen) the page reloads where it is.
 */
export function reloadTowards(router: Navigating | null): void {
  navigating = router;
}

function destination(): string | undefined {
  const next = navigating?.state.navigation.location;
  return next ? createPath(next) : undefined;
}

// Without working storage a reload could not be marked and might loop, so it counts as done.
function markReload(env: ReloadEnv): boolean {
  try {
    if (!env.storage || env.storage.getItem(RELOAD_MARK) !== null) return false;
    env.storage.setItem(RELOAD_MARK, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/**
 * Wraps a module loader: a failed load (typically a chunk gone after a new deployment)
 * reloads the page once, at the address being opened (`reloadTowards`), marked in localStorage;
 * only a failure after that reload is logged.
 */
export function reloadOnce<T>(load: () => Promise<T>, env: () => ReloadEnv = browserEnv): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      const current = env();
      if (markReload(current)) {
        current.reload(destination());
        // The page is going away: never settle, so no error screen flashes before it does.
        return new Promise<never>(() => {});
      }
      current.logError('A module of the app could not be loaded, even after a reload', error);
      throw error;
    }
  };
}

/** Clears the mark once routing is ready, so a later failure may reload once again. */
export function clearReloadMark(env: ReloadEnv = browserEnv()): void {
  try {
    env.storage?.removeItem(RELOAD_MARK);
  } catch {
    // Nothing to clear when storage is refused.
  }
}
