import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CompanyOperatorRevoke } from '../../../contract/operators.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { call } from '../../lib/api.ts';
import { formFailure } from '../../lib/form-errors.ts';
import type { CompanyOperator } from './operator-table.tsx';

interface RevokeModalProps {
  company: string;
  operator: CompanyOperator;
  onClose: () => void;
  /** `queued`: kept on this device, to be sent when the connection is back. */
  onRevoked: (queued: boolean) => void;
}

/** Asks before taking every role in the company from an operator. */
export function RevokeModal({ company, operator, onClose, onRevoked }: RevokeModalProps) {
  const { LL } = useI18nContext();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const revoke = async () => {
    setBusy(true);
    const result = await call(CompanyOperatorRevoke, { company, operator: operator.id });
    setBusy(false);
    if (result.ok) onRevoked(result.queued === true);
    else setAlert(formFailure(result, LL.operators.unreachable()).message);
  };

  return (
    <Modal opened onClose={onClose} title={LL.operators.revokeTitle()} closeButtonProps={{ 'aria-label': LL.operators.cancel() }}>
      <Stack>
        <FormAlert message={alert} />
        <Text size="sm">{LL.operators.revokeConfirm({ email: operator.email })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LL.operators.cancel()}
          </Button>
          <Button color="red" loading={busy} onClick={() => void revoke()}>
            {LL.operators.revoke()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
