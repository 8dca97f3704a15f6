import { create } from 'zustand';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { ThemeLoad } from '../../../contract/theme.ts';
import { call } from '../api.ts';

/** The theme texts as theme/load answers them. */
export type ThemeTexts = EndpointOutput<typeof ThemeLoad>;

const KEY = 'bo.theme';

// The theme is the installation's, the same for everyone, and two short texts: localStorage keeps it,
// so the first paint reads it synchronously and the sign-in page loads no database library.
function read(): ThemeTexts | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<ThemeTexts> | null;
    return typeof value?.Theme_Colors === 'string' && typeof value.Theme_Graphics === 'string'
      ? { Theme_Colors: value.Theme_Colors, Theme_Graphics: value.Theme_Graphics }
      : undefined;
  } catch {
    return undefined;
  }
}

const useThemeStore = create<{ texts: ThemeTexts | undefined }>(() => ({ texts: read() }));

/** The stored theme, or undefined on a first start or when storage cannot be used. */
export async function storedTheme(): Promise<ThemeTexts | undefined> {
  return read();
}

/** Asks theme/load and stores the answer; null when the server did not answer. */
export async function refreshTheme(): Promise<ThemeTexts | null> {
  const result = await call(ThemeLoad);
  if (!result.ok) return null;
  try {
    localStorage.setItem(KEY, JSON.stringify(result.data));
  } catch {
    // Storage refused: the theme still applies for this visit.
  }
  useThemeStore.setState({ texts: result.data });
  return result.data;
}

/** The stored theme, following every later change of it (a fresh theme/load answer). */
export function useStoredTheme(initial: ThemeTexts | undefined): ThemeTexts | undefined {
  return useThemeStore((state) => state.texts) ?? initial;
}
