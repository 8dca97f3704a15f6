import { useState } from 'react';
import { UserBlock, UserErase, UserExport, UserGet } from '../../../contract/users.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { call, downloadCall, type ApiError } from '../../lib/api.ts';
import { forgetAnswer } from '../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { personName } from './user-list-query.ts';

type Person = { id: string; email: string; first_name: string; last_name: string };

// The name the file is saved under: the person's address in letters a file system takes everywhere.
function fileNameOf(person: Person): string {
  return `${person.email.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.json`;
}

/**
 * What an operator does to one registered user: block or unblock (with undo), download their
 * data, erase them. Each tells its outcome once, in a notice; `onChanged` follows a change.
 */
export function useUserActions(company: string, project: string, onChanged: () => void) {
  const { LL } = useI18nContext();
  const texts = LL.users.notices;
  const [busy, setBusy] = useState<'block' | 'download' | 'erase' | null>(null);
  const failed = (error: ApiError | null) => noticeFailure(error?.message ?? LL.users.unreachable());

  async function block(person: Person, blocked: boolean): Promise<void> {
    setBusy('block');
    const result = await call(UserBlock, { company, project, user: person.id, blocked });
    setBusy(null);
    if (!result.ok) return void failed(result.error);
    onChanged();
    if (result.queued) return void noticeSuccess(texts.queued());
    const name = personName(person);
    noticeSuccess(blocked ? texts.blocked({ name }) : texts.unblocked({ name }), blocked ? () => void block(person, false) : undefined);
  }

  async function download(person: Person): Promise<void> {
    setBusy('download');
    const result = await downloadCall(UserExport, { company, project, user: person.id }, fileNameOf(person));
    setBusy(null);
    if (!result.ok) return void failed(result.error);
    noticeSuccess(texts.downloaded({ name: personName(person) }));
  }

  async function erase(person: Person): Promise<boolean> {
    setBusy('erase');
    const result = await call(UserErase, { company, project, user: person.id });
    setBusy(null);
    if (!result.ok) {
      failed(result.error);
      return false;
    }
    // Nothing of them stays on this device either.
    await forgetAnswer(UserGet, { company, project, user: person.id });
    onChanged();
    noticeSuccess(result.queued ? texts.queued() : texts.erased({ name: personName(person) }));
    return true;
  }

  return { busy, block, download, erase };
}
