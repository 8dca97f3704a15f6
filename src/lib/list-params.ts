import { useSearchParams } from 'react-router-dom';

/** A list's query as its address holds it: every filter, the order and the page. */
export type ListQuery = Record<string, string | number>;

/** Writes a list's query to the address; defaults are left out so links stay short. */
export function listToParams<Q extends ListQuery>(query: Q, defaults: Q): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof Q & string)[]) {
    if (query[key] !== defaults[key]) params.set(key, String(query[key]));
  }
  return params;
}

/** The order after a click on a column: the same column flips, another starts ascending (`name`, `-name`). */
export function nextSort<S extends string>(current: S, column: string): S {
  return (current === column ? `-${column}` : column) as S;
}

/** How a column stands in the current order, as `aria-sort` says it. */
export function sortDirection(current: string, column: string): 'ascending' | 'descending' | 'none' {
  return current === column ? 'ascending' : current === `-${column}` ? 'descending' : 'none';
}

/**
 * A list screen's query, read from the address (so a reload or a shared link opens the same
 * page) and changed there; any change but the page's starts again from page 1.
 */
export function useListQuery<Q extends ListQuery & { page: number }>(
  read: (params: URLSearchParams) => Q,
  defaults: Q,
): [Q, (change: Partial<Q>) => void] {
  const [params, setParams] = useSearchParams();
  const query = read(params);
  const update = (change: Partial<Q>) => {
    const current = read(new URLSearchParams(window.location.search));
    setParams(listToParams({ ...current, page: 1, ...change }, defaults), { replace: true });
  };
  return [query, update];
}
