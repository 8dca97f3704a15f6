/** The fetch the engine sends with: the worker's own, or a test's. */
export type Fetch = (request: Request) => Promise<Response>;

/** How long a write may go unanswered before it counts as lost on the network. */
export const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * Runs `work` with a time bound: past `ms` its signal aborts and the promise rejects as a
 * network failure would, even if the fetch ignores the signal.
 */
export async function within<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`No answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** The message of a failure, for the entry's last error. */
export function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}
