import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';

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
      <Button color="red" variant="outline" disabled={disabled} onClick={() => setOpened(true)}>
        {LL.companies.archive()}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={LL.companies.archiveTitle()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
        <Text size="sm">{LL.companies.archiveConfirm({ name })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpened(false)}>
            {LL.companies.cancel()}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {LL.companies.archive()}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
