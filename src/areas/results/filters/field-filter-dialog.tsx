import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import { Group, Modal, MultiSelect, NativeSelect, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldType } from '../../../../contract/form-definition.ts';
import { formatMessage, validationTemplate } from '../../../../contract/messages.ts';
import type { AnswerFilter } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { validDay } from '../../../lib/filters/filter-params.ts';
import type { DefinitionTexts } from '../../../lib/form-fields/definition-texts.ts';
import type { AskingField } from '../../../lib/forms/use-published-form.ts';

/** How a field's answers may be compared: by what fits its type, or answered or empty. */
export type FilterKind = 'choice' | 'checkbox' | 'range' | 'dates' | 'contains' | 'presence';

/** The comparison a field type offers beside answered and empty. */
export function filterKind(type: FieldType): FilterKind {
  switch (type) {
    case 'single_choice':
    case 'multiple_choice':
    case 'dropdown':
      return 'choice';
    case 'checkbox':
      return 'checkbox';
    case 'number':
    case 'rating':
      return 'range';
    case 'date':
      return 'dates';
    case 'text':
    case 'long_text':
    case 'email':
    case 'phone':
    case 'url':
      return 'contains';
    default:
      return 'presence';
  }
}

type Op = 'match' | 'is_not' | 'answered' | 'empty';

interface Draft {
  op: Op;
  values: string[];
  min: number | '';
  max: number | '';
  from: string;
  to: string;
  text: string;
}

const EMPTY: Draft = { op: 'match', values: [], min: '', max: '', from: '', to: '', text: '' };

/** The filter a filled dialog makes, or the field errors that stop it. */
export function draftFilter(field: string, kind: FilterKind, draft: Draft): AnswerFilter | { errors: Partial<Record<keyof Draft, 'required'>> } {
  if (draft.op === 'answered' || draft.op === 'empty' || kind === 'presence') return { field, op: draft.op === 'empty' ? 'empty' : 'answered' };
  switch (kind) {
    case 'checkbox':
      return { field, op: 'is', values: [draft.op === 'is_not' ? 'false' : 'true'] };
    case 'choice':
      return draft.values.length > 0 ? { field, op: draft.op === 'is_not' ? 'is_not' : 'is', values: draft.values } : { errors: { values: 'required' } };
    case 'range':
      if (draft.min === '' && draft.max === '') return { errors: { min: 'required' } };
      return { field, op: 'range', ...(draft.min === '' ? {} : { min: draft.min }), ...(draft.max === '' ? {} : { max: draft.max }) };
    case 'dates': {
      const from = validDay(draft.from);
      const to = validDay(draft.to);
      if (!from && !to) return { errors: { from: 'required' } };
      return { field, op: 'dates', ...(from ? { from } : {}), ...(to ? { to } : {}) };
    }
    case 'contains':
      return draft.text.trim() ? { field, op: 'contains', text: draft.text.trim().slice(0, 200) } : { errors: { text: 'required' } };
  }
}

interface FieldFilterDialogProps {
  fields: AskingField[];
  texts: DefinitionTexts;
  onClose(): void;
  onAdd(filter: AnswerFilter): void;
}

/** Adds a condition on one field's answers, with the control that fits its type. */
export function FieldFilterDialog({ fields, texts, onClose, onAdd }: FieldFilterDialogProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.results.fieldFilter;
  const [key, setKey] = useState(fields[0]?.field.key ?? '');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, 'required'>>>({});
  const field = fields.find((entry) => entry.field.key === key)?.field;
  const kind = field ? filterKind(field.type) : 'presence';
  const change = (part: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setErrors({});
  };
  const required = (name: string) => formatMessage(validationTemplate('required', locale), name);

  const ops: { value: Op; label: string }[] =
    kind === 'checkbox'
      ? [
          { value: 'match', label: words.checked() },
          { value: 'is_not', label: words.notChecked() },
        ]
      : [
          ...(kind === 'choice' ? [{ value: 'match' as Op, label: words.is() }, { value: 'is_not' as Op, label: words.isNot() }] : []),
          ...(kind === 'range' ? [{ value: 'match' as Op, label: words.between() }] : []),
          ...(kind === 'dates' ? [{ value: 'match' as Op, label: words.datesBetween() }] : []),
          ...(kind === 'contains' ? [{ value: 'match' as Op, label: words.contains() }] : []),
          { value: 'answered', label: words.answered() },
          { value: 'empty', label: words.empty() },
        ];
  const op = ops.some((entry) => entry.value === draft.op) ? draft.op : ops[0]!.value;
  const comparing = op === 'match' || op === 'is_not';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!field) return;
    const made = draftFilter(field.key, kind, { ...draft, op });
    if ('errors' in made) setErrors(made.errors);
    else onAdd(made);
  }

  return (
    <Modal opened onClose={onClose} title={words.title()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <NativeSelect
            label={words.field()}
            value={key}
            data-autofocus
            data={fields.map((entry) => ({ value: entry.field.key, label: texts.text(entry.field.label) || entry.field.key }))}
            onChange={(event) => {
              setKey(event.currentTarget.value);
              setDraft(EMPTY);
              setErrors({});
            }}
          />
          <Radio.Group label={words.condition()} value={op} onChange={(value) => change({ op: value as Op })}>
            <Group gap="md" mt={6} wrap="wrap">
              {ops.map((entry) => (
                <Radio key={entry.value} value={entry.value} label={entry.label} />
              ))}
            </Group>
          </Radio.Group>
          {field && comparing && kind === 'choice' && 'options' in field ? (
            <MultiSelect
              label={words.options()}
              data={field.options.map((option) => ({ value: option.value, label: texts.option(field, option.value) }))}
              value={draft.values}
              onChange={(values) => change({ values })}
              error={errors.values && required(words.options())}
              searchable
            />
          ) : null}
          {comparing && kind === 'range' ? (
            <Group grow align="flex-start">
              <NumberInput label={words.min()} value={draft.min} onChange={(value) => change({ min: typeof value === 'number' ? value : '' })} error={errors.min && required(words.min())} />
              <NumberInput label={words.max()} value={draft.max} onChange={(value) => change({ max: typeof value === 'number' ? value : '' })} />
            </Group>
          ) : null}
          {comparing && kind === 'dates' ? (
            <Group grow align="flex-start">
              <TextInput type="date" label={words.from()} value={draft.from} onChange={(event) => change({ from: event.currentTarget.value })} error={errors.from && required(words.from())} />
              <TextInput type="date" label={words.to()} value={draft.to} onChange={(event) => change({ to: event.currentTarget.value })} />
            </Group>
          ) : null}
          {comparing && kind === 'contains' ? (
            <TextInput label={words.text()} value={draft.text} maxLength={200} onChange={(event) => change({ text: event.currentTarget.value })} error={errors.text && required(words.text())} />
          ) : null}
          <DialogActions submitLabel={words.add()} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
