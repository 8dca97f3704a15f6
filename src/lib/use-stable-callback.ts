import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes and that always runs the newest `fn`: memoised
 * children (a long list's rows) keep skipping renders while the parent's handler changes.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
