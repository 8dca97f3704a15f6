// A test app with its own configuration, logger and mailer on the test server's database, and
// browsers signed in to it as stored operators.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NotyLevel } from '../../contract/notifications.ts';
import { createApp } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import type { Config } from '../../server/config.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { notySenders } from '../../server/db/schema/notifications.ts';
import type { AppDeps } from '../../server/deps.ts';
import { silentLogger, type Logger } from '../../server/log.ts';
import type { Mailer } from '../../server/mail/mailer.ts';
import { sendClaimable } from '../../server/mail/send.ts';
import { scopeOf } from '../../server/mail/senders.ts';
import { Browser, type BrowserOptions } from './browser.ts';
import { ADMIN, testConfig, type TestServer } from './harness.ts';

/** A key long enough for SECRET_KEY. */
export const SECRET_KEY = 'a-test-secret-key-of-at-least-32-characters';

/** A logger that keeps every line it is given, errors with their error's text. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (message: string, error?: unknown) => lines.push(error ? `${message} ${String(error)}` : message);
  return { lines, error: keep, warn: keep, info: keep, debug: keep };
}

/** An app on the test server's database with its own configuration, logger and mailer. */
export class SenderApp {
  readonly deps: AppDeps;
  private readonly app;

  constructor(
    private readonly server: TestServer,
    options: { config?: Config; logger?: Logger; mailer?: Mailer } = {},
  ) {
    const built = server.appWith(options.mailer ?? server.mail, options.config ?? testConfig());
    this.deps = { ...built.deps, logger: options.logger ?? silentLogger };
    this.app = createApp(this.deps, '/nonexistent-dist');
  }

  /** Sends what the calls queued, as the delivery loop would. */
  async settle(): Promise<void> {
    await this.deps.background.settle();
    while ((await sendClaimable(this.deps, { limit: 50 })) > 0);
  }

  /** A new browser without cookies on this app (a registered user's, with `sameOrigin`). */
  browser(options: BrowserOptions = {}): Browser {
    return new Browser(this.app, options, () => this.settle());
  }

  /** A browser holding a fresh session of the operator with this address. */
  async as(email: string = ADMIN.email): Promise<Browser> {
    const [operator] = await this.server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, email));
    if (!operator) throw new Error(`No operator ${email}`);
    const token = await createSession(this.server.db, operator.id, this.server.clock.now(), { ip: '', userAgent: 'test' });
    const browser = new Browser(this.app, {}, () => this.settle());
    browser.setCookie('bo_session', token);
    return browser;
  }
}

/** A configuration with the SPF relay and DNS servers named (read by the SPF check). */
export function spfConfig(env: Record<string, string>, relay: string | null): Config {
  return { ...testConfig(env), ...(relay ? { mailRelaySpf: relay } : {}) } as Config;
}

/** Stores a sender at a level directly (no SPF check, no relay) and returns its id. */
export async function seedSender(server: TestServer, level: NotyLevel, companyId: string | null = null, projectId: string | null = null): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  await server.db.insert(notySenders).values({
    id,
    scope: scopeOf(level, level === 'project' ? projectId : companyId),
    level,
    companyId,
    projectId,
    name: `Sender ${id.slice(0, 8)}`,
    fromEmail: 'bandi@aurora.example',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}
