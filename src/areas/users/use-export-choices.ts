import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { UserExportChoices } from '../../../contract/users.ts';
import { useCached } from '../../lib/cache/use-cached.ts';

/** One choice of a filter: its id and how it reads (a project with its company). */
export interface Choice {
  value: string;
  label: string;
}

/**
 * The companies, projects or condition versions a filter offers, asked of the server as the
 * operator types; the ones already chosen keep their names whatever the search finds now.
 */
export function useExportChoices(of: 'company' | 'project' | 'condition', enabled = true) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const answer = useCached(enabled ? UserExportChoices : null, { of, search: debounced });
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const items = answer.data?.items;
  // Learnt while rendering, when a new answer comes: the names stay for the values chosen from it.
  const [learnt, setLearnt] = useState(items);
  if (items !== learnt) {
    setLearnt(items);
    const next = new Map(known);
    for (const item of items ?? []) next.set(item.id, item.detail ? `${item.name} · ${item.detail}` : item.name);
    setKnown(next);
  }
  const found = new Set((items ?? []).map((item) => item.id));
  // The ones found first, then the others met before, so a chosen value always has its name.
  const choices: Choice[] = [
    ...(items ?? []).map((item) => ({ value: item.id, label: known.get(item.id) ?? item.name })),
    ...[...known].filter(([id]) => !found.has(id)).map(([value, label]) => ({ value, label })),
  ];
  return { choices, search, setSearch };
}
