import type { Language } from '../../../contract/languages.ts';
import { formatMessage, type Localized } from '../../../contract/messages.ts';
import type { FieldProblem } from '../../errors.ts';
import { shownBuiltin, type CatalogText } from './catalog.ts';
import { addedMarkup, placeholderDifference } from './placeholders.ts';

/** What is wrong with an override, as the field problem the 400 carries: its error code and the values of its message. */
export type OverrideProblem = Extract<FieldProblem, { code: unknown }>;

// How the placeholders' message names each one it speaks of.
const MISSING: Localized = { en: '{0} is missing', it: 'manca {0}', es: 'falta {0}', fr: '{0} manque', pt: 'falta {0}' };
const EXTRA: Localized = {
  en: '{0} is not in the original',
  it: '{0} non è nell’originale',
  es: '{0} no está en el original',
  fr: '{0} n’est pas dans l’original',
  pt: '{0} não está no original',
};

/**
 * Checks an override of a text in a language against its built-in text of today: the key may be
 * overridden, the text is not longer than the key's bound, adds no markup, and keeps the same
 * placeholders (naming, in `lang_words`' language, each missing or extra one). Null when it passes.
 */
export function overrideProblem(text: CatalogText, lang: Language, override: string, wordsIn: Language): OverrideProblem | null {
  if (text.restricted) return { code: 'translation_restricted' };
  if (override.length > text.maxLength) return { code: 'translation_too_long', args: [text.maxLength] };
  const builtin = shownBuiltin(text, lang);
  if (addedMarkup(builtin, override).length > 0) return { code: 'translation_markup' };
  const { missing, extra } = placeholderDifference(builtin, override);
  if (missing.length === 0 && extra.length === 0) return null;
  const named = [...missing.map((token) => formatMessage(MISSING[wordsIn], token)), ...extra.map((token) => formatMessage(EXTRA[wordsIn], token))];
  return { code: 'translation_placeholders', args: [named.join('; ')] };
}
