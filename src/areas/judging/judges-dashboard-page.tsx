import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconGavel } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { JudgeSessionGet, JudgeSessionList } from '../../../contract/judging.ts';
import { Navigation } from '../../../contract/projects.ts';
import { OperatorCurrent } from '../../../contract/sign-in.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { readSnapshot } from '../../lib/db/snapshots.ts';
import { useDeviceReport } from './device-report.ts';
import { OrganisedSessions } from './organise/organised-sessions.tsx';
import { sessionPath } from './session-path.ts';
import { editsIn } from '../../lib/grants.ts';

type Item = EndpointOutput<typeof JudgeSessionList>['items'][number];

// The sessions this device holds whole, so they open and are scored with no connection.
function useOfflineSessions(items: Item[] | undefined): Set<string> {
  return (
    useLiveQuery(async () => {
      const held = await Promise.all(
        (items ?? []).map(async (item) => {
          const snapshot = await readSnapshot(JudgeSessionGet.path, { company: item.company, project: item.project, form: item.form, session: item.session }, false);
          return snapshot === undefined ? null : item.session;
        }),
      );
      return new Set(held.filter((session): session is string => session !== null));
    }, [items]) ?? new Set<string>()
  );
}

// Whether the operator judges anywhere, and whether they organise judging (edit a project, or run the installation): the navbar's own reads.
function useRoles(): { judge: boolean; organiser: boolean } {
  const navigation = useCached(Navigation, {}).data;
  const admin = useCached(OperatorCurrent).data?.entity.installation_admin ?? false;
  const organiser = admin || (navigation?.companies.some(editsIn) ?? false);
  // Until the grants are read, the judge's own list shows.
  return { judge: navigation?.judge ?? true, organiser };
}

/**
 * A judge's sessions: progress, when each closes, whether this device holds it for scoring
 * offline; and for whoever edits a project, the sessions they organise.
 */
export function JudgesDashboardPage() {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.dashboard;
  const list = useCached(JudgeSessionList, {});
  const items = list.data?.items;
  const offline = useOfflineSessions(items);
  const roles = useRoles();
  const judging = roles.judge || !roles.organiser || (items?.length ?? 0) > 0;
  useDeviceReport();

  const columns: Column<Item>[] = [
    { key: 'name', header: words.name(), primary: true, cell: (item) => <Text fw={600}>{item.name}</Text> },
    {
      key: 'progress',
      header: LL.judging.session.list(),
      cell: (item) => (
        <Stack gap={4} miw={160}>
          <Text size="sm">{words.progress({ scored: item.scored.toLocaleString(locale), assigned: item.assigned.toLocaleString(locale) })}</Text>
          <Progress value={item.assigned === 0 ? 0 : (100 * item.scored) / item.assigned} size="sm" aria-hidden="true" />
        </Stack>
      ),
    },
    {
      key: 'status',
      header: words.status(),
      cell: (item) =>
        item.status === 'open' ? (
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
        ) : (
          <Badge color="gray" variant="light">
            {words.statusClosed()}
          </Badge>
        ),
    },
    {
      key: 'offline',
      header: words.offline(),
      cell: (item) =>
        offline.has(item.session) ? (
          <Group gap={6} wrap="nowrap">
            <IconCloudCheck aria-hidden="true" size={18} />
            <Text size="sm">{words.offline()}</Text>
          </Group>
        ) : (
          <Group gap={6} wrap="nowrap">
            <IconCloudOff aria-hidden="true" size={18} />
            <Text size="sm">{words.onlineOnly()}</Text>
          </Group>
        ),
    },
  ];

  return (
    <Screen description={judging ? words.intro() : LL.judging.organise.organised.intro()}>
      {!judging ? null : list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <DataList
          label={words.label()}
          columns={columns}
          rows={items}
          rowKey={(item) => item.session}
          actions={(item) => (
            <Button component={Link} to={sessionPath(item)} size="sm" leftSection={<IconGavel aria-hidden="true" size={16} />} aria-label={`${words.open()}: ${item.name}`}>
              {words.open()}
            </Button>
          )}
          empty={<EmptyState title={words.emptyTitle()} message={words.emptyMessage()} />}
          skeletonRows={3}
        />
      )}
      {roles.organiser ? <OrganisedSessions intro={judging} /> : null}
    </Screen>
  );
}
