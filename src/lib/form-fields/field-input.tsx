import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/NumberInput.css';
import { Checkbox, FileInput, Group, NativeSelect, NumberInput, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { Answer } from '../../../contract/form-answers.ts';
import type { FormField } from '../../../contract/form-definition.ts';
import type { Language } from '../../../contract/languages.ts';
import { localized } from './localized.ts';

/** What a field input needs besides the field: the languages, the answer, and where a new answer goes. */
export interface FieldInputProps {
  field: FormField;
  lang: Language;
  /** The form's default language, for texts not written in `lang`. */
  fallback: Language;
  value: Answer | null | undefined;
  onChange(value: Answer | null): void;
  /** A file chosen: the caller stores it and gives the answer back through `onChange`. */
  onFile?(file: File | null): void;
  error?: string | undefined;
  /** The words of the page around the field ("Choose…"). */
  texts: { choose: string };
}

const asText = (value: Answer | null | undefined) => (typeof value === 'string' ? value : '');
const asList = (value: Answer | null | undefined) => (Array.isArray(value) ? value : []);

/** One field as the respondent sees it: the same in the editor's preview and on the public form. */
export function FieldInput({ field, lang, fallback, value, onChange, onFile, error, texts }: FieldInputProps) {
  const text = (source: Parameters<typeof localized>[0]) => localized(source, lang, fallback);
  const common = {
    label: text(field.label),
    description: text(field.help) || undefined,
    required: field.type !== 'statement' && field.required === true,
    error,
  };
  const placeholder = 'placeholder' in field ? text(field.placeholder) || undefined : undefined;
  const options = 'options' in field ? field.options.map((option) => ({ value: option.value, label: text(option.label) })) : [];
  switch (field.type) {
    case 'text':
    case 'email':
    case 'phone':
    case 'url': {
      const type = field.type === 'text' ? 'text' : field.type === 'phone' ? 'tel' : field.type;
      const autoComplete = field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : field.type === 'url' ? 'url' : undefined;
      return (
        <TextInput
          {...common}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={field.max_length}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    }
    case 'long_text':
      return (
        <Textarea
          {...common}
          placeholder={placeholder}
          maxLength={field.max_length}
          autosize
          minRows={3}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          placeholder={placeholder}
          min={field.min}
          max={field.max}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        />
      );
    case 'date':
      return <TextInput {...common} type="date" min={field.min} max={field.max} value={asText(value)} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'single_choice':
      return (
        <Radio.Group {...common} value={asText(value)} onChange={(next) => onChange(next)}>
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group {...common} value={asList(value)} onChange={(next) => onChange(next)}>
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'dropdown':
      return (
        <NativeSelect
          {...common}
          data={[{ value: '', label: placeholder ?? texts.choose }, ...options]}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={common.label}
          description={common.description}
          required={common.required}
          error={error}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'rating': {
      const steps = Array.from({ length: (field.max ?? 5) - (field.min ?? 1) + 1 }, (_, index) => String((field.min ?? 1) + index));
      return (
        <Radio.Group {...common} value={typeof value === 'number' ? String(value) : ''} onChange={(next) => onChange(Number(next))}>
          <Group gap="md" mt="xs" align="center" wrap="wrap">
            {field.min_label && <Text size="sm">{text(field.min_label)}</Text>}
            {steps.map((step) => (
              <Radio key={step} value={step} label={step} />
            ))}
            {field.max_label && <Text size="sm">{text(field.max_label)}</Text>}
          </Group>
        </Radio.Group>
      );
    }
    case 'file':
      return (
        <FileInput
          {...common}
          accept={field.accept?.join(',')}
          placeholder={typeof value === 'object' && value !== null && !Array.isArray(value) ? value.name : texts.choose}
          clearable
          onChange={(file) => onFile?.(file)}
        />
      );
    case 'statement':
      return (
        <Stack gap={4}>
          <Text fw={600}>{common.label}</Text>
          {common.description && <Text size="sm">{common.description}</Text>}
        </Stack>
      );
  }
}
