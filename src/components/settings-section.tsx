import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One group of a record's settings under its own heading, with a line of help when the group needs one: a form's options, a judging session's settings. */
export function SettingsSection({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {help && (
            <Text size="sm" c="dimmed">
              {help}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </section>
  );
}
