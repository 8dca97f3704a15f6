import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Code, SimpleGrid } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { jobFilePath } from '../../../contract/jobs.ts';
import type { UserExportItem } from '../../../contract/users.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { Detail } from '../../components/detail.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { SettingsSection } from '../../components/settings-section.tsx';
import { fullTime } from '../../lib/time/relative.ts';

/** Where an export's file stands: being written, available until a moment, removed, never written. */
function useAvailability() {
  const { LL, locale } = useI18nContext();
  const words = LL.users.export;
  return (item: UserExportItem) => {
    if (item.removed_at) return item.finished_at ? words.removed({ date: fullTime(new Date(item.removed_at), locale) }) : words.notWritten();
    if (item.state === 'queued' || item.state === 'running') return words.writing();
    if (!item.finished_at) return words.notWritten();
    return words.availableUntil({ date: fullTime(new Date(item.expires_at), locale) });
  };
}

/** What an export holds, as its manifest says: how many people, its size, its SHA-256 and until when it is kept. */
export function ExportManifest({ item }: { item: UserExportItem }) {
  const { LL, locale } = useI18nContext();
  const words = LL.users.export;
  const availability = useAvailability();
  return (
    <SettingsSection title={words.manifestTitle()}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="export-manifest">
        <Detail label={words.count()}>{(item.count ?? 0).toLocaleString(locale)}</Detail>
        <Detail label={words.size()}>{(item.bytes ?? 0).toLocaleString(locale)} B</Detail>
        <Detail label={words.availability()}>{availability(item)}</Detail>
      </SimpleGrid>
      <Detail label={words.sha256()}>
        <Code data-testid="export-sha256">{item.sha256}</Code>
      </Detail>
    </SettingsSection>
  );
}

/** The installation's past exports, newest first: who, when, what, why, the manifest's figures, expiry and downloads. */
export function UserExportHistory({ items, onDownload }: { items: UserExportItem[] | undefined; onDownload(): void }) {
  const { LL, locale } = useI18nContext();
  const words = LL.users.export;
  const availability = useAvailability();
  const kind = (item: UserExportItem) => (item.kind === 'operators' ? words.kindOperators() : words.kindRegistered());
  const columns: Column<UserExportItem>[] = [
    { key: 'started', header: words.started(), primary: true, cell: (item) => fullTime(new Date(item.created_at), locale) },
    { key: 'by', header: words.by(), cell: (item) => item.requested_by?.email ?? words.byGone() },
    {
      key: 'what',
      header: words.what(),
      cell: (item) => `${kind(item)} · ${item.format.toUpperCase()}${item.count === null ? '' : ` · ${item.count.toLocaleString(locale)}`}`,
    },
    { key: 'purpose', header: words.purpose(), cell: (item) => item.purpose },
    { key: 'sha256', header: words.sha256(), hideOnCard: true, cell: (item) => (item.sha256 ? <Code title={item.sha256}>{item.sha256.slice(0, 12)}…</Code> : '') },
    { key: 'availability', header: words.availability(), cell: (item) => availability(item) },
    { key: 'downloads', header: words.downloads(), cell: (item) => item.downloads.toLocaleString(locale) },
  ];
  return (
    <SettingsSection title={words.pastTitle()}>
      <DataList
        label={words.pastLabel()}
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
        rowProps={(item) => ({ 'data-export': item.id })}
        skeletonRows={5}
        empty={<EmptyState title={words.emptyTitle()} message={words.emptyMessage()} />}
        actions={(item) =>
          item.downloadable ? (
            <Button
              component="a"
              href={jobFilePath(item.id)}
              variant="default"
              size="xs"
              aria-label={words.downloadLabel({ date: fullTime(new Date(item.created_at), locale) })}
              leftSection={<IconDownload aria-hidden="true" size={14} />}
              onClick={() => setTimeout(onDownload, 1_000)}
            >
              {words.download()}
            </Button>
          ) : item.state === 'queued' || item.state === 'running' ? (
            <RelativeTime value={item.created_at} />
          ) : null
        }
      />
    </SettingsSection>
  );
}
