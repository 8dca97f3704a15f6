import { useEffect, useState } from 'react';
import { whenIdle } from '../../lib/timing.ts';

// Work put off past the first paint still starts this soon on a page that never goes idle.
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser is idle after the first paint (or `IDLE_TIMEOUT_MS` passed): what the
 * first screen does not need (the queue's live counts, the sync triggers) waits for it, so it
 * does not compete with the screen's own start.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), IDLE_TIMEOUT_MS, 1), []);
  return idle;
}
