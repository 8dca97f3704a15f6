import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useI18nContext } from '../../i18n/i18n-react';

/** Offers the waiting new version; the page reloads once it has taken over. */
export function UpdatePrompt({ onUpdate }: { onUpdate: () => void }) {
  const { LL } = useI18nContext();
  return (
    <Affix position={{ bottom: 16, right: 16 }}>
      <Paper withBorder shadow="md" p="sm" role="status">
        <Group gap="sm">
          <Text size="sm">{LL.app.updateReady()}</Text>
          <Button size="xs" onClick={onUpdate}>
            {LL.app.updateNow()}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
