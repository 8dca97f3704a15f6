import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Code, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useI18nContext } from '../../../../i18n/i18n-react';

/** Freshly made recovery codes: the only time the operator sees them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { LL } = useI18nContext();
  return (
    <Stack>
      <Title order={3} size="h5">
        {LL.accounting.totp.recoveryTitle()}
      </Title>
      <Text size="sm">{LL.accounting.totp.recoveryShown()}</Text>
      <SimpleGrid cols={2} spacing="xs" maw={320}>
        {codes.map((code) => (
          <Code key={code} data-testid="recovery-code" fz="md">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Button onClick={onDone} style={{ alignSelf: 'flex-start' }}>
        {LL.accounting.totp.saved()}
      </Button>
    </Stack>
  );
}
