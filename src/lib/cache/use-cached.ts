import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useId, useState } from 'react';
import type { Endpoint, EndpointInput, EndpointOutput } from '../../../contract/endpoint.ts';
import { afterPaint } from '../after-paint.ts';
import { call, type ApiError, type ApiResult } from '../api.ts';
import { deleteSnapshot, payloadKey, readStored, writeSnapshot } from '../db/snapshots.ts';
import { onSyncEvent } from '../sync/sync-client.ts';
import { noteOfflineRead } from './offline-reads.ts';

/** What a screen reads through `useCached`. */
export interface Cached<T> {
  /** The last known answer: the stored snapshot at once, then the network's. */
  data: T | undefined;
  /** True once the network answered this time. */
  fresh: boolean;
  /** True once the network answered or failed this time: with no data, there is nothing to show. */
  settled: boolean;
  /** The last refusal of the server, if any. */
  error: ApiError | null;
  /** When the data shown was read from the server (ms since the epoch), while it does not answer now; else null. */
  offlineSince: number | null;
  /** Asks the network again. */
  reload(): void;
}

interface Fetched<T> {
  data: T | undefined;
  fresh: boolean;
  settled: boolean;
  error: ApiError | null;
}

// Answers that are the same for anyone are shared; the rest belong to the signed-in operator.
function isShared(endpoint: Endpoint): boolean {
  return endpoint.permission === 'anonymous';
}

// Several parts of a screen often read the same call at once (the operator in the navbar, the
// account menu and Home): one request, and one stored answer, serves them all.
const inflight = new Map<string, Promise<ApiResult<unknown>>>();

function fetchShared<E extends Endpoint>(endpoint: E, key: string): Promise<ApiResult<EndpointOutput<E>>> {
  const id = `${endpoint.path}\n${key}`;
  let running = inflight.get(id);
  if (!running) {
    const input = JSON.parse(key) as EndpointInput<E>;
    running = (call(endpoint, ...([input] as [EndpointInput<E>])) as Promise<ApiResult<unknown>>)
      .then(async (result) => {
        if (result.ok) await writeSnapshot(endpoint.path, input, result.data, isShared(endpoint)).catch(() => undefined);
        return result;
      })
      .finally(() => inflight.delete(id));
    inflight.set(id, running);
  }
  return running as Promise<ApiResult<EndpointOutput<E>>>;
}

/** Stores an answer of a query as if it had just been read (a save answers with the record it made). */
export function storeAnswer<E extends Endpoint>(endpoint: E, payload: EndpointInput<E>, data: EndpointOutput<E>): Promise<void> {
  return writeSnapshot(endpoint.path, JSON.parse(payloadKey(payload)), data, isShared(endpoint)).catch(() => undefined);
}

/** Forgets the stored answer of a query, so a record that was erased leaves nothing of it on this device. */
export function forgetAnswer<E extends Endpoint>(endpoint: E, payload: EndpointInput<E>): Promise<void> {
  return deleteSnapshot(endpoint.path, JSON.parse(payloadKey(payload)), isShared(endpoint)).catch(() => undefined);
}

/**
 * Reads a query endpoint for a screen: the stored snapshot at once (and whenever it changes),
 * then the network's answer, which is written back so the next start, online or not, has it.
 */
export function useCached<E extends Endpoint>(endpoint: E | null, payload?: EndpointInput<E>): Cached<EndpointOutput<E>> {
  const key = payloadKey(payload);
  // Null reads nothing: a screen that may have nothing to read (a new record) still calls its hooks.
  const path = endpoint?.path ?? null;
  const shared = endpoint !== null && isShared(endpoint);
  // Wrapped, so that "no snapshot" is told apart from "not read yet" (undefined).
  const stored = useLiveQuery(
    () =>
      path === null
        ? { data: undefined, savedAt: null }
        : readStored<EndpointOutput<E>>(path, JSON.parse(key), shared)
            .catch(() => undefined)
            .then((row) => ({ data: row?.data, savedAt: row?.savedAt ?? null })),
    [path, key, shared],
  );
  const [fetched, setFetched] = useState<Fetched<EndpointOutput<E>>>({ data: undefined, fresh: false, settled: false, error: null });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (endpoint === null) return;
    let current = true;
    // Once the screen has painted: its first frame does not wait on the request's set-up and answer.
    const stop = afterPaint(() => {
      void fetchShared(endpoint, key).then((result) => {
        if (!current) return;
        setFetched((previous) =>
          result.ok ? { data: result.data, fresh: true, settled: true, error: null } : { ...previous, settled: true, error: result.error },
        );
      });
    });
    return () => {
      current = false;
      stop();
    };
  }, [endpoint, key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  // Queued changes that reached the server (or a server version taken instead) change what screens show.
  useEffect(() => onSyncEvent((event) => event === 'applied' && reload()), [reload]);
  // No answer at all (no connection), and the device's copy shown: the screen says when it was read.
  const unanswered = fetched.settled && !fetched.fresh && fetched.error === null;
  const offlineSince = unanswered && stored?.data !== undefined ? stored.savedAt : null;
  useOfflineRead(offlineSince, reload);
  // The snapshot follows later writes (another tab, a sync); the fetched answer covers a failing IndexedDB.
  return {
    data: stored?.data ?? fetched.data,
    fresh: fetched.fresh,
    settled: fetched.settled && stored !== undefined,
    error: fetched.error,
    offlineSince,
    reload,
  };
}

// Tells the screen this read shows the device's copy, and asks again once the connection is back.
function useOfflineRead(since: number | null, reload: () => void): void {
  const reader = useId();
  useEffect(() => {
    noteOfflineRead(reader, since);
    if (since === null) return undefined;
    window.addEventListener('online', reload);
    return () => {
      window.removeEventListener('online', reload);
      noteOfflineRead(reader, null);
    };
  }, [reader, since, reload]);
}
