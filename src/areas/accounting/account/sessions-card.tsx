import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { SessionList, SessionsEndOthers } from '../../../../contract/accounting.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { CardActionButton } from '../../../components/card-buttons.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { call } from '../../../lib/api.ts';
import { useCached } from '../../../lib/cache/use-cached.ts';

/** The operator's signed-in sessions, with "sign out everywhere else". */
export function SessionsCard() {
  const { LL, locale } = useI18nContext();
  const sessions = useCached(SessionList);
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState<number | null>(null);
  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current).length;
  const when = (iso: string) => new Date(iso).toLocaleString(locale);

  const endOthers = async () => {
    setBusy(true);
    const result = await call(SessionsEndOthers);
    setBusy(false);
    if (result.ok && !result.queued) setEnded(result.data.ended);
    sessions.reload();
  };

  return (
    <Paper withBorder p="md" mt="xl" maw={640}>
      <Stack>
        <Title order={2} size="h4">
          {LL.accounting.sessions.title()}
        </Title>
        <Text size="sm">{LL.accounting.sessions.intro()}</Text>
        <FormAlert tone="success" message={ended === null ? null : LL.accounting.sessions.ended({ count: ended })} />
        {items.map((session) => (
          <Stack key={session.id} gap={2} data-testid="session">
            <Group gap="xs">
              <Text size="sm" fw={600} lineClamp={1}>
                {session.user_agent || '—'}
              </Text>
              {session.current && <Badge variant="light">{LL.accounting.sessions.current()}</Badge>}
            </Group>
            <Text size="xs" c="dimmed">
              {LL.accounting.sessions.address({ ip: session.ip })} · {LL.accounting.sessions.lastSeen({ when: when(session.last_seen_at) })}
            </Text>
          </Stack>
        ))}
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
