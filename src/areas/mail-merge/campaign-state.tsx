import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { CampaignEntity, CampaignState } from '../../../contract/mail-merge.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { StatusBadge, type StatusTone } from '../../components/status-badge.tsx';

const TONES: Record<CampaignState, StatusTone> = { draft: 'neutral', scheduled: 'info', sending: 'info', paused: 'warning', done: 'positive', cancelled: 'neutral' };

/** A campaign's state in words, coloured by what it means. */
export function CampaignStateBadge({ state }: { state: CampaignState }) {
  const { LL } = useI18nContext();
  return <StatusBadge tone={TONES[state]}>{LL.mailMerge.state[state]()}</StatusBadge>;
}

/** The recipients the campaign still has to send to. */
export const leftOf = (campaign: CampaignEntity) => campaign.counts.queued;

/** The share of the campaign's mails settled (sent or failed), out of 100. */
export function settledPercent(campaign: CampaignEntity): number {
  const { sent, failed, queued } = campaign.counts;
  const all = sent + failed + queued;
  return all === 0 ? 0 : Math.floor(((sent + failed) / all) * 100);
}

/** How far a campaign has got: a bar of the sent and the failed, and the counts of sent, failed and left. */
export function CampaignProgress({ campaign, compact = false }: { campaign: CampaignEntity; compact?: boolean }) {
  const { LL, locale } = useI18nContext();
  const words = LL.mailMerge.progress;
  const { sent, failed, queued } = campaign.counts;
  const all = sent + failed + queued;
  const share = (count: number) => (all === 0 ? 0 : (count / all) * 100);
  const number = (count: number) => count.toLocaleString(locale);
  const label = words.label({ sent: number(sent), failed: number(failed), left: number(queued) });
  return (
    <Stack gap={4} data-testid="campaign-progress" data-sent={sent} data-failed={failed} data-left={queued}>
      {/* Each part of the bar is a progress bar of its own, named by what it counts. */}
      <Progress.Root size={compact ? 'sm' : 'lg'}>
        <Progress.Section value={share(sent)} color="green" aria-label={words.sent({ count: number(sent) })} />
        <Progress.Section value={share(failed)} color="red" aria-label={words.failed({ count: number(failed) })} />
      </Progress.Root>
      {compact ? (
        <Text size="xs">{label}</Text>
      ) : (
        <Group gap="lg" wrap="wrap" aria-live="polite">
          <Text size="sm">{words.sent({ count: number(sent) })}</Text>
          <Text size="sm">{words.failed({ count: number(failed) })}</Text>
          <Text size="sm">{words.left({ count: number(queued) })}</Text>
          {campaign.counts.left_out > 0 ? <Text size="sm">{words.leftOut({ count: number(campaign.counts.left_out) })}</Text> : null}
        </Group>
      )}
    </Stack>
  );
}
