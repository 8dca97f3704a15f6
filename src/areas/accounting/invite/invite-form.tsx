import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { InviteAccept, type InviteNext } from '../../../../contract/sign-in.ts';
import { NAME_MAX_LENGTH } from '../../../../contract/limits.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { call } from '../../../lib/api.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { firstOf, maxLength, newPassword, required } from '../../../lib/validation.ts';

interface InviteFormProps {
  token: string;
  email: string;
  /** An existing operator only proves their password; a new one also gives a first name. */
  existing: boolean;
  /** Told what follows: signed in, the authenticator app's step, or a plain sign-in. */
  onAccepted: (next: InviteNext) => void;
}

/** Accepts an invite: first name and a new password, or the existing operator's password. */
export function InviteForm({ token, email, existing, onAccepted }: InviteFormProps) {
  const { LL, locale } = useI18nContext();
  const form = useForm({
    mode: 'controlled',
    initialValues: { FirstName: '', Password: '' },
    validate: {
      FirstName: existing ? undefined : firstOf(required(LL.invite.firstName(), locale), maxLength(LL.invite.firstName(), NAME_MAX_LENGTH, locale)),
      Password: existing ? required(LL.invite.password(), locale) : newPassword(LL.invite.password(), locale),
    },
  });

  const { busy, alert, send } = useFormCall(form);

  const submit = form.onSubmit((values) => {
    const payload = existing ? { Token: token, Password: values.Password } : { Token: token, ...values };
    return send(() => call(InviteAccept, payload), (data) => onAccepted(data.Next));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{existing ? LL.invite.existingIntro({ email }) : LL.invite.newIntro({ email })}</Text>
        <FormAlert message={alert} />
        {!existing && (
          <TextInput label={LL.invite.firstName()} autoComplete="given-name" required autoFocus {...form.getInputProps('FirstName')} />
        )}
        <PasswordInput
          label={LL.invite.password()}
          autoComplete={existing ? 'current-password' : 'new-password'}
          required
          autoFocus={existing}
          visibilityToggleButtonProps={{ 'aria-label': LL.login.showPassword() }}
          {...form.getInputProps('Password')}
        />
        <Button type="submit" loading={busy}>
          {LL.invite.accept()}
        </Button>
      </Stack>
    </form>
  );
}
