import { useEffect, useState } from 'react';
import { InviteCheck } from '../../../../contract/sign-in.ts';
import { call } from '../../../lib/api.ts';

/** What an invite link turned out to be. */
export type InviteState =
  | { status: 'checking' }
  | { status: 'valid'; email: string; existing: boolean }
  | { status: 'invalid'; message: string | null };

/** Checks an invite token once: the invited address and whether that operator exists. */
export function useInvite(token: string): InviteState {
  const [state, setState] = useState<InviteState>({ status: 'checking' });
  useEffect(() => {
    let current = true;
    void call(InviteCheck, { Token: token }).then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { status: 'valid', email: result.data.Email, existing: result.data.Existing }
          : { status: 'invalid', message: result.error?.message ?? null },
      );
    });
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}
