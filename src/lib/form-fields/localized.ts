import type { LocalizedText } from '../../../contract/form-definition.ts';
import type { Language } from '../../../contract/languages.ts';

/** A localised text in a language: that language's, else the form's default, else the first written. */
export function localized(text: LocalizedText | undefined, lang: Language, fallback: Language): string {
  if (!text) return '';
  const own = text[lang];
  if (own && own.trim() !== '') return own;
  const other = text[fallback];
  if (other && other.trim() !== '') return other;
  return Object.values(text).find((value) => (value ?? '').trim() !== '') ?? '';
}

/** The text with one language's value set; an emptied language leaves the map. */
export function withText(text: LocalizedText | undefined, lang: Language, value: string): LocalizedText {
  const next: LocalizedText = { ...text };
  if (value === '') delete next[lang];
  else next[lang] = value;
  return next;
}
