import { jsonEqual } from '../../../contract/json-equal.ts';
import { Autosave } from './autosave.ts';
import { EditSession, type KeptSave, type RecordConflict, type SessionDeps, type VersionedRecord } from './edit-session.ts';
import { NO_ISSUES, sameIssues, shownIssues, type Issues } from './issues.ts';
import { UndoHistory, type UndoOptions } from './undo-history.ts';

const NO_FIELDS: Readonly<Record<string, string>> = Object.freeze({});

/** Where a draft's saving stands, as its screen tells it. */
export type DraftSaveState = 'saved' | 'changed' | 'saving' | 'kept' | 'conflict' | 'refused';

/** What a draft's screen shows; a new object whenever any of it changes. */
export interface DraftSnapshot<R, V> {
  /** The draft as it stands; null until the record was read. */
  value: V | null;
  version: number | null;
  state: DraftSaveState;
  conflict: RecordConflict<R> | null;
  /** The refusal of the last save, when it was refused for another reason than a conflict. */
  error: string | null;
  /** The refusal's messages by the field it names (`subject.en`), so a screen shows each on its field. */
  errorFields: Readonly<Record<string, string>>;
  /** Every problem of the draft: it is saved all the same, and only publishing waits for none. */
  issues: Issues;
  /** The problems to mark: those of the settings touched, or all once publishing was asked for. */
  shown: Issues;
  canUndo: boolean;
  canRedo: boolean;
}

/** What a draft needs of its screen beyond a session's: its check. */
export interface DraftDeps<R, V> extends Omit<SessionDeps<R, V>, 'dirty' | 'show'> {
  /** Every problem of a value, by path; run once typing pauses. */
  check(value: V): Issues;
}

/** How a draft saves and undoes. */
export interface DraftOptions {
  /** The pause after the last change before the draft is sent (ms). */
  quietMs: number;
  /** The pause after the last change before it is checked, well before it is sent (ms). */
  checkMs: number;
  /** Undo and redo, or none. */
  undo: UndoOptions | false;
}

/**
 * A draft saved as one types, without React: every change is kept in memory at once, sent a quiet
 * moment later through its session (so offline it waits in the outbox, and a stale version meets
 * its conflict), checked a moment after typing pauses, and undone step by step. A draft is sent
 * whatever its problems: they are listed, marked once touched, and block only publishing.
 */
export class DraftSession<R extends VersionedRecord, V> {
  private readonly session: EditSession<R, V>;
  private readonly autosave: Autosave;
  private readonly history: UndoHistory<V> | null;
  private value: V | null = null;
  // The draft the server or the device holds: each change makes a new value, so one that is still this object waits for nothing.
  private saved: V | null = null;
  private refusedValue: V | null = null;
  private queued = false;
  private checkTimer: ReturnType<typeof setTimeout> | undefined;
  private issues: Issues = NO_ISSUES;
  private shown: Issues = NO_ISSUES;
  private readonly touched = new Set<string>();
  private revealed = false;
  private snapshot: DraftSnapshot<R, V>;
  private readonly listeners = new Set<() => void>();

  constructor(
    private deps: DraftDeps<R, V>,
    private readonly options: DraftOptions,
  ) {
    this.session = new EditSession(this.sessionDeps());
    this.autosave = new Autosave(() => this.send(), options.quietMs);
    this.history = options.undo === false ? null : new UndoHistory<V>(options.undo);
    this.snapshot = this.make();
    this.session.subscribe(() => this.publish());
  }

  private sessionDeps(): SessionDeps<R, V> {
    return { ...this.deps, dirty: () => this.value !== this.saved, show: (value) => this.show(value) };
  }

  /** Takes the screen's newest callbacks; a new check (the screen's language changed) checks again. */
  configure(deps: DraftDeps<R, V>): void {
    const checkChanged = deps.check !== this.deps.check;
    this.deps = deps;
    this.session.configure(this.sessionDeps());
    if (checkChanged) this.checkSoon(0);
  }

  /** The snapshot as it stands (the same object until something changes). */
  readonly getSnapshot = (): DraftSnapshot<R, V> => this.snapshot;

  /** Tells `listener` of every change; returns how to stop. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The stored record arrives, with the newest save of it kept on the device (see `EditSession.follow`). */
  follow(stored: R, kept: KeptSave | null): void {
    const queued = kept !== null;
    if (queued !== this.queued) {
      this.queued = queued;
      this.publish();
    }
    this.session.follow(stored, kept);
  }

  /** A change: kept at once, one step of undo (merged with the last one of the same `topic`), sent after the quiet moment. */
  readonly change = (next: V, topic?: string): void => {
    if (this.value === null || next === this.value) return;
    this.history?.record(this.value, topic, Date.now());
    this.replace(next);
  };

  /** Takes the last step back. */
  readonly undo = (): void => {
    const before = this.value === null ? null : (this.history?.undo(this.value) ?? null);
    if (before !== null) this.replace(before);
  };

  /** Takes the last undone step again. */
  readonly redo = (): void => {
    const after = this.value === null ? null : (this.history?.redo(this.value) ?? null);
    if (after !== null) this.replace(after);
  };

  private replace(next: V): void {
    this.value = next;
    this.checkSoon(this.options.checkMs);
    this.autosave.changed();
    this.publish();
  }

  /** The person left the setting at `path`: its problems show from now on. */
  readonly touch = (path: string): void => {
    if (this.touched.has(path)) return;
    this.touched.add(path);
    this.refreshShown();
  };

  /** The person asked for what the problems block (publishing): every problem shows, checked now. */
  readonly reveal = (): void => {
    this.revealed = true;
    this.runCheck();
  };

  /** Takes the other operator's record into the draft. */
  readonly takeTheirs = (): void => {
    this.session.takeTheirs();
  };

  /** Sends the draft again on the other operator's version. */
  readonly keepMine = (): void => {
    if (this.session.keepMine()) void this.autosave.flush();
  };

  /** A record another call made (publish, restore) becomes the draft's base; `undoable` keeps the draft it replaces as a step. */
  readonly adopt = (record: R, undoable = false): void => {
    if (undoable && this.value !== null) this.history?.record(this.value, undefined, Date.now());
    this.session.adopt(record);
  };

  /** Sends what waits now; the version the server holds it at, or null when it could not be sent (a conflict, a refusal). */
  readonly flush = async (): Promise<number | null> => {
    await this.autosave.flush();
    const { phase, version } = this.session.getState();
    return phase === 'idle' && this.value === this.saved ? version : null;
  };

  /** The screen shows the draft (again): changes may be sent. */
  start(): void {
    this.autosave.start();
  }

  /** The screen leaves: what waits is sent now, then nothing more. */
  leave(): void {
    void this.autosave.flush();
    this.autosave.stop();
    clearTimeout(this.checkTimer);
  }

  private async send(): Promise<void> {
    const value = this.value;
    if (value === null || value === this.saved || this.session.getState().phase === 'conflict' || this.session.base() === null) return;
    if (jsonEqual(value, this.saved)) {
      this.saved = value;
      this.publish();
      return;
    }
    // Taken before the session's state changes, so the screen goes from saving to saved in one step.
    await this.session.save(value, (outcome) => {
      if (outcome.kind === 'applied' || outcome.kind === 'kept') this.saved = value;
      this.refusedValue = outcome.kind === 'refused' ? value : null;
    });
    this.publish();
  }

  // The draft shown as the new starting point: the stored one, a kept one, theirs.
  private show(value: V): void {
    this.value = value;
    this.saved = value;
    this.checkSoon(0);
    this.publish();
  }

  private checkSoon(ms: number): void {
    clearTimeout(this.checkTimer);
    if (this.value !== null) this.checkTimer = setTimeout(() => this.runCheck(), ms);
  }

  // The same problems keep their object: what shows them is not drawn again (a blur, a pause in typing).
  private runCheck(): void {
    clearTimeout(this.checkTimer);
    const issues = this.value === null ? NO_ISSUES : this.deps.check(this.value);
    if (!sameIssues(issues, this.issues)) this.issues = issues;
    this.refreshShown();
  }

  private refreshShown(): void {
    const shown = shownIssues(this.issues, this.touched, this.revealed);
    if (!sameIssues(shown, this.shown)) this.shown = shown;
    this.publish();
  }

  private saveState(): DraftSaveState {
    const { phase, kept } = this.session.getState();
    if (phase === 'conflict') return 'conflict';
    if (phase === 'saving') return 'saving';
    if (this.value !== this.saved) return phase === 'refused' && this.value === this.refusedValue ? 'refused' : 'changed';
    return kept || this.queued ? 'kept' : 'saved';
  }

  private make(): DraftSnapshot<R, V> {
    const { version, conflict, refusal } = this.session.getState();
    return {
      value: this.value,
      version,
      state: this.saveState(),
      conflict,
      error: refusal?.message ?? null,
      errorFields: refusal?.fields ?? NO_FIELDS,
      issues: this.issues,
      shown: this.shown,
      canUndo: this.history?.canUndo ?? false,
      canRedo: this.history?.canRedo ?? false,
    };
  }

  private publish(): void {
    const next = this.make();
    const before = this.snapshot as unknown as Record<string, unknown>;
    if (Object.entries(next).every(([key, value]) => before[key] === value)) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
