import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { CompanySave, type CompanySummarySchema } from '../../../contract/companies.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { usePendingWrites } from '../../lib/sync/use-outbox.ts';
import { nextSort, type CompanySort } from './company-list-query.ts';
import { companyPath } from './company-paths.ts';

type CompanySummary = z.infer<typeof CompanySummarySchema>;
type SortColumn = 'name' | 'slug' | 'updated';

interface SortHeaderProps {
  column: SortColumn;
  label: string;
  sort: CompanySort;
  onSort(sort: CompanySort): void;
}

function SortHeader({ column, label, sort, onSort }: SortHeaderProps) {
  const { LL } = useI18nContext();
  const direction = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : 'none';
  const arrow = direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : '';
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton fw={600} fz="sm" title={LL.companies.sortBy({ column: label })} onClick={() => onSort(nextSort(sort, column))}>
        {label}
        {arrow}
      </UnstyledButton>
    </Table.Th>
  );
}

/** One page of companies; the name opens the company. */
export function CompanyTable({ items, sort, onSort }: { items: CompanySummary[]; sort: CompanySort; onSort(sort: CompanySort): void }) {
  const { LL, locale } = useI18nContext();
  const pending = usePendingWrites(CompanySave);
  // New companies not sent yet come first; a queued change shows on its row until the server's record replaces it.
  const created = pending.filter((entry) => typeof entry.body.id !== 'string');
  const changed = new Map(pending.map((entry) => [entry.body.id, entry.body]));
  const notSent = (
    <Badge color="gray" variant="outline" ml="xs" size="sm">
      {LL.shell.sync.pendingBadge()}
    </Badge>
  );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="name" label={LL.companies.name()} sort={sort} onSort={onSort} />
            <SortHeader column="slug" label={LL.companies.slug()} sort={sort} onSort={onSort} />
            <Table.Th>{LL.companies.contactEmail()}</Table.Th>
            <Table.Th>{LL.companies.status()}</Table.Th>
            <Table.Th>{LL.companies.projectCount()}</Table.Th>
            <SortHeader column="updated" label={LL.companies.updated()} sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {created.map((entry) => (
            <Table.Tr key={entry.key} data-pending="true">
              <Table.Td>
                {String(entry.body.name)}
                {notSent}
              </Table.Td>
              <Table.Td>{String(entry.body.slug ?? '')}</Table.Td>
              <Table.Td>{String(entry.body.contact_email ?? '')}</Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td />
            </Table.Tr>
          ))}
          {items.map((company) => (
            <Table.Tr key={company.id}>
              <Table.Td>
                <Text component={Link} c="blue" td="underline" to={companyPath(company.id)}>
                  {String(changed.get(company.id)?.name ?? company.name)}
                </Text>
                {changed.has(company.id) && notSent}
              </Table.Td>
              <Table.Td>{company.slug}</Table.Td>
              <Table.Td>{company.contact_email}</Table.Td>
              <Table.Td>
                <Badge color={company.status === 'active' ? 'green' : 'gray'} variant="light">
                  {company.status === 'active' ? LL.companies.statusActive() : LL.companies.statusArchived()}
                </Badge>
              </Table.Td>
              <Table.Td>{company.projects}</Table.Td>
              <Table.Td>{new Date(company.updated_at).toLocaleString(locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
