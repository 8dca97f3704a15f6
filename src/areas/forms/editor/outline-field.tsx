import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconAlertCircle, IconGripVertical } from '@tabler/icons-react';
import { memo } from 'react';
import type { FormField } from '../../../../contract/form-definition.ts';
import { fieldType } from '../../../lib/form-fields/field-types.ts';
import classes from './outline.module.css';

interface OutlineFieldProps {
  field: FormField;
  /** The label as the outline shows it (the texts' language, else the default's). */
  label: string;
  typeName: string;
  selected: boolean;
  invalid: boolean;
  dragLabel: string;
  readOnly: boolean;
  onSelect(key: string): void;
}

interface FieldBodyProps {
  fieldKey: string;
  type: FormField['type'];
  required: boolean;
  label: string;
  typeName: string;
  selected: boolean;
  invalid: boolean;
  onSelect(key: string): void;
}

// What a row shows: drawn again only when it changes, not when dragging state around it does.
const FieldBody = memo(function FieldBody({ fieldKey, type, required, label, typeName, selected, invalid, onSelect }: FieldBodyProps) {
  const Icon = fieldType(type).icon;
  return (
    <UnstyledButton className={classes.select} onClick={() => onSelect(fieldKey)} aria-current={selected ? 'true' : undefined}>
      <Group gap="xs" wrap="nowrap">
        <Icon aria-hidden="true" size={16} className={classes.icon} />
        <span className={classes.text}>
          <Text size="sm" lineClamp={1} span>
            {label || fieldKey}
            {type !== 'statement' && required ? ' *' : ''}
          </Text>
          <Text size="xs" lineClamp={1} span className={classes.meta}>
            {typeName} · {fieldKey}
          </Text>
        </span>
        {invalid && <IconAlertCircle aria-hidden="true" size={16} color="var(--mantine-color-red-8)" />}
      </Group>
    </UnstyledButton>
  );
});

/**
 * One field in the outline: a handle to drag it (also with the keyboard), its type and its
 * question. The sortable part re-renders with the drag-and-drop state; it is plain elements,
 * and the row's content below it is memoised.
 */
export const OutlineField = memo(function OutlineField({ field, label, typeName, selected, invalid, dragLabel, readOnly, onSelect }: OutlineFieldProps) {
  const sortable = useSortable({ id: field.key, disabled: readOnly });
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition, opacity: sortable.isDragging ? 0.6 : 1 };
  return (
    <li ref={sortable.setNodeRef} style={style} className={classes.field} data-selected={selected || undefined} data-field={field.key} data-invalid={invalid || undefined}>
      <div className={classes.row}>
        {!readOnly && (
          <button type="button" aria-label={dragLabel} {...sortable.attributes} {...sortable.listeners} className={classes.handle}>
            <IconGripVertical aria-hidden="true" size={16} />
          </button>
        )}
        <FieldBody
          fieldKey={field.key}
          type={field.type}
          required={field.type !== 'statement' && field.required === true}
          label={label}
          typeName={typeName}
          selected={selected}
          invalid={invalid}
          onSelect={onSelect}
        />
      </div>
    </li>
  );
});
