import type { LocalizedText } from '../../../contract/form-definition.ts';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';

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

/** A text in each of the five languages, as a form with one input per language edits it (empty where none is written). */
export type TextsByLanguage = Record<Language, string>;

/** A localised text with every language present, empty where it has none. */
export function everyLanguage(text: LocalizedText = {}): TextsByLanguage {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, text[lang] ?? ''])) as TextsByLanguage;
}

/** The languages a form's text is written in: what a call sends. */
export function writtenLanguages(text: TextsByLanguage): LocalizedText {
  return Object.fromEntries(Object.entries(text).filter(([, value]) => value.trim() !== ''));
}
