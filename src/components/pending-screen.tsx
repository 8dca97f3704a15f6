import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { useI18nContext } from '../../i18n/i18n-react';
import { Screen } from './screen.tsx';

/** A screen whose area is not built yet: its title, and a line saying so. */
export function PendingScreen() {
  const { LL } = useI18nContext();
  return (
    <Screen>
      <Text c="dimmed" data-testid="pending-screen">
        {LL.app.notYet()}
      </Text>
    </Screen>
  );
}
