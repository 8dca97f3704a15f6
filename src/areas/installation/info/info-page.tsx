import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import { Card, Table } from '@mantine/core';
import { InstallationInfo } from '../../../../contract/installation.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { Screen } from '../../../components/screen.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { formatBytes, formatUptime } from './info-format.ts';

/** What the installation runs on and holds. */
export function InfoPage() {
  const { LL, locale } = useI18nContext();
  const info = useCached(InstallationInfo, {}).data;
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
  return (
    <Screen>
      <Card withBorder maw={560}>
        <Table data-testid="installation-info">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Screen>
  );
}
