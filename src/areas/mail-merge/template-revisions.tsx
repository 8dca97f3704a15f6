import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TemplateRestore, TemplateRevisions, type TemplateEntity } from '../../../contract/mail-merge.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
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
  const [asked, setAsked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function restore(revision: string) {
    setBusy(true);
    const version = await flush();
    const result = version === null ? null : await call(TemplateRestore, { ...scope, revision, version });
    setBusy(false);
    setAsked(null);
    if (!result || !result.ok) return void noticeFailure(result?.error?.message ?? LL.mailMerge.unreachable());
    if (!result.queued) onRestored(result.data.entity);
    noticeSuccess(words.restored());
    onClose();
  }
  const items = list.data?.items;
  return (
    <Drawer opened onClose={onClose} position="right" title={words.title()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {words.help()}
        </Text>
        {items && items.length === 0 ? <Text size="sm">{words.empty()}</Text> : null}
        {items === undefined && list.settled ? <Text size="sm">{LL.mailMerge.unreachable()}</Text> : null}
        {(items ?? []).map((revision) => (
          <Paper key={revision.id} withBorder p="sm" data-revision={revision.id}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text size="sm">
                  <RelativeTime value={revision.created_at} />
                </Text>
                {revision.by ? <Text size="xs">{words.by({ name: revision.by })}</Text> : null}
              </Stack>
              <Button size="xs" variant="default" onClick={() => setAsked(revision.id)}>
                {words.restore()}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog opened={asked !== null} title={words.restoreTitle()} confirmLabel={words.restore()} busy={busy} onCancel={() => setAsked(null)} onConfirm={() => asked && void restore(asked)}>
        {words.restoreMessage()}
      </ConfirmDialog>
    </Drawer>
  );
}
