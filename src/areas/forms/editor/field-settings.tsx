import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Divider.css';
import { Button, Divider, Group, NativeSelect, Stack, Switch, TextInput } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { FIELD_TYPES, type FieldType, type FormBlock, type FormField } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { changeType } from '../../../lib/form-fields/field-types.ts';
import { localized } from '../../../lib/form-fields/localized.ts';
import type { IssueView } from '../../../lib/records/issues.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { withSetting } from './field-patch.ts';
import { LocalizedInput } from './localized-input.tsx';
import { TypeSettings } from './type-settings.tsx';
import { useNewOptionLabel } from './use-option-label.ts';

interface FieldSettingsProps {
  field: FormField;
  /** The step it sits in, and the steps it may move to. */
  block: string;
  blocks: readonly FormBlock[];
  /** The fields before it that ask something, for its conditions. */
  earlier: FormField[];
  lang: Language;
  fallback: Language;
  /** Problems by the rest of their path under the field (`label`, `options.0.value`). */
  issues: IssueView;
  readOnly: boolean;
  onChange(key: string, field: FormField, topic?: string): void;
  onMove(key: string, block: string): void;
  onDuplicate(key: string): void;
  onRemove(key: string): void;
}

/** The settings panel of the selected field: what every field has, then only the rules its type has. */
export const FieldSettings = memo(function FieldSettings(props: FieldSettingsProps) {
  const { field, block, blocks, earlier, lang, fallback, issues, readOnly, onChange, onMove, onDuplicate, onRemove } = props;
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const optionLabel = useNewOptionLabel();
  const change = (next: FormField, topic?: string) => onChange(field.key, next, topic);
  const set = (name: string, value: unknown) => change(withSetting(field, name, value), `${name}:${field.key}`);
  const showIf = field.show_if && 'all' in field.show_if ? 'all' : 'any';
  return (
    <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <NativeSelect
            label={texts.type()}
            data={FIELD_TYPES.map((type) => ({ value: type, label: LL.forms.types[type]() }))}
            value={field.type}
            onChange={(event) => change(changeType(field, event.currentTarget.value as FieldType, lang, optionLabel))}
          />
          <NativeSelect
            label={texts.block()}
            data={blocks.map((candidate, index) => ({ value: candidate.key, label: localized(candidate.title, lang, fallback) || texts.newBlock({ number: index + 1 }) }))}
            value={block}
            onChange={(event) => onMove(field.key, event.currentTarget.value)}
          />
        </Group>
        <LocalizedInput
          label={texts.label()}
          value={field.label}
          lang={lang}
          hint={localized(field.label, fallback, fallback)}
          {...issues.at('label')}
          multiline={field.type === 'statement'}
          required
          onChange={(label) => change({ ...field, label }, `label:${field.key}`)}
        />
        <LocalizedInput
          label={texts.help()}
          value={field.help}
          lang={lang}
          hint={localized(field.help, fallback, fallback)}
          {...issues.at('help')}
          multiline
          onChange={(help) => set('help', Object.keys(help).length > 0 ? help : undefined)}
        />
        <TextInput
          label={texts.key()}
          description={texts.keyHelp()}
          value={field.key}
          {...issues.at('key')}
          onChange={(event) => change({ ...field, key: event.currentTarget.value }, 'key')}
        />
        {field.type !== 'statement' && (
          <Group gap="xl" align="flex-start" wrap="nowrap">
            <Switch label={texts.required()} checked={field.required === true} onChange={(event) => set('required', event.currentTarget.checked)} />
            <Switch label={texts.personal()} description={texts.personalHelp()} checked={field.personal === true} onChange={(event) => set('personal', event.currentTarget.checked)} style={{ minWidth: 0 }} />
          </Group>
        )}
        <TypeSettings field={field} lang={lang} fallback={fallback} issues={issues} onChange={change} />
        <Divider />
        <ConditionEditor
          showIf={field.show_if}
          earlier={earlier}
          lang={lang}
          fallback={fallback}
          issues={issues.under(`show_if.${showIf}`)}
          onChange={(next) => set('show_if', next)}
        />
        <Divider />
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconCopy aria-hidden="true" size={16} />} onClick={() => onDuplicate(field.key)}>
            {texts.duplicateField()}
          </Button>
          <Button variant="light" color="red" leftSection={<IconTrash aria-hidden="true" size={16} />} onClick={() => onRemove(field.key)}>
            {texts.removeField()}
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
});
