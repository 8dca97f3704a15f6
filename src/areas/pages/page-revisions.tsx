import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageRestore, PageRevisions, type PageEntity } from '../../../contract/pages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
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
  const [asked, setAsked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function restore(revision: string) {
    setBusy(true);
    const version = await flush();
    const result = version === null ? null : await call(PageRestore, { ...scope, revision, version });
    setBusy(false);
    setAsked(null);
    if (!result || !result.ok) return void noticeFailure(result?.error?.message ?? LL.pages.unreachable());
    if (!result.queued) onRestored(result.data.entity);
    noticeSuccess(texts.restored());
    onClose();
  }
  const items = list.data?.items;
  return (
    <Drawer opened onClose={onClose} position="right" title={texts.title()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <Stack gap="sm">
        {items && items.length === 0 ? <Text size="sm">{texts.empty()}</Text> : null}
        {(items ?? []).map((revision) => (
          <Paper key={revision.id} withBorder p="sm" data-revision={revision.id}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <StatusBadge tone={revision.kind === 'publish' ? 'positive' : 'neutral'}>{texts[revision.kind]()}</StatusBadge>
                  <Text size="sm">
                    <RelativeTime value={revision.created_at} />
                  </Text>
                </Group>
                {revision.by ? <Text size="xs">{texts.by({ name: revision.by })}</Text> : null}
              </Stack>
              <Button size="xs" variant="default" onClick={() => setAsked(revision.id)}>
                {texts.restore()}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog opened={asked !== null} title={texts.restoreTitle()} confirmLabel={texts.restore()} busy={busy} onCancel={() => setAsked(null)} onConfirm={() => asked && void restore(asked)}>
        {texts.restoreMessage()}
      </ConfirmDialog>
    </Drawer>
  );
}
