import type { PaginationProps } from '@mantine/core';
import { useI18nContext } from '../../i18n/i18n-react';

type PaginationLabels = Pick<PaginationProps, 'aria-label' | 'getItemProps' | 'getControlProps'>;

/** Names for a Mantine Pagination and each of its buttons (page N, previous, next, first, last), in the reader's language. */
export function usePaginationLabels(): PaginationLabels {
  const { LL } = useI18nContext();
  const controls = {
    first: LL.shell.kit.firstPage(),
    previous: LL.shell.kit.previousPage(),
    next: LL.shell.kit.nextPage(),
    last: LL.shell.kit.lastPage(),
  };
  return {
    'aria-label': LL.shell.kit.pagination(),
    getItemProps: (page) => ({ 'aria-label': LL.shell.kit.page({ page }) }),
    getControlProps: (control) => ({ 'aria-label': controls[control] }),
  };
}
