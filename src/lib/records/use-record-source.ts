import type { Endpoint, EndpointInput, EndpointOutput } from '../../../contract/endpoint.ts';
import type { ApiError } from '../api.ts';
import { storeAnswer, useCached } from '../cache/use-cached.ts';
import { useOutboxEntries } from '../sync/use-outbox.ts';
import type { KeptSave } from './edit-session.ts';
import { keptSave } from './kept-save.ts';

/** How a record is read: through the cache, so that it opens offline with its last answer. */
export interface RecordRead<G extends Endpoint, R> {
  endpoint: G;
  payload: EndpointInput<G>;
  /** The record in the answer. */
  record(answer: EndpointOutput<G>): R;
  /** The answer that holds a record, to store a saved record as if it had been read. */
  answer(record: R): EndpointOutput<G>;
}

/** Where an editor stands: the record is read, it cannot be read (offline, never opened here), or refused. */
export type RecordStatus = 'loading' | 'ready' | 'unavailable' | 'refused';

/** A record as an editor starts from it: the stored one, the newest save of it kept on the device, and where the read stands. */
export interface RecordSource<R> {
  stored: R | null;
  kept: KeptSave | null;
  /** Where the read stands, once the editor has a version to save on (`ready`). */
  status(ready: boolean): RecordStatus;
  /** The refusal of the read (no right, no such record). */
  refusal: ApiError | null;
  /** Keeps a record the server answered as if it had just been read. */
  store(record: R): void;
}

const REFUSALS = ['forbidden', 'not_found', 'validation_failed'];

/**
 * Reads a record for an editor through the cache, with the newest save of it still in the outbox
 * (`payload` builds a save of the stored record, to know which entries save the same record).
 */
export function useRecordSource<G extends Endpoint, R>(read: RecordRead<G, R> | null, save: Endpoint, payload: (stored: R) => Record<string, unknown>): RecordSource<R> {
  const cached = useCached(read?.endpoint ?? null, read?.payload);
  const stored = cached.data !== undefined && read ? read.record(cached.data as EndpointOutput<G>) : null;
  const entries = useOutboxEntries();
  const kept = entries && stored ? keptSave(entries, save, payload(stored)) : null;
  const refused = cached.error !== null && REFUSALS.includes(cached.error.code);
  return {
    stored,
    kept,
    status: (ready) => (read === null ? 'ready' : refused ? 'refused' : ready ? 'ready' : cached.settled && !stored ? 'unavailable' : 'loading'),
    refusal: refused ? cached.error : null,
    store: (record) => {
      if (read) void storeAnswer(read.endpoint, read.payload, read.answer(record));
    },
  };
}
