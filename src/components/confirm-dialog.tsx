import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What happens if confirmed, in a sentence or two. */
  children: ReactNode;
  /** The confirming button's words: the action itself ("Archive"), never a bare "OK". */
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action: the confirming button is red. */
  danger?: boolean;
  /** What the action needs asked with it (the reason of an invalidation), under the sentence. */
  field?: ReactNode;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action that cannot be taken back: cancel on the left, the action on the right. */
export function ConfirmDialog({ opened, title, children, confirmLabel, cancelLabel, danger, busy, field, onConfirm, onCancel }: ConfirmDialogProps) {
  const { LL } = useI18nContext();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <Stack>
        <Text size="sm">{children}</Text>
        {field}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel ?? LL.shell.kit.cancel()}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
