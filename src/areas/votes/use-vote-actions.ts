import { useState } from 'react';
import { VoteInvalidate, VoteRestore } from '../../../contract/votes.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { call } from '../../lib/api.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';

type Scope = { company: string; project: string; form: string };

/**
 * What an editor does to votes: invalidate them with a reason (Undo counts them again) or count
 * them again. Each goes through the api layer, so without a connection it waits in the outbox;
 * each tells its outcome once, in a notice; `onChanged` follows a change.
 */
export function useVoteActions(scope: Scope, onChanged: () => void) {
  const { LL } = useI18nContext();
  const texts = LL.votes.notices;
  const [busy, setBusy] = useState(false);

  async function restore(ids: string[]): Promise<boolean> {
    setBusy(true);
    const result = await call(VoteRestore, { ...scope, ids });
    setBusy(false);
    if (!result.ok) {
      noticeFailure(result.error?.message ?? LL.votes.unreachable());
      return false;
    }
    onChanged();
    if (result.queued) noticeSuccess(texts.queued());
    else if (result.data.over_cap > 0) noticeFailure(`${texts.restored({ count: result.data.changed })} ${texts.overCap({ count: result.data.over_cap })}`);
    else noticeSuccess(texts.restored({ count: result.data.changed }));
    return true;
  }

  async function invalidate(ids: string[], reason: string): Promise<boolean> {
    setBusy(true);
    const result = await call(VoteInvalidate, { ...scope, ids, reason });
    setBusy(false);
    if (!result.ok) {
      noticeFailure(result.error?.message ?? LL.votes.unreachable());
      return false;
    }
    onChanged();
    if (result.queued) noticeSuccess(texts.queued());
    else noticeSuccess(texts.invalidated({ count: result.data.changed }), () => void restore(ids));
    return true;
  }

  return { busy, invalidate, restore };
}
