import type { EndpointOutput } from '../../contract/endpoint.ts';
import type { Language } from '../../contract/languages.ts';
import type { TranslationOverrides } from '../../contract/translations.ts';

/** A language's overrides as `i18n/overrides` answers them: texts by key (`login.intro`) and their version. */
export type TextOverrides = EndpointOutput<typeof TranslationOverrides>;

/**
 * The path of `TranslationOverrides` (a test holds them equal): the sign-in page and the public
 * pages read it at start, and the contract's module exports zod schemas that would come along.
 */
export const OVERRIDES_PATH = 'i18n/overrides';

/** A dictionary as the translations hold it: texts and groups of texts by name. */
export type Dictionary = { [key: string]: string | Dictionary };

const KEY = 'bo.texts.';

// Kept in localStorage like the theme and the session marker: the sign-in page and the public
// pages read it before their first paint without loading the database library, and a device that
// starts without a connection shows the wording it last synced.
/** The overrides this device last read for a language, or null. */
export function storedOverrides(lang: Language): TextOverrides | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY + lang) ?? 'null') as Partial<TextOverrides> | null;
    return value && typeof value.version === 'number' && value.texts && typeof value.texts === 'object' ? { version: value.version, texts: value.texts } : null;
  } catch {
    return null;
  }
}

/** Keeps a language's overrides on the device. */
export function keepOverrides(lang: Language, overrides: TextOverrides): void {
  try {
    localStorage.setItem(KEY + lang, JSON.stringify(overrides));
  } catch {
    // A full or refused storage keeps the wording of this visit only.
  }
}

/** Asks the server for a language's overrides; null when it does not answer. */
export async function fetchOverrides(lang: Language): Promise<TextOverrides | null> {
  try {
    const response = await fetch(`/api/${OVERRIDES_PATH}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ lang }),
      credentials: 'same-origin',
    });
    if (response.status !== 200) {
      // Read to its end: a refusal left unread keeps its request open.
      await response.text();
      return null;
    }
    const body = (await response.json()) as Partial<TextOverrides> | null;
    return body && typeof body.version === 'number' && body.texts && typeof body.texts === 'object' ? { version: body.version, texts: body.texts } : null;
  } catch {
    return null;
  }
}

/**
 * The dictionary with the overrides of its keys in place of the built-in texts, copying only the
 * groups on an override's path (the built-in dictionary stays as it was). `prefix` is the
 * dictionary's own path in the merged one (`public.` for the public pages' namespace); a key
 * outside it, or naming no text of the dictionary, is left alone.
 */
export function applyOverrides<T extends Dictionary>(dictionary: T, texts: Record<string, string>, prefix = ''): T {
  let result: Dictionary = dictionary;
  for (const [key, text] of Object.entries(texts)) {
    if (!key.startsWith(prefix) || text.trim() === '') continue;
    result = setText(result, key.slice(prefix.length).split('.'), text) ?? result;
  }
  return result as T;
}

// The dictionary with one text replaced, or null when the path names no text.
function setText(dictionary: Dictionary, path: string[], text: string): Dictionary | null {
  const [name, ...rest] = path;
  if (name === undefined || !Object.hasOwn(dictionary, name)) return null;
  const value = dictionary[name]!;
  if (rest.length === 0) return typeof value === 'string' ? { ...dictionary, [name]: text } : null;
  if (typeof value === 'string') return null;
  const inner = setText(value, rest, text);
  return inner && { ...dictionary, [name]: inner };
}
