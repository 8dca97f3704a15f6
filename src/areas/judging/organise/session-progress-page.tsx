import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group } from '@mantine/core';
import { IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SessionGet, SessionJudges } from '../../../../contract/judging.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NoAccess } from '../../../components/no-access.tsx';
import { NotLoaded } from '../../../components/not-loaded.tsx';
import { Screen } from '../../../components/screen.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { JudgesProgressList } from './judges-progress-list.tsx';
import { sessionScreenPath } from './organise-paths.ts';
import { SessionNav } from './session-nav.tsx';
import { SessionStatusBadge } from './session-status-badge.tsx';
import { SeatsProgress } from './seats-progress.tsx';
import { useSessionStatus } from './use-session-status.ts';

const REFUSED = ['forbidden', 'not_found', 'validation_failed'];

/** How far a session's judges are, each with their devices and what those still hold unsent; the session opened or closed from here. */
export function SessionProgressPage() {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.organise.progress;
  const { company = '', project = '', form = '', session = '' } = useParams();
  const scope = { company, project, form };
  const ref = { ...scope, session };
  const read = useCached(SessionGet, ref);
  const judges = useCached(SessionJudges, ref);
  const record = read.data?.entity;
  const [confirming, setConfirming] = useState(false);
  const status = useSessionStatus(scope, record, () => {
    read.reload();
    judges.reload();
  });
  const items = judges.data?.items;
  const seats = items?.reduce((sum, item) => sum + item.assigned, 0) ?? 0;
  const scored = items?.reduce((sum, item) => sum + item.scored + item.abstained, 0) ?? 0;
  const number = (value: number) => value.toLocaleString(locale);

  if (read.error && REFUSED.includes(read.error.code)) {
    return (
      <Screen>
        <NoAccess />
      </Screen>
    );
  }

  const actions = record ? (
    record.status === 'open' ? (
      <Button variant="default" color="red" leftSection={<IconLock aria-hidden="true" size={16} />} loading={status.busy} onClick={() => setConfirming(true)}>
        {words.close()}
      </Button>
    ) : (
      <Button leftSection={<IconPlayerPlay aria-hidden="true" size={16} />} loading={status.busy} onClick={() => void status.change('open')}>
        {words.open()}
      </Button>
    )
  ) : undefined;

  return (
    <Screen description={record?.name} actions={actions}>
      <SessionNav scope={scope} session={session} current="progress" />
      {record && items ? (
        <Group gap="md" align="center">
          <SessionStatusBadge status={record.status} />
          <SeatsProgress scored={scored} seats={seats} text={words.summary({ scored: number(scored), seats: number(seats) })} />
        </Group>
      ) : null}
      {judges.settled && !items ? (
        <NotLoaded offline={judges.error === null} onRetry={judges.reload} />
      ) : (
        <JudgesProgressList
          items={items}
          empty={
            <EmptyState
              title={words.emptyTitle()}
              message={words.emptyMessage()}
              action={
                <Button component={Link} to={sessionScreenPath(scope, session)} variant="default">
                  {words.openSettings()}
                </Button>
              }
            />
          }
        />
      )}
      <ConfirmDialog
        opened={confirming}
        title={words.closeTitle()}
        confirmLabel={words.close()}
        danger
        busy={status.busy}
        onConfirm={() => {
          setConfirming(false);
          void status.change('closed');
        }}
        onCancel={() => setConfirming(false)}
      >
        {words.closeMessage()}
      </ConfirmDialog>
    </Screen>
  );
}
