import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Text.css';
import { Group, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Language } from '../../../contract/languages.ts';
import type { TranslationItem, TranslationState } from '../../../contract/translations.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { StatusBadge, type StatusTone } from '../../components/status-badge.tsx';

interface TranslationTableProps {
  /** The page of texts; undefined while it loads. */
  items: TranslationItem[] | undefined;
  /** The language whose text and states the rows show. */
  lang: Language;
  states: Record<TranslationState, string>;
  empty: ReactNode;
  onEdit(key: string): void;
}

const TONES: Record<TranslationState, StatusTone> = { overridden: 'info', outdated: 'warning', untranslated: 'neutral', invalid: 'negative' };

/** The states of a key in a language. */
function statesOf(item: TranslationItem, lang: Language): TranslationState[] {
  const states: TranslationState[] = [];
  if (item.override[lang] !== undefined) states.push('overridden');
  if (item.outdated.includes(lang)) states.push('outdated');
  if (item.untranslated.includes(lang)) states.push('untranslated');
  if (item.invalid.includes(lang)) states.push('invalid');
  return states;
}

/** One page of texts: the key (which opens its override dialog), its area, its text in effect in the language, its states. */
export function TranslationTable({ items, lang, states, empty, onEdit }: TranslationTableProps) {
  const { LL } = useI18nContext();
  const words = LL.translations;
  const columns: Column<TranslationItem>[] = [
    {
      key: 'key',
      header: words.key(),
      primary: true,
      cell: (item) => (
        <UnstyledButton
          onClick={() => onEdit(item.key)}
          aria-label={words.edit({ key: item.key })}
          c="var(--mantine-color-anchor)"
          td="underline"
          fz="sm"
          style={{ overflowWrap: 'anywhere', fontFamily: 'var(--mantine-font-family-monospace)' }}
        >
          {item.key}
        </UnstyledButton>
      ),
    },
    { key: 'area', header: words.area(), cell: (item) => item.area },
    {
      key: 'text',
      header: words.text(),
      cell: (item) => (
        <Text size="sm" lang={lang} style={{ overflowWrap: 'anywhere' }}>
          {item.override[lang] ?? item.builtin[lang]}
        </Text>
      ),
    },
    {
      key: 'state',
      header: words.state(),
      cell: (item) => (
        <Group gap={4} wrap="wrap">
          {item.restricted && <StatusBadge tone="neutral">{words.restricted()}</StatusBadge>}
          {statesOf(item, lang).map((state) => (
            <StatusBadge key={state} tone={TONES[state]}>
              {states[state]}
            </StatusBadge>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <DataList
      label={words.listLabel()}
      columns={columns}
      rows={items}
      rowKey={(item) => item.key}
      rowProps={(item): Record<string, string> => ({ 'data-key': item.key })}
      empty={empty}
      skeletonRows={10}
    />
  );
}
