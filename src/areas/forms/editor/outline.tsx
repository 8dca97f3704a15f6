import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import { ActionIcon, Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconChevronDown, IconChevronRight, IconPlus, IconSettings } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import { FIELD_TYPES, type FieldType, type FormBlock, type FormDefinition } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { fieldType } from '../../../lib/form-fields/field-types.ts';
import { localized } from '../../../lib/form-fields/localized.ts';
import { useStableCallback } from '../../../lib/use-stable-callback.ts';
import type { Issues } from '../../../lib/records/issues.ts';
import { findField } from './draft-ops.ts';
import classes from './outline.module.css';
import { OutlineField } from './outline-field.tsx';

/** What the editor has selected: the form's own texts, a step, or a field. */
export type Selection = { kind: 'form' } | { kind: 'block'; key: string } | { kind: 'field'; key: string };

interface OutlineProps {
  draft: FormDefinition;
  lang: Language;
  fallback: Language;
  selection: Selection;
  /** The problems to mark: a field with one shows it in its row. */
  issues: Issues;
  readOnly: boolean;
  onSelect(selection: Selection): void;
  onAddField(block: string, type: FieldType): void;
  onAddBlock(): void;
  onMove(key: string, block: string, index: number): void;
}

interface OutlineBlockProps {
  block: FormBlock;
  number: number;
  title: string;
  lang: Language;
  fallback: Language;
  /** The selected field's key when it is in this step, else null: other steps keep their props and skip rendering. */
  selectedField: string | null;
  selected: boolean;
  /** The indexes of its fields with a problem, as one text (equal texts, equal props). */
  invalid: string;
  readOnly: boolean;
  /** Whether its fields show; a long form shows the step being edited and folds the others. */
  expanded: boolean;
  onToggle(key: string): void;
  onSelect(selection: Selection): void;
  onSelectField(key: string): void;
  onAddField(block: string, type: FieldType): void;
}

/** One step of the outline: its title, its fields to drag, its "Add field". */
const OutlineBlock = memo(function OutlineBlock(props: OutlineBlockProps) {
  const { block, number, title, lang, fallback, selectedField, selected, invalid, readOnly, expanded, onToggle, onSelect, onSelectField, onAddField } = props;
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const keys = block.fields.map((field) => field.key).join('\n');
  // The same list while the keys are the same: a new one would redraw every row of the step.
  const items = useMemo(() => (keys === '' ? [] : keys.split('\n')), [keys]);
  const invalidAt = new Set(invalid.split(',').filter(Boolean).map(Number));
  return (
    <section className={classes.block} data-selected={selected || undefined} aria-label={title}>
      <Stack gap={4}>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={expanded}
            aria-controls={`outline-step-${block.key}`}
            aria-label={expanded ? texts.collapseStep({ block: title }) : texts.expandStep({ block: title })}
            onClick={() => onToggle(block.key)}
          >
            {expanded ? <IconChevronDown aria-hidden="true" size={16} /> : <IconChevronRight aria-hidden="true" size={16} />}
          </ActionIcon>
          <UnstyledButton className={classes.select} onClick={() => onSelect({ kind: 'block', key: block.key })} aria-current={selected ? 'true' : undefined}>
            <Text size="sm" fw={700}>
              {texts.newBlock({ number })} · {title}
            </Text>
            {!expanded && (
              <Text size="xs" span display="block" className={classes.meta}>
                {texts.stepFields({ count: block.fields.length })}
              </Text>
            )}
          </UnstyledButton>
        </Group>
        {expanded && (
          <div id={`outline-step-${block.key}`}>
            <SortableContext items={items} strategy={verticalListSortingStrategy}>
              <ul className={classes.list}>
                {block.fields.map((field, index) => {
                  const label = localized(field.label, lang, fallback);
                  return (
                    <OutlineField
                      key={field.key}
                      field={field}
                      label={label}
                      typeName={LL.forms.types[field.type]()}
                      selected={selectedField === field.key}
                      invalid={invalidAt.has(index)}
                      dragLabel={texts.dragHandle({ label: label || field.key })}
                      readOnly={readOnly}
                      onSelect={onSelectField}
                    />
                  );
                })}
              </ul>
            </SortableContext>
            {block.fields.length === 0 && (
              <Text size="sm" px="xs">
                {texts.emptyBlock()}
              </Text>
            )}
          </div>
        )}
        {!readOnly && expanded && (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant="subtle" size="xs" leftSection={<IconPlus aria-hidden="true" size={14} />} rightSection={<IconChevronDown aria-hidden="true" size={14} />} aria-label={texts.addFieldTo({ block: title })}>
                {texts.addField()}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {FIELD_TYPES.map((type) => {
                const Icon = fieldType(type).icon;
                return (
                  <Menu.Item key={type} leftSection={<Icon aria-hidden="true" size={16} />} onClick={() => onAddField(block.key, type)}>
                    {LL.forms.types[type]()}
                  </Menu.Item>
                );
              })}
            </Menu.Dropdown>
          </Menu>
        )}
      </Stack>
    </section>
  );
});

// Above this many fields the outline shows one step at a time: a few hundred rows would slow every keystroke.
const LONG_FORM = 60;

const fieldCount = (draft: FormDefinition) => draft.blocks.reduce((sum, block) => sum + block.fields.length, 0);

/** The form's outline: its steps and their fields in order, dragged (or moved with the keyboard) to reorder. */
export function Outline({ draft, lang, fallback, selection, issues, readOnly, onSelect, onAddField, onAddBlock, onMove }: OutlineProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  // Stable handlers: the steps and their rows skip rendering unless what they show changed.
  const select = useStableCallback(onSelect);
  const selectField = useStableCallback((key: string) => onSelect({ kind: 'field', key }));
  const addField = useStableCallback(onAddField);
  const labelOf = useStableCallback((key: string) => {
    const found = findField(draft, key);
    return found ? localized(found.field.label, lang, fallback) || key : key;
  });
  const place = useStableCallback((key: string) => {
    const found = findField(draft, key);
    const index = found ? draft.blocks.indexOf(found.block) : 0;
    return { position: (found?.index ?? 0) + 1, block: found ? localized(found.block.title, lang, fallback) || texts.newBlock({ number: index + 1 }) : '' };
  });
  const end = useStableCallback(({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const target = findField(draft, String(over.id));
    if (target) onMove(String(active.id), target.block.key, target.index);
  });
  const accessibility = useMemo(
    () => ({
      announcements: {
        onDragStart: ({ active }) => texts.dragStart({ label: labelOf(String(active.id)) }),
        onDragOver: ({ active, over }) => (over ? texts.dragOver({ label: labelOf(String(active.id)), target: labelOf(String(over.id)) }) : undefined),
        onDragEnd: ({ active }) => texts.moved({ label: labelOf(String(active.id)), ...place(String(active.id)) }),
        onDragCancel: ({ active }) => texts.dragCancel({ label: labelOf(String(active.id)) }),
      } satisfies Announcements,
      screenReaderInstructions: { draggable: texts.dragInstructions() },
    }),
    [texts, labelOf, place],
  );
  const invalid = (blockIndex: number) => {
    const indexes = new Set<number>();
    const prefix = `blocks.${blockIndex}.fields.`;
    for (const path of issues.keys()) if (path.startsWith(prefix)) indexes.add(Number(path.slice(prefix.length).split('.')[0]));
    return [...indexes].sort((a, b) => a - b).join(',');
  };
  const selectedField = selection.kind === 'field' ? (findField(draft, selection.key)?.block.key ?? null) : null;
  const selectedStep = selection.kind === 'block' ? selection.key : selectedField;
  // A long form opens on the step being edited; a short one shows every step.
  const [folded, setFolded] = useState<ReadonlySet<string>>(() =>
    fieldCount(draft) > LONG_FORM ? new Set(draft.blocks.map((block) => block.key).filter((key) => key !== (selectedStep ?? draft.blocks[0]?.key))) : new Set(),
  );
  // The step of what gets selected (from the settings' Step, a new field) opens; the operator may fold it again.
  const [openedFor, setOpenedFor] = useState(selectedStep);
  if (selectedStep !== openedFor) {
    setOpenedFor(selectedStep);
    if (selectedStep !== null && folded.has(selectedStep)) setFolded(new Set([...folded].filter((key) => key !== selectedStep)));
  }
  const toggle = useStableCallback((key: string) =>
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    }),
  );

  return (
    <nav aria-label={texts.outline()}>
      <Stack gap="sm">
        <UnstyledButton className={classes.select} onClick={() => onSelect({ kind: 'form' })} aria-current={selection.kind === 'form' ? 'true' : undefined}>
          <Group gap="xs" wrap="nowrap">
            <IconSettings aria-hidden="true" size={16} />
            <Text size="sm" fw={600}>
              {texts.formTexts()}
            </Text>
          </Group>
        </UnstyledButton>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end} accessibility={accessibility}>
          {draft.blocks.map((block, blockIndex) => (
            <OutlineBlock
              key={block.key}
              block={block}
              number={blockIndex + 1}
              title={localized(block.title, lang, fallback) || texts.newBlock({ number: blockIndex + 1 })}
              lang={lang}
              fallback={fallback}
              selectedField={selectedField === block.key && selection.kind === 'field' ? selection.key : null}
              selected={selection.kind === 'block' && selection.key === block.key}
              invalid={invalid(blockIndex)}
              readOnly={readOnly}
              expanded={!folded.has(block.key)}
              onToggle={toggle}
              onSelect={select}
              onSelectField={selectField}
              onAddField={addField}
            />
          ))}
        </DndContext>
        {!readOnly && (
          <Button variant="default" leftSection={<IconPlus aria-hidden="true" size={16} />} onClick={onAddBlock}>
            {texts.addBlock()}
          </Button>
        )}
      </Stack>
    </nav>
  );
}
