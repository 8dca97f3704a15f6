import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EndpointOutput } from '../../../../contract/endpoint.ts';
import type { SessionRanking } from '../../../../contract/judging.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { DataList, type Column } from '../../../components/data-list.tsx';
import { submissionPath } from './organise-paths.ts';
import type { FormScope } from './session-values.ts';

/** One line of a session's ranking. */
export type RankingItem = EndpointOutput<typeof SessionRanking>['items'][number];

/** Which rank orders the ranking. */
export type RankingOrder = 'raw' | 'normalised';

/** A criterion as the ranking's columns name it. */
export interface RankedCriterion {
  key: string;
  label: string;
}

const rankOf = (item: RankingItem, order: RankingOrder) => (order === 'raw' ? item.rank : item.rank_normalised);

/** The ranking in the order asked: by that rank, the unranked last, then by the submission's number. */
export function orderRanking(items: readonly RankingItem[], order: RankingOrder): RankingItem[] {
  const place = (item: RankingItem) => rankOf(item, order) ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => place(a) - place(b) || a.number - b.number);
}

/** A rank as people read it: `=3` when others share it, the words for none when the submission has no counted score. */
export function rankText(rank: number | null, shared: boolean, words: { tie(arg: { rank: string }): string; notScored(): string }, locale: string): string {
  if (rank === null) return words.notScored();
  const shown = rank.toLocaleString(locale);
  return shared ? words.tie({ rank: shown }) : shown;
}

interface RankingListProps {
  scope: FormScope;
  items: RankingItem[] | undefined;
  order: RankingOrder;
  /** The page shown, from 1, and its size. */
  page: { number: number; size: number };
  criteria: RankedCriterion[];
  empty: React.ReactNode;
}

/** One page of the ranking: ranks (shared ones as "=3"), each submission linked to the results, its judges, totals, spread and means per criterion. */
export function RankingList({ scope, items, order, page, criteria, empty }: RankingListProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.organise.ranking;
  const decimals = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  // A figure of a submission nobody scored yet is left empty: its rank says so once.
  const figure = (value: number | null | undefined, format = decimals) => (value === null || value === undefined ? '' : format.format(value));
  const shown = items ? orderRanking(items, order).slice((page.number - 1) * page.size, page.number * page.size) : undefined;
  const counts = (pick: (item: RankingItem) => number | null) => {
    const seen = new Map<number, number>();
    for (const item of items ?? []) {
      const rank = pick(item);
      if (rank !== null) seen.set(rank, (seen.get(rank) ?? 0) + 1);
    }
    return seen;
  };
  const raw = counts((item) => item.rank);
  const normalised = counts((item) => item.rank_normalised);
  const rankCell = (rank: number | null, seen: Map<number, number>) => rankText(rank, rank !== null && (seen.get(rank) ?? 0) > 1, words, locale);

  const columns: Column<RankingItem>[] = [
    { key: 'rank', header: words.rank(), cell: (item) => rankCell(item.rank, raw) },
    { key: 'rank_normalised', header: words.normalisedRank(), cell: (item) => rankCell(item.rank_normalised, normalised) },
    {
      key: 'submission',
      header: words.submission(),
      primary: true,
      cell: (item) => (
        <Anchor component={Link} to={submissionPath(scope, item.submission)} underline="always" aria-label={words.openSubmission({ number: item.number })}>
          {words.number({ number: item.number })}
        </Anchor>
      ),
    },
    { key: 'judges', header: words.judges(), cell: (item) => item.judges.toLocaleString(locale) },
    { key: 'total', header: words.total(), cell: (item) => figure(item.total) },
    { key: 'normalised', header: words.normalised(), cell: (item) => figure(item.normalised, signed) },
    { key: 'sd', header: words.sd(), cell: (item) => figure(item.spread?.sd) },
    { key: 'range', header: words.range(), cell: (item) => figure(item.spread?.range) },
    ...criteria.map(
      (criterion): Column<RankingItem> => ({
        key: `mean-${criterion.key}`,
        header: words.mean({ criterion: criterion.label }),
        cell: (item) => figure(item.mean[criterion.key]),
      }),
    ),
  ];
  return (
    <DataList
      label={words.label()}
      columns={columns}
      rows={shown}
      rowKey={(item) => item.submission}
      rowProps={(item) => ({ 'data-number': String(item.number) })}
      empty={empty}
      skeletonRows={5}
    />
  );
}
