import crypto from 'node:crypto';
import { and, eq, lt, type WithSubquery } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { idempotencyKeys, serverKeys } from '../db/schema/http.ts';
import { withoutSecrets } from './secret-fields.ts';

/** Stored answers are kept this long; the outbox never replays older writes. */
export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 3600 * 1000;
// Claiming loops only when a row vanishes between two statements; more than a few turns is a bug.
const MAX_CLAIM_TURNS = 5;

/** What claiming a key found. */
export type Claim = { kind: 'claimed' } | { kind: 'replay'; status: number; body: unknown } | { kind: 'mismatch' };

/** The identity of one keyed request. */
export interface KeyRef {
  scope: string;
  key: string;
}

/** A keyed request: its key, its endpoint, and the keyed hash of its input. */
export interface KeyedRequest extends KeyRef {
  endpoint: string;
  requestHash: string;
}

/**
 * Claims an Idempotency-Key inside the transaction of the change it keys. A twin sent meanwhile
 * meets the uncommitted row and waits for this transaction to end: then it finds the stored
 * answer (a replay, or a mismatch for another payload), or after a rollback nothing, and runs.
 * A claim never outlives its request: when the process dies, the database rolls it back.
 */
export async function claimKey(tx: Db, request: KeyedRequest, now: Date): Promise<Claim> {
  for (let turn = 0; turn < MAX_CLAIM_TURNS; turn++) {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ ...request, state: 'running', createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };
    const [row] = await tx.select().from(idempotencyKeys).where(matches(request)).limit(1);
    if (!row) continue;
    if (row.state === 'running') {
      // A committed claim was left by a process that died with it (earlier versions claimed outside
      // the change's transaction): nobody will ever answer it, so it is taken over at once.
      await tx.delete(idempotencyKeys).where(and(matches(request), eq(idempotencyKeys.state, 'running')));
      continue;
    }
    if (row.requestHash !== request.requestHash || row.endpoint !== request.endpoint) return { kind: 'mismatch' };
    return { kind: 'replay', status: row.status ?? 200, body: row.body };
  }
  throw new Error(`Could not claim the Idempotency-Key ${request.key}`);
}

/**
 * Stores the answer of a claimed key, in the transaction of the change it answers; with
 * `alongside` (a data-modifying `WITH` part, the change's log row) in the same statement.
 */
export async function completeKey(tx: Db, ref: KeyRef, status: number, body: unknown, now: Date, alongside?: WithSubquery): Promise<void> {
  await (alongside ? tx.with(alongside) : tx).update(idempotencyKeys).set({ state: 'done', status, body, completedAt: now }).where(matches(ref));
}

/** Stores a refusal (4xx) as the answer of a key whose change was rolled back; a twin that stored first wins. */
export async function storeRefusal(db: Db, request: KeyedRequest, status: number, body: unknown, now: Date): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({ ...request, state: 'done', status, body, createdAt: now, completedAt: now })
    .onConflictDoNothing();
}

/**
 * The stored hash of a request: an HMAC under the server's key of the endpoint and the input
 * without its secret fields, so that no row lets anyone test a guess offline.
 */
export function requestHash(key: Buffer, endpoint: string, input: unknown): string {
  return crypto.createHmac('sha256', key).update(`${endpoint}\n${JSON.stringify(withoutSecrets(input))}`).digest('hex');
}

const KEY_NAME = 'idempotency';
const storedKeys = new WeakMap<Db, Promise<Buffer>>();
// The same keys once read: a transaction may use them without waiting for a read under way.
const readKeys = new WeakMap<Db, Buffer>();

/**
 * The key of the store's hashes: SECRET_KEY when set, else a random one made at first use and
 * kept in the database, so every server sharing it hashes alike. Read once per process; never
 * call it inside a transaction (PGlite has one connection).
 */
export function serverKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Promise.resolve(Buffer.from(configured, 'utf8'));
  let key = storedKeys.get(db);
  if (!key) {
    key = loadStoredKey(db);
    storedKeys.set(db, key);
    key.then(
      (read) => readKeys.set(db, read),
      () => storedKeys.delete(db),
    );
  }
  return key;
}

/**
 * The server key from inside a transaction `tx` on the database `db` (PGlite has one connection,
 * so a read of its own would wait for the transaction): the process's copy when it has one, else
 * read through the transaction and kept by `keep` only once that transaction has committed, so a
 * key written by a change rolled back is never used.
 */
export async function serverKeyWithin(tx: Db, db: Db, configured: string | undefined, onCommit: (keep: () => void) => void): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const known = readKeys.get(db);
  if (known) return known;
  const key = await loadStoredKey(tx);
  onCommit(() => {
    if (readKeys.has(db)) return;
    readKeys.set(db, key);
    storedKeys.set(db, Promise.resolve(key));
  });
  return key;
}

/** What a call holds that its server key is read with: its transaction, the server's database and key, its after-commit work. */
export interface KeyedCall {
  db: Db;
  deps: { database: { db: Db }; config: { secretKey?: string | undefined } };
  defer(work: () => Promise<void>): void;
}

/** The server key within a call's transaction, kept for the process once the call commits. */
export function callServerKey(ctx: KeyedCall): Promise<Buffer> {
  return serverKeyWithin(ctx.db, ctx.deps.database.db, ctx.deps.config.secretKey, (keep) => ctx.defer(async () => keep()));
}

async function loadStoredKey(db: Db): Promise<Buffer> {
  const made = crypto.randomBytes(32).toString('hex');
  await db.insert(serverKeys).values({ name: KEY_NAME, value: made, createdAt: new Date() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, KEY_NAME)).limit(1);
  return Buffer.from(row?.value ?? made, 'hex');
}

/** Removes the answers older than the retention. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)));
}

function matches(ref: KeyRef) {
  return and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key));
}
