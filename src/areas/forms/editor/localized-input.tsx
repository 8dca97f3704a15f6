import '@mantine/core/styles/Input.css';
import { Textarea, TextInput } from '@mantine/core';
import type { LocalizedText } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { withText } from '../../../lib/form-fields/localized.ts';

interface LocalizedInputProps {
  label: string;
  description?: string | undefined;
  value: LocalizedText | undefined;
  lang: Language;
  /** The text of the default language, shown as a hint while this language has none. */
  hint?: string | undefined;
  error?: string | undefined;
  /** Leaving the input: its problems show from then on. */
  onBlur?: () => void;
  multiline?: boolean;
  required?: boolean;
  onChange(text: LocalizedText): void;
}

/** One language of a localised text: the field edits `value[lang]`, the other languages stay. */
export function LocalizedInput({ label, description, value, lang, hint, error, onBlur, multiline, required, onChange }: LocalizedInputProps) {
  const props = {
    label: `${label} (${lang.toUpperCase()})`,
    description,
    error,
    onBlur,
    required,
    placeholder: hint,
    value: value?.[lang] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(withText(value, lang, event.currentTarget.value)),
  };
  return multiline ? <Textarea {...props} autosize minRows={2} /> : <TextInput {...props} />;
}
