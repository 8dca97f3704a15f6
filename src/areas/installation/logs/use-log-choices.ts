import { useEffect, useState } from 'react';
import { LogChoices } from '../../../../contract/installation.ts';
import { call } from '../../../lib/api.ts';

/** One operator or company a filter offers: its name, and its email or slug to tell namesakes apart. */
export interface LogChoice {
  id: string;
  name: string;
  detail: string;
}

// Typing pauses this long before the server is asked.
const SEARCH_PAUSE_MS = 200;

/**
 * The operators or companies whose name holds what is typed, asked of the server as one types
 * (an installation may have thousands), with the chosen one always among them so its name shows.
 */
export function useLogChoices(kind: 'operator' | 'company', selected: string, search: string): LogChoice[] {
  const [items, setItems] = useState<LogChoice[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void call(LogChoices, { kind, search: search.slice(0, 200), ids: selected ? [selected] : [] }).then((answer) => {
        if (live && answer.ok) setItems(answer.data.items);
      });
    }, SEARCH_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, selected, search]);
  return items;
}
