import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DialogActions } from '../dialog-actions.tsx';

interface EditorDialogProps {
  opened: boolean;
  title: string;
  onClose(): void;
  /** The form, mounted anew at each opening so it starts from the editor's selection of the moment. */
  children: ReactNode;
}

/** A dialog of the editor. Focus goes back to the text by the form's own command, not to the toolbar button. */
export function EditorDialog({ opened, title, onClose, children }: EditorDialogProps) {
  const { LL } = useI18nContext();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered returnFocus={false} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      {opened ? children : null}
    </Modal>
  );
}

interface EditorFormProps {
  submitLabel: string;
  busy?: boolean;
  /** An action beside the form's own, at the left (removing a link). */
  aside?: ReactNode;
  onCancel(): void;
  onSubmit(): void;
  children: ReactNode;
}

/** The form inside an editor's dialog: its fields, then Cancel and the action. */
export function EditorForm({ submitLabel, busy, aside, onCancel, onSubmit, children }: EditorFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The dialog sits in a portal, but React passes its events up to the screen's own form.
        event.stopPropagation();
        onSubmit();
      }}
    >
      <Stack>
        {children}
        <Group justify={aside ? 'space-between' : 'flex-end'}>
          {aside}
          <DialogActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
        </Group>
      </Stack>
    </form>
  );
}
