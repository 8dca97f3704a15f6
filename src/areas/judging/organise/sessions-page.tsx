import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import { Anchor, Button } from '@mantine/core';
import { IconListNumbers, IconPlus, IconProgressCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import type { EndpointOutput } from '../../../../contract/endpoint.ts';
import { OrganisedSessionList } from '../../../../contract/judging-organisers.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { DataList, type Column } from '../../../components/data-list.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NotLoaded } from '../../../components/not-loaded.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { FormTabs } from '../../../components/form-tabs.tsx';
import { Screen } from '../../../components/screen.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { NEW_SESSION, sessionScreenPath } from './organise-paths.ts';
import { SeatsProgress } from './seats-progress.tsx';
import { SessionStatusBadge } from './session-status-badge.tsx';
import { useFormTitle } from './use-form-title.ts';

type Item = EndpointOutput<typeof OrganisedSessionList>['items'][number];

/** A form's judging sessions for their organisers: state, judges, progress and closing; a new one from the header. */
export function SessionsPage() {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.organise.list;
  const { company = '', project = '', form = '' } = useParams();
  const scope = { company, project, form };
  const list = useCached(OrganisedSessionList, { form });
  const title = useFormTitle(scope);
  const number = (value: number) => value.toLocaleString(locale);
  const create = (
    <Button component={Link} to={sessionScreenPath(scope, NEW_SESSION)} leftSection={<IconPlus aria-hidden="true" size={16} />}>
      {words.create()}
    </Button>
  );

  const columns: Column<Item>[] = [
    {
      key: 'name',
      header: words.name(),
      primary: true,
      cell: (item) => (
        <Anchor component={Link} to={sessionScreenPath(scope, item.session)} underline="always" fw={600}>
          {item.name}
        </Anchor>
      ),
    },
    { key: 'status', header: words.status(), cell: (item) => <SessionStatusBadge status={item.status} /> },
    { key: 'judges', header: words.judges(), cell: (item) => number(item.judges) },
    {
      key: 'progress',
      header: words.progress(),
      cell: (item) => <SeatsProgress scored={item.scored} seats={item.seats} text={words.progressText({ scored: number(item.scored), seats: number(item.seats) })} />,
    },
    { key: 'closes', header: words.closes(), cell: (item) => (item.closes_at ? <RelativeTime value={item.closes_at} /> : words.noClosing()) },
  ];

  return (
    <Screen description={title ?? words.intro()} actions={create}>
      <FormTabs scope={scope} current="judging" />
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <DataList
          label={words.label()}
          columns={columns}
          rows={list.data?.items}
          rowKey={(item) => item.session}
          actions={(item) => (
            <>
              <Button component={Link} to={sessionScreenPath(scope, item.session, 'progress')} size="xs" variant="default" leftSection={<IconProgressCheck aria-hidden="true" size={14} />} aria-label={words.progressOf({ name: item.name })}>
                {LL.judging.organise.nav.progress()}
              </Button>
              <Button component={Link} to={sessionScreenPath(scope, item.session, 'ranking')} size="xs" variant="default" leftSection={<IconListNumbers aria-hidden="true" size={14} />} aria-label={words.rankingOf({ name: item.name })}>
                {LL.judging.organise.nav.ranking()}
              </Button>
            </>
          )}
          empty={<EmptyState title={words.emptyTitle()} message={words.emptyMessage()} action={create} />}
          skeletonRows={3}
        />
      )}
    </Screen>
  );
}
