import { serve, type ServerType } from '@hono/node-server';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp } from './app.ts';
import { AppBuildError } from './build-app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { Database } from './db/db.ts';
import { DirectoryLockedError, lockDirectory } from './db/lock.ts';
import { keepStatisticsFresh } from './db/maintenance.ts';
import { createBackground, systemClock, type AppDeps } from './deps.ts';
import { checkSystem, SYSTEM_CHECK_EVERY_MS } from './alerts/checks.ts';
import { cleanup } from './jobs/cleanup.ts';
import { JOB_KINDS } from './areas/index.ts';
import { startRunner } from './jobs/runner.ts';
import { createLogger, type Logger } from './log.ts';
import { listenOrigins } from './http/hosts.ts';
import { startMailDelivery } from './mail/delivery-loop.ts';
import { createMailer } from './mail/mailer.ts';
import { recheckSendersSpf } from './mail/senders-spf.ts';
import { seedDemo } from './seed/demo.ts';
import { prepareInstallation } from './seed/first-start.ts';
import { fileStorage } from './storage/file-storage.ts';

const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;

/** The product's version, from package.json. */
export const VERSION: string = JSON.parse(
  fs.readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
).version;

/** A listening server and how to stop it. */
export interface RunningServer {
  url: string;
  deps: AppDeps;
  /** Stops accepting, finishes the requests under way, closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the database (migrated, prepared), builds the app and listens on HOST:PORT; with
 * `appBuilt`, the PWA's build under way, it listens once that is done too.
 */
export async function startServer(config: Config, logger: Logger = createLogger(config.logLevel), appBuilt?: Promise<void>): Promise<RunningServer> {
  const release = config.databaseUrl ? () => undefined : lockDirectory(path.join(config.dataDir, 'db'));
  let database: Database | undefined;
  try {
    database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
    await database.migrate();
    const now = systemClock.now();
    await prepareInstallation(database.db, config, logger, now);
    if (config.demoData) await seedDemo(database.db, logger, now, config.secretKey);
    database = keepStatisticsFresh(database, (error) => logger.error('Statistics upkeep failed', error));
    // Read after the database is ready, so that a failed build leaves it closed cleanly.
    await appBuilt;
  } catch (error) {
    await database?.close().catch(() => undefined);
    release();
    throw error;
  }

  const unserved: AppDeps = {
    config,
    database,
    mailer: createMailer(config, logger),
    storage: fileStorage(path.join(config.dataDir, 'media')),
    logger,
    clock: systemClock,
    version: VERSION,
    background: createBackground(logger),
    startedAt: new Date(),
  };
  const served = await serveApp(unserved);
  const { url, deps } = served;
  if (!config.publicUrl) logger.info(`PUBLIC_URL is not set: links in mails lead to ${deps.config.listenOrigins[0]}.`);

  const timer = setInterval(() => {
    cleanup(deps.database.db, deps.clock.now(), deps.storage).catch((error: unknown) => logger.error('Cleanup failed', error));
    // Each sender's SPF is read again once its verdict is a day old.
    recheckSendersSpf(deps).catch((error: unknown) => logger.error('The daily SPF check of the senders failed', error));
  }, CLEANUP_EVERY_MS);
  timer.unref();
  // The system alerts: raised when a check finds an incident, cleared when it is over.
  const check = () => checkSystem(deps, deps.clock.now()).catch((error: unknown) => logger.error('The system check failed', error));
  const checks = setInterval(check, SYSTEM_CHECK_EVERY_MS);
  checks.unref();
  void check();
  const runner = startRunner(deps, JOB_KINDS, { soleServer: !config.databaseUrl });
  const mail = startMailDelivery(deps, { soleServer: !config.databaseUrl });

  return {
    url,
    deps,
    async close() {
      clearInterval(timer);
      clearInterval(checks);
      await served.stop();
      // The job under way stops at its next step and goes back to the queue, to resume at the next start.
      await runner.stop();
      // The messages under way are settled; the queued ones wait in the database for the next start.
      await mail.stop();
      await deps.background.settle();
      deps.mailer.close();
      await deps.database.close();
      release();
    },
  };
}

/** A server answering on its own addresses, and how to stop it listening. */
export interface ServedApp {
  url: string;
  /** The dependencies the app runs with: the configuration now knows the origins it listens at. */
  deps: AppDeps;
  stop(): Promise<void>;
}

/**
 * Listens on HOST:PORT, then builds the app with the origins the server got (PORT=0 takes any
 * free port): those and PUBLIC_URL are the only addresses it answers for and links in mails use.
 */
export async function serveApp(deps: AppDeps): Promise<ServedApp> {
  let fetch: Fetch = () => new Response('Starting', { status: 503 });
  const server = await listen((request, env) => fetch(request, env), deps.config);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : deps.config.port;
  const served = { ...deps, config: { ...deps.config, listenOrigins: listenOrigins(deps.config.host, port) } };
  // Swapped in before the event loop turns: no request reaches the placeholder.
  fetch = createApp(served).fetch;
  const host = deps.config.host.includes(':') ? `[${deps.config.host}]` : deps.config.host;
  return { url: `http://${host}:${port}`, deps: served, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Fetch = Parameters<typeof serve>[0]['fetch'];

function listen(fetch: Fetch, config: Config): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, hostname: config.host, port: config.port }, () => resolve(server));
    server.once('error', reject);
  });
}

/**
 * Reads the configuration, starts the server (listening once `appBuilt`, the PWA's build under
 * way, is done), and stops it gracefully on SIGTERM or SIGINT.
 */
export async function main(appBuilt?: Promise<void>): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let running: RunningServer;
  try {
    running = await startServer(config, logger, appBuilt);
  } catch (error) {
    if (error instanceof DirectoryLockedError || error instanceof AppBuildError) {
      logger.error(error.message);
      process.exit(1);
    }
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      logger.error(`Port ${config.port} on ${config.host} is in use: stop what listens there, or set PORT.`);
      process.exit(1);
    }
    logger.error('The server could not start', error);
    process.exit(1);
  }
  const db = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'db')}`;
  const mail = config.smtpUrl ? 'SMTP' : `files in ${config.mailDir}`;
  logger.info(`Back office ${VERSION} listening on ${running.url} (pid ${process.pid}; database: ${db}; mail: ${mail})`);
  logger.info(`Open ${running.url}/app/in/home`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing the requests under way, then closing the database.`);
    setTimeout(() => {
      logger.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    running.close().then(
      () => {
        logger.info('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
