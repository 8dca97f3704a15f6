import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconListNumbers, IconProgressCheck, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { EndpointOutput } from '../../../../contract/endpoint.ts';
import { OrganisedSessionList } from '../../../../contract/judging-organisers.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { DataList, type Column } from '../../../components/data-list.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NotLoaded } from '../../../components/not-loaded.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { sessionScreenPath, type SessionScreen } from './organise-paths.ts';
import { SeatsProgress } from './seats-progress.tsx';
import { SessionStatusBadge } from './session-status-badge.tsx';

type Item = EndpointOutput<typeof OrganisedSessionList>['items'][number];

/**
 * The judging sessions of the projects the operator edits, each with its project and form, and
 * links to its progress, ranking and settings; `intro` says what they are under the heading when
 * the screen's own line does not.
 */
export function OrganisedSessions({ intro = true }: { intro?: boolean }) {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.organise.organised;
  const list = useCached(OrganisedSessionList, {});
  const number = (value: number) => value.toLocaleString(locale);
  const to = (item: Item, screen: SessionScreen) => sessionScreenPath({ company: item.company, project: item.project, form: item.form }, item.session, screen);
  const link = (item: Item, screen: SessionScreen, label: string, Icon: typeof IconSettings) => (
    <Button component={Link} to={to(item, screen)} size="xs" variant="default" leftSection={<Icon aria-hidden="true" size={14} />} aria-label={words.linkLabel({ action: label, name: item.name })}>
      {label}
    </Button>
  );

  const columns: Column<Item>[] = [
    {
      key: 'session',
      header: words.session(),
      primary: true,
      cell: (item) => (
        <Anchor component={Link} to={to(item, 'progress')} underline="always" fw={600}>
          {item.name}
        </Anchor>
      ),
    },
    {
      key: 'where',
      header: words.where(),
      cell: (item) => (
        <Stack gap={0}>
          <Text size="sm">{item.project_name}</Text>
          <Text size="xs" c="dimmed">
            {item.form_title}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: words.status(), cell: (item) => <SessionStatusBadge status={item.status} /> },
    {
      key: 'progress',
      header: words.progress(),
      cell: (item) => <SeatsProgress scored={item.scored} seats={item.seats} text={words.progressText({ scored: number(item.scored), seats: number(item.seats) })} />,
    },
    { key: 'closes', header: words.closes(), cell: (item) => (item.closes_at ? <RelativeTime value={item.closes_at} /> : LL.judging.organise.list.noClosing()) },
  ];

  return (
    <Stack gap="sm" mt="md">
      <div>
        <Title order={2} size="h3">
          {words.title()}
        </Title>
        {intro ? (
          <Text size="sm" c="dimmed">
            {words.intro()}
          </Text>
        ) : null}
      </div>
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <DataList
          label={words.title()}
          columns={columns}
          rows={list.data?.items}
          rowKey={(item) => item.session}
          actions={(item) => (
            // Three links one under the other: side by side they would not fit a tablet's table.
            <Stack gap={4} align="stretch">
              {link(item, 'progress', words.progressLink(), IconProgressCheck)}
              {link(item, 'ranking', words.rankingLink(), IconListNumbers)}
              {link(item, 'settings', words.settingsLink(), IconSettings)}
            </Stack>
          )}
          empty={<EmptyState title={words.emptyTitle()} message={words.emptyMessage()} />}
          skeletonRows={3}
        />
      )}
    </Stack>
  );
}
