import { useCallback, useEffect, useRef } from 'react';
import { useStableCallback } from '../../lib/use-stable-callback.ts';

/** Spec section 9: rich-text editing passes its data changes on after 300 ms of quiet. */
export const RICH_TEXT_DEBOUNCE_MS = 300;

/**
 * Passes a value on once changes have stopped for `delay` ms; `flush` passes a waiting one on at
 * once (on blur), and so does unmounting, so no change is lost when the screen goes. The value is
 * read when it is passed on, not at each change.
 */
export function useDebouncedEmit<T>(emit: (value: T) => void, delay = RICH_TEXT_DEBOUNCE_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<(() => T) | null>(null);
  const send = useStableCallback(emit);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const read = pending.current;
    pending.current = null;
    if (read) send(read());
  }, [send]);

  const schedule = useCallback(
    (read: () => T) => {
      pending.current = read;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [flush, delay],
  );

  useEffect(() => flush, [flush]);
  return { schedule, flush };
}
