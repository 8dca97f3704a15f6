import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/NumberInput.css';
import { Group, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormField } from '../../../../contract/form-definition.ts';
import { FORM_LIMITS, TEXT_PREFILLS } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { fieldType } from '../../../lib/form-fields/field-types.ts';
import { localized } from '../../../lib/form-fields/localized.ts';
import type { IssueProps, IssueView } from '../../../lib/records/issues.ts';
import { withSetting } from './field-patch.ts';
import { LocalizedInput } from './localized-input.tsx';
import { OptionsEditor } from './options-editor.tsx';

interface TypeSettingsProps {
  field: FormField;
  lang: Language;
  fallback: Language;
  issues: IssueView;
  onChange(field: FormField, topic?: string): void;
}

// The types as typed (commas, spaces) stay in the box; the field keeps the list they make.
function AcceptInput({ accept, issue, onChange }: { accept: string[]; issue: IssueProps; onChange(accept: string[]): void }) {
  const { LL } = useI18nContext();
  const [text, setText] = useState(accept.join(', '));
  return (
    <TextInput
      label={LL.forms.editor.accept()}
      description={LL.forms.editor.acceptHelp()}
      value={text}
      {...issue}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(
          event.currentTarget.value
            .split(',')
            .map((part) => part.trim().toLowerCase())
            .filter((part) => part !== ''),
        );
      }}
    />
  );
}

const numberOrUndefined = (value: string | number) => (typeof value === 'number' ? value : undefined);

/** The settings only this field's type has: its rules, its options, its scale or its files. */
export function TypeSettings({ field, lang, fallback, issues, onChange }: TypeSettingsProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const record = field as Record<string, unknown>;
  const set = (name: string, value: unknown) => onChange(withSetting(field, name, value), `${name}:${field.key}`);
  const number = (name: string, label: string, bounds: { min?: number; max?: number } = {}) => (
    <NumberInput
      key={name}
      label={label}
      value={typeof record[name] === 'number' ? (record[name] as number) : ''}
      min={bounds.min}
      max={bounds.max}
      allowDecimal={name === 'min' || name === 'max' ? field.type === 'number' : false}
      {...issues.at(name)}
      onChange={(value) => set(name, numberOrUndefined(value))}
    />
  );
  const controls = fieldType(field.type).settings.map((setting) => {
    switch (setting) {
      case 'placeholder':
        return (
          <LocalizedInput
            key={setting}
            label={texts.placeholder()}
            value={'placeholder' in field ? field.placeholder : undefined}
            lang={lang}
            hint={'placeholder' in field ? localized(field.placeholder, fallback, fallback) : undefined}
            {...issues.at('placeholder')}
            onChange={(text) => set('placeholder', Object.keys(text).length > 0 ? text : undefined)}
          />
        );
      case 'prefill': {
        const names = { name: texts.prefillName, first_name: texts.prefillFirstName, last_name: texts.prefillLastName, email: texts.prefillEmail };
        const offered = field.type === 'email' ? (['email'] as const) : TEXT_PREFILLS;
        return (
          <NativeSelect
            key={setting}
            label={texts.prefill()}
            description={texts.prefillHelp()}
            data={[{ value: '', label: texts.prefillNone() }, ...offered.map((value) => ({ value, label: names[value]() }))]}
            value={typeof record.prefill === 'string' ? record.prefill : ''}
            {...issues.at('prefill')}
            onChange={(event) => set('prefill', event.currentTarget.value || undefined)}
          />
        );
      }
      case 'min_length':
        return number('min_length', texts.minLength(), { min: 0, max: FORM_LIMITS.textLength });
      case 'max_length':
        return number('max_length', texts.maxLength(), { min: 0, max: FORM_LIMITS.textLength });
      case 'min':
        return number('min', texts.min());
      case 'max':
        return number('max', texts.max());
      case 'min_date':
      case 'max_date': {
        const name = setting === 'min_date' ? 'min' : 'max';
        return (
          <TextInput
            key={setting}
            type="date"
            label={setting === 'min_date' ? texts.minDate() : texts.maxDate()}
            value={typeof record[name] === 'string' ? (record[name] as string) : ''}
            {...issues.at(name)}
            onChange={(event) => set(name, event.currentTarget.value || undefined)}
          />
        );
      }
      case 'scale':
        return (
          <Group key={setting} grow align="flex-start">
            {number('min', texts.scaleMin(), { min: 0, max: 1 })}
            {number('max', texts.scaleMax(), { min: 2, max: FORM_LIMITS.ratingSteps })}
            <LocalizedInput label={texts.minLabel()} value={'min_label' in field ? field.min_label : undefined} lang={lang} onChange={(text) => set('min_label', Object.keys(text).length > 0 ? text : undefined)} />
            <LocalizedInput label={texts.maxLabel()} value={'max_label' in field ? field.max_label : undefined} lang={lang} onChange={(text) => set('max_label', Object.keys(text).length > 0 ? text : undefined)} />
          </Group>
        );
      case 'options':
        return 'options' in field ? (
          <OptionsEditor
            key={setting}
            options={field.options}
            lang={lang}
            fallback={fallback}
            issues={issues.under('options')}
            onChange={(options) => set('options', options)}
          />
        ) : null;
      case 'max_selected':
        return number('max_selected', texts.maxSelected(), { min: 1, max: FORM_LIMITS.options });
      case 'accept':
        return (
          <AcceptInput
            key={`${setting}:${field.key}`}
            accept={field.type === 'file' ? (field.accept ?? []) : []}
            issue={issues.at('accept')}
            onChange={(accept) => set('accept', accept)}
          />
        );
      case 'max_size_mb':
        return number('max_size_mb', texts.maxSizeMb(), { min: 1, max: FORM_LIMITS.fileSizeMb });
    }
  });
  return <>{controls}</>;
}
