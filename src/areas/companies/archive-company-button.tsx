import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';

interface ArchiveProps {
  name: string;
  disabled: boolean;
  onConfirm(): Promise<void>;
}

/** Archives after a confirmation: an archived company closes to everyone but installation admins. */
export function ArchiveCompanyButton({ name, disabled, onConfirm }: ArchiveProps) {
  const { LL } = useI18nContext();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await onConfirm();
    setBusy(false);
    setOpened(false);
  };
  return (
    <>
      <Button color="red" variant="outline" disabled={disabled} leftSection={<IconArchive aria-hidden="true" size={16} />} onClick={() => setOpened(true)}>
        {LL.companies.archive()}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={LL.companies.archiveTitle()}
        confirmLabel={LL.companies.archive()}
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpened(false)}
      >
        {LL.companies.archiveConfirm({ name })}
      </ConfirmDialog>
    </>
  );
}
