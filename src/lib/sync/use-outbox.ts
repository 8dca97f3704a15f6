import { buildCall, type Endpoint } from '../../../contract/endpoint.ts';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../db/database.ts';
import type { OutboxEntry } from '../outbox/entry.ts';
import { operatorOutbox } from '../outbox/store.ts';
import { outboxSummary, type OutboxSummary } from '../outbox/summary.ts';

/** The queue's counts and state, following every change in this page and in the worker. */
export function useOutboxSummary(): OutboxSummary | undefined {
  return useLiveQuery(() => outboxSummary(db).catch(() => undefined), []);
}

/** The signed-in operator's queued changes, oldest first. */
export function useOutboxEntries(): OutboxEntry[] | undefined {
  return useLiveQuery(() => operatorOutbox(db), []);
}

/** Whether the browser says it is online, following its events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The operator's queued calls of one endpoint (with its path parameters filled): screens show
 * them at once, marked as not sent yet, until the server's record replaces them.
 */
export function usePendingWrites(endpoint: Endpoint, params: Record<string, unknown> = {}): OutboxEntry[] {
  const path = buildCall(endpoint.path, params).path;
  return (useOutboxEntries() ?? []).filter((entry) => entry.path === path);
}
