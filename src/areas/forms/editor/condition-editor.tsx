import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CONDITION_OPS, type Condition, type ConditionOp, type FormField, type ShowIf } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { fieldType } from '../../../lib/form-fields/field-types.ts';
import { localized } from '../../../lib/form-fields/localized.ts';
import type { IssueProps, IssueView } from '../../../lib/records/issues.ts';
import { SettingGroup } from './setting-group.tsx';

interface ConditionEditorProps {
  showIf: ShowIf | undefined;
  /** The fields before this one that ask something: the only ones a condition may name. */
  earlier: FormField[];
  lang: Language;
  fallback: Language;
  /** The conditions' problems, by the rest of their path (`0.value`). */
  issues: IssueView;
  onChange(showIf: ShowIf | undefined): void;
}

/** The comparisons that fit a field's type. */
export function opsFor(field: FormField | undefined): ConditionOp[] {
  if (!field) return ['answered'];
  if (fieldType(field.type).ordered) return ['equals', 'not_equals', 'gt', 'lt', 'answered'];
  if (field.type === 'multiple_choice') return ['contains', 'not_equals', 'answered'];
  if (field.type === 'checkbox') return ['answered'];
  return CONDITION_OPS.filter((op) => op !== 'gt' && op !== 'lt');
}

function ValueInput({ target, condition, label, issue, lang, fallback, onChange }: {
  target: FormField | undefined;
  condition: Condition;
  label: string;
  issue: IssueProps;
  lang: Language;
  fallback: Language;
  onChange(value: string | number | undefined): void;
}) {
  const { LL } = useI18nContext();
  if (condition.op === 'answered') return null;
  if (target && 'options' in target) {
    const data = [{ value: '', label: LL.forms.editor.choose() }, ...target.options.map((option) => ({ value: option.value, label: localized(option.label, lang, fallback) || option.value }))];
    return <NativeSelect label={label} data={data} value={String(condition.value ?? '')} {...issue} onChange={(event) => onChange(event.currentTarget.value || undefined)} />;
  }
  const numeric = target?.type === 'number' || target?.type === 'rating';
  return (
    <TextInput
      label={label}
      type={numeric ? 'number' : target?.type === 'date' ? 'date' : 'text'}
      value={String(condition.value ?? '')}
      {...issue}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange(text === '' ? undefined : numeric && Number.isFinite(Number(text)) ? Number(text) : text);
      }}
    />
  );
}

/** When a field shows: always, or when all (any) of its conditions on earlier answers hold. */
export function ConditionEditor({ showIf, earlier, lang, fallback, issues, onChange }: ConditionEditorProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const mode = !showIf ? 'none' : 'all' in showIf ? 'all' : 'any';
  const conditions = !showIf ? [] : 'all' in showIf ? showIf.all : showIf.any;
  const write = (list: 'all' | 'any', next: Condition[]) => onChange(next.length === 0 ? undefined : list === 'all' ? { all: next } : { any: next });
  const firstCondition = (): Condition => {
    const target = earlier.at(-1)!;
    return { field: target.key, op: opsFor(target)[0]! };
  };
  if (earlier.length === 0) {
    return (
      <SettingGroup label={texts.showIf()}>
        <Text size="sm">{texts.noEarlierField()}</Text>
      </SettingGroup>
    );
  }
  const fields = earlier.map((field) => ({ value: field.key, label: localized(field.label, lang, fallback) || field.key }));
  return (
    <SettingGroup label={texts.showIf()}>
      <Stack gap="xs">
        <NativeSelect
          aria-label={texts.showIf()}
          data={[
            { value: 'none', label: texts.showIfNone() },
            { value: 'all', label: texts.showIfAll() },
            { value: 'any', label: texts.showIfAny() },
          ]}
          value={mode}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (next === 'none') onChange(undefined);
            else write(next as 'all' | 'any', conditions.length > 0 ? conditions : [firstCondition()]);
          }}
        />
        {mode !== 'none' &&
          conditions.map((condition, index) => {
            const target = earlier.find((field) => field.key === condition.field);
            const set = (change: Partial<Condition>) => {
              const next = { ...condition, ...change };
              if (next.op === 'answered') delete next.value;
              write(mode, conditions.map((current, at) => (at === index ? next : current)));
            };
            const number = index + 1;
            return (
              <Group key={index} gap="xs" align="flex-end" wrap="wrap" role="group" aria-label={texts.condition({ number })}>
                <NativeSelect
                  label={texts.conditionField()}
                  data={fields}
                  value={condition.field}
                  {...issues.at(`${index}.field`)}
                  onChange={(event) => {
                    const field = earlier.find((candidate) => candidate.key === event.currentTarget.value);
                    set({ field: event.currentTarget.value, op: opsFor(field)[0]!, value: undefined });
                  }}
                />
                <NativeSelect
                  label={texts.conditionOp()}
                  data={opsFor(target).map((op) => ({ value: op, label: texts.ops[op]() }))}
                  value={condition.op}
                  {...issues.at(`${index}.op`)}
                  onChange={(event) => set({ op: event.currentTarget.value as ConditionOp })}
                />
                <ValueInput target={target} condition={condition} label={texts.conditionValue()} issue={issues.at(`${index}.value`)} lang={lang} fallback={fallback} onChange={(value) => set({ value })} />
                <ActionIcon variant="subtle" color="red" size="lg" aria-label={texts.removeCondition({ number })} onClick={() => write(mode, conditions.filter((_, at) => at !== index))}>
                  <IconTrash aria-hidden="true" size={16} />
                </ActionIcon>
              </Group>
            );
          })}
        {mode !== 'none' && (
          <Group>
            <Button variant="default" size="xs" leftSection={<IconPlus aria-hidden="true" size={14} />} onClick={() => write(mode, [...conditions, firstCondition()])}>
              {texts.addCondition()}
            </Button>
          </Group>
        )}
      </Stack>
    </SettingGroup>
  );
}
