import crypto from 'node:crypto';
import type { CallContext } from '../../http/handler.ts';
import { serverKey } from '../../http/idempotency.ts';

// The key once a call that read it has committed, per running app: later votes hash without a query.
const committedKeys = new WeakMap<object, Buffer>();

/**
 * The client address a vote came from, as the votes keep it: an HMAC-SHA256 under the
 * installation's server key (SECRET_KEY, else the random key kept in the database), so that votes
 * from one address can be told apart without the address being stored or guessed from the table.
 * The first read goes through the call's own transaction (PGlite has one connection) and is kept
 * only once that transaction has committed, so a key written by a call rolled back is never used.
 */
export async function addressHash(ctx: Pick<CallContext, 'db' | 'deps' | 'ip' | 'defer'>): Promise<string> {
  let key = committedKeys.get(ctx.deps);
  if (!key) {
    const read = await serverKey(ctx.db, ctx.deps.config.secretKey);
    ctx.defer(async () => void committedKeys.set(ctx.deps, read));
    key = read;
  }
  return crypto.createHmac('sha256', key).update(`vote-address\n${ctx.ip}`).digest('hex');
}
