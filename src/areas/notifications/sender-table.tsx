import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { ActionIcon, Anchor, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconEdit, IconMailForward, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SenderEntity } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { usePendingWrites } from '../../lib/sync/use-outbox.ts';
import type { NotyPlace } from './level.ts';
import { SpfBadge } from './sender-spf.tsx';

/** A row of the list: a stored sender, or a new one kept on this device and not sent yet. */
interface SenderRow {
  key: string;
  sender: SenderEntity | null;
  name: string;
  from: string;
  reply_to: string;
  unsent: boolean;
}

/** The From header of a sender: its name and address, or the address alone. */
export function fromHeader(from_name: string, from_email: string): string {
  return from_name ? `"${from_name}" <${from_email}>` : from_email;
}

interface SenderTableProps {
  place: NotyPlace;
  /** The level's senders; undefined while they load. */
  items: SenderEntity[] | undefined;
  empty: ReactNode;
  onEdit(sender: SenderEntity): void;
  onTest(sender: SenderEntity): void;
  onDelete(sender: SenderEntity): void;
}

// Saves and deletes kept on the device show first (new ones) or on their row, marked.
function useRows(place: NotyPlace, items: SenderEntity[] | undefined): SenderRow[] | undefined {
  const saves = usePendingWrites(place.calls.sendersSave, place.scope);
  const deletes = new Set(usePendingWrites(place.calls.sendersDelete, place.scope).map((entry) => entry.body.id));
  const changed = new Map(saves.map((entry) => [entry.body.id, entry.body]));
  const created: SenderRow[] = saves
    .filter((entry) => typeof entry.body.id !== 'string')
    .map((entry) => ({
      key: entry.key,
      sender: null,
      name: String(entry.body.name),
      from: fromHeader(String(entry.body.from_name ?? ''), String(entry.body.from_email)),
      reply_to: String(entry.body.reply_to ?? ''),
      unsent: true,
    }));
  const stored = items?.map((sender): SenderRow => {
    const kept = changed.get(sender.id);
    return {
      key: sender.id,
      sender,
      name: String(kept?.name ?? sender.name),
      from: kept ? fromHeader(String(kept.from_name ?? ''), String(kept.from_email)) : fromHeader(sender.from_name, sender.from_email),
      reply_to: kept ? String(kept.reply_to ?? '') : (sender.reply_to ?? ''),
      unsent: kept !== undefined || deletes.has(sender.id),
    };
  });
  return stored ? [...created, ...stored] : created.length > 0 ? created : undefined;
}

/** A level's senders: name and default mark, From, reply-to, relay and SPF verdict, with their actions. */
export function SenderTable({ place, items, empty, onEdit, onTest, onDelete }: SenderTableProps) {
  const { LL } = useI18nContext();
  const words = LL.notifications.senders;
  const rows = useRows(place, items);
  const columns: Column<SenderRow>[] = [
    {
      key: 'name',
      header: words.name(),
      primary: true,
      cell: (row) => (
        <Group gap="xs" wrap="wrap">
          {row.sender ? (
            <Anchor component="button" type="button" underline="always" onClick={() => row.sender && onEdit(row.sender)}>
              {row.name}
            </Anchor>
          ) : (
            row.name
          )}
          {row.sender?.default && <StatusBadge tone="info">{words.defaultBadge()}</StatusBadge>}
          {row.unsent && <StatusBadge tone="neutral">{LL.shell.kit.unsent()}</StatusBadge>}
        </Group>
      ),
    },
    {
      key: 'from',
      header: words.from(),
      // The reply-to under the From it answers, to keep the table within a tablet's width.
      cell: (row) => (
        <Stack gap={2}>
          <Text size="sm" style={{ overflowWrap: 'break-word' }}>
            {row.from}
          </Text>
          {row.reply_to && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
              {words.replyTo()}: {row.reply_to}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'relay',
      header: words.relay(),
      cell: (row) => row.sender && (row.sender.smtp ? words.ownRelay({ host: row.sender.smtp.host }) : words.serverRelay()),
    },
    { key: 'spf', header: words.spfColumn(), cell: (row) => row.sender && <SpfBadge verdict={row.sender.spf} /> },
  ];

  const actions = (row: SenderRow) => {
    const sender = row.sender;
    if (!sender) return null;
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={words.actions({ name: row.name })}>
            <IconDots aria-hidden="true" size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onEdit(sender)} leftSection={<IconEdit aria-hidden="true" size={16} />}>
            {words.edit()}
          </Menu.Item>
          <Menu.Item onClick={() => onTest(sender)} leftSection={<IconMailForward aria-hidden="true" size={16} />}>
            {words.test()}
          </Menu.Item>
          <Menu.Item color="red" onClick={() => onDelete(sender)} leftSection={<IconTrash aria-hidden="true" size={16} />}>
            {words.delete()}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  };

  return (
    <DataList
      label={words.listLabel()}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      rowProps={(row): Record<string, string> => (row.unsent ? { 'data-pending': 'true' } : {})}
      actions={actions}
      empty={empty}
      skeletonRows={3}
    />
  );
}
