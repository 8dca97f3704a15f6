import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import classes from './password-field.module.css';

interface PasswordFieldProps extends Omit<TextInputProps, 'type' | 'rightSection'> {
  /** The toggle's name for screen readers ("Show password"); it says whether it is pressed. */
  toggleLabel: string;
}

/**
 * A password field with a button that shows what was typed: Mantine's TextInput and a plain
 * button, where PasswordInput would bring ActionIcon and its own parts to the sign-in page,
 * whose JavaScript has a budget (docs/decisions/0004).
 */
export function PasswordField({ toggleLabel, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      rightSection={
        <button type="button" className={classes.toggle} aria-label={toggleLabel} aria-pressed={shown} onClick={() => setShown((now) => !now)}>
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {shown ? null : <path d="M3 3l18 18" />}
          </svg>
        </button>
      }
    />
  );
}
