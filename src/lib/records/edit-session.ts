import { jsonEqual } from '../../../contract/json-equal.ts';
import type { SaveOutcome, SaveRefusal } from './save-outcome.ts';

/** A stored record an editor changes: the version it was read at goes with every change. */
export interface VersionedRecord {
  id: string;
  version: number;
}

/** A save refused because someone else saved first, with their record as the 409 carried it. */
export interface RecordConflict<R> {
  message: string;
  current: R | null;
}

/** A save of this record kept on the device and not sent yet: its outbox key and body. */
export interface KeptSave {
  key: string;
  body: unknown;
}

/** Where a session's saving stands. */
export type SessionPhase = 'idle' | 'saving' | 'conflict' | 'refused';

/** What the screen reads of a session; a new object whenever any of it changes. */
export interface SessionState<R> {
  /** The version the next save is based on; null until the record was read. */
  version: number | null;
  phase: SessionPhase;
  conflict: RecordConflict<R> | null;
  refusal: SaveRefusal | null;
  /** A save made here was kept on the device, and no newer record has shown it applied yet. */
  kept: boolean;
}

/** What a session asks of its screen: its values, how a save is sent, what the screen holds. */
export interface SessionDeps<R, V> {
  toValue(record: R): V;
  /** The values of a save kept on the device (its body as the call carries it). */
  fromBody(body: unknown): V;
  /** Sends a save of `value` on `base` (null: a new record). */
  send(value: V, base: R | null): Promise<SaveOutcome<R>>;
  /** Whether the screen holds changes not saved yet: a newer record then waits for the next save to meet it. */
  dirty(): boolean;
  /** The screen shows `value` as its new starting point. */
  show(value: V): void;
  /** A record the server answered or the operator took, kept as if it had just been read. */
  store(record: R): void;
}

/**
 * One record's editing, without React: the version a change is based on, the newest stored record
 * followed when nothing typed would be lost, a save kept on the device shown over the older stored
 * record, and a conflict resolved either way. Both ways of saving (on demand and as one types) run
 * on it; the screen decides when to save.
 */
export class EditSession<R extends VersionedRecord, V> {
  private state: SessionState<R> = { version: null, phase: 'idle', conflict: null, refusal: null, kept: false };
  // The newest stored record seen: a save is based on it, at the session's version.
  private latest: R | null = null;
  // The values of the last save kept here: once a newer record holds them, that record is ours.
  private keptValue: V | null = null;
  private keptKey: string | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private deps: SessionDeps<R, V>) {}

  /** Takes the screen's newest callbacks (they close over its newest render). */
  configure(deps: SessionDeps<R, V>): void {
    this.deps = deps;
  }

  /** The state as it stands (the same object until something changes). */
  readonly getState = (): SessionState<R> => this.state;

  /** Tells `listener` of every change; returns how to stop. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The record a save is based on: the newest stored one at the session's version; null before it was read. */
  base(): R | null {
    return this.latest && this.state.version !== null ? { ...this.latest, version: this.state.version } : null;
  }

  /**
   * The stored record arrives (the device's copy, then the server's answer, then after each sync),
   * with the newest save of it kept on the device. A newer record is taken when nothing typed
   * would be lost, or when it holds the save kept here; otherwise the next save meets it as a
   * conflict, as it should. A kept save shows as soon as it is known (the queue may be read after the record).
   */
  follow(stored: R, kept: KeptSave | null): void {
    const keptChanged = (kept?.key ?? null) !== this.keptKey;
    this.keptKey = kept?.key ?? null;
    if (!this.latest || stored.version >= this.latest.version) this.latest = stored;
    const { version } = this.state;
    if (version === null || (stored.version > version && !this.deps.dirty())) {
      this.keptValue = null;
      this.set({ version: stored.version, kept: kept !== null });
      this.deps.show(kept ? this.deps.fromBody(kept.body) : this.deps.toValue(stored));
    } else if (stored.version > version) {
      if (this.keptValue !== null && jsonEqual(this.deps.toValue(stored), this.keptValue)) {
        this.keptValue = null;
        this.set({ version: stored.version, kept: kept !== null });
      }
    } else if (kept && keptChanged && !this.deps.dirty()) {
      this.deps.show(this.deps.fromBody(kept.body));
    }
  }

  /**
   * Saves `value` on the session's base, and records how it went. `first` hears the outcome
   * before the session's state changes: a screen that leaves after a save (a new record's own
   * address) leaves while it still says it is saving, so no guard of unsaved changes stops it.
   */
  save(value: V, first?: (outcome: SaveOutcome<R>) => void): Promise<SaveOutcome<R>> {
    return this.sending(value, (base) => this.deps.send(value, base), first);
  }

  /** Sends another change of the record (an archive) on the session's base, with a save's handling of its outcome. */
  run(send: (base: R | null) => Promise<SaveOutcome<R>>, first?: (outcome: SaveOutcome<R>) => void): Promise<SaveOutcome<R>> {
    return this.sending(null, send, first);
  }

  private async sending(value: V | null, send: (base: R | null) => Promise<SaveOutcome<R>>, first?: (outcome: SaveOutcome<R>) => void): Promise<SaveOutcome<R>> {
    this.set({ phase: 'saving', refusal: null });
    let outcome = await send(this.base());
    if (this.heldOwnKeptSave(outcome)) outcome = await send(this.base());
    first?.(outcome);
    this.settle(outcome, value);
    return outcome;
  }

  /**
   * A conflict with the save kept here, which reached the server before the screen read the record
   * it made (a save right after the queue emptied): the record the 409 carries becomes the base and
   * the save goes once more on it, as it would have had the newer record arrived first.
   */
  private heldOwnKeptSave(outcome: SaveOutcome<R>): boolean {
    if (outcome.kind !== 'conflict' || outcome.current === null || this.keptValue === null) return false;
    if (!jsonEqual(this.deps.toValue(outcome.current), this.keptValue)) return false;
    this.latest = outcome.current;
    this.keptValue = null;
    this.set({ version: outcome.current.version, kept: false });
    return true;
  }

  private settle(outcome: SaveOutcome<R>, value: V | null): void {
    switch (outcome.kind) {
      case 'applied':
        this.take(outcome.record);
        this.deps.store(outcome.record);
        return;
      case 'kept':
        if (value !== null) this.keptValue = value;
        this.set({ phase: 'idle', kept: true });
        return;
      case 'conflict':
        this.set({ phase: 'conflict', conflict: { message: outcome.message, current: outcome.current } });
        return;
      case 'refused': {
        const { kind: _kind, ...refusal } = outcome;
        this.set({ phase: 'refused', refusal });
      }
    }
  }

  // The record is the session's base now: nothing of this session waits any more.
  private take(record: R): void {
    this.latest = record;
    this.keptValue = null;
    this.set({ version: record.version, phase: 'idle', conflict: null, refusal: null, kept: false });
  }

  /** Takes the other operator's record into the screen; false when no conflict carried one. */
  takeTheirs(): boolean {
    const current = this.state.conflict?.current;
    if (!current) return false;
    this.adopt(current);
    return true;
  }

  /** Bases the next save on the other operator's version, keeping what the screen holds; false without a conflict. */
  keepMine(): boolean {
    const current = this.state.conflict?.current;
    if (!current) return false;
    this.latest = current;
    this.set({ version: current.version, phase: 'idle', conflict: null });
    return true;
  }

  /** A record another call made (publish, restore) becomes the base, and the screen shows it. */
  adopt(record: R): void {
    this.take(record);
    this.deps.show(this.deps.toValue(record));
    this.deps.store(record);
  }

  private set(change: Partial<SessionState<R>>): void {
    const next = { ...this.state, ...change };
    const keys = Object.keys(change) as Array<keyof SessionState<R>>;
    if (keys.every((key) => next[key] === this.state[key])) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
