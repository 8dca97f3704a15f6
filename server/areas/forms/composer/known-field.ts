import type { FieldOption, FormField, LocalizedText } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';

/**
 * The phrases that name a field, per language. A phrase starting with "!" counts only when the
 * operator writes in that language ("resume" is a CV in English, a summary in French).
 */
export type Words = Record<Language, readonly string[]>;

/** A field the built-in composer knows: the field it proposes and the words that ask for it. */
export interface KnownField {
  field: FormField;
  words: Words;
  /**
   * Words that name the field only loosely: a bare "name" is the first name when the description
   * also asks for a last name, a bare "video" is a format when another file field comes first.
   */
  loose?: Partial<Words>;
  /** The file field this one is when the words name a file format ("pitch in PDF": the pitch deck). */
  asFile?: string;
  /** The format a loose word of this file field names when it follows another file field. */
  format?: string;
}

/** A text in the five languages, in the order of LANGUAGES: it, en, es, fr, pt. */
export function t(it: string, en: string, es: string, fr: string, pt: string): LocalizedText {
  return { it, en, es, fr, pt };
}

/** A choice with its value and its label in the five languages. */
export function option(value: string, label: LocalizedText): FieldOption {
  return { value, label };
}
