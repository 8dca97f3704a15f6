import type { Hono } from 'hono';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { overrideCache } from '../../server/areas/translations/cache.ts';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Db } from '../../server/db/db.ts';
import { createBackground, type AppDeps } from '../../server/deps.ts';
import { silentLogger, type Logger } from '../../server/log.ts';
import type { Mailer } from '../../server/mail/mailer.ts';
import { sendClaimable } from '../../server/mail/send.ts';
import { VERSION } from '../../server/main.ts';
import { prepareInstallation } from '../../server/seed/first-start.ts';
import { fileStorage } from '../../server/storage/file-storage.ts';
import { BASE_URL, Browser, type BrowserOptions } from './browser.ts';
import { TestClock } from './clock.ts';
import { Mailbox } from './mailbox.ts';
import { emptyAllTables, openTestDatabase, testEngine, type TestDatabase } from './test-database.ts';

/** The installation admin every test starts with. */
export const ADMIN = { email: 'admin@example.com', password: 'admin-password-0', firstName: 'Admin' } as const;

// The app is never built here, so the static host has nothing to serve.
const NO_DIST = '/nonexistent-dist';

/** The configuration of the test server, which answers at BASE_URL as if it listened there. */
export function testConfig(env: Record<string, string> = {}): Config {
  // No test asks the machine's DNS: a closed port of the loopback answers every lookup at once, as refused.
  return { ...loadConfig({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DNS_SERVERS: '127.0.0.1:9', ...env }), listenOrigins: [BASE_URL] };
}

/**
 * An in-process server on a database of its own: the app, a clock tests move, a
 * mailbox that keeps every message, and browsers that talk to it without a socket.
 */
export class TestServer {
  readonly clock = new TestClock();
  readonly mail = new Mailbox();
  readonly engine = testEngine();
  private storage: string | undefined;
  private opened: { testDb: TestDatabase; app: Hono; deps: AppDeps } | undefined;

  /**
   * Where this server keeps its files (media, exports), removed when it closes; made when first
   * used, so a server whose tests are skipped (and whose close never runs) makes none.
   */
  get storageDir(): string {
    return (this.storage ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bo-test-storage-')));
  }

  /** The application under test. */
  get app(): Hono {
    return this.state().app;
  }

  /** What the application was built with. */
  get deps(): AppDeps {
    return this.state().deps;
  }

  /** The database, for checking rows. */
  get db(): Db {
    return this.state().testDb.database.db;
  }

  /** Opens the database and builds the app. */
  async open(): Promise<void> {
    const testDb = await openTestDatabase();
    const { app, deps } = this.build(testDb, this.mail);
    this.opened = { testDb, app, deps };
  }

  /** Another app on the same database and clock, sending mail through `mailer`, optionally with another configuration. */
  appWith(mailer: Mailer, config: Config = testConfig()): { app: Hono; deps: AppDeps } {
    return this.build(this.state().testDb, mailer, config);
  }

  /** A new browser without cookies; each of its calls waits for the mail it queued to be sent, as a person reads it after the answer. */
  browser(options: BrowserOptions = {}): Browser {
    return new Browser(this.app, options, () => this.settle());
  }

  /** Waits for the work that runs after answers (a call's mail, sent once the answer is out), then sends whatever else the queue has due. */
  async settle(): Promise<void> {
    await this.deps.background.settle();
    while ((await sendClaimable(this.deps, { limit: 50 })) > 0);
  }

  /** Back to a freshly installed database, the start time and an empty mailbox. */
  async reset(config: Config = testConfig(), logger: Logger = silentLogger): Promise<void> {
    await this.settle();
    await emptyAllTables(this.db);
    // The app's copy of the texts' overrides was read at a time the clock goes back to: read them again.
    overrideCache(this.deps).stale();
    this.clock.reset();
    this.mail.clear();
    await prepareInstallation(this.db, config, logger, this.clock.now());
  }

  /** Resets to an installation whose admin got a generated password, and returns that password. */
  async resetWithGeneratedAdminPassword(): Promise<string> {
    const lines: string[] = [];
    const logger: Logger = { ...silentLogger, info: (line) => lines.push(line) };
    await this.reset({ ...testConfig(), adminPassword: undefined }, logger);
    const password = /password:\s+(\S+)/.exec(lines.join('\n'))?.[1];
    if (!password) throw new Error('The generated admin password was not printed');
    return password;
  }

  /** Closes the database (and drops it on PostgreSQL) and removes the stored files' folder. */
  async close(): Promise<void> {
    if (this.opened) {
      await this.settle();
      await this.opened.testDb.dispose();
      this.opened = undefined;
    }
    if (this.storage) fs.rmSync(this.storage, { recursive: true, force: true });
    this.storage = undefined;
  }

  private build(testDb: TestDatabase, mailer: Mailer, config: Config = testConfig()): { app: Hono; deps: AppDeps } {
    const deps: AppDeps = {
      config,
      database: testDb.database,
      mailer,
      storage: fileStorage(this.storageDir),
      logger: silentLogger,
      clock: this.clock,
      version: VERSION,
      background: createBackground(silentLogger),
      startedAt: this.clock.now(),
    };
    return { app: createApp(deps, NO_DIST), deps };
  }

  private state() {
    if (!this.opened) throw new Error('The test server is not open: call useTestServer() at the top of the file');
    return this.opened;
  }
}

/** A test server for the whole file, reset to a fresh installation before each test. */
export function useTestServer(): TestServer {
  const server = new TestServer();
  beforeAll(() => server.open());
  beforeEach(() => server.reset());
  afterAll(() => server.close());
  return server;
}
