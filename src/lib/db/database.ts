import { Dexie, type EntityTable, type Table } from 'dexie';

/**
 * One stored answer of a query call. The key is the operator it was read for ('' for calls
 * whose answer is the same for anyone), the endpoint path and the payload as canonical JSON.
 */
export interface Snapshot {
  operator: string;
  endpoint: string;
  payload: string;
  data: unknown;
  /** When the answer arrived (ms since the epoch). */
  savedAt: number;
}

/** One value of the `meta` table: who is signed in, the last sync, ... */
export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * One row of the outbox, as the table indexes it: the fields every stored format keeps. The
 * rest of an entry is read by `src/lib/outbox/entry.ts`, which knows each format.
 */
export interface OutboxRow {
  /** Position in the queue: replay goes in this order. */
  seq: number;
  format: number;
  /** The record the write targets (`src/lib/outbox/record.ts`). */
  record: string;
  status: string;
}

/** The database name; one per origin. */
export const DATABASE_NAME = 'back-office';

/**
 * The app's IndexedDB, shared by the page and the service worker: nothing here may touch the
 * DOM or React. Each version restates the tables of the one before and adds its own (version 2:
 * the outbox); existing versions are never edited, so a stored database upgrades in place.
 */
export class BackOfficeDatabase extends Dexie {
  snapshots!: Table<Snapshot, [operator: string, endpoint: string, payload: string]>;
  meta!: EntityTable<MetaRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      snapshots: '[operator+endpoint+payload], operator',
      meta: 'key',
    });
    this.version(2).stores({
      snapshots: '[operator+endpoint+payload], operator',
      meta: 'key',
      outbox: '++seq, record, status',
    });
  }
}

/** The database of this page or worker. */
export const db = new BackOfficeDatabase();
