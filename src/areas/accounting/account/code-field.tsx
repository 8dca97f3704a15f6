import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { codeDigits } from './code-digits.ts';

/** What a Mantine form gives a field: its value, error and handlers. */
type InputProps = ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']>;

interface CodeFieldProps {
  label: string;
  required?: boolean;
  inputProps: InputProps;
  /** Gets the digits of what was typed or pasted, at most six. */
  onDigits: (digits: string) => void;
}

/** The six digits of an authenticator app's code: spaces and other characters fall away as they are typed. */
export function CodeField({ label, required, inputProps, onDigits }: CodeFieldProps) {
  return (
    <TextInput
      label={label}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      required={required}
      {...inputProps}
      onChange={(event) => onDigits(codeDigits(event.currentTarget.value))}
    />
  );
}

/** A set-up form's two buttons: the action, and going back without it. */
export function SubmitOrCancel({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) {
  const { LL } = useI18nContext();
  return (
    <Group>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
      <Button variant="subtle" onClick={onCancel}>
        {LL.accounting.totp.cancel()}
      </Button>
    </Group>
  );
}
