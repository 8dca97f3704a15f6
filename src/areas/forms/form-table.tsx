import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { FormListItemSchema } from '../../../contract/forms.ts';
import type { Language } from '../../../contract/languages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { localized } from '../../lib/form-fields/localized.ts';
import { formPath } from './form-paths.ts';
import { FormStatusBadge } from './form-status-badge.tsx';

/** A form as the list shows it. */
export type FormListItem = z.infer<typeof FormListItemSchema>;

interface FormTableProps {
  company: string;
  project: string;
  /** The language titles are read in: the operator's, else the project's default. */
  lang: Language;
  fallback: Language;
  items: FormListItem[] | undefined;
  empty: ReactNode;
  actions(form: FormListItem, title: string): ReactNode;
}

/** One page of a project's forms; the title opens the Field Editor. */
export function FormTable({ company, project, lang, fallback, items, empty, actions }: FormTableProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.list;
  const title = (form: FormListItem) => localized(form.title, lang, fallback) || form.slug;
  const columns: Column<FormListItem>[] = [
    {
      key: 'title',
      header: texts.title(),
      primary: true,
      cell: (form) => (
        <Anchor component={Link} to={formPath(company, project, form.id, 'editor')} underline="always">
          {title(form)}
        </Anchor>
      ),
    },
    { key: 'slug', header: texts.slug(), cell: (form) => form.slug },
    { key: 'status', header: texts.status(), cell: (form) => <FormStatusBadge status={form.status} /> },
    {
      key: 'version',
      header: texts.version(),
      cell: (form) => (form.published_version === null ? texts.notPublished() : texts.versionNumber({ number: form.published_version })),
    },
    { key: 'submissions', header: texts.submissions(), cell: (form) => form.submissions },
    { key: 'updated', header: texts.updated(), cell: (form) => <RelativeTime value={form.updated_at} /> },
  ];
  return (
    <DataList
      label={texts.label()}
      columns={columns}
      rows={items}
      rowKey={(form) => form.id}
      actions={(form) => actions(form, title(form))}
      empty={empty}
      skeletonRows={5}
    />
  );
}
