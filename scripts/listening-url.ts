import type { ChildProcess } from 'node:child_process';

/** How long a server started for tests may take to say it listens: a cold build of PGlite on a busy machine. */
export const START_TIMEOUT_MS = 120_000;

/**
 * The address a server started as a child says it listens at (`listening on http://127.0.0.1:<port>`),
 * read from its output as it comes; refused with that output when it exits first or takes too long.
 */
export function listeningUrl(child: ChildProcess, log: () => string, timeoutMs = START_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('the server did not start in time')), timeoutMs);
    const onData = () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(log());
      if (match) done(() => resolve(match[1]!));
    };
    const onExit = (code: number | null) => fail(new Error(`the server exited with code ${code}`));
    const done = (settle: () => void) => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
      settle();
    };
    const fail = (error: Error) => done(() => reject(new Error(`${error.message}:\n${log()}`)));
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}
