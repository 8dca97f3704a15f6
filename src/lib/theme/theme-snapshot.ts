import { create } from 'zustand';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { ThemeLoad } from '../../../contract/theme-load.ts';
import { call } from '../api.ts';

/** The theme texts as theme/load answers them. */
export type ThemeTexts = EndpointOutput<typeof ThemeLoad>;

/** A project whose screens are painted in its own merged theme. */
export interface ThemeScope {
  company: string;
  project: string;
}

const KEY = 'bo.theme';

// The installation's theme under `bo.theme`, a project's under `bo.theme.<company>.<project>`.
const keyOf = (scope: ThemeScope | null) => (scope ? `${KEY}.${scope.company}.${scope.project}` : KEY);

// A theme is two short texts: localStorage keeps each, so the first paint reads it synchronously
// and the sign-in page loads no database library.
function read(scope: ThemeScope | null): ThemeTexts | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(keyOf(scope)) ?? 'null') as Partial<ThemeTexts> | null;
    return typeof value?.Theme_Colors === 'string' && typeof value.Theme_Graphics === 'string'
      ? { Theme_Colors: value.Theme_Colors, Theme_Graphics: value.Theme_Graphics }
      : undefined;
  } catch {
    return undefined;
  }
}

interface ThemeState {
  /** The installation's theme. */
  texts: ThemeTexts | undefined;
  /** The project whose screen is open, if any. */
  scope: ThemeScope | null;
  /** Each project's theme read in this visit, by key. */
  scoped: Record<string, ThemeTexts>;
}

const useThemeStore = create<ThemeState>(() => ({ texts: read(null), scope: null, scoped: {} }));

// A project's screen: /app/in/company/<company>/project/<project>/...
const PROJECT_PATH = /\/company\/([^/]+)\/project\/([^/]+)(?:\/|$)/;

/** The project a signed-in address is inside of, or null. */
export function scopeOfPath(pathname: string): ThemeScope | null {
  const match = PROJECT_PATH.exec(pathname);
  return match ? { company: decodeURIComponent(match[1]!), project: decodeURIComponent(match[2]!) } : null;
}

/**
 * The stored theme an address opens with: its project's when one is stored on this device, else
 * the installation's; undefined on a first start or when storage cannot be used.
 */
export async function storedTheme(pathname = ''): Promise<ThemeTexts | undefined> {
  const scope = scopeOfPath(pathname);
  if (scope) {
    const texts = read(scope);
    if (texts) {
      useThemeStore.setState((state) => ({ scope, scoped: { ...state.scoped, [keyOf(scope)]: texts } }));
      return texts;
    }
  }
  return read(null);
}

function keep(scope: ThemeScope | null, texts: ThemeTexts): void {
  try {
    localStorage.setItem(keyOf(scope), JSON.stringify(texts));
  } catch {
    // Storage refused: the theme still applies for this visit.
  }
}

/** Asks theme/load for the installation's theme (or a project's) and stores the answer; null when the server did not answer. */
export async function refreshTheme(scope: ThemeScope | null = null): Promise<ThemeTexts | null> {
  const result = await call(ThemeLoad, scope ?? {});
  if (!result.ok) return null;
  keep(scope, result.data);
  if (scope) useThemeStore.setState((state) => ({ scoped: { ...state.scoped, [keyOf(scope)]: result.data } }));
  else useThemeStore.setState({ texts: result.data });
  return result.data;
}

// The scope the screens last entered (the start may paint one before any screen enters it).
let entered: string | null = null;

/**
 * Paints the app in a project's theme while its screens are open (null: the installation's):
 * the one stored on this device at once, then theme/load's answer.
 */
export function enterThemeScope(scope: ThemeScope | null): void {
  const key = scope ? keyOf(scope) : null;
  if (key === entered) return;
  entered = key;
  const stored = scope ? read(scope) : undefined;
  useThemeStore.setState((state) => ({ scope, scoped: stored && scope ? { ...state.scoped, [keyOf(scope)]: stored } : state.scoped }));
  if (scope) void refreshTheme(scope);
}

/** Reads a project's theme again (after its save), and the installation's when no scope is given. */
export function refreshScopes(): Promise<unknown> {
  const { scope } = useThemeStore.getState();
  return Promise.all([refreshTheme(null), ...(scope ? [refreshTheme(scope)] : [])]);
}

/** The theme in use: the open project's, else the installation's, following every later change of either. */
export function useStoredTheme(initial: ThemeTexts | undefined): ThemeTexts | undefined {
  return useThemeStore((state) => (state.scope ? state.scoped[keyOf(state.scope)] : undefined) ?? state.texts) ?? initial;
}
