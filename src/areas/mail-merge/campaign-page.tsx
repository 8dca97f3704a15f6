import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChecklist, IconPlayerPause, IconPlayerPlay, IconRefresh, IconSend, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  CampaignCancel,
  CampaignCheckCall,
  CampaignGet,
  CampaignPause,
  CampaignResume,
  CampaignRetryFailed,
  CampaignStart,
  type CampaignCheck,
  type CampaignEntity,
} from '../../../contract/mail-merge.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Detail } from '../../components/detail.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { Screen } from '../../components/screen.tsx';
import { call } from '../../lib/api.ts';
import { storeAnswer, useCached } from '../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { CampaignCheckResult } from './campaign-check.tsx';
import { CampaignLedger } from './campaign-ledger.tsx';
import { CampaignSettings } from './campaign-settings.tsx';
import { CampaignProgress, CampaignStateBadge } from './campaign-state.tsx';
import { CampaignTestModal } from './campaign-test.tsx';
import { NEW_CAMPAIGN } from './mm-paths.ts';

/** How often a sending campaign is read again, for its progress bar. */
export const CAMPAIGN_POLL_MS = 2_000;

type CampaignScope = { company: string; project: string; campaign: string };
type Ask = 'start' | 'cancel' | null;
type StateChange = typeof CampaignStart | typeof CampaignPause | typeof CampaignResume | typeof CampaignCancel | typeof CampaignRetryFailed;

/**
 * The campaign as it stands now: read through the cache, then again every 2 s while it sends (the
 * progress bar), and replaced by the answer of each change made on this screen.
 */
function useLiveCampaign(scope: CampaignScope) {
  const cached = useCached(CampaignGet, scope);
  const [live, setLive] = useState<CampaignEntity | null>(null);
  const read = cached.data?.entity ?? null;
  // The newer of the two: a change's answer until the cache reads one as new.
  const campaign = live && (!read || live.version > read.version || (live.version === read.version && live.updated_at >= read.updated_at)) ? live : read;
  const polling = campaign?.state === 'sending';
  useEffect(() => {
    if (!polling) return;
    let alive = true;
    const timer = setInterval(() => {
      void call(CampaignGet, scope).then((answer) => {
        if (alive && answer.ok) setLive(answer.data.entity);
      });
    }, CAMPAIGN_POLL_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [polling, scope]);
  const adopt = useCallback(
    (entity: CampaignEntity) => {
      setLive(entity);
      void storeAnswer(CampaignGet, scope, { entity });
    },
    [scope],
  );
  return { campaign, cached, adopt };
}

/** The campaign's settings as they stand once it started: template, audience, pace and times. */
function CampaignSummary({ campaign }: { campaign: CampaignEntity }) {
  const { LL, locale } = useI18nContext();
  const words = LL.mailMerge.summary;
  const audience = campaign.audience;
  const audienceWords =
    audience.kind === 'users'
      ? words.users()
      : audience.filter
        ? words.submissionsFilter()
        : audience.status
          ? words.submissionsStatus({ statuses: audience.status.map((status) => LL.shell.submissionStatuses[status]()).join(', ') })
          : words.submissionsAll();
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Detail label={words.template()}>{campaign.template_name || LL.mailMerge.campaigns.templateGone()}</Detail>
        <Detail label={words.audience()}>{audienceWords}</Detail>
        <Detail label={words.pace()}>
          {campaign.cap_per_hour
            ? words.paceCapped({ rate: campaign.rate_per_second.toLocaleString(locale), cap: campaign.cap_per_hour.toLocaleString(locale) })
            : words.paceValue({ rate: campaign.rate_per_second.toLocaleString(locale) })}
        </Detail>
        {campaign.send_at ? (
          <Detail label={words.sendAt()}>
            <RelativeTime value={campaign.send_at} />
          </Detail>
        ) : null}
        {campaign.started_at ? (
          <Detail label={words.started()}>
            <RelativeTime value={campaign.started_at} />
          </Detail>
        ) : null}
        {campaign.finished_at ? (
          <Detail label={words.finished()}>
            <RelativeTime value={campaign.finished_at} />
          </Detail>
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}

function ExistingCampaign({ scope }: { scope: CampaignScope }) {
  const { LL, locale } = useI18nContext();
  const words = LL.mailMerge.campaign;
  const { campaign, cached, adopt } = useLiveCampaign(scope);
  const [check, setCheck] = useState<CampaignCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [ask, setAsk] = useState<Ask>(null);
  const [testing, setTesting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  // The settings' form is drawn again from the stored campaign once a change elsewhere moved its version.
  const [generation, setGeneration] = useState(0);

  async function runCheck(): Promise<CampaignCheck | null> {
    setChecking(true);
    setCheckError(null);
    const result = await call(CampaignCheckCall, scope);
    setChecking(false);
    if (result.ok) {
      setCheck(result.data);
      return result.data;
    }
    setCheckError(result.error?.message ?? LL.mailMerge.unreachable());
    return null;
  }

  async function change(endpoint: StateChange, done: (entity: CampaignEntity, retried: number) => string) {
    if (!campaign) return;
    setBusy(true);
    // Every state change takes the campaign at its version and answers with it (retry also with how many it queued).
    const result = await call(endpoint as typeof CampaignRetryFailed, { ...scope, version: campaign.version });
    setBusy(false);
    setAsk(null);
    if (!result.ok) {
      noticeFailure(result.error?.message ?? LL.mailMerge.unreachable());
      cached.reload();
      return;
    }
    if (result.queued) return void noticeSuccess(words.queued());
    adopt(result.data.entity);
    setGeneration((count) => count + 1);
    noticeSuccess(done(result.data.entity, result.data.retried ?? 0));
  }

  async function askStart() {
    if (check || (await runCheck())) setAsk('start');
  }

  if (!campaign) {
    const refused = cached.error && ['forbidden', 'not_found', 'validation_failed'].includes(cached.error.code);
    return <Screen>{refused ? <NoAccess /> : cached.settled ? <RecordUnavailable /> : <FormSkeleton fields={8} />}</Screen>;
  }

  const { state } = campaign;
  const editable = state === 'draft' || state === 'scheduled';
  const number = (count: number) => count.toLocaleString(locale);
  const actions = (
    <Group gap="sm">
      {state === 'draft' ? (
        <>
          <Button variant="default" leftSection={<IconChecklist aria-hidden="true" size={18} />} loading={checking} disabled={dirty} onClick={() => void runCheck()}>
            {words.check()}
          </Button>
          <Button variant="default" leftSection={<IconSend aria-hidden="true" size={18} />} disabled={dirty} onClick={() => setTesting(true)}>
            {words.test()}
          </Button>
          <Button leftSection={<IconPlayerPlay aria-hidden="true" size={18} />} disabled={dirty || checking} onClick={() => void askStart()}>
            {words.start()}
          </Button>
        </>
      ) : null}
      {state === 'sending' || state === 'scheduled' ? (
        <Button variant="default" leftSection={<IconPlayerPause aria-hidden="true" size={18} />} loading={busy} onClick={() => void change(CampaignPause, () => words.paused())}>
          {words.pause()}
        </Button>
      ) : null}
      {state === 'paused' ? (
        <Button leftSection={<IconPlayerPlay aria-hidden="true" size={18} />} loading={busy} onClick={() => void change(CampaignResume, () => words.resumed())}>
          {words.resume()}
        </Button>
      ) : null}
      {campaign.counts.failed > 0 && (state === 'paused' || state === 'done' || state === 'sending') ? (
        <Button
          variant="default"
          leftSection={<IconRefresh aria-hidden="true" size={18} />}
          loading={busy}
          onClick={() => void change(CampaignRetryFailed, (_entity, retried) => words.retried({ count: number(retried) }))}
        >
          {words.retry({ count: number(campaign.counts.failed) })}
        </Button>
      ) : null}
      {state === 'scheduled' || state === 'sending' || state === 'paused' ? (
        <Button variant="default" color="red" leftSection={<IconX aria-hidden="true" size={18} />} onClick={() => setAsk('cancel')}>
          {words.cancel()}
        </Button>
      ) : null}
    </Group>
  );

  return (
    <Screen actions={actions} description={campaign.name}>
      <Stack gap="md" data-testid="campaign" data-state={state}>
        <Group gap="sm" wrap="wrap">
          <CampaignStateBadge state={state} />
          {state === 'scheduled' && campaign.send_at ? (
            <Text size="sm">
              {words.scheduledFor()} <RelativeTime value={campaign.send_at} />
            </Text>
          ) : null}
        </Group>
        {state === 'paused' && campaign.paused_reason === 'failures' ? (
          <Alert color="red" variant="light" role="alert" title={words.pausedByFailuresTitle()} data-testid="paused-by-failures">
            {words.pausedByFailures({ failed: number(campaign.counts.failed) })}
          </Alert>
        ) : null}
        {state === 'paused' && campaign.paused_reason === 'stalled' ? (
          <Alert color="red" variant="light" role="alert" title={words.pausedStalledTitle()} data-testid="paused-stalled">
            {words.pausedStalled()}
          </Alert>
        ) : null}
        {campaign.possible_duplicates > 0 ? (
          <Alert color="orange" variant="light" title={words.duplicatesTitle({ count: number(campaign.possible_duplicates) })} data-testid="possible-duplicates">
            {words.duplicates()}
          </Alert>
        ) : null}
        {state !== 'draft' ? <CampaignProgress campaign={campaign} /> : null}
        {state === 'draft' && dirty ? (
          <Text size="sm" c="dimmed">
            {words.saveFirst()}
          </Text>
        ) : null}
        <FormAlert message={checkError} />
        {check && state === 'draft' ? <CampaignCheckResult check={check} /> : null}
        {editable ? (
          <CampaignSettings
            key={generation}
            scope={scope}
            id={scope.campaign}
            onDirty={setDirty}
            onSaved={(entity) => {
              adopt(entity);
              setCheck(null);
            }}
          />
        ) : (
          <CampaignSummary campaign={campaign} />
        )}
        {state !== 'draft' ? <CampaignLedger scope={scope} revision={`${campaign.version}.${campaign.counts.sent}.${campaign.counts.failed}`} /> : null}
      </Stack>
      {testing ? <CampaignTestModal scope={scope} onClose={() => setTesting(false)} /> : null}
      <ConfirmDialog
        opened={ask === 'start'}
        title={words.startTitle({ count: number(check?.recipients ?? 0) })}
        confirmLabel={words.start()}
        busy={busy}
        onCancel={() => setAsk(null)}
        onConfirm={() => void change(CampaignStart, (entity) => (entity.state === 'scheduled' ? words.scheduled() : words.started()))}
      >
        {campaign.send_at ? words.startAtMessage({ when: new Date(campaign.send_at).toLocaleString(locale) }) : words.startMessage()}
      </ConfirmDialog>
      <ConfirmDialog
        opened={ask === 'cancel'}
        title={words.cancelTitle({ name: campaign.name })}
        confirmLabel={words.cancelConfirm()}
        danger
        busy={busy}
        onCancel={() => setAsk(null)}
        onConfirm={() => void change(CampaignCancel, () => words.cancelled())}
      >
        {words.cancelMessage({ left: number(campaign.counts.queued) })}
      </ConfirmDialog>
    </Screen>
  );
}

/** A campaign: its settings while draft or scheduled, the check, a test, start, pause, resume, cancel and retry of the failed, its live progress and its ledger; a new one's settings at `new`. */
export function CampaignPage() {
  const { LL } = useI18nContext();
  const { company = '', project = '', campaign = NEW_CAMPAIGN } = useParams();
  const scope = { company, project };
  const stable = useMemo(() => ({ company, project, campaign }), [company, project, campaign]);
  if (campaign === NEW_CAMPAIGN) {
    return (
      <Screen description={LL.mailMerge.campaign.newDescription()}>
        <CampaignSettings scope={scope} id={null} />
      </Screen>
    );
  }
  return <ExistingCampaign key={campaign} scope={stable} />;
}
