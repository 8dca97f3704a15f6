import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Progress, Stack, Text } from '@mantine/core';

/** A session's progress: its scored seats of all its seats, in words (`text`) and as a bar. */
export function SeatsProgress({ scored, seats, text }: { scored: number; seats: number; text: string }) {
  return (
    <Stack gap={4} miw={140}>
      <Text size="sm">{text}</Text>
      <Progress value={seats === 0 ? 0 : (100 * scored) / seats} size="sm" aria-hidden="true" />
    </Stack>
  );
}
