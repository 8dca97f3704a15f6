import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { useI18nContext } from '../../i18n/i18n-react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormAlert } from './form-alert.tsx';

export interface RecordFormProps {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The fields, and any notice about the record (kept changes, a conflict) above them. */
  children: ReactNode;
  /** The primary action's words ("Save"); it sits at the right of the action bar. */
  submitLabel: string;
  busy?: boolean;
  /** The form's one error message (a refusal that names no field), shown once, beside the action. */
  error?: string | null;
  /** Secondary and destructive actions, at the left of the action bar. */
  secondary?: ReactNode;
  /** Unsaved changes: leaving the screen asks first. */
  dirty?: boolean;
  /** The form's width; fields read best at a measure, not across a wide screen. */
  maw?: number;
}

/**
 * A record's form: its fields, then an action bar that stays at the bottom of the window
 * while the form scrolls, with the form's error beside the primary action; leaving with
 * unsaved changes (a link, back, closing the tab) asks first.
 */
export function RecordForm({ onSubmit, children, submitLabel, busy, error, secondary, dirty = false, maw = 640 }: RecordFormProps) {
  const { LL } = useI18nContext();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !busy && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <form onSubmit={onSubmit} noValidate style={{ maxWidth: maw }}>
      <Stack>
        {children}
        <Paper
          withBorder
          p="sm"
          radius="sm"
          data-testid="action-bar"
          style={{ position: 'sticky', bottom: 0, zIndex: 2, background: 'var(--mantine-color-body)' }}
        >
          <Stack gap="xs">
            <FormAlert message={error ?? null} />
            <Group justify="space-between" gap="sm">
              <Group gap="sm">{secondary}</Group>
              <Button type="submit" loading={busy}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={LL.shell.kit.unsavedTitle()}
        confirmLabel={LL.shell.kit.leave()}
        cancelLabel={LL.shell.kit.stay()}
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {LL.shell.kit.unsavedText()}
      </ConfirmDialog>
    </form>
  );
}
