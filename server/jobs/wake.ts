// Sleepers are woken when work is queued, so it starts at once instead of at the next poll: in
// this process directly, on the other servers of the same database through its signals (NOTIFY on
// PostgreSQL). The poll stays, for news lost on the way and for work whose wait runs out.
import type { Channel, Signals } from '../db/notify.ts';

/** A set of sleepers that one call wakes. */
export interface Alarm {
  /** Wakes every sleeper to look for work. */
  wake(): void;
  /** Waits `ms` or until `wake()` is called, whichever comes first. */
  nap(ms: number): Promise<void>;
}

/** A new alarm, for one kind of worker. */
export function alarm(): Alarm {
  const sleepers = new Set<() => void>();
  // A wake may come while a worker is busy looking, not sleeping, and its look may have missed the
  // new work: the next nap after a wake is skipped, or that work would wait a whole poll.
  let rung = false;
  return {
    wake() {
      rung = true;
      for (const wake of sleepers) wake();
    },
    nap(ms) {
      if (rung) {
        rung = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        sleepers.add(done);
      });
    },
  };
}

/** An alarm whose wake also reaches the sleepers of the other servers of the databases it listens to. */
export interface SharedAlarm extends Alarm {
  /** Wakes this process's sleepers at news of the channel from `signals`' other servers, and sends them its wakes; answers how to stop. */
  listen(signals: Signals): () => void;
}

/** A new alarm shared through one channel of the databases' signals, for one kind of worker. */
export function sharedAlarm(channel: Channel): SharedAlarm {
  const local = alarm();
  // Each database this process works on, with the count of its workers that listen.
  const databases = new Map<Signals, { workers: number; stop: () => void }>();
  return {
    nap: local.nap,
    wake() {
      local.wake();
      for (const signals of databases.keys()) signals.send(channel);
    },
    listen(signals) {
      const known = databases.get(signals) ?? { workers: 0, stop: signals.on(channel, local.wake) };
      known.workers++;
      databases.set(signals, known);
      let listening = true;
      return () => {
        if (!listening) return;
        listening = false;
        if (--known.workers > 0) return;
        known.stop();
        databases.delete(signals);
      };
    },
  };
}

const runners = sharedAlarm('jobs');

/** Wakes every job runner of this process, and of the other servers of its databases, to look for work. */
export const wakeRunners: () => void = runners.wake;

/** Waits `ms` or until `wakeRunners()` is called (here or on another server), whichever comes first. */
export const nap: (ms: number) => Promise<void> = runners.nap;

/** Makes a runner on `signals`' database hear the other servers' wakes; answers how to stop. */
export const listenForJobs: (signals: Signals) => () => void = runners.listen;
