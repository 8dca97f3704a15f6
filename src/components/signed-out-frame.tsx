import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import { Container, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { LanguageSelect } from './language-select.tsx';
import { Screen } from './screen.tsx';

/** The frame of the signed-out screens: product name, language, and a card with the screen. */
export function SignedOutFrame({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  return (
    <Container component="main" size={440} py="xl">
      <Group justify="space-between" mb="lg">
        <Text fw={700}>{LL.app.name()}</Text>
        <LanguageSelect />
      </Group>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Screen>{children}</Screen>
      </Paper>
    </Container>
  );
}
