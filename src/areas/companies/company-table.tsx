import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import { Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { CompanySave, type CompanySummarySchema } from '../../../contract/companies.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { usePendingWrites } from '../../lib/sync/use-outbox.ts';
import type { CompanySort } from './company-list-query.ts';
import { companyPath } from './company-paths.ts';

type CompanySummary = z.infer<typeof CompanySummarySchema>;

/** A row of the list: a stored company, or a new one kept on this device and not sent yet. */
type CompanyRow = { key: string; company: CompanySummary | null; name: string; slug: string; contact_email: string; unsent: boolean };

interface CompanyTableProps {
  /** The page of companies; undefined while it loads. */
  items: CompanySummary[] | undefined;
  sort: CompanySort;
  onSort(column: string): void;
  empty: ReactNode;
  pageSize: number;
}

/** One page of companies; the name opens the company. New and renamed companies not sent yet show first, marked. */
export function CompanyTable({ items, sort, onSort, empty, pageSize }: CompanyTableProps) {
  const { LL } = useI18nContext();
  const pending = usePendingWrites(CompanySave);
  const changed = new Map(pending.map((entry) => [entry.body.id, entry.body]));
  const created: CompanyRow[] = pending
    .filter((entry) => typeof entry.body.id !== 'string')
    .map((entry) => ({
      key: entry.key,
      company: null,
      name: String(entry.body.name),
      slug: String(entry.body.slug ?? ''),
      contact_email: String(entry.body.contact_email ?? ''),
      unsent: true,
    }));
  const stored = items?.map(
    (company): CompanyRow => ({
      key: company.id,
      company,
      name: String(changed.get(company.id)?.name ?? company.name),
      slug: company.slug,
      contact_email: company.contact_email,
      unsent: changed.has(company.id),
    }),
  );
  const rows = stored ? [...created, ...stored] : created.length > 0 ? created : undefined;

  const columns: Column<CompanyRow>[] = [
    {
      key: 'name',
      header: LL.companies.name(),
      sort: 'name',
      primary: true,
      cell: (row) => (
        <Group gap="xs" wrap="wrap">
          {row.company ? (
            <Anchor component={Link} to={companyPath(row.company.id)} underline="always">
              {row.name}
            </Anchor>
          ) : (
            row.name
          )}
          {row.unsent && <StatusBadge tone="neutral">{LL.shell.kit.unsent()}</StatusBadge>}
        </Group>
      ),
    },
    { key: 'slug', header: LL.companies.slug(), sort: 'slug', cell: (row) => row.slug },
    { key: 'contact', header: LL.companies.contactEmail(), cell: (row) => row.contact_email },
    {
      key: 'status',
      header: LL.companies.status(),
      cell: (row) =>
        row.company &&
        (row.company.status === 'active' ? (
          <StatusBadge tone="positive">{LL.companies.statusActive()}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{LL.companies.statusArchived()}</StatusBadge>
        )),
    },
    { key: 'projects', header: LL.companies.projectCount(), cell: (row) => row.company?.projects },
    { key: 'updated', header: LL.companies.updated(), sort: 'updated', cell: (row) => row.company && <RelativeTime value={row.company.updated_at} /> },
  ];

  return (
    <DataList
      label={LL.companies.listLabel()}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      rowProps={(row): Record<string, string> => (row.unsent ? { 'data-pending': 'true' } : {})}
      sort={sort}
      onSort={onSort}
      empty={empty}
      skeletonRows={Math.min(pageSize, 10)}
    />
  );
}
