import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { mailQueue } from '../../server/db/schema/mail.ts';
import { pinOf } from './mailbox.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { TestRelay, waitFor } from './smtp-relay.ts';
import { scratchPostgresDatabase, testEngine } from './test-database.ts';

const ADMIN = { email: 'admin@example.com', password: 'kill-test-password-1' };
const GUESTS = Array.from({ length: 12 }, (_, i) => `guest${i}@example.com`);

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Where both lives of the server keep their data: a PGlite directory, or a PostgreSQL database of their own. */
async function sharedDatabase(): Promise<{ env: Record<string, string>; rows(): Promise<Array<typeof mailQueue.$inferSelect>> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-mail-kill-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const postgres = testEngine() === 'postgres' ? await scratchPostgresDatabase() : undefined;
  if (postgres) cleanups.push(() => postgres.drop());
  const target = postgres ? ({ kind: 'postgres', url: postgres.url } as const) : ({ kind: 'pglite', dataDir: path.join(dataDir, 'db') } as const);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' },
    // Read once the servers have stopped: PGlite has one process per directory.
    async rows() {
      const database = await openDatabase(target);
      try {
        return await database.db.select().from(mailQueue);
      } finally {
        await database.close();
      }
    },
  };
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  cleanups.push(() => server.kill());
  return server;
}

describe('a server killed with mail in its queue', () => {
  it('leaves every message to the next server, which sends each exactly once: none lost, none twice', async () => {
    const relay = await TestRelay.start();
    cleanups.push(() => relay.close());
    const database = await sharedDatabase();
    const env = { ...database.env, SMTP_URL: relay.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: '0', LOG_LEVEL: 'info' };

    // The first life signs in (its PIN is sent), then invites while the relay holds every message unanswered.
    const first = await start(env);
    expect((await first.post('accounting/login-start', { Email: ADMIN.email, Password: ADMIN.password })).status).toBe(200);
    await waitFor(() => relay.to(ADMIN.email).length === 1, 'the PIN');
    expect((await first.post('accounting/login-unlock', { Email: ADMIN.email, Pin: pinOf(relay.to(ADMIN.email)[0]!.raw) })).status).toBe(200);
    relay.stalled = true;
    for (const email of GUESTS) {
      const invited = await first.post('admin/operators/invite', { Email: email });
      expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    }
    await waitFor(() => relay.stalledCount >= 3, 'the invitations to be under way', 60_000);
    await first.kill();
    expect(relay.received).toHaveLength(1);

    // The second life finds them all in the queue, taken or not, and sends them to a relay that answers again.
    relay.stalled = false;
    const second = await start(env);
    await waitFor(() => GUESTS.every((email) => relay.to(email).length > 0), 'every invitation after the restart', 120_000);
    // Long enough for a second copy, were one to come.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await second.stop();

    expect(GUESTS.map((email) => relay.to(email).length)).toEqual(GUESTS.map(() => 1));
    expect(relay.to(ADMIN.email)).toHaveLength(1);
    expect(new Set(relay.received.map((mail) => mail.messageId)).size).toBe(relay.received.length);
    const rows = await database.rows();
    expect(rows).toHaveLength(GUESTS.length + 1);
    expect(rows.every((row) => row.state === 'sent' && row.sealed === null)).toBe(true);
    // The messages the first life had taken count its attempt: they were under way when it died.
    expect(rows.filter((row) => row.attempts === 2).length).toBeGreaterThanOrEqual(3);
  }, 300_000);
});
