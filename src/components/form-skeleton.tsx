import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack } from '@mantine/core';

/** A form's shape while its record loads: a label and an input per field, so nothing jumps when it arrives. */
export function FormSkeleton({ fields, maw = 640 }: { fields: number; maw?: number }) {
  return (
    <Stack maw={maw} aria-hidden="true" data-testid="form-skeleton">
      {Array.from({ length: fields }, (_, index) => (
        <Stack key={index} gap={6}>
          <Skeleton height={12} width={120} />
          <Skeleton height={36} />
        </Stack>
      ))}
    </Stack>
  );
}
