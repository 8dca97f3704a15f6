import { useCallback, useEffect, useState } from 'react';
import type { Endpoint, EndpointInput, EndpointOutput } from '../../../contract/endpoint.ts';
import { call, type ApiError } from '../api.ts';

/** What a screen reads through `useCached`. */
export interface Cached<T> {
  /** The last known answer: the stored snapshot at once, then the network's. */
  data: T | undefined;
  /** True once the network answered this time. */
  fresh: boolean;
  /** The last refusal of the server, if any. */
  error: ApiError | null;
  /** Asks the network again. */
  reload(): void;
}

/** Reads a query endpoint for a screen. */
export function useCached<E extends Endpoint>(endpoint: E, payload?: EndpointInput<E>): Cached<EndpointOutput<E>> {
  const [state, setState] = useState<Omit<Cached<EndpointOutput<E>>, 'reload'>>({ data: undefined, fresh: false, error: null });
  const [round, setRound] = useState(0);
  const key = JSON.stringify(payload ?? {});
  useEffect(() => {
    let current = true;
    void call(endpoint, ...([JSON.parse(key)] as [EndpointInput<E>])).then((result) => {
      if (!current) return;
      setState((previous) =>
        result.ok ? { data: result.data, fresh: true, error: null } : { ...previous, error: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [endpoint, key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
