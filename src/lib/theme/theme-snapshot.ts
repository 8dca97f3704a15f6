import { useLiveQuery } from 'dexie-react-hooks';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { ThemeLoad } from '../../../contract/theme.ts';
import { call } from '../api.ts';
import { readSnapshot, writeSnapshot } from '../db/snapshots.ts';

/** The theme texts as theme/load answers them. */
export type ThemeTexts = EndpointOutput<typeof ThemeLoad>;

const PAYLOAD = {};

/** The stored theme, or undefined on a first start or when IndexedDB cannot be used. */
export async function storedTheme(): Promise<ThemeTexts | undefined> {
  try {
    return await readSnapshot<ThemeTexts>(ThemeLoad.path, PAYLOAD, true);
  } catch {
    return undefined;
  }
}

/** Asks theme/load and stores the answer; null when the server did not answer. */
export async function refreshTheme(): Promise<ThemeTexts | null> {
  const result = await call(ThemeLoad);
  if (!result.ok) return null;
  await writeSnapshot(ThemeLoad.path, PAYLOAD, result.data, true).catch(() => undefined);
  return result.data;
}

/** The stored theme, following every later change of it (a fresh theme/load answer). */
export function useStoredTheme(initial: ThemeTexts | undefined): ThemeTexts | undefined {
  return useLiveQuery(() => storedTheme(), [], initial) ?? initial;
}
