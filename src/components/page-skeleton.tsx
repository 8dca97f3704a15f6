import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack } from '@mantine/core';

/** A screen's shape while what it needs to know first is on its way: a header, then lines of content. */
export function PageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="page-skeleton">
      <Skeleton height={44} radius="sm" />
      <Skeleton height={14} width="40%" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}
