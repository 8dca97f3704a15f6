import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Skeleton.css';
import { Card, Skeleton, Table } from '@mantine/core';
import { InstallationInfo } from '../../../../contract/installation.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { NotLoaded } from '../../../components/not-loaded.tsx';
import { Screen } from '../../../components/screen.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { formatBytes, formatUptime } from './info-format.ts';

/** What the installation runs on and holds. */
export function InfoPage() {
  const { LL, locale } = useI18nContext();
  const read = useCached(InstallationInfo, {});
  const info = read.data;
  const rows: [string, string][] = info
    ? [
        [LL.installation.info.version(), info.version],
        [LL.installation.info.database(), info.database.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'],
        [LL.installation.info.size(), formatBytes(info.database.size_bytes, locale)],
        [LL.installation.info.mail(), info.mail.transport === 'smtp' ? 'SMTP' : LL.installation.info.mailFile()],
        [LL.installation.info.uptime(), formatUptime(info.uptime_seconds, locale)],
        [LL.installation.info.companies(), info.counts.companies.toLocaleString(locale)],
        [LL.installation.info.projects(), info.counts.projects.toLocaleString(locale)],
        [LL.installation.info.operators(), info.counts.operators.toLocaleString(locale)],
      ]
    : [];
  if (!info && read.settled) {
    return (
      <Screen>
        <NotLoaded offline={read.error === null} onRetry={read.reload} />
      </Screen>
    );
  }
  return (
    <Screen>
      <Card withBorder maw={560}>
        {info ? (
          <Table data-testid="installation-info">
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Skeleton height={240} aria-hidden="true" data-testid="info-skeleton" />
        )}
      </Card>
    </Screen>
  );
}
