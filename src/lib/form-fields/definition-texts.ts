import type { FormDefinition, FormField } from '../../../contract/form-definition.ts';
import type { Language } from '../../../contract/languages.ts';
import { localized } from './localized.ts';

/** The texts of a definition in the reader's language, else the form's default. */
export interface DefinitionTexts {
  lang: Language;
  fallback: Language;
  text(value: FormField['label'] | undefined): string;
  /** An option's label by its value; the value itself when the option is gone. */
  option(field: FormField, value: string): string;
}

/** A definition's texts as the operator reads them. */
export function definitionTexts(definition: Pick<FormDefinition, 'default_lang'> | undefined, lang: Language): DefinitionTexts {
  const fallback = definition?.default_lang ?? lang;
  const text = (value: FormField['label'] | undefined) => localized(value, lang, fallback);
  return {
    lang,
    fallback,
    text,
    option: (field, value) => ('options' in field ? text(field.options.find((option) => option.value === value)?.label) || value : value),
  };
}
