// Sleepers in this process are woken when work is queued here, so it starts at once instead of at
// the next poll; work queued by other servers of the same database is found by polling.

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

const runners = alarm();

/** Wakes every job runner of this process to look for work. */
export const wakeRunners: () => void = runners.wake;

/** Waits `ms` or until `wakeRunners()` is called, whichever comes first. */
export const nap: (ms: number) => Promise<void> = runners.nap;
