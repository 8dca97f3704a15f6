import { useState } from 'react';
import { SessionGet, SessionSave } from '../../../../contract/judging.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { call } from '../../../lib/api.ts';
import { storeAnswer } from '../../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../../lib/notices.ts';
import { withStatus, type FormScope, type Session } from './session-values.ts';

/**
 * Opens or closes a session from its progress screen: the session saved as it is, at the version
 * read, in its new state; the outcome told in a notice (a conflict too: the screen reads it again).
 */
export function useSessionStatus(scope: FormScope, session: Session | undefined, onChanged: () => void) {
  const { LL } = useI18nContext();
  const words = LL.judging.organise.progress;
  const [busy, setBusy] = useState(false);
  const change = async (status: 'open' | 'closed') => {
    if (!session) return;
    setBusy(true);
    const result = await call(SessionSave, withStatus(session, scope, status));
    setBusy(false);
    if (!result.ok) {
      noticeFailure(result.error?.message ?? LL.judging.unreachable());
      onChanged();
    } else if (result.queued) {
      noticeSuccess(words.queued());
    } else {
      await storeAnswer(SessionGet, { ...scope, session: session.id }, { entity: result.data.entity });
      noticeSuccess(status === 'open' ? words.opened() : words.closed());
      onChanged();
    }
  };
  return { busy, change };
}
