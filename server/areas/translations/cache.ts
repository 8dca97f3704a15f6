import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { setTextOverrides, type TextLookup } from '../../../contract/text-overrides.ts';
import type { AppDeps } from '../../deps.ts';
import { loadCatalog } from './catalog.ts';
import { overrideProblem } from './checks.ts';
import { readOverrides, readVersions } from './store.ts';

/** How long a server trusts its copy of the overrides before it reads the versions again. */
export const OVERRIDES_FRESH_MS = 1000;

/**
 * One database's overrides as this process holds them: each language's texts and the version they
 * are of. A request finds the copy fresh (read the versions less than a second ago) or reads the
 * versions, one small row per language, and reloads only the languages whose version moved, so a
 * save on any server sharing the database is seen by every other one within about a second.
 */
export class OverrideCache {
  private readonly texts = new Map<Language, ReadonlyMap<string, string>>();
  private readonly versions = new Map<Language, number>();
  private checkedAt = Number.NEGATIVE_INFINITY;
  private refreshing: Promise<void> | null = null;

  constructor(private readonly deps: Pick<AppDeps, 'database' | 'clock'>) {}

  private time(): number {
    return this.deps.clock.now().getTime();
  }

  /** Brings the copy up to date when it is older than `OVERRIDES_FRESH_MS`. */
  fresh(): Promise<void> {
    const age = this.time() - this.checkedAt;
    if (age >= 0 && age < OVERRIDES_FRESH_MS) return Promise.resolve();
    this.refreshing ??= this.refresh().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  /** Forgets when the versions were read, so the next request reads them (after a change this server made). */
  stale(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /** A language's overrides and their version, as of the last refresh. */
  language(lang: Language): { version: number; texts: ReadonlyMap<string, string> } {
    return { version: this.versions.get(lang) ?? 0, texts: this.texts.get(lang) ?? new Map() };
  }

  /** A language's lookup for the contract's texts, or undefined when it has no overrides. */
  lookup(lang: Language): TextLookup | undefined {
    const texts = this.texts.get(lang);
    return texts && texts.size > 0 ? (key) => texts.get(key) : undefined;
  }

  private async refresh(): Promise<void> {
    const startedAt = this.time();
    const db = this.deps.database.db;
    const versions = await readVersions(db);
    for (const lang of LANGUAGES) {
      const version = versions.get(lang) ?? 0;
      if (this.versions.get(lang) === version && this.texts.has(lang)) continue;
      const catalog = await loadCatalog();
      // Only the overrides that pass today's checks apply: none of a key this release restricts or no longer has, none that lost a placeholder.
      const rows = (await readOverrides(db, lang)).filter((row) => {
        const text = catalog.byKey.get(row.key);
        return text !== undefined && overrideProblem(text, lang, row.text, lang) === null;
      });
      this.texts.set(lang, new Map(rows.map((row) => [row.key, row.text])));
      this.versions.set(lang, version);
    }
    this.checkedAt = startedAt;
  }
}

const caches = new WeakMap<AppDeps, OverrideCache>();

/** An app's copy of its database's overrides (each app its own, as each server process has). */
export function overrideCache(deps: AppDeps): OverrideCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new OverrideCache(deps);
    caches.set(deps, cache);
  }
  return cache;
}

// The copy of the app the request at hand is served by: a process may run several (tests).
const serving = new AsyncLocalStorage<OverrideCache>();

setTextOverrides((lang) => serving.getStore()?.lookup(lang));

/**
 * Middleware that makes the contract's texts (validation messages, error texts, labels) read the
 * overrides of the database this app serves, brought up to date first when the copy is stale.
 */
export function textOverrides(deps: AppDeps): MiddlewareHandler {
  return (_c, next) => withTextOverrides(deps, next);
}

/**
 * Runs work (a request, or a job outside any: an export of users or of the log) with the
 * contract's texts reading the overrides of the database this app serves, brought up to date first.
 */
export async function withTextOverrides<T>(deps: AppDeps, work: () => Promise<T>): Promise<T> {
  const cache = overrideCache(deps);
  // A database that does not answer leaves the copy as it was: the work goes on (the health check says 503).
  await cache.fresh().catch(() => undefined);
  return serving.run(cache, work);
}
