import { useState } from 'react';
import { OperatorCurrent } from '../../../../contract/sign-in.ts';
import { useCached } from '../../../lib/cache/use-cached.ts';

/** The columns an operator chose for a form's table, in their order; null until they choose. */
export type ColumnChoice = string[] | null;

// Only what may still be a column of this table counts: a column removed from the form, or a
// stored value another version of the app wrote, is left out.
function sanitize(stored: unknown, available: readonly string[]): ColumnChoice {
  if (!Array.isArray(stored)) return null;
  const known = stored.filter((key): key is string => typeof key === 'string' && available.includes(key));
  return [...new Set(known)];
}

function read(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: string[] | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the choice holds until the page is left.
  }
}

/**
 * The columns of a form's results table, kept on this device for each operator and form (and
 * block): shown as they chose them, in their order; the defaults until they choose.
 */
export function useColumnChoice(form: string, view: string, available: readonly string[], defaults: readonly string[]) {
  const operator = useCached(OperatorCurrent).data?.entity.email ?? 'anyone';
  const key = `bo.results.columns:${operator}:${form}:${view}`;
  const [state, setState] = useState<{ key: string; value: unknown }>(() => ({ key, value: read(key) }));
  // The operator is known a moment after the first paint: their own choice is read then.
  const stored = state.key === key ? state.value : read(key);
  const setStored = (value: string[] | null) => {
    write(key, value);
    setState({ key, value });
  };
  const chosen = sanitize(stored, available);
  const visible = chosen ?? defaults.filter((key) => available.includes(key));
  return {
    visible,
    chosen: chosen !== null,
    /** Shows or hides a column (a shown one goes last). */
    toggle(key: string) {
      setStored(visible.includes(key) ? visible.filter((other) => other !== key) : [...visible, key]);
    },
    /** Moves a shown column one place earlier (-1) or later (1). */
    move(key: string, by: -1 | 1) {
      const from = visible.indexOf(key);
      const to = from + by;
      if (from === -1 || to < 0 || to >= visible.length) return;
      const next = [...visible];
      [next[from], next[to]] = [next[to]!, next[from]!];
      setStored(next);
    },
    /** Back to the defaults. */
    reset() {
      setStored(null);
    },
  };
}

/** The column choice of a table. */
export type ColumnChoiceState = ReturnType<typeof useColumnChoice>;
