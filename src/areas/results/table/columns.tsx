import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { z } from 'zod';
import type { ResultsItemSchema } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { AnswerValue } from '../../../components/answer-value.tsx';
import type { Column } from '../../../components/data-list.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SubmissionStatusBadge } from '../../../components/submission-status-badge.tsx';
import type { DefinitionTexts } from '../../../lib/form-fields/definition-texts.ts';
import type { AskingField } from '../../../lib/forms/use-published-form.ts';
import { languageName } from '../filters/filter-words.ts';
import classes from './cells.module.css';

/** A submission as the results table lists it. */
export type ResultsItem = z.infer<typeof ResultsItemSchema>;

/** The columns every form has, beside its fields' (`field:<key>`); who sent it is always first. */
export const FIXED_COLUMNS = ['submitted', 'status', 'tags', 'version', 'lang', 'updated', 'notes'] as const;

/** The columns shown until the operator chooses. */
export const DEFAULT_COLUMNS: readonly string[] = ['submitted', 'status', 'tags', 'version'];

const FIELD_PREFIX = 'field:';

/** The column of a field's answers. */
export function fieldColumn(key: string): string {
  return `${FIELD_PREFIX}${key}`;
}

/** The name a submission shows: its person's name, else their address; null once they erased their data. */
export function personName(user: ResultsItem['user']): string | null {
  if (!user) return null;
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

const SORTS: Record<string, string> = { submitted: 'submitted_at', status: 'status', version: 'version', lang: 'lang', updated: 'updated_at' };

/** Who sent a submission: name and address, the name opening it; "erased" for a person who erased their data. */
export function WhoCell({ item, onOpen }: { item: ResultsItem; onOpen(item: ResultsItem): void }) {
  const { LL } = useI18nContext();
  const name = personName(item.user);
  return (
    <div className={classes.answer}>
      <Anchor component="button" type="button" underline="always" ta="start" fz="sm" fw={600} onClick={() => onOpen(item)} style={{ overflowWrap: 'anywhere' }}>
        {name ?? LL.results.table.erased()}
      </Anchor>
      {item.user && name !== item.user.email ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {item.user.email}
        </Text>
      ) : null}
    </div>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {tags.map((tag) => (
        <Badge key={tag} variant="light" color="gray" radius="sm" tt="none" fw={500} c="var(--mantine-color-gray-8)">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

/** The name of each column a table may show, in the reader's words. */
export function useColumnNames(fields: AskingField[], texts: DefinitionTexts) {
  const { LL } = useI18nContext();
  const words = LL.results.table;
  const fixed: Record<(typeof FIXED_COLUMNS)[number], string> = {
    submitted: words.submitted(),
    status: words.status(),
    tags: words.tags(),
    version: words.version(),
    lang: words.language(),
    updated: words.updated(),
    notes: words.notes(),
  };
  return (key: string): string => {
    if (key.startsWith(FIELD_PREFIX)) {
      const field = fields.find((entry) => entry.field.key === key.slice(FIELD_PREFIX.length))?.field;
      return field ? texts.text(field.label) || field.key : key.slice(FIELD_PREFIX.length);
    }
    return fixed[key as keyof typeof fixed] ?? key;
  };
}

/** The table's columns: who sent it first, then the chosen ones in the chosen order. */
export function useResultsColumns(visible: readonly string[], fields: AskingField[], texts: DefinitionTexts, onOpen: (item: ResultsItem) => void): Column<ResultsItem>[] {
  const { LL, locale } = useI18nContext();
  const name = useColumnNames(fields, texts);
  const who: Column<ResultsItem> = { key: 'who', header: LL.results.table.who(), primary: true, sort: 'user', cell: (item) => <WhoCell item={item} onOpen={onOpen} /> };
  const cells: Partial<Record<string, Column<ResultsItem>['cell']>> = {
    submitted: (item) => <span style={{ whiteSpace: 'nowrap' }}>{item.submitted_at ? <RelativeTime value={item.submitted_at} /> : LL.results.table.notSent()}</span>,
    status: (item) => <SubmissionStatusBadge status={item.status} />,
    tags: (item) => (item.tags.length > 0 ? <Tags tags={item.tags} /> : null),
    version: (item) => item.version.toLocaleString(locale),
    lang: (item) => languageName(item.lang),
    updated: (item) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <RelativeTime value={item.updated_at} />
      </span>
    ),
    notes: (item) => (item.notes > 0 ? item.notes.toLocaleString(locale) : null),
  };
  const columns = visible.flatMap((key): Column<ResultsItem>[] => {
    if (key.startsWith(FIELD_PREFIX)) {
      const entry = fields.find((candidate) => candidate.field.key === key.slice(FIELD_PREFIX.length));
      if (!entry) return [];
      const { field } = entry;
      return [
        {
          key,
          header: name(key),
          ...(field.type === 'file' ? {} : { sort: `answer:${field.key}` }),
          cell: (item) => (
            <div className={field.type === 'long_text' ? classes.longAnswer : classes.answer}>
              <AnswerValue field={field} value={item.answers[field.key]} texts={texts} short />
            </div>
          ),
        },
      ];
    }
    const cell = cells[key];
    return cell ? [{ key, header: name(key), cell, ...(SORTS[key] ? { sort: SORTS[key] } : {}) }] : [];
  });
  return [who, ...columns];
}
