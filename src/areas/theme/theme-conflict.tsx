import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useI18nContext } from '../../../i18n/i18n-react';

/** Someone else saved the theme meanwhile: take theirs into the screen, or save what is here on their version. */
export function ThemeConflict({ message, onLoad, onKeep }: { message: string; onLoad(): void; onKeep(): void }) {
  const { LL } = useI18nContext();
  const texts = LL.theme;
  return (
    <Paper withBorder p="sm" data-testid="theme-conflict" role="alert">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {message} {texts.conflict()}
        </Text>
        <Group gap="xs">
          <Button variant="light" onClick={onLoad}>
            {texts.takeTheirs()}
          </Button>
          <Button variant="default" onClick={onKeep}>
            {texts.keepMine()}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
