import { PageRestore, PageRevisions, type PageEntity } from '../../../contract/pages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { RevisionsDrawer } from '../../components/revisions-drawer.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import type { PageScope } from './use-page-draft.ts';

interface PageRevisionsProps {
  scope: PageScope;
  /** Sends what waits and answers the version the draft is held at. */
  flush(): Promise<number | null>;
  onRestored(page: PageEntity): void;
  onClose(): void;
}

/** The page's kept versions (each publication, and every 10 minutes of editing), newest first; any one restored into the draft. */
export function PageRevisionsDrawer({ scope, flush, onRestored, onClose }: PageRevisionsProps) {
  const { LL } = useI18nContext();
  const texts = LL.pages.revisions;
  const list = useCached(PageRevisions, scope);
  return (
    <RevisionsDrawer
      items={list.data?.items}
      settled={list.settled}
      flush={flush}
      restore={(revision, version) => call(PageRestore, { ...scope, revision, version })}
      onRestored={onRestored}
      onClose={onClose}
      badge={(revision) => <StatusBadge tone={revision.kind === 'publish' ? 'positive' : 'neutral'}>{texts[revision.kind]()}</StatusBadge>}
      words={{
        title: texts.title(),
        empty: texts.empty(),
        by: (name) => texts.by({ name }),
        restore: texts.restore(),
        restoreTitle: texts.restoreTitle(),
        restoreMessage: texts.restoreMessage(),
        restored: texts.restored(),
        unreachable: LL.pages.unreachable(),
      }}
    />
  );
}
