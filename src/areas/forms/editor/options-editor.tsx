import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldOption } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import type { IssueView } from '../../../lib/records/issues.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { localized, withText } from '../../../lib/form-fields/localized.ts';
import { SettingGroup } from './setting-group.tsx';
import { useNewOptionLabel } from './use-option-label.ts';
import classes from './options-editor.module.css';

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
  const optionLabel = useNewOptionLabel() ?? ((number: number) => ({ [lang]: texts.option({ number }) }));
  const add = () => {
    // The numbering goes on from the options there are, past any number already taken.
    const taken = new Set(options.map((option) => option.value));
    let number = options.length + 1;
    while (taken.has(`option_${number}`)) number++;
    onChange([...options, { value: `option_${number}`, label: optionLabel(number) }]);
  };
  return (
    <SettingGroup label={texts.options()}>
      <Stack gap="xs">
        {options.map((option, index) => {
          const name = localized(option.label, lang, fallback) || option.value;
          return (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={texts.optionLabel()}
                aria-label={`${texts.option({ number: index + 1 })}: ${texts.optionLabel()}`}
                placeholder={localized(option.label, fallback, fallback)}
                value={option.label[lang] ?? ''}
                {...issues.at(`${index}.label`)}
                onChange={(event) => set(index, { ...option, label: withText(option.label, lang, event.currentTarget.value) })}
                style={{ flex: 2 }}
              />
              <TextInput
                label={texts.optionValue()}
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
                className={classes.remove}
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
    </SettingGroup>
  );
}
