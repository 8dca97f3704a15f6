import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { LoginStart, type LoginStep } from '../../../../contract/sign-in.ts';
import { EMAIL_PATTERN } from '../../../../contract/limits.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { call } from '../../../lib/api.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { firstOf, fits, required } from '../../../lib/validation.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { useLightForm } from './use-light-form.ts';

interface CredentialsFormProps {
  /** The address to start with, when another screen knows it. */
  email?: string | undefined;
  /** Called as valid credentials go to the server, before its answer. */
  onSending?: () => void;
  onSent: (email: string, step: LoginStep) => void;
}

/** First sign-in step: email and password; on success the server tells the second step (and has mailed a PIN for it). */
export function CredentialsForm({ email, onSending, onSent }: CredentialsFormProps) {
  const { LL, locale } = useI18nContext();
  const form = useLightForm(
    { Email: email ?? '', Password: '' },
    {
      Email: firstOf(required(LL.login.email(), locale), fits(EMAIL_PATTERN, 'email', LL.login.email(), locale)),
      Password: required(LL.login.password(), locale),
    },
  );

  const { busy, alert, send } = useFormCall(form);

  const submit = form.onSubmit((values) => {
    onSending?.();
    return send(() => call(LoginStart, values), (data) => onSent(values.Email.trim(), data.Step));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{LL.login.intro()}</Text>
        <FormAlert message={alert} />
        <TextInput
          label={LL.login.email()}
          type="email"
          autoComplete="username"
          required
          autoFocus={!email}
          {...form.getInputProps('Email')}
        />
        <PasswordField
          label={LL.login.password()}
          autoComplete="current-password"
          required
          autoFocus={Boolean(email)}
          toggleLabel={LL.login.showPassword()}
          {...form.getInputProps('Password')}
        />
        <Button type="submit" loading={busy}>
          {LL.login.continue()}
        </Button>
      </Stack>
    </form>
  );
}
