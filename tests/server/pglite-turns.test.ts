import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import type { Database } from '../../server/db/db.ts';
import { turnQueue } from '../../server/db/pglite-turns.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';

// PGlite whatever engine the suite runs on: the turns are PGlite's own.
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteTemplate() });
});
afterAll(() => database.close());

describe('PGlite statements taking turns', () => {
  it('leave the event loop free between two statements, so a request that arrives meanwhile is read', async () => {
    const done: string[] = [];
    const statements = Array.from({ length: 20 }, (_, i) => database.db.execute(sql`SELECT ${i}::int`).then(() => done.push(`statement ${i}`)));
    // What the network does: a callback of the loop's next turn, as a socket read or an accepted connection is.
    setImmediate(() => done.push('network'));

    await Promise.all(statements);

    // In one batch, the 20 statements all ran before the loop turned: 'network' came after the last.
    expect(done.slice(0, 3)).toContain('network');
    expect(done.filter((entry) => entry !== 'network')).toEqual(Array.from({ length: 20 }, (_, i) => `statement ${i}`));
  });

  it('keep transactions whole and in their place in the queue', async () => {
    const order: string[] = [];
    const first = database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      order.push('transaction');
    });
    const second = database.db.execute(sql`SELECT 2`).then(() => order.push('statement'));

    await Promise.all([first, second]);

    expect(order).toEqual(['transaction', 'statement']);
  });

  it('go on after a failed piece of work, in order', async () => {
    const inTurn = turnQueue();
    const order: string[] = [];

    const results = await Promise.allSettled([
      inTurn(async () => order.push('first')),
      inTurn(async () => {
        throw new Error('refused');
      }),
      inTurn(async () => order.push('third')),
    ]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(order).toEqual(['first', 'third']);
  });
});
