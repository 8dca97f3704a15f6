import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { ActionIcon, Anchor, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChecklist, IconDots, IconEdit, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { AlertDelete, AlertSave, type Announcement } from '../../../contract/alerts.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { fullTime } from '../../lib/time/relative.ts';
import { usePendingWrites } from '../../lib/sync/use-outbox.ts';
import { audienceWords, SEVERITY_TONES, severityWord, titleIn } from './alert-words.ts';

type State = 'scheduled' | 'active' | 'ended';

/** Whether an announcement waits for its start, shows, or has ended. */
export function stateOf(entity: Pick<Announcement, 'starts_at' | 'ends_at'>, now: number): State {
  if (Date.parse(entity.starts_at) > now) return 'scheduled';
  return entity.ends_at !== null && Date.parse(entity.ends_at) <= now ? 'ended' : 'active';
}

interface TableProps {
  items: Announcement[] | undefined;
  names: ReadonlyMap<string, string>;
  empty: ReactNode;
  onEdit(entity: Announcement): void;
  onReceipts(entity: Announcement): void;
  onDelete(entity: Announcement): void;
}

/** The announcements: title, severity, audience, window and state, receipts, with their actions. */
export function AnnouncementTable({ items, names, empty, onEdit, onReceipts, onDelete }: TableProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.alerts;
  const unsent = new Set([...usePendingWrites(AlertSave), ...usePendingWrites(AlertDelete)].map((entry) => entry.body.id));
  // The moment the screen opened: states and ends are read against it.
  const [now] = useState(() => Date.now());
  const stateWord: Record<State, string> = { scheduled: words.stateScheduled(), active: words.stateActive(), ended: words.stateEnded() };
  const titleOf = (entity: Announcement) => titleIn(entity.title, locale, words.noTitle());
  const columns: Column<Announcement>[] = [
    {
      key: 'title',
      header: words.colTitle(),
      primary: true,
      cell: (entity) => (
        <Group gap="xs" wrap="wrap">
          <Anchor component="button" type="button" underline="always" onClick={() => onEdit(entity)} style={{ textAlign: 'start' }}>
            {titleOf(entity)}
          </Anchor>
          {unsent.has(entity.id) && <StatusBadge tone="neutral">{LL.shell.kit.unsent()}</StatusBadge>}
        </Group>
      ),
    },
    { key: 'severity', header: words.colSeverity(), cell: (entity) => <StatusBadge tone={SEVERITY_TONES[entity.severity]}>{severityWord(words, entity.severity)}</StatusBadge> },
    {
      key: 'audience',
      header: words.colAudience(),
      cell: (entity) => (
        <Stack gap={2}>
          {audienceWords(words, entity.audience, names).map((line) => (
            <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'window',
      header: words.colWindow(),
      cell: (entity) => {
        const start = fullTime(new Date(entity.starts_at), locale);
        return (
          <Stack gap={2}>
            <Text size="sm">{entity.ends_at ? words.fromTo({ start, end: fullTime(new Date(entity.ends_at), locale) }) : words.from({ start })}</Text>
            <Text size="xs" c="dimmed">
              {stateWord[stateOf(entity, now)]}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: 'receipts',
      header: words.colReceipts(),
      cell: (entity) => (
        <Stack gap={2}>
          <Text size="sm">{entity.receipts}</Text>
          <Text size="xs" c="dimmed">
            {entity.ack_required ? words.ackRequired() : words.dismissable()}
          </Text>
        </Stack>
      ),
    },
  ];
  const actions = (entity: Announcement) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`${words.colActions()}: ${titleOf(entity)}`}>
          <IconDots aria-hidden="true" size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onEdit(entity)} leftSection={<IconEdit aria-hidden="true" size={16} />}>
          {words.edit()}
        </Menu.Item>
        <Menu.Item onClick={() => onReceipts(entity)} leftSection={<IconChecklist aria-hidden="true" size={16} />}>
          {words.receipts()}
        </Menu.Item>
        <Menu.Item color="red" onClick={() => onDelete(entity)} leftSection={<IconTrash aria-hidden="true" size={16} />}>
          {words.delete()}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
  return (
    <DataList
      label={words.listLabel()}
      columns={columns}
      rows={items}
      rowKey={(entity) => entity.id}
      rowProps={(entity): Record<string, string> => ({ 'data-alert': entity.id, ...(unsent.has(entity.id) ? { 'data-pending': 'true' } : {}) })}
      actions={actions}
      empty={empty}
      skeletonRows={3}
    />
  );
}
