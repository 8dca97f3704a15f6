/** `promise`'s value, or null once `ms` have passed without it. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/**
 * Runs `task` when the page is next idle, `timeoutMs` later at the latest; in a browser without idle
 * callbacks (Safari), `fallbackMs` later. Returns how to call it off.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(task, fallbackMs);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}
