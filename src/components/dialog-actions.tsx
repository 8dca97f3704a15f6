import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group } from '@mantine/core';
import { useI18nContext } from '../../i18n/i18n-react';

interface DialogActionsProps {
  /** The submit button's words: the action itself ("Create"), never a bare "OK". */
  submitLabel: string;
  busy?: boolean;
  disabled?: boolean;
  onCancel(): void;
}

/** The end of a dialog's form: Cancel on the left, the action (the form's submit) on the right. */
export function DialogActions({ submitLabel, busy, disabled, onCancel }: DialogActionsProps) {
  const { LL } = useI18nContext();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {LL.shell.kit.cancel()}
      </Button>
      <Button type="submit" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
