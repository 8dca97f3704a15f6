import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Code, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { SpfVerdict } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { RelativeTime } from '../../components/relative-time.tsx';
import { StatusBadge, type StatusTone } from '../../components/status-badge.tsx';

/** The most lookups a receiver allows an SPF policy (RFC 7208 §4.6.4). */
const LOOKUP_LIMIT = 10;

/** What an SPF verdict means for the sender, in one badge: the relay authorised, missing, no policy, or nothing to check (no relay named). */
export function SpfBadge({ verdict }: { verdict: SpfVerdict | null }) {
  const { LL } = useI18nContext();
  const words = LL.notifications.senders.spf;
  const [tone, text]: [StatusTone, string] =
    verdict === null
      ? ['neutral', words.notChecked()]
      : verdict.relay_included
        ? ['positive', words.included()]
        : verdict.has_spf
          ? ['negative', words.missing()]
          : ['warning', words.noSpf()];
  return <StatusBadge tone={tone}>{text}</StatusBadge>;
}

function CopyableRecord({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { LL } = useI18nContext();
  const words = LL.notifications.senders.spf;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="compact-sm"
              onClick={copy}
              aria-label={`${copied ? words.copied() : words.copy()}: ${label}`}
              leftSection={copied ? <IconCheck aria-hidden="true" size={14} /> : <IconCopy aria-hidden="true" size={14} />}
            >
              {copied ? words.copied() : words.copy()}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block data-testid={testId} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Code>
    </Stack>
  );
}

interface SpfPanelProps {
  domain: string;
  /** The verdict; null when the server names no relay to check. */
  verdict: SpfVerdict | null;
  /** When the server checked it (a stored sender's verdict). */
  checkedAt?: string;
}

/**
 * A domain's SPF as the senders' screens show it: whether it has a policy, the record, whether the
 * mail relay is authorised, and when it is not the record to publish with the lookups it costs.
 */
export function SpfPanel({ domain, verdict, checkedAt }: SpfPanelProps) {
  const { LL } = useI18nContext();
  const words = LL.notifications.senders.spf;
  return (
    <Paper withBorder p="md" radius="md" data-testid="spf-verdict">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{words.title({ domain })}</Text>
          <Group gap="xs" wrap="wrap">
            {verdict?.has_spf && <StatusBadge tone="info">{words.hasSpf()}</StatusBadge>}
            <SpfBadge verdict={verdict} />
          </Group>
        </Group>
        {verdict === null ? (
          <Text size="sm">{words.noRelay()}</Text>
        ) : (
          <>
            {verdict.error && (
              <Alert color="yellow" variant="light" p="xs">
                <Text size="sm">{words.problems[verdict.error]()}</Text>
              </Alert>
            )}
            {verdict.record !== null && <CopyableRecord label={words.record()} value={verdict.record} />}
            {verdict.proposed !== null && (
              <CopyableRecord label={verdict.has_spf ? words.proposed() : words.proposedNew()} value={verdict.proposed} testId="spf-proposed" />
            )}
            {(verdict.record !== null || verdict.proposed !== null) && (
              <Text size="sm" c={verdict.lookups > LOOKUP_LIMIT ? 'red.9' : 'dimmed'} fw={verdict.lookups > LOOKUP_LIMIT ? 600 : undefined}>
                {verdict.lookups > LOOKUP_LIMIT ? words.tooManyLookups({ count: verdict.lookups }) : words.lookups({ count: verdict.lookups })}
              </Text>
            )}
          </>
        )}
        <Text size="sm" c="dimmed">
          {words.hint()}
        </Text>
        {checkedAt && (
          <Text size="xs" c="dimmed">
            {words.checked()} <RelativeTime value={checkedAt} />
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
