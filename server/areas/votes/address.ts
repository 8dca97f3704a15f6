import crypto from 'node:crypto';
import type { CallContext } from '../../http/handler.ts';
import { callServerKey } from '../../http/idempotency.ts';

/**
 * The client address a vote came from, as the votes keep it: an HMAC-SHA256 under the
 * installation's server key (SECRET_KEY, else the random key kept in the database), so that votes
 * from one address can be told apart without the address being stored or guessed from the table.
 * The key is read through the call's own transaction until a committed call has read it.
 */
export async function addressHash(ctx: Pick<CallContext, 'db' | 'deps' | 'ip' | 'defer'>): Promise<string> {
  const key = await callServerKey(ctx);
  return crypto.createHmac('sha256', key).update(`vote-address\n${ctx.ip}`).digest('hex');
}
