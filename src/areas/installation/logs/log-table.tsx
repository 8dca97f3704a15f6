import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import { Badge, Code, Table } from '@mantine/core';
import type { z } from 'zod';
import type { LogRowSchema } from '../../../../contract/installation.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';

type LogRow = z.infer<typeof LogRowSchema>;

/** The colour of a status: success, the caller's mistake, the server's failure. */
export function statusColor(status: number): string {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  return 'green';
}

/** A page of the operations' log, newest first. */
export function LogTable({ items }: { items: LogRow[] }) {
  const { LL, locale } = useI18nContext();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.installation.logs.time()}</Table.Th>
            <Table.Th>{LL.installation.logs.email()}</Table.Th>
            <Table.Th>{LL.installation.logs.address()}</Table.Th>
            <Table.Th>{LL.installation.logs.call()}</Table.Th>
            <Table.Th>{LL.installation.logs.status()}</Table.Th>
            <Table.Th>{LL.installation.logs.target()}</Table.Th>
            <Table.Th>{LL.installation.logs.summary()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{new Date(row.at).toLocaleString(locale)}</Table.Td>
              <Table.Td>{row.operator_email ?? ''}</Table.Td>
              <Table.Td>{row.ip}</Table.Td>
              <Table.Td>{row.endpoint}</Table.Td>
              <Table.Td>
                <Badge color={statusColor(row.status)} variant="light">
                  {row.status}
                </Badge>
              </Table.Td>
              <Table.Td>{row.target ?? ''}</Table.Td>
              <Table.Td>
                <Code>{JSON.stringify(row.summary)}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
