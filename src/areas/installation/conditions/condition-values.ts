import type { Condition } from '../../../../contract/installation.ts';
import { fallbackLanguage, type Language } from '../../../../contract/languages.ts';
import { everyLanguage, localized, writtenLanguages, type TextsByLanguage } from '../../../lib/form-fields/localized.ts';

/** What the publish dialog edits. */
export interface ConditionValues {
  key: string;
  required: boolean;
  title: TextsByLanguage;
  body: TextsByLanguage;
}

/** The dialog's values: a new condition's (required, nothing written), or the current version's to start the next from. */
export function conditionValues(condition: Condition | null): ConditionValues {
  if (!condition) return { key: '', required: true, title: everyLanguage(), body: everyLanguage() };
  return { key: condition.key, required: condition.required, title: everyLanguage(condition.title), body: everyLanguage(condition.body) };
}

/** What the publish call sends: the written languages only. */
export function publishFields(values: ConditionValues) {
  return { key: values.key.trim(), required: values.required, title: writtenLanguages(values.title), body: writtenLanguages(values.body) };
}

/** A condition's title in the reader's language, else another one it is written in, else its key. */
export function conditionTitle(condition: { key: string; title: Partial<Record<Language, string>> }, lang: Language): string {
  return localized(condition.title, lang, fallbackLanguage(lang)) || condition.key;
}
