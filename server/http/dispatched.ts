import { AsyncLocalStorage } from 'node:async_hooks';
import type { SessionInfo } from '../auth/sessions.ts';

// The session a call made of other calls (the outbox's batch) read and checked, held for the
// requests it dispatches through the app while they run. Only the server's own code can enter
// it: no header or body can name a session here, and a request from the network runs outside.
const dispatching = new AsyncLocalStorage<SessionInfo>();

/**
 * Runs `send` (which dispatches a request through the app) with the session its batch read a
 * moment ago: the batch's writes are checked against that one read instead of each reading it again.
 */
export function withDispatchedSession<T>(session: SessionInfo | null, send: () => Promise<T>): Promise<T> {
  return session ? dispatching.run(session, send) : send();
}

/** The session of the batch dispatching the current request, or undefined for a request from the network. */
export function dispatchedSession(): SessionInfo | undefined {
  return dispatching.getStore();
}
