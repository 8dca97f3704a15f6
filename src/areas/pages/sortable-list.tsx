import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import { ActionIcon, Group, Paper } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The words of a sortable list, each naming the item it is about. */
export interface SortableWords {
  handle(label: string): string;
  moveUp: string;
  moveDown: string;
  picked(label: string): string;
  movedOver(label: string, position: number): string;
  dropped(label: string, position: number): string;
  cancelled(label: string): string;
  instructions: string;
}

interface SortableListProps<T> {
  items: T[];
  idOf(item: T): string;
  labelOf(item: T, index: number): string;
  words: SortableWords;
  onChange(items: T[]): void;
  children(item: T, index: number): ReactNode;
}

interface RowProps {
  id: string;
  handleLabel: string;
  upLabel: string;
  downLabel: string;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  children: ReactNode;
}

function SortableRow({ id, handleLabel, upLabel, downLabel, first, last, onMove, children }: RowProps) {
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 };
  return (
    <li ref={setNodeRef} style={{ ...style, listStyle: 'none' }} data-sortable-item={id}>
      <Paper withBorder p="xs" radius="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ActionIcon variant="subtle" color="gray" aria-label={handleLabel} {...attributes} {...listeners} style={{ cursor: 'grab', touchAction: 'none' }}>
            <IconGripVertical aria-hidden="true" size={18} />
          </ActionIcon>
          <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
          <ActionIcon variant="subtle" color="gray" aria-label={upLabel} disabled={first} onClick={() => onMove(-1)}>
            <IconArrowUp aria-hidden="true" size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="gray" aria-label={downLabel} disabled={last} onClick={() => onMove(1)}>
            <IconArrowDown aria-hidden="true" size={16} />
          </ActionIcon>
        </Group>
      </Paper>
    </li>
  );
}

/**
 * Items put in order by dragging their handle, from the keyboard (the handle, Space, the arrows,
 * Space again, said aloud as it goes) or with each item's up and down buttons.
 */
export function SortableList<T>({ items, idOf, labelOf, words, onChange, children }: SortableListProps<T>) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map(idOf);
  const label = (id: string) => {
    const index = ids.indexOf(id);
    return index < 0 ? id : labelOf(items[index]!, index);
  };
  const position = (id: string | undefined) => (id === undefined ? 0 : ids.indexOf(id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => words.picked(label(String(active.id))),
    onDragOver: ({ active, over }) => (over ? words.movedOver(label(String(active.id)), position(String(over.id))) : undefined),
    onDragEnd: ({ active, over }) => words.dropped(label(String(active.id)), position(over ? String(over.id) : String(active.id))),
    onDragCancel: ({ active }) => words.cancelled(label(String(active.id))),
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onChange(arrayMove(items, from, to));
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: words.instructions } }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)', margin: 0, padding: 0 }}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index]!}
              handleLabel={words.handle(labelOf(item, index))}
              upLabel={`${words.moveUp}: ${labelOf(item, index)}`}
              downLabel={`${words.moveDown}: ${labelOf(item, index)}`}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(by) => move(index, index + by)}
            >
              {children(item, index)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
