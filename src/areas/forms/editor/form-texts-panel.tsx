import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { Checkbox, Group, NativeSelect, Stack } from '@mantine/core';
import type { FormDefinition } from '../../../../contract/form-definition.ts';
import { LANGUAGE_OPTIONS, type Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { localized } from '../../../lib/form-fields/localized.ts';
import type { IssueView } from '../../../lib/records/issues.ts';
import { LocalizedInput } from './localized-input.tsx';

interface FormTextsPanelProps {
  draft: FormDefinition;
  lang: Language;
  /** The languages the project offers: a form may use only these. */
  offered: readonly Language[];
  /** The form's problems, by their path (`title`, `languages`). */
  issues: IssueView;
  readOnly: boolean;
  onChange(draft: FormDefinition, topic?: string): void;
}

/** The form's own texts (title, description) in the texts' language, and the languages it is offered in. */
export function FormTextsPanel({ draft, lang, offered, issues, readOnly, onChange }: FormTextsPanelProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const fallback = draft.default_lang;
  const languages = LANGUAGE_OPTIONS.filter((option) => offered.includes(option.value) || draft.languages.includes(option.value));
  const toggle = (language: Language, on: boolean) => {
    const next = on ? LANGUAGE_OPTIONS.map((option) => option.value).filter((value) => value === language || draft.languages.includes(value)) : draft.languages.filter((value) => value !== language);
    onChange({ ...draft, languages: next, default_lang: next.includes(draft.default_lang) ? draft.default_lang : (next[0] ?? draft.default_lang) });
  };
  return (
    <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Stack gap="sm">
        <LocalizedInput
          label={texts.formTitle()}
          value={draft.title}
          lang={lang}
          hint={localized(draft.title, fallback, fallback)}
          {...issues.at('title')}
          required
          onChange={(title) => onChange({ ...draft, title }, 'form:title')}
        />
        <LocalizedInput
          label={texts.formDescription()}
          value={draft.description}
          lang={lang}
          hint={localized(draft.description, fallback, fallback)}
          {...issues.at('description')}
          multiline
          onChange={(description) => {
            const { description: _before, ...rest } = draft;
            onChange(Object.keys(description).length === 0 ? rest : { ...rest, description }, 'form:description');
          }}
        />
        <Checkbox.Group label={texts.languages()} value={draft.languages} {...issues.at('languages')}>
          <Group gap="md" mt="xs">
            {languages.map((option) => (
              <Checkbox
                key={option.value}
                value={option.value}
                label={option.text}
                disabled={draft.languages.length === 1 && draft.languages.includes(option.value)}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <NativeSelect
          label={texts.defaultLang()}
          data={LANGUAGE_OPTIONS.filter((option) => draft.languages.includes(option.value)).map((option) => ({ value: option.value, label: option.text }))}
          value={draft.default_lang}
          {...issues.at('default_lang')}
          onChange={(event) => onChange({ ...draft, default_lang: event.currentTarget.value as Language })}
        />
      </Stack>
    </fieldset>
  );
}
