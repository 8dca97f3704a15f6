import { TemplateRestore, TemplateRevisions, type TemplateEntity } from '../../../contract/mail-merge.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { RevisionsDrawer } from '../../components/revisions-drawer.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import type { TemplateScope } from './use-template-draft.ts';

interface TemplateRevisionsProps {
  scope: TemplateScope;
  /** Sends what waits and answers the version the draft is held at. */
  flush(): Promise<number | null>;
  onRestored(template: TemplateEntity): void;
  onClose(): void;
}

/** The template's kept versions (one every 10 minutes of editing), newest first; any one restored as a new version. */
export function TemplateRevisionsDrawer({ scope, flush, onRestored, onClose }: TemplateRevisionsProps) {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.revisions;
  const list = useCached(TemplateRevisions, scope);
  return (
    <RevisionsDrawer
      items={list.data?.items}
      settled={list.settled}
      flush={flush}
      restore={(revision, version) => call(TemplateRestore, { ...scope, revision, version })}
      onRestored={onRestored}
      onClose={onClose}
      words={{
        title: words.title(),
        help: words.help(),
        empty: words.empty(),
        by: (name) => words.by({ name }),
        restore: words.restore(),
        restoreTitle: words.restoreTitle(),
        restoreMessage: words.restoreMessage(),
        restored: words.restored(),
        unreachable: LL.mailMerge.unreachable(),
      }}
    />
  );
}
