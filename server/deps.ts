import type { Config } from './config.ts';
import type { Database } from './db/db.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';

/** The time source; tests move it forward to reach expiries. */
export interface Clock {
  now(): Date;
}

/** The system clock. */
export const systemClock: Clock = { now: () => new Date() };

/** Work that runs after an answer is sent; tests wait for it with `settle()`. */
export interface Background {
  run(work: () => Promise<void>): void;
  settle(): Promise<void>;
}

/** Runs background work, logs its failures, and lets shutdown and tests wait for it. */
export function createBackground(logger: Logger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(work) {
      const task = work()
        .catch((error: unknown) => logger.error('Background work failed', error))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

/** Everything a request needs from the process: configuration, database, mail, log, clock. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Where uploaded media and exported files are kept. */
  storage: Storage;
  logger: Logger;
  clock: Clock;
  version: string;
  background: Background;
  /** When the process started, for the uptime. */
  startedAt: Date;
}
