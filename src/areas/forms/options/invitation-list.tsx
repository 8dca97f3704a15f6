import '@mantine/core/styles/Group.css';
import { Group } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormInvitationRevoke, type FormInvitation } from '../../../../contract/forms.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { CardToolbarButton } from '../../../components/card-buttons.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataList, type Column } from '../../../components/data-list.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { call } from '../../../lib/api.ts';
import { noticeFailure, noticeSuccess } from '../../../lib/notices.ts';

interface InvitationListProps {
  scope: { company: string; project: string; form: string };
  /** Undefined while the list is on its way. */
  items: FormInvitation[] | undefined;
  onRevoked(): void;
}

/** The people invited, with when and by whom, whether they registered and sent the form; each may be revoked, after asking. */
export function InvitationList({ scope, items, onRevoked }: InvitationListProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.invitations;
  const [target, setTarget] = useState<FormInvitation | null>(null);
  const [busy, setBusy] = useState(false);

  const revoke = async (invitation: FormInvitation) => {
    setBusy(true);
    const result = await call(FormInvitationRevoke, { ...scope, invitation: invitation.id });
    setBusy(false);
    setTarget(null);
    if (result.ok && !result.queued) {
      noticeSuccess(texts.revoked({ email: invitation.email }));
      onRevoked();
    } else {
      noticeFailure(result.ok ? LL.forms.unreachable() : (result.error?.message ?? LL.forms.unreachable()));
    }
  };

  const columns: Column<FormInvitation>[] = [
    { key: 'email', header: texts.email(), primary: true, cell: (row) => row.email },
    { key: 'invited', header: texts.invitedAt(), cell: (row) => <RelativeTime value={row.created_at} /> },
    { key: 'by', header: texts.invitedBy(), cell: (row) => row.invited_by ?? texts.formerOperator() },
    {
      key: 'state',
      header: texts.state(),
      cell: (row) => (
        <Group gap={4} wrap="wrap">
          {row.registered ? <StatusBadge tone="info">{texts.registered()}</StatusBadge> : <StatusBadge tone="neutral">{texts.notRegistered()}</StatusBadge>}
          {row.submitted && <StatusBadge tone="positive">{texts.submitted()}</StatusBadge>}
        </Group>
      ),
    },
  ];
  return (
    <>
      <DataList
        label={texts.listTitle()}
        columns={columns}
        rows={items}
        rowKey={(row) => row.id}
        skeletonRows={3}
        empty={<EmptyState title={texts.emptyTitle()} message={texts.emptyMessage()} />}
        actions={(row) => (
          <CardToolbarButton
            size="xs"
            color="red"
            aria-label={texts.revokeLabel({ email: row.email })}
            leftSection={<IconUserMinus aria-hidden="true" size={14} />}
            onClick={() => setTarget(row)}
          >
            {texts.revoke()}
          </CardToolbarButton>
        )}
      />
      <ConfirmDialog
        opened={target !== null}
        title={target ? texts.revokeTitle({ email: target.email }) : ''}
        confirmLabel={texts.revoke()}
        danger
        busy={busy}
        onConfirm={() => target && void revoke(target)}
        onCancel={() => setTarget(null)}
      >
        {texts.revokeMessage()}
      </ConfirmDialog>
    </>
  );
}
