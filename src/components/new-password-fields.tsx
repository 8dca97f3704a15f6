import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, PasswordInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '../../contract/limits.ts';
import { useI18nContext } from '../../i18n/i18n-react';
import { newPassword, required, sameAs } from '../lib/validation.ts';

/** The values of a new-password form. */
export interface NewPasswordValues {
  OldPassword: string;
  NewPassword: string;
  Repeat: string;
}

/** A new password typed twice, with the current one first when `askCurrent`. */
export function useNewPasswordForm(askCurrent: boolean): UseFormReturnType<NewPasswordValues> {
  const { LL, locale } = useI18nContext();
  return useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { OldPassword: '', NewPassword: '', Repeat: '' },
    validate: {
      OldPassword: askCurrent ? required(LL.password.current(), locale) : undefined,
      NewPassword: newPassword(LL.password.new(), locale),
      Repeat: (value, values) => sameAs(() => values.NewPassword, LL.password.repeat(), locale)(value),
    },
  });
}

interface NewPasswordFieldsProps {
  form: UseFormReturnType<NewPasswordValues>;
  askCurrent?: boolean;
  busy?: boolean;
  /** The submit button's words; without them the form's own action bar submits (RecordForm). */
  submitLabel?: string;
}

/** The password inputs of a new-password form, and its submit button on the signed-out pages. */
export function NewPasswordFields({ form, askCurrent = false, busy, submitLabel }: NewPasswordFieldsProps) {
  const { LL } = useI18nContext();
  const toggle = { 'aria-label': LL.login.showPassword() };
  return (
    <>
      {askCurrent && (
        <PasswordInput
          label={LL.password.current()}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('OldPassword')}
        />
      )}
      <PasswordInput
        label={LL.password.new()}
        description={LL.password.rule({ min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        {...form.getInputProps('NewPassword')}
      />
      <PasswordInput
        label={LL.password.repeat()}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        {...form.getInputProps('Repeat')}
      />
      {submitLabel && (
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      )}
    </>
  );
}
