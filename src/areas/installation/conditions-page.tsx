import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConditionList, ConditionWithdraw, type Condition } from '../../../contract/installation.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { Screen } from '../../components/screen.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { ConditionTable, type ConditionActions } from './conditions/condition-table.tsx';
import { PublishDialog } from './conditions/publish-dialog.tsx';
import { VersionsDialog } from './conditions/versions-dialog.tsx';

type Dialog =
  | { kind: 'publish'; condition: Condition | null }
  | { kind: 'history'; key: string; title: string }
  | { kind: 'withdraw'; condition: Condition; title: string }
  | null;

/**
 * The installation's conditions (terms, privacy notice...), each in its current version: a new
 * condition or a new version is published, never an old one changed; a condition is withdrawn
 * and published again; every version stays readable.
 */
export function ConditionsPage() {
  const { LL } = useI18nContext();
  const texts = LL.installation.conditions;
  const list = useCached(ConditionList, {});
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setDialog(null);

  async function setWithdrawn(condition: Condition, title: string, withdrawn: boolean) {
    setBusy(true);
    const result = await call(ConditionWithdraw, { key: condition.key, withdrawn, version: condition.version });
    setBusy(false);
    close();
    if (result.ok && result.queued) return void noticeSuccess(LL.shell.sync.queued());
    if (!result.ok) return void noticeFailure(result.error?.message ?? LL.login.unreachable());
    const undo = () => void setWithdrawn(result.data.entity, title, !withdrawn);
    noticeSuccess(withdrawn ? texts.withdrawnDone({ title }) : texts.restoredDone({ title }), undo);
    list.reload();
  }

  const actions: ConditionActions = {
    history: (row) => setDialog({ kind: 'history', key: row.key, title: row.title }),
    publish: (condition) => setDialog({ kind: 'publish', condition }),
    withdraw: (condition, title) => setDialog({ kind: 'withdraw', condition, title }),
    restore: (condition, title) => void setWithdrawn(condition, title, false),
  };
  const published = (entity: Condition | null, title: string) => {
    close();
    if (!entity) return void noticeSuccess(texts.queued());
    noticeSuccess(texts.publishedDone({ number: entity.version, title }));
    list.reload();
  };

  const newCondition = (
    <Button leftSection={<IconFilePlus aria-hidden="true" size={18} />} onClick={() => setDialog({ kind: 'publish', condition: null })}>
      {texts.newCondition()}
    </Button>
  );
  return (
    <Screen actions={newCondition} description={texts.description()}>
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <ConditionTable
          items={list.data?.items}
          actions={actions}
          empty={<EmptyState title={texts.emptyTitle()} message={texts.emptyMessage()} action={newCondition} />}
        />
      )}
      {dialog?.kind === 'publish' && <PublishDialog current={dialog.condition} onClose={close} onPublished={published} />}
      {dialog?.kind === 'history' && <VersionsDialog conditionKey={dialog.key} title={dialog.title} onClose={close} />}
      <ConfirmDialog
        opened={dialog?.kind === 'withdraw'}
        title={dialog?.kind === 'withdraw' ? texts.withdrawTitle({ title: dialog.title }) : ''}
        confirmLabel={texts.withdraw()}
        danger
        busy={busy}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'withdraw' && void setWithdrawn(dialog.condition, dialog.title, true)}
      >
        {texts.withdrawText()}
      </ConfirmDialog>
    </Screen>
  );
}
