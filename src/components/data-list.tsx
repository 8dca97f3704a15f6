import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Group, Paper, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { sortDirection } from '../lib/list-params.ts';
import type { PickBoxProps } from './pick-box.tsx';

/** One column of a list: its header, its cell, and how it shows on a phone's card. */
export interface Column<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  /** The order this column offers (`name` sorts by name, `-name` the other way). */
  sort?: string;
  /** The row's name: the title of its card on a phone. */
  primary?: boolean;
  /** Left out of a phone's card (details a table has room for). */
  hideOnCard?: boolean;
}

/** Rows an operator picks for an action on several at once: a box on each row, one in the header for the page. */
export interface ListSelection<T> {
  isSelected(row: T): boolean;
  onToggle(row: T): void;
  /** How the page's rows stand: all picked, some, none. */
  page: 'all' | 'some' | 'none';
  onTogglePage(): void;
  /** A row's box, named for assistive technology ("Select Maria Rossi"). */
  rowLabel(row: T): string;
  /** The header's box ("Select this page"). */
  pageLabel: string;
  /** The box itself: `PickBox` (./pick-box.tsx), brought by the list's user so that lists without a selection never load it. */
  box: ComponentType<PickBoxProps>;
}

export interface DataListProps<T> {
  /** What the list holds, for assistive technology ("Companies"). */
  label: string;
  columns: Column<T>[];
  /** The rows; undefined while they are on their way (a skeleton shows). */
  rows: T[] | undefined;
  rowKey(row: T): string;
  /** The row's actions, at its end (at the bottom of its card on a phone). */
  actions?(row: T): ReactNode;
  /** Rows shown before the others, with their own look (changes kept on the device). */
  extraRows?: ReactNode;
  sort?: string;
  onSort?(column: string): void;
  /** Shown instead of the rows when there are none. */
  empty: ReactNode;
  /** A row's attributes (tests and styles read `data-*`). */
  rowProps?(row: T): Record<string, string>;
  /** Rows of skeleton while loading: the page's size, so nothing jumps when they arrive. */
  skeletonRows?: number;
  /** A box on each row to pick it (the header's picks the page). */
  selection?: ListSelection<T>;
}

function RowBox<T>({ selection, row }: { selection: ListSelection<T>; row: T }) {
  return <selection.box label={selection.rowLabel(row)} checked={selection.isSelected(row)} onChange={() => selection.onToggle(row)} />;
}

function SortHeader({ label, column, sort, onSort }: { label: string; column: string; sort: string; onSort(column: string): void }) {
  const { LL } = useI18nContext();
  const direction = sortDirection(sort, column);
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton fw={600} fz="sm" title={LL.shell.kit.sortBy({ column: label })} onClick={() => onSort(column)}>
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon aria-hidden="true" size={14} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function ListTable<T>({ label, columns, rows, rowKey, actions, extraRows, sort, onSort, rowProps, skeletonRows = 5, selection }: DataListProps<T>) {
  const { LL } = useI18nContext();
  return (
    // Wide tables scroll inside their own region, which a keyboard can reach and scroll.
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }} data-testid="data-list">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <selection.box
                  label={selection.pageLabel}
                  checked={selection.page === 'all'}
                  indeterminate={selection.page === 'some'}
                  disabled={!rows || rows.length === 0}
                  onChange={selection.onTogglePage}
                />
              </Table.Th>
            ) : null}
            {columns.map((column) =>
              column.sort && onSort ? (
                <SortHeader key={column.key} label={column.header} column={column.sort} sort={sort ?? ''} onSort={onSort} />
              ) : (
                <Table.Th key={column.key}>{column.header}</Table.Th>
              ),
            )}
            {actions ? <Table.Th>{LL.shell.kit.actions()}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={rows === undefined}>
          {extraRows}
          {rows
            ? rows.map((row) => (
                <Table.Tr key={rowKey(row)} {...rowProps?.(row)} data-selected={selection?.isSelected(row) ? 'true' : undefined}>
                  {selection ? (
                    <Table.Td>
                      <RowBox selection={selection} row={row} />
                    </Table.Td>
                  ) : null}
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
                  ))}
                  {actions ? (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {actions(row)}
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))
            : Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Tr key={index} data-skeleton="true">
                  {selection ? <Table.Td /> : null}
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Skeleton height={12} radius="sm" />
                    </Table.Td>
                  ))}
                  {actions ? <Table.Td /> : null}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function ListCards<T>({ label, columns, rows, rowKey, actions, extraRows, rowProps, skeletonRows = 5, selection }: DataListProps<T>) {
  const primary = columns.find((column) => column.primary) ?? columns[0]!;
  const details = columns.filter((column) => column !== primary && !column.hideOnCard);
  return (
    <Stack gap="sm" role="list" aria-label={label} aria-busy={rows === undefined} data-testid="data-list">
      {extraRows}
      {rows
        ? rows.map((row) => (
            <Paper key={rowKey(row)} withBorder p="sm" radius="md" role="listitem" {...rowProps?.(row)}>
              <Stack gap={6}>
                {selection ? (
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <RowBox selection={selection} row={row} />
                    <Text fw={600} component="div" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                      {primary.cell(row)}
                    </Text>
                  </Group>
                ) : (
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {primary.cell(row)}
                  </Text>
                )}
                {details.map((column) => {
                  const cell = column.cell(row);
                  // A card leaves out what a row has nothing in.
                  if (cell === '' || cell === null || cell === undefined || cell === false) return null;
                  return (
                    <Group key={column.key} gap="xs" wrap="wrap" align="baseline">
                      <Text size="xs" c="dimmed" miw={96}>
                        {column.header}
                      </Text>
                      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                        {cell}
                      </Text>
                    </Group>
                  );
                })}
                {actions ? (
                  <Group gap="xs" wrap="wrap" mt={4}>
                    {actions(row)}
                  </Group>
                ) : null}
              </Stack>
            </Paper>
          ))
        : Array.from({ length: Math.min(skeletonRows, 4) }, (_, index) => (
            <Paper key={index} withBorder p="sm" radius="md" data-skeleton="true">
              <Skeleton height={14} width="60%" mb="xs" />
              <Skeleton height={10} width="90%" />
            </Paper>
          ))}
    </Stack>
  );
}

/**
 * The rows of a list screen: a table from the `sm` breakpoint up, cards below it (a phone
 * reads every field and reaches every action without scrolling sideways); a skeleton shaped
 * like the rows while they load; the `empty` state when there are none.
 */
export function DataList<T>(props: DataListProps<T>) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  if (props.rows && props.rows.length === 0 && !props.extraRows) return <>{props.empty}</>;
  return wide ? <ListTable {...props} /> : <ListCards {...props} />;
}
