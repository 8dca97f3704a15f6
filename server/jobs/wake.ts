// Runners in this process are woken when a job is queued here, so a job starts at once instead of
// at the next poll; jobs queued by other servers of the same database are found by polling.
const sleepers = new Set<() => void>();

/** Wakes every runner of this process to look for work. */
export function wakeRunners(): void {
  for (const wake of sleepers) wake();
}

/** Waits `ms` or until `wakeRunners()` is called, whichever comes first. */
export function nap(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      sleepers.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    sleepers.add(done);
  });
}
