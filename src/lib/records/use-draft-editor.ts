import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import type { Endpoint, EndpointInput, EndpointOutput } from '../../../contract/endpoint.ts';
import { call, type ApiError } from '../api.ts';
import { DraftSession, type DraftDeps, type DraftSnapshot } from './draft-session.ts';
import type { VersionedRecord } from './edit-session.ts';
import type { Issues } from './issues.ts';
import { saveOutcome } from './save-outcome.ts';
import { useOnePer } from './use-one-per.ts';
import type { UndoOptions } from './undo-history.ts';
import { useRecordSource, type RecordRead, type RecordStatus } from './use-record-source.ts';

// A pause in the changes this long sends the draft: a few saves a minute while one types.
const QUIET_MS = 800;
// A pause this long checks the draft (well before it is sent): a long form's check takes milliseconds.
const CHECK_MS = 250;

/** How a screen configures a draft saved as one types. */
export interface DraftEditorOptions<G extends Endpoint, S extends Endpoint, R extends VersionedRecord, V> {
  /** How the record is read (through the cache, so it opens offline). */
  read: RecordRead<G, R>;
  /** The mutation that saves the draft at its version. */
  save: S;
  /** The save's payload: the draft on the record it is based on. */
  payload(value: V, base: R): EndpointInput<S>;
  /** The record a save answers with. */
  saved(answer: EndpointOutput<S>): R;
  /** The draft of a stored record. */
  toValue(record: R): V;
  /** The draft of a save kept on the device (its body as the contract types it). */
  fromBody(body: EndpointInput<S>): V;
  /** Every problem of a draft, by path: marked once touched, listed for publishing, never holding a save back. */
  check(value: V): Issues;
  /** Undo and redo (how close changes of one topic merge), or none. */
  undo: UndoOptions | false;
  texts: { unreachable: string };
}

/** What a screen shows and does with its draft. */
export interface DraftEditor<R, V> extends DraftSnapshot<R, V> {
  status: RecordStatus;
  /** The refusal of the read (no right, no such record). */
  refusal: ApiError | null;
  /** The stored record. */
  record: R | null;
  change(next: V, topic?: string): void;
  undo(): void;
  redo(): void;
  /** The person left the setting at `path`: its problems show. */
  touch(path: string): void;
  /** The person asked to publish: every problem shows. */
  reveal(): void;
  takeTheirs(): void;
  keepMine(): void;
  /** A record another call made (publish, restore) becomes the base; `undoable` makes it a step of undo. */
  adopt(record: R, undoable?: boolean): void;
  /** Sends what waits now: the version the server holds the draft at, or null when it could not be sent. */
  flush(): Promise<number | null>;
}

/**
 * The editing engine's save as you type, for every screen that edits a draft or a document: the
 * record read through the cache (with a save kept on the device shown over it, also after a
 * reload offline), every change sent a quiet moment later through the outbox at the version it
 * was based on, conflicts offered both ways, problems checked as one types and marked once
 * touched, undo and redo. Leaving the screen or hiding the page sends what waits.
 */
export function useDraftEditor<G extends Endpoint, S extends Endpoint, R extends VersionedRecord, V>(options: DraftEditorOptions<G, S, R, V>): DraftEditor<R, V> {
  const source = useRecordSource(options.read, options.save, (stored: R) => options.payload(options.toValue(stored), stored) as Record<string, unknown>);
  const deps: DraftDeps<R, V> = {
    toValue: options.toValue,
    fromBody: (body) => options.fromBody(body as EndpointInput<S>),
    // The session sends only once the record was read, so a draft always has its base.
    send: async (value, base) => saveOutcome(await call(options.save, ...([options.payload(value, base as R)] as [EndpointInput<S>])), options.saved, options.texts.unreachable),
    store: source.store,
    check: options.check,
  };
  const session = useOnePer(JSON.stringify([options.read.endpoint.path, options.read.payload]), () => new DraftSession<R, V>(deps, { quietMs: QUIET_MS, checkMs: CHECK_MS, undo: options.undo }));
  // The session calls back into this render's options (the check follows the screen's language).
  useLayoutEffect(() => session.configure(deps));
  const { stored, kept } = source;
  useEffect(() => {
    if (stored) session.follow(stored, kept);
  }, [session, stored, kept]);
  useEffect(() => {
    session.start();
    // A hidden page may be closed without another word: what waits goes now, to the outbox if need be.
    const hidden = () => {
      if (document.visibilityState === 'hidden') void session.flush();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      session.leave();
    };
  }, [session]);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);

  return {
    ...snapshot,
    status: source.status(snapshot.value !== null && snapshot.version !== null),
    refusal: source.refusal,
    record: stored,
    change: session.change,
    undo: session.undo,
    redo: session.redo,
    touch: session.touch,
    reveal: session.reveal,
    takeTheirs: session.takeTheirs,
    keepMine: session.keepMine,
    adopt: session.adopt,
    flush: session.flush,
  };
}
