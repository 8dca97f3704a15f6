import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { mailQueue } from '../../server/db/schema/mail.ts';
import type { AppDeps } from '../../server/deps.ts';
import { serverKey } from '../../server/http/idempotency.ts';
import { startMailDelivery } from '../../server/mail/delivery-loop.ts';
import type { Mailer } from '../../server/mail/mailer.ts';
import { queueMails } from '../../server/mail/queue.ts';
import { useTestServer } from './harness.ts';
import { waitFor } from './smtp-relay.ts';
import { queryRows } from './test-database.ts';

const server = useTestServer();

/** A relay shared by every sender: it counts each Message-ID it takes, after a short, uneven pause. */
function countingRelay(): { mailer: (name: string) => Mailer; taken: Map<string, number>; by: Map<string, number> } {
  const taken = new Map<string, number>();
  const by = new Map<string, number>();
  const mailer = (name: string): Mailer => ({
    transport: 'smtp',
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
      taken.set(message.messageId, (taken.get(message.messageId) ?? 0) + 1);
      by.set(name, (by.get(name) ?? 0) + 1);
      return { code: 250, text: '250 ok' };
    },
    close() {},
  });
  return { mailer, taken, by };
}

/**
 * The dependencies of another server on the same database: on PostgreSQL a connection pool of its
 * own, as a second machine would have; PGlite has one process per database, so the same one.
 */
async function secondServer(): Promise<AppDeps> {
  if (server.engine !== 'postgres') return server.deps;
  const pool = (server.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  return { ...server.deps, database: await openDatabase({ kind: 'postgres', url: pool.options.connectionString, poolSize: 3 }) };
}

describe('several senders on one queue', () => {
  it('send each of 200 queued messages exactly once', async () => {
    const key = await serverKey(server.db, server.deps.config.secretKey);
    const mails = Array.from({ length: 200 }, (_, i) => ({ to: `person${i}@example.com`, subject: `S${i}`, text: `T${i}`, html: `H${i}` }));
    const ids = await queueMails(server.db, key, mails, { cause: 'test' }, server.clock.now());
    const relay = countingRelay();
    const other = await secondServer();
    const options = { pollMs: 10, batchSize: 7 };
    const loops = [
      startMailDelivery({ ...server.deps, mailer: relay.mailer('first') }, { ...options, name: 'first' }),
      startMailDelivery({ ...other, mailer: relay.mailer('second') }, { ...options, name: 'second' }),
    ];
    try {
      await waitFor(async () => {
        const [row] = await queryRows<{ n: number }>(server.db, sql`SELECT count(*)::int AS n FROM mail_queue WHERE state = 'sent'`);
        return row!.n === 200;
      }, 'every message to be sent', 120_000);
    } finally {
      await Promise.all(loops.map((loop) => loop.stop()));
      if (other !== server.deps) await other.database.close();
    }

    expect(relay.taken.size).toBe(200);
    expect([...relay.taken.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(ids.map((id) => `<${id}@localhost>`))).toEqual(new Set(relay.taken.keys()));
    expect((relay.by.get('first') ?? 0) + (relay.by.get('second') ?? 0)).toBe(200);
    const rows = await server.db.select({ attempts: mailQueue.attempts, sealed: mailQueue.sealed }).from(mailQueue);
    expect(rows.every((row) => row.attempts === 1 && row.sealed === null)).toBe(true);
  }, 180_000);
});
