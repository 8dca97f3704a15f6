import { useState } from 'react';
import type { SenderEntity } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { call } from '../../lib/api.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import type { NotyPlace } from './level.ts';

/**
 * What a level's senders screen does to a sender besides editing it: the test mail (live: it needs
 * the connection and says so) and the delete (through the outbox), each told once in a notice.
 */
export function useSenderActions(place: NotyPlace, changed: () => void) {
  const { LL } = useI18nContext();
  const words = LL.notifications.senders;
  const unreachable = LL.notifications.common.unreachable();
  const [testing, setTesting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function test(sender: SenderEntity) {
    if (!navigator.onLine) return void noticeFailure(words.testMail.offline());
    setTesting(sender.id);
    const result = await call(place.calls.sendersTest, { ...place.scope, id: sender.id });
    setTesting(null);
    if (!result.ok) return void noticeFailure(result.status === 0 ? words.testMail.offline() : (result.error?.message ?? unreachable));
    // A live call is never kept for later: an answer is always the relay's.
    if (result.queued) return;
    if (result.data.Success) noticeSuccess(words.testMail.sent({ name: sender.name }));
    else noticeFailure(words.testMail.failed({ name: sender.name, error: result.data.error ?? unreachable }));
  }

  /** Deletes a sender; true once the server took it or the device kept it for later. */
  async function remove(sender: SenderEntity): Promise<boolean> {
    setDeleting(true);
    const result = await call(place.calls.sendersDelete, { ...place.scope, id: sender.id });
    setDeleting(false);
    if (!result.ok) {
      noticeFailure(result.error?.message ?? unreachable);
      return false;
    }
    noticeSuccess(words.remove.done({ name: sender.name }));
    changed();
    return true;
  }

  return { test, remove, testing, deleting };
}
