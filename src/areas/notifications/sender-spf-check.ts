import { useDebouncedValue, useNetwork } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SpfCheck, SpfDomain, type SpfVerdict } from '../../../contract/notifications.ts';
import { call } from '../../lib/api.ts';

/** Where a live SPF check of the typed from address stands. */
export type SpfCheckState =
  | { kind: 'idle' }
  | { kind: 'checking'; domain: string }
  /** `verdict` null: the server names no relay to check. */
  | { kind: 'done'; domain: string; verdict: SpfVerdict | null }
  | { kind: 'offline'; domain: string }
  | { kind: 'failed'; domain: string; message: string | null };

/** The quiet moment after the last key before the domain is checked. */
const TYPING_PAUSE_MS = 600;

/** The domain of a from address, lower case, when it is one the check takes; null otherwise. */
export function domainOf(email: string): string | null {
  const address = email.trim();
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const domain = address.slice(at + 1).toLowerCase();
  return SpfDomain.safeParse(domain).success ? domain : null;
}

// Without MAIL_RELAY_SPF the check still reads the record, but judges nothing: the relay is not
// included and nothing is proposed, with no problem to explain it.
function judged(verdict: SpfVerdict): SpfVerdict | null {
  return !verdict.relay_included && verdict.proposed === null && verdict.error === undefined ? null : verdict;
}

/**
 * Checks a domain's SPF as it is typed, a moment after the last change, when `enabled` (a domain
 * other than the stored sender's, or asked again): live, never kept for later; without a
 * connection it says so and checks once the connection is back.
 */
export function useSpfCheck(domain: string | null, enabled: boolean): { state: SpfCheckState; recheck(): void; asked: boolean } {
  const [debounced] = useDebouncedValue(domain, TYPING_PAUSE_MS);
  const { online } = useNetwork();
  const [round, setRound] = useState(0);
  // The last answer, by the domain and round it answers: an older one is never shown as current.
  const [answer, setAnswer] = useState<{ key: string; state: SpfCheckState } | null>(null);
  const wanted = enabled || round > 0;
  const key = `${round} ${debounced ?? ''}`;

  useEffect(() => {
    if (!wanted || debounced === null || !online) return;
    let current = true;
    void call(SpfCheck, { domain: debounced }).then((result) => {
      if (!current) return;
      const state: SpfCheckState = result.ok
        ? { kind: 'done', domain: debounced, verdict: judged(result.data) }
        : result.status === 0
          ? { kind: 'offline', domain: debounced }
          : { kind: 'failed', domain: debounced, message: result.error?.message ?? null };
      setAnswer({ key, state });
    });
    return () => {
      current = false;
    };
  }, [debounced, wanted, online, key]);

  let state: SpfCheckState;
  // Nothing asked, or the typing has not paused yet on this domain.
  if (!wanted || domain === null || debounced !== domain) state = { kind: 'idle' };
  else if (!online) state = { kind: 'offline', domain };
  else state = answer?.key === key ? answer.state : { kind: 'checking', domain };
  return { state, recheck: () => setRound((value) => value + 1), asked: wanted };
}
