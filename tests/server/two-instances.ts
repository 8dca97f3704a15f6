import type { Hono } from 'hono';
import type pg from 'pg';
import { createApp } from '../../server/app.ts';
import { sessionCookieName } from '../../server/auth/sessions.ts';
import { openDatabase } from '../../server/db/client.ts';
import { serverKeys } from '../../server/db/schema/http.ts';
import { createBackground, type AppDeps } from '../../server/deps.ts';
import { serverKey } from '../../server/http/idempotency.ts';
import { silentLogger } from '../../server/log.ts';
import { sendClaimable } from '../../server/mail/send.ts';
import { Browser, type BrowserOptions } from './browser.ts';
import type { TestServer } from './harness.ts';

/**
 * Why the two-instance tests run on PostgreSQL only: PGlite is the database of one process by
 * design (its directory is locked to it), so there is no second server to share anything with.
 */
export const ONE_PROCESS_ENGINE = 'PGlite is one process by design: two servers on one database exist only on PostgreSQL';

/** The URL of the test server's PostgreSQL database. */
export function databaseUrlOf(server: TestServer): string {
  return (server.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
}

/** A second server on the test server's database, as another process would be: its app, its own pool, its own copies of every cache. */
export interface SecondServer {
  app: Hono;
  deps: AppDeps;
  /** A browser of this server; its calls wait for the mail they queued, as the test server's do. */
  browser(options?: BrowserOptions): Browser;
  /** The same person's browser on this server: the session cookie of `other` carried over, as a load balancer would. */
  sameBrowser(other: Browser, options?: BrowserOptions): Browser;
  close(): Promise<void>;
}

/** Starts a second server on the database of `server`, with the same clock and mailbox (so PINs can be read). */
export async function secondServer(server: TestServer): Promise<SecondServer> {
  // The test server holds the key it read before the reset emptied its table: the database gets it back, so both hash and seal alike.
  if (!server.deps.config.secretKey) {
    const key = (await serverKey(server.db, undefined)).toString('hex');
    await server.db
      .insert(serverKeys)
      .values({ name: 'idempotency', value: key, createdAt: server.clock.now() })
      .onConflictDoUpdate({ target: serverKeys.name, set: { value: key } });
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrlOf(server), poolSize: 4 });
  const deps: AppDeps = { ...server.deps, database, background: createBackground(silentLogger) };
  const app = createApp(deps, '/nonexistent-dist');
  const settle = async () => {
    await deps.background.settle();
    while ((await sendClaimable(deps, { limit: 50 })) > 0);
  };
  const browser = (options: BrowserOptions = {}) => new Browser(app, options, settle);
  return {
    app,
    deps,
    browser,
    sameBrowser(other, options) {
      const copy = browser(options);
      const name = sessionCookieName(false);
      const value = other.cookie(name);
      if (value !== undefined) copy.setCookie(name, value);
      return copy;
    },
    async close() {
      await settle();
      await database.close();
    },
  };
}
