import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Group, Stack, Text } from '@mantine/core';
import { IconDeviceTablet } from '@tabler/icons-react';
import type { z } from 'zod';
import type { JudgeDeviceSchema, SessionJudgeSchema } from '../../../../contract/judging.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { DataList, type Column } from '../../../components/data-list.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';

type SessionJudge = z.output<typeof SessionJudgeSchema>;
type JudgeDevice = z.output<typeof JudgeDeviceSchema>;

/** One device of a judge: its name and version, its last sync, and what it still holds unsent (a warning when anything). */
function DeviceLine({ device }: { device: JudgeDevice }) {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.organise.progress;
  return (
    <Stack gap={2} data-testid="judge-device" data-device={device.device}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconDeviceTablet aria-hidden="true" size={16} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {device.label ?? words.unnamedDevice()}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {words.appVersion({ version: device.app_version })} · {words.lastSync()} <RelativeTime value={device.last_sync_at} />
      </Text>
      <div>
        {device.pending > 0 ? (
          <StatusBadge tone="warning">{words.pending({ count: device.pending.toLocaleString(locale) })}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{words.nothingPending()}</StatusBadge>
        )}
      </div>
    </Stack>
  );
}

/** Each judge of the panel with how far they are, and under them the devices they score on. */
export function JudgesProgressList({ items, empty }: { items: SessionJudge[] | undefined; empty: React.ReactNode }) {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.organise.progress;
  const number = (value: number) => value.toLocaleString(locale);
  const columns: Column<SessionJudge>[] = [
    {
      key: 'judge',
      header: words.judge(),
      primary: true,
      cell: (item) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {item.judge.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.judge.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'assigned', header: words.assigned(), cell: (item) => number(item.assigned) },
    { key: 'scored', header: words.scored(), cell: (item) => number(item.scored) },
    { key: 'abstained', header: words.abstained(), cell: (item) => number(item.abstained) },
    { key: 'conflicts', header: words.conflicts(), cell: (item) => number(item.conflicts) },
    { key: 'last', header: words.lastScore(), cell: (item) => (item.last_scored_at ? <RelativeTime value={item.last_scored_at} /> : words.notYet()) },
    {
      key: 'devices',
      header: words.devices(),
      cell: (item) =>
        item.devices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {words.noDevice()}
          </Text>
        ) : (
          <Stack gap="sm" miw={180}>
            {item.devices.map((device) => (
              <DeviceLine key={device.device} device={device} />
            ))}
          </Stack>
        ),
    },
  ];
  return <DataList label={words.label()} columns={columns} rows={items} rowKey={(item) => item.judge.id} empty={empty} skeletonRows={3} />;
}
