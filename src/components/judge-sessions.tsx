import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconGavel } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { EndpointOutput } from '../../contract/endpoint.ts';
import type { JudgeSessionList } from '../../contract/judging.ts';
import { useI18nContext } from '../../i18n/i18n-react';
import type { Cached } from '../lib/cache/use-cached.ts';
import { useHeldSessions } from '../lib/judging/held-sessions.ts';
import { sessionPath } from '../lib/judging/session-path.ts';
import { DataList, type Column } from './data-list.tsx';
import { EmptyState } from './empty-state.tsx';
import { NotLoaded } from './not-loaded.tsx';
import { RelativeTime } from './relative-time.tsx';

type Item = EndpointOutput<typeof JudgeSessionList>['items'][number];

function SessionProgress({ item }: { item: Item }) {
  const { LL, locale } = useI18nContext();
  return (
    <Stack gap={4} miw={160}>
      <Text size="sm">{LL.shell.judgeSessions.progress({ scored: item.scored.toLocaleString(locale), assigned: item.assigned.toLocaleString(locale) })}</Text>
      <Progress value={item.assigned === 0 ? 0 : (100 * item.scored) / item.assigned} size="sm" aria-hidden="true" />
    </Stack>
  );
}

// Open with the time left until it closes, in words; or closed.
function SessionState({ item }: { item: Item }) {
  const { LL } = useI18nContext();
  const words = LL.shell.judgeSessions;
  if (item.status !== 'open') {
    return (
      <Badge color="gray" variant="light">
        {words.statusClosed()}
      </Badge>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color="green" variant="light">
        {words.statusOpen()}
      </Badge>
      {item.closes_at ? (
        <Text size="xs">
          {words.closes()} <RelativeTime value={item.closes_at} />
        </Text>
      ) : null}
    </Stack>
  );
}

function HeldOnDevice({ held }: { held: boolean }) {
  const { LL } = useI18nContext();
  const Icon = held ? IconCloudCheck : IconCloudOff;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon aria-hidden="true" size={18} style={{ flexShrink: 0 }} />
      <Text size="sm">{held ? LL.shell.judgeSessions.offline() : LL.shell.judgeSessions.onlineOnly()}</Text>
    </Group>
  );
}

/**
 * A judge's sessions (`judges/sessions/list`, as the screen read it, from the device's copy
 * when offline): each with how many of their submissions they scored, the time left until it
 * closes, whether this device holds it for scoring offline, and Score, which opens it.
 */
export function JudgeSessions({ list }: { list: Cached<EndpointOutput<typeof JudgeSessionList>> }) {
  const { LL } = useI18nContext();
  const words = LL.shell.judgeSessions;
  const items = list.data?.items;
  const held = useHeldSessions(items);
  if (list.settled && !list.data) return <NotLoaded offline={list.error === null} onRetry={list.reload} />;
  const columns: Column<Item>[] = [
    { key: 'name', header: words.name(), primary: true, cell: (item) => <Text fw={600}>{item.name}</Text> },
    { key: 'progress', header: words.submissions(), cell: (item) => <SessionProgress item={item} /> },
    { key: 'status', header: words.status(), cell: (item) => <SessionState item={item} /> },
    { key: 'offline', header: words.offline(), cell: (item) => <HeldOnDevice held={held.has(item.session)} /> },
  ];
  return (
    <DataList
      label={words.label()}
      columns={columns}
      rows={items}
      rowKey={(item) => item.session}
      rowProps={(item) => ({ 'data-session': item.session })}
      actions={(item) => (
        <Button component={Link} to={sessionPath(item)} size="sm" leftSection={<IconGavel aria-hidden="true" size={16} />} aria-label={`${words.score()}: ${item.name}`}>
          {words.score()}
        </Button>
      )}
      empty={<EmptyState title={words.emptyTitle()} message={words.emptyMessage()} />}
      skeletonRows={3}
    />
  );
}
