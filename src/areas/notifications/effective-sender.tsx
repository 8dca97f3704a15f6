import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { EffectiveSender, NotyLevel } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Detail } from '../../components/detail.tsx';
import { fromHeader } from './sender-table.tsx';

/** The sender a level's mails go out as, and where it comes from in words: this level, a level above, or the server's MAIL_FROM. */
export function EffectiveSenderCard({ level, effective }: { level: NotyLevel; effective: EffectiveSender | undefined }) {
  const { LL } = useI18nContext();
  const words = LL.notifications.senders.effective;
  const from = effective && (effective.source === level ? words.own() : words[effective.source]());
  // A level's sender by its name too, so that two with one address are told apart.
  const source = from && (effective?.name ? `${from}: ${effective.name}` : from);
  return (
    <Paper withBorder p="md" radius="md" data-testid="effective-sender">
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
          <Detail label={words.title()}>{effective ? fromHeader(effective.from_name, effective.from_email) : <Skeleton height={16} width="70%" />}</Detail>
          <Detail label={words.source()}>{source ?? <Skeleton height={16} width="50%" />}</Detail>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {words.chain()}
        </Text>
      </Stack>
    </Paper>
  );
}
