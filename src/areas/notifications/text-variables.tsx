import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { Notification } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { StatusBadge } from '../../components/status-badge.tsx';
import { variableMeaning } from './text-words.ts';

/** The `{{tag}}` of a variable, as a text names it. */
export const tagOf = (name: string) => `{{${name}}}`;

/** A notification's variables, each with what it stands for; choosing one inserts its tag where the cursor was. */
export function TextVariables({ notification, onInsert }: { notification: Notification; onInsert(tag: string): void }) {
  const { LL } = useI18nContext();
  const words = LL.notifications.texts;
  const titleId = `text-variables-${notification.key}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid="text-variables">
      <div>
        <Text fw={600} size="sm" id={titleId}>
          {words.editor.variables()}
        </Text>
        <Text size="xs" c="dimmed">
          {words.editor.variablesHelp()}
        </Text>
      </div>
      {notification.variables.map((variable) => (
        <Group key={variable.name} gap="xs" wrap="nowrap" align="center">
          <Button
            size="compact-sm"
            variant="default"
            ff="monospace"
            // Keeps the cursor where it was: the click must not take the focus from the subject or the text first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(tagOf(variable.name))}
            aria-label={`${words.editor.insert({ tag: tagOf(variable.name) })}: ${variableMeaning(words, variable.name)}`}
          >
            {tagOf(variable.name)}
          </Button>
          <Text size="sm" style={{ flex: 1 }}>
            {variableMeaning(words, variable.name)}
          </Text>
          {variable.required ? <StatusBadge tone="info">{words.editor.required()}</StatusBadge> : null}
        </Group>
      ))}
    </Stack>
  );
}
