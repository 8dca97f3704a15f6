import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Group, Pagination, Text } from '@mantine/core';
import { useI18nContext } from '../../i18n/i18n-react';
import { usePaginationLabels } from './use-pagination-labels.ts';

export interface ListFooterProps {
  /** The rows the filters find; undefined until the first answer, when nothing is shown. */
  total: number | undefined;
  page: number;
  pageSize: number;
  onPage(page: number): void;
}

/** Under a list: how many rows the filters find, and the pages, each button named for assistive technology. */
export function ListFooter({ total, page, pageSize, onPage }: ListFooterProps) {
  const { LL } = useI18nContext();
  const pagination = usePaginationLabels();
  if (total === undefined || total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {LL.shell.kit.total({ count: total })}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          {...pagination}
        />
      ) : null}
    </Group>
  );
}
