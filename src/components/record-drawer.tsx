import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormSkeleton } from './form-skeleton.tsx';

interface RecordDrawerProps {
  /** Whether a record (or a new one) is being edited. */
  opened: boolean;
  title: string;
  /** Whether its form can show: a new record at once, a stored one once the list that holds it is read. */
  ready: boolean;
  /** How many fields the placeholder shows while it cannot. */
  fields: number;
  size?: 'lg' | 'xl';
  onClose(): void;
  /** The record's form, told how to report that it has unsaved changes. */
  children(onDirty: (dirty: boolean) => void): ReactNode;
}

/**
 * A record's form beside its list, in a drawer (the whole screen on a phone): closing it with
 * unsaved changes asks first whether to leave them. The senders, the sign-in providers and the
 * announcements edit their records in it.
 */
export function RecordDrawer({ opened, title, ready, fields, size = 'lg', onClose, children }: RecordDrawerProps) {
  const { LL } = useI18nContext();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    setDirty(false);
    onClose();
  };
  return (
    <>
      <Drawer
        opened={opened}
        onClose={() => (dirty ? setAsking(true) : close())}
        position="right"
        size={wide ? size : '100%'}
        title={title}
        closeButtonProps={{ 'aria-label': LL.app.close() }}
      >
        {opened ? ready ? children(setDirty) : <FormSkeleton fields={fields} /> : null}
      </Drawer>
      <ConfirmDialog
        opened={asking}
        title={LL.shell.kit.unsavedTitle()}
        confirmLabel={LL.shell.kit.leave()}
        cancelLabel={LL.shell.kit.stay()}
        danger
        onConfirm={close}
        onCancel={() => setAsking(false)}
      >
        {LL.shell.kit.unsavedText()}
      </ConfirmDialog>
    </>
  );
}
