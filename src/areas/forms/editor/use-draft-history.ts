import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormDefinition } from '../../../../contract/form-definition.ts';

// Keystrokes into one text within this time are one step of undo, as in a text editor.
const MERGE_MS = 1000;
// Enough steps for a long session; the oldest go first.
const MAX_STEPS = 200;

interface Step {
  draft: FormDefinition;
  /** What the change edited (`label:full_name`): a following change of the same thing merges into it. */
  topic: string | undefined;
  at: number;
}

/** The draft's undo and redo: every change is a step, typing into one text merges into one. */
export interface DraftHistory {
  change(next: FormDefinition, topic?: string): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** Forgets the steps (another version of the draft was loaded). */
  reset(): void;
}

/** Undo and redo over a draft held elsewhere (`current` reads it, `set` replaces it). */
export function useDraftHistory(current: () => FormDefinition, set: (draft: FormDefinition) => void): DraftHistory {
  const past = useRef<Step[]>([]);
  const future = useRef<FormDefinition[]>([]);
  const [counts, setCounts] = useState({ past: 0, future: 0 });
  const changed = () => setCounts({ past: past.current.length, future: future.current.length });

  const change = useCallback(
    (next: FormDefinition, topic?: string) => {
      const now = Date.now();
      const last = past.current.at(-1);
      const merges = topic !== undefined && last?.topic === topic && now - last.at < MERGE_MS;
      if (merges) last.at = now;
      else past.current = [...past.current, { draft: current(), topic, at: now }].slice(-MAX_STEPS);
      future.current = [];
      set(next);
      changed();
    },
    [current, set],
  );

  const undo = useCallback(() => {
    const step = past.current.at(-1);
    if (!step) return;
    past.current = past.current.slice(0, -1);
    future.current = [...future.current, current()];
    set(step.draft);
    changed();
  }, [current, set]);

  const redo = useCallback(() => {
    const next = future.current.at(-1);
    if (!next) return;
    future.current = future.current.slice(0, -1);
    past.current = [...past.current, { draft: current(), topic: undefined, at: 0 }];
    set(next);
    changed();
  }, [current, set]);

  const reset = useCallback(() => {
    past.current = [];
    future.current = [];
    changed();
  }, []);

  // Ctrl+Z and Ctrl+Shift+Z (Ctrl+Y) outside text boxes: inside one, the box's own undo works.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  return { change, undo, redo, canUndo: counts.past > 0, canRedo: counts.future > 0, reset };
}
