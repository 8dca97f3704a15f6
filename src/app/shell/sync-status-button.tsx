import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useI18nContext } from '../../../i18n/i18n-react';
import { RelativeTime } from '../../components/relative-time.tsx';
import type { OutboxSummary } from '../../lib/outbox/summary.ts';
import { syncWords, type SyncWords } from './sync-words.ts';

const DOT = { display: 'inline-block', width: 8, height: 8, borderRadius: '50%', flex: 'none' } as const;

interface SyncStatusButtonProps {
  online: boolean;
  /** The queue's summary; undefined while it is not read yet, when only the connection is told. */
  summary: OutboxSummary | undefined;
  onOpen?: () => void;
}

/** The header's sync status in words ("All changes sent · 3 minutes ago"); it opens the drawer of queued changes. */
export function SyncStatusButton({ online, summary, onOpen }: SyncStatusButtonProps) {
  const { LL } = useI18nContext();
  const attention = summary?.attention ?? 0;
  return (
    <Button
      data-testid="sync-status"
      variant="subtle"
      size="xs"
      color="dark"
      onClick={onOpen}
      // The dot only repeats the words beside it; its colour carries nothing the text does not.
      leftSection={<span aria-hidden style={{ ...DOT, background: online ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-gray-6)' }} />}
    >
      <Group gap={6} wrap="nowrap">
        {summary ? (
          <Words words={syncWords(summary, online)} />
        ) : (
          <span className={online ? 'bo-phone-unseen' : undefined}>{online ? LL.shell.sync.online() : LL.shell.sync.offline()}</span>
        )}
        {attention > 0 && (
          <Badge size="sm" color="red.8">
            {LL.shell.sync.attention({ count: attention })}
          </Badge>
        )}
        {summary?.paused && (
          <Badge size="sm" color="orange.9">
            {LL.shell.sync.signInAgain()}
          </Badge>
        )}
      </Group>
    </Button>
  );
}

// The first part always shows; when it was last sent only from `sm` up, where the header has room.
function Words({ words }: { words: SyncWords }) {
  const { LL } = useI18nContext();
  const first =
    words.kind === 'sent'
      ? LL.shell.sync.allSent()
      : words.kind === 'waiting'
        ? LL.shell.sync.pending({ count: words.count })
        : LL.shell.sync.offline();
  return (
    <span>
      {words.kind === 'sent' ? <span className="bo-phone-unseen">{first}</span> : first}
      {words.kind === 'offline' && words.count > 0 && ` · ${LL.shell.sync.pending({ count: words.count })}`}
      {words.kind !== 'offline' && words.lastSync !== null && (
        <Text span inherit visibleFrom="sm" data-testid="last-sync">
          {' · '}
          {words.kind === 'waiting' && `${LL.shell.sync.lastSent()} `}
          <RelativeTime value={new Date(words.lastSync)} />
        </Text>
      )}
    </span>
  );
}
