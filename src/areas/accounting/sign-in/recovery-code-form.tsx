import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { LoginUnlock } from '../../../../contract/sign-in.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { call } from '../../../lib/api.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { required } from '../../../lib/validation.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useLightForm } from './use-light-form.ts';

interface RecoveryCodeFormProps {
  email: string;
  onUseCode: () => void;
  onSignedIn: () => void;
}

/** Second sign-in step without the phone: one of the operator's recovery codes, spent by signing in. */
export function RecoveryCodeForm({ email, onUseCode, onSignedIn }: RecoveryCodeFormProps) {
  const { LL, locale } = useI18nContext();
  const form = useLightForm({ RecoveryCode: '' }, { RecoveryCode: required(LL.totp.recoveryCode(), locale) });

  const { busy, alert, send } = useFormCall(form);

  const submit = form.onSubmit((values) =>
    send(() => call(LoginUnlock, { Email: email, RecoveryCode: values.RecoveryCode.trim() }), onSignedIn),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{LL.totp.recoveryIntro()}</Text>
        <FormAlert message={alert} />
        <TextInput
          label={LL.totp.recoveryCode()}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          {...form.getInputProps('RecoveryCode')}
        />
        <Button type="submit" loading={busy}>
          {LL.login.signIn()}
        </Button>
        <Button variant="subtle" onClick={onUseCode}>
          {LL.totp.useCode()}
        </Button>
      </Stack>
    </form>
  );
}
