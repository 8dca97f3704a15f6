import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { markIosInstallHintShown } from './ios-install.ts';

/** The add-to-home-screen instructions for iPhone and iPad, shown once. */
export function IosInstallHint() {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(true);
  // Shown once means once: a reload before dismissing does not bring it back.
  useEffect(markIosInstallHintShown, []);
  if (!open) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }}>
      <Paper withBorder shadow="md" p="sm" role="status">
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">{LL.app.installIos()}</Text>
          <Button size="xs" variant="outline" onClick={() => setOpen(false)}>
            {LL.app.installIosDismiss()}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
