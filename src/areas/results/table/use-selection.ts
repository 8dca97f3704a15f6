import { useState } from 'react';
import type { EndpointInput } from '../../../../contract/endpoint.ts';
import { ResultsIds, type ResultsChange, type ResultsFilters } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { call } from '../../../lib/api.ts';
import type { FormScope } from '../../../lib/forms/form-screens.ts';
import { noticeFailure } from '../../../lib/notices.ts';
import { filteredPayload, timeZone } from '../use-results-address.ts';

/** The submissions a bulk change names: some by id, or every one the filters select. */
export type ChangeTarget = EndpointInput<typeof ResultsChange>['target'];

interface Picked {
  /** The filters the selection was made under: other filters, another selection. */
  under: string;
  ids: ReadonlySet<string>;
  /** Every filtered submission is picked (their ids read with `results/ids`). */
  all: boolean;
}

const NONE = (under: string): Picked => ({ under, ids: new Set(), all: false });

/**
 * The submissions picked for a bulk change: rows one by one, a page, or "all N filtered" (then
 * the change names the filters, as the operator saw them, rather than the ids).
 */
export function useSelection(scope: FormScope, filters: ResultsFilters, filterSearch: string) {
  const { LL } = useI18nContext();
  const [state, setState] = useState<Picked>(NONE(filterSearch));
  const [busy, setBusy] = useState(false);
  // A change of filters starts a new selection: what was picked may no longer be on screen.
  const picked = state.under === filterSearch ? state : NONE(filterSearch);
  const set = (ids: Set<string>, all = false) => setState({ under: filterSearch, ids, all });

  return {
    count: picked.ids.size,
    all: picked.all,
    busy,
    isSelected: (id: string) => picked.ids.has(id),
    toggle(id: string) {
      const ids = new Set(picked.ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      set(ids);
    },
    /** Picks the page's rows, or lets them go when all are picked already. */
    togglePage(pageIds: string[]) {
      const ids = new Set(picked.ids);
      const every = pageIds.every((id) => ids.has(id));
      for (const id of pageIds) {
        if (every) ids.delete(id);
        else ids.add(id);
      }
      set(ids, every ? false : picked.all);
    },
    pageState(pageIds: string[]): 'all' | 'some' | 'none' {
      const count = pageIds.filter((id) => picked.ids.has(id)).length;
      return count === 0 ? 'none' : count === pageIds.length ? 'all' : 'some';
    },
    async selectAll(): Promise<void> {
      setBusy(true);
      const result = await call(ResultsIds, filteredPayload(scope, filters));
      setBusy(false);
      if (!result.ok) return void noticeFailure(result.error?.message ?? LL.results.unreachable());
      set(new Set(result.data.ids), true);
    },
    clear() {
      set(new Set());
    },
    /** What a bulk change names: the filters when every filtered one is picked, else the ids. */
    target(): ChangeTarget {
      return picked.all ? { filters, tz: timeZone() } : { ids: [...picked.ids] };
    },
  };
}

/** A table's selection. */
export type Selection = ReturnType<typeof useSelection>;
