import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LoginStart } from '../../../contract/accounting.ts';
import { EMAIL_PATTERN } from '../../../contract/fields.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { call } from '../../lib/api.ts';
import { formFailure } from '../../lib/form-errors.ts';
import { firstOf, fits, required } from '../../lib/validation.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useLightForm } from './use-light-form.ts';

/** First sign-in step: email and password; on success the server has mailed a PIN. */
export function CredentialsForm({ onSent }: { onSent: (email: string) => void }) {
  const { LL, locale } = useI18nContext();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useLightForm(
    { Email: '', Password: '' },
    {
      Email: firstOf(required(LL.login.email(), locale), fits(EMAIL_PATTERN, 'email', LL.login.email(), locale)),
      Password: required(LL.login.password(), locale),
    },
  );

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setAlert(null);
    const result = await call(LoginStart, values);
    setBusy(false);
    if (result.ok) {
      onSent(values.Email.trim());
      return;
    }
    const failure = formFailure(result, LL.login.unreachable());
    setAlert(failure.message);
    form.setErrors(failure.fields);
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
          autoFocus
          {...form.getInputProps('Email')}
        />
        <PasswordInput
          label={LL.login.password()}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': LL.login.showPassword() }}
          {...form.getInputProps('Password')}
        />
        <Button type="submit" loading={busy}>
          {LL.login.continue()}
        </Button>
      </Stack>
    </form>
  );
}
