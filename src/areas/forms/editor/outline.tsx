import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconChevronDown, IconPlus, IconSettings } from '@tabler/icons-react';
import { FIELD_TYPES, type FieldType, type FormDefinition } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { fieldType } from '../../../lib/form-fields/field-types.ts';
import { localized } from '../../../lib/form-fields/localized.ts';
import type { DraftIssues } from './draft-issues.ts';
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
  issues: DraftIssues;
  readOnly: boolean;
  onSelect(selection: Selection): void;
  onAddField(block: string, type: FieldType): void;
  onAddBlock(): void;
  onMove(key: string, block: string, index: number): void;
}

/** The form's outline: its steps and their fields in order, dragged (or moved with the keyboard) to reorder. */
export function Outline({ draft, lang, fallback, selection, issues, readOnly, onSelect, onAddField, onAddBlock, onMove }: OutlineProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const labelOf = (key: string) => {
    const found = findField(draft, key);
    return found ? localized(found.field.label, lang, fallback) || key : key;
  };
  const place = (key: string) => {
    const found = findField(draft, key);
    const index = found ? draft.blocks.indexOf(found.block) : 0;
    return { position: (found?.index ?? 0) + 1, block: found ? localized(found.block.title, lang, fallback) || texts.newBlock({ number: index + 1 }) : '' };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.dragStart({ label: labelOf(String(active.id)) }),
    onDragOver: ({ active, over }) => (over ? texts.dragOver({ label: labelOf(String(active.id)), target: labelOf(String(over.id)) }) : undefined),
    onDragEnd: ({ active }) => texts.moved({ label: labelOf(String(active.id)), ...place(String(active.id)) }),
    onDragCancel: ({ active }) => texts.dragCancel({ label: labelOf(String(active.id)) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const target = findField(draft, String(over.id));
    if (target) onMove(String(active.id), target.block.key, target.index);
  };
  const invalid = (blockIndex: number, fieldIndex: number) => [...issues.keys()].some((path) => path.startsWith(`blocks.${blockIndex}.fields.${fieldIndex}.`) || path === `blocks.${blockIndex}.fields.${fieldIndex}`);

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
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end} accessibility={{ announcements, screenReaderInstructions: { draggable: texts.dragInstructions() } }}>
          {draft.blocks.map((block, blockIndex) => {
            const title = localized(block.title, lang, fallback) || texts.newBlock({ number: blockIndex + 1 });
            const blockSelected = selection.kind === 'block' && selection.key === block.key;
            return (
              <section key={block.key} className={classes.block} data-selected={blockSelected || undefined} aria-label={title}>
                <Stack gap={4}>
                  <UnstyledButton className={classes.select} onClick={() => onSelect({ kind: 'block', key: block.key })} aria-current={blockSelected ? 'true' : undefined}>
                    <Text size="sm" fw={700}>
                      {texts.newBlock({ number: blockIndex + 1 })} · {title}
                    </Text>
                  </UnstyledButton>
                  <SortableContext items={block.fields.map((field) => field.key)} strategy={verticalListSortingStrategy}>
                    <ul className={classes.list}>
                      {block.fields.map((field, fieldIndex) => (
                        <OutlineField
                          key={field.key}
                          field={field}
                          label={localized(field.label, lang, fallback)}
                          typeName={LL.forms.types[field.type]()}
                          selected={selection.kind === 'field' && selection.key === field.key}
                          invalid={invalid(blockIndex, fieldIndex)}
                          dragLabel={texts.dragHandle({ label: localized(field.label, lang, fallback) || field.key })}
                          readOnly={readOnly}
                          onSelect={(key) => onSelect({ kind: 'field', key })}
                        />
                      ))}
                    </ul>
                  </SortableContext>
                  {block.fields.length === 0 && (
                    <Text size="sm" px="xs">
                      {texts.emptyBlock()}
                    </Text>
                  )}
                  {!readOnly && (
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
          })}
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
