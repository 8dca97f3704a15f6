import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { SyncStatusButton } from '../../src/app/shell/sync-status-button.tsx';
import { syncWords } from '../../src/app/shell/sync-words.ts';
import type { OutboxSummary } from '../../src/lib/outbox/summary.ts';

const MINUTE = 60_000;
const summary = (pending: number, lastSync: number | null, attention = 0): OutboxSummary => ({ pending, attention, paused: false, lastSync });

beforeAll(async () => {
  await loadLocaleAsync('en');
  await loadNamespaceAsync('en', 'shell');
});

describe('the sync status in words', () => {
  it('says everything was sent, or how many changes wait, or that the page is offline', () => {
    expect(syncWords(summary(0, 5), true)).toEqual({ kind: 'sent', lastSync: 5 });
    expect(syncWords(summary(3, 5), true)).toEqual({ kind: 'waiting', count: 3, lastSync: 5 });
    expect(syncWords(summary(2, 5), false)).toEqual({ kind: 'offline', count: 2 });
    expect(syncWords(undefined, true)).toEqual({ kind: 'sent', lastSync: null });
  });

  it('reads as a person would say it, with when the server last took a change', () => {
    const now = Date.now();
    const shown = (value: OutboxSummary | undefined, online: boolean) => {
      const view = render(
        <MantineProvider env="test">
          <TypesafeI18n locale="en">
            <SyncStatusButton online={online} summary={value} />
          </TypesafeI18n>
        </MantineProvider>,
      );
      const text = screen.getByTestId('sync-status').textContent;
      view.unmount();
      return text;
    };
    expect(shown(summary(0, now - 3 * MINUTE), true)).toBe('All changes sent · 3 minutes ago');
    expect(shown(summary(3, now - 5 * MINUTE), true)).toBe('3 waiting to send · last sent 5 minutes ago');
    expect(shown(summary(2, now - 5 * MINUTE), false)).toBe('Offline · 2 waiting to send');
    expect(shown(summary(0, null), true)).toBe('All changes sent');
    expect(shown(summary(1, null, 1), true)).toBe('1 waiting to send1 need attention');
    // Before the queue is read, only the connection is told.
    expect(shown(undefined, true)).toBe('Online');
  });
});
