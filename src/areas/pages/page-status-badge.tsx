import '@mantine/core/styles/Group.css';
import { Group } from '@mantine/core';
import { useI18nContext } from '../../../i18n/i18n-react';
import { StatusBadge } from '../../components/status-badge.tsx';

/** What the badges of a page read. */
export interface PageState {
  status: 'draft' | 'published' | 'archived';
  has_unpublished_changes: boolean;
  home: boolean;
}

/** A page's state as badges: draft, published or archived, its changes not published yet, the home page. */
export function PageStatusBadges({ page }: { page: PageState }) {
  const { LL } = useI18nContext();
  const texts = LL.pages.status;
  const tone = page.status === 'published' ? 'positive' : page.status === 'archived' ? 'neutral' : 'info';
  return (
    <Group gap={6} wrap="wrap">
      <StatusBadge tone={tone}>{texts[page.status]()}</StatusBadge>
      {page.status === 'published' && page.has_unpublished_changes ? <StatusBadge tone="warning">{texts.changes()}</StatusBadge> : null}
      {page.home ? <StatusBadge tone="info">{texts.home()}</StatusBadge> : null}
    </Group>
  );
}
