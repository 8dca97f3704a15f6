import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { SessionList, SessionsEndOthers } from '../../../../contract/accounting.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { CardActionButton } from '../../../components/card-buttons.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { call } from '../../../lib/api.ts';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../../lib/notices.ts';
import { deviceName } from '../../../lib/user-agent.ts';
import { useState } from 'react';

/** The operator's signed-in sessions, with "sign out everywhere else". */
export function SessionsCard() {
  const { LL } = useI18nContext();
  const sessions = useCached(SessionList);
  const [busy, setBusy] = useState(false);
  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current).length;
  const label = (userAgent: string) => {
    const { browser, os } = deviceName(userAgent);
    if (browser && os) return LL.accounting.sessions.device({ browser, os });
    return browser ?? os ?? LL.accounting.sessions.unknownDevice();
  };

  const endOthers = async () => {
    setBusy(true);
    const result = await call(SessionsEndOthers);
    setBusy(false);
    if (result.ok && !result.queued) noticeSuccess(LL.accounting.sessions.ended({ count: result.data.ended }));
    else if (!result.ok) noticeFailure(result.error?.message ?? null);
    sessions.reload();
  };

  return (
    <Paper withBorder p="md" mt="xl" maw={640}>
      <Stack>
        <Title order={2} size="h4">
          {LL.accounting.sessions.title()}
        </Title>
        <Text size="sm">{LL.accounting.sessions.intro()}</Text>
        {items.map((session) => {
          const Icon = deviceName(session.user_agent).mobile ? IconDeviceMobile : IconDeviceDesktop;
          return (
            <Group key={session.id} gap="sm" wrap="nowrap" align="flex-start" data-testid="session">
              <Icon aria-hidden="true" size={22} style={{ flexShrink: 0, marginTop: 2 }} />
              <Stack gap={2}>
                <Group gap="xs">
                  {/* The browser's own string, for whoever needs it, on hover. */}
                  <Text size="sm" fw={600} title={session.user_agent}>
                    {label(session.user_agent)}
                  </Text>
                  {session.current && <StatusBadge tone="info">{LL.accounting.sessions.current()}</StatusBadge>}
                </Group>
                <Text size="xs" c="dimmed">
                  {LL.accounting.sessions.address({ ip: session.ip })} · {LL.accounting.sessions.lastActive()} <RelativeTime value={session.last_seen_at} />
                </Text>
              </Stack>
            </Group>
          );
        })}
        {others === 0 && sessions.data && <Text size="sm">{LL.accounting.sessions.none()}</Text>}
        <Group>
          <CardActionButton loading={busy} disabled={others === 0} onClick={() => void endOthers()}>
            {LL.accounting.sessions.endOthers()}
          </CardActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}
