import type { FormField, LocalizedText } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { SLUG_MAX_LENGTH } from '../../../../contract/limits.ts';
import { asciiName } from '../../../../contract/slug.ts';
import { localized } from '../../../lib/form-fields/localized.ts';

// A key names the answer in exports and conditions: a few words of the question read better than all of them.
const QUESTION_KEY_LENGTH = 40;

/** A key not yet used in the draft: `base`, else `base_2`, `base_3`… */
export function freeKey(taken: Iterable<string>, base: string): string {
  const used = new Set(taken);
  const stem = base.slice(0, SLUG_MAX_LENGTH - 4) || 'field';
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n++) if (!used.has(`${stem}_${n}`)) return `${stem}_${n}`;
}

/** The words of a question as a key, cut after a whole word: "What is your name?" is `what_is_your_name`. */
export function questionStem(question: string): string {
  const long = asciiName(question, '_', SLUG_MAX_LENGTH);
  if (long.length <= QUESTION_KEY_LENGTH) return long;
  const cut = long.slice(0, QUESTION_KEY_LENGTH + 1);
  const lastWord = cut.lastIndexOf('_');
  return lastWord > 0 ? cut.slice(0, lastWord) : long.slice(0, QUESTION_KEY_LENGTH);
}

/** The key a question gives, free among the other keys; a question with no letters or digits gives `fallback`'s. */
export function keyOfQuestion(label: LocalizedText, defaultLang: Language, taken: Iterable<string>, fallback: string): string {
  return freeKey(taken, questionStem(localized(label, defaultLang, defaultLang)) || fallback);
}

/**
 * The key of a field whose question changed. Before the form is first published a key still
 * following its question (the one its former question gave) follows the new one; a key typed by
 * hand, or any key once the form was published (answers and exports name it), stays.
 */
export function followingKey(before: FormField, after: FormField, others: readonly string[], defaultLang: Language, published: boolean): string {
  if (published || before.key !== after.key || before.label === after.label) return after.key;
  if (before.key !== keyOfQuestion(before.label, defaultLang, others, before.type)) return after.key;
  return keyOfQuestion(after.label, defaultLang, others, after.type);
}
