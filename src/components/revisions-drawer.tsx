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
import { useState, type ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import type { ApiResult, Queued } from '../lib/api.ts';
import { noticeFailure, noticeSuccess } from '../lib/notices.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { RelativeTime } from './relative-time.tsx';

/** A kept version of a record: when, and by whom ('' once their account is gone). */
export interface RevisionItem {
  id: string;
  created_at: string;
  by: string;
}

/** The drawer's words, in the screen's own namespace. */
export interface RevisionsWords {
  title: string;
  /** A line under the title; none when left out. */
  help?: string;
  empty: string;
  by(name: string): string;
  restore: string;
  restoreTitle: string;
  restoreMessage: string;
  restored: string;
  /** Said when the list or a restore cannot reach the server. */
  unreachable: string;
}

interface RevisionsDrawerProps<R extends RevisionItem, E> {
  /** The kept versions, newest first; undefined while they are read. */
  items: R[] | undefined;
  /** The read is over (with or without an answer). */
  settled: boolean;
  /** Sends what waits and answers the version the draft is held at (null: it could not). */
  flush(): Promise<number | null>;
  /** Restores a revision over the draft at `version`. */
  restore(revision: string, version: number): Promise<ApiResult<{ entity: E }> | Queued>;
  onRestored(entity: E): void;
  onClose(): void;
  words: RevisionsWords;
  /** What a revision shows beside its moment (a landing page's publication badge). */
  badge?(revision: R): ReactNode;
}

/**
 * A record's kept versions in a drawer, newest first, any one restored over the draft after a
 * confirmation, once what waits is sent: the landing page editor's and the template editor's.
 */
export function RevisionsDrawer<R extends RevisionItem, E>({ items, settled, flush, restore, onRestored, onClose, words, badge }: RevisionsDrawerProps<R, E>) {
  const { LL } = useI18nContext();
  const [asked, setAsked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function restoreAsked(revision: string) {
    setBusy(true);
    const version = await flush();
    const result = version === null ? null : await restore(revision, version);
    setBusy(false);
    setAsked(null);
    if (!result || !result.ok) return void noticeFailure(result?.error?.message ?? words.unreachable);
    if (!result.queued) onRestored(result.data.entity);
    noticeSuccess(words.restored);
    onClose();
  }
  return (
    <Drawer opened onClose={onClose} position="right" title={words.title} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <Stack gap="sm">
        {words.help ? (
          <Text size="sm" c="dimmed">
            {words.help}
          </Text>
        ) : null}
        {items && items.length === 0 ? <Text size="sm">{words.empty}</Text> : null}
        {items === undefined && settled ? <Text size="sm">{words.unreachable}</Text> : null}
        {(items ?? []).map((revision) => (
          <Paper key={revision.id} withBorder p="sm" data-revision={revision.id}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  {badge?.(revision)}
                  <Text size="sm">
                    <RelativeTime value={revision.created_at} />
                  </Text>
                </Group>
                {revision.by ? <Text size="xs">{words.by(revision.by)}</Text> : null}
              </Stack>
              <Button size="xs" variant="default" onClick={() => setAsked(revision.id)}>
                {words.restore}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog opened={asked !== null} title={words.restoreTitle} confirmLabel={words.restore} busy={busy} onCancel={() => setAsked(null)} onConfirm={() => asked && void restoreAsked(asked)}>
        {words.restoreMessage}
      </ConfirmDialog>
    </Drawer>
  );
}
