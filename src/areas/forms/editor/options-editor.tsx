import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { ActionIcon, Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldOption } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import type { IssueView } from '../../../lib/records/issues.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { localized, withText } from '../../../lib/form-fields/localized.ts';
import { freeKey } from './draft-ops.ts';

interface OptionsEditorProps {
  options: FieldOption[];
  lang: Language;
  fallback: Language;
  /** Problems by the rest of their path (`0.value`). */
  issues: IssueView;
  onChange(options: FieldOption[]): void;
}

/** The choices of a choice field: a value (the answer's key) and a label in the texts' language each. */
export function OptionsEditor({ options, lang, fallback, issues, onChange }: OptionsEditorProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const set = (index: number, option: FieldOption) => onChange(options.map((current, at) => (at === index ? option : current)));
  const add = () => {
    const value = freeKey(options.map((option) => option.value), `option_${options.length + 1}`);
    onChange([...options, { value, label: { [lang]: String(options.length + 1) } }]);
  };
  return (
    <Fieldset legend={texts.options()} variant="unstyled">
      <Stack gap="xs">
        {options.map((option, index) => {
          const name = localized(option.label, lang, fallback) || option.value;
          return (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={`${texts.option({ number: index + 1 })}: ${texts.optionLabel()}`}
                placeholder={localized(option.label, fallback, fallback)}
                value={option.label[lang] ?? ''}
                {...issues.at(`${index}.label`)}
                onChange={(event) => set(index, { ...option, label: withText(option.label, lang, event.currentTarget.value) })}
                style={{ flex: 2 }}
              />
              <TextInput
                aria-label={`${texts.option({ number: index + 1 })}: ${texts.optionValue()}`}
                value={option.value}
                {...issues.at(`${index}.value`)}
                onChange={(event) => set(index, { ...option, value: event.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={texts.removeOption({ label: name })}
                disabled={options.length <= 1}
                onClick={() => onChange(options.filter((_, at) => at !== index))}
              >
                <IconTrash aria-hidden="true" size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button variant="default" size="xs" leftSection={<IconPlus aria-hidden="true" size={14} />} onClick={add}>
            {texts.addOption()}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
