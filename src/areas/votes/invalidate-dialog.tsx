import '@mantine/core/styles/Input.css';
import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';

interface InvalidateDialogProps {
  opened: boolean;
  /** How many votes it invalidates. */
  count: number;
  busy: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}

/** Asks before invalidating votes, with the reason that stays on them. */
export function InvalidateDialog({ opened, count, busy, onConfirm, onCancel }: InvalidateDialogProps) {
  const { LL } = useI18nContext();
  const texts = LL.votes.invalidate;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const written = reason.trim();
    if (written === '') return setError(texts.reasonRequired());
    onConfirm(written);
  };
  const cancel = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={texts.title()}
      confirmLabel={`${texts.confirm()} (${count})`}
      danger
      busy={busy}
      onConfirm={confirm}
      onCancel={cancel}
      field={
        <Textarea
          label={texts.reason()}
          placeholder={texts.reasonPlaceholder()}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={error}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
        />
      }
    >
      {texts.message()}
    </ConfirmDialog>
  );
}
