/** How a screen's changes become steps of undo. */
export interface UndoOptions {
  /** Changes of one topic (typing into one text) within this time are one step, as in a text editor. */
  mergeMs?: number;
  /** The steps kept; the oldest go first. */
  maxSteps?: number;
}

interface Step<V> {
  value: V;
  /** What the change edited (`label:full_name`): a following change of the same thing merges into it. */
  topic: string | undefined;
  at: number;
}

/** Undo and redo over values held elsewhere: every change is a step, changes of one topic close together merge. */
export class UndoHistory<V> {
  private past: Array<Step<V>> = [];
  private future: V[] = [];
  private readonly mergeMs: number;
  private readonly maxSteps: number;

  constructor({ mergeMs = 1000, maxSteps = 200 }: UndoOptions = {}) {
    this.mergeMs = mergeMs;
    this.maxSteps = maxSteps;
  }

  /** Records the value a change at `now` replaces; redo's steps are gone. */
  record(before: V, topic: string | undefined, now: number): void {
    const last = this.past.at(-1);
    if (topic !== undefined && last?.topic === topic && now - last.at < this.mergeMs) last.at = now;
    else this.past = [...this.past, { value: before, topic, at: now }].slice(-this.maxSteps);
    this.future = [];
  }

  /** The value before the last step, with `current` kept for redo; null when there is none. */
  undo(current: V): V | null {
    const step = this.past.at(-1);
    if (!step) return null;
    this.past = this.past.slice(0, -1);
    this.future = [...this.future, current];
    return step.value;
  }

  /** The value the last undo left, with `current` kept for undo; null when there is none. */
  redo(current: V): V | null {
    if (this.future.length === 0) return null;
    const next = this.future.at(-1) as V;
    this.future = this.future.slice(0, -1);
    this.past = [...this.past, { value: current, topic: undefined, at: 0 }];
    return next;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }
}
