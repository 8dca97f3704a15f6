import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { LoginUnlock, type LoginStep } from '../../../../contract/sign-in.ts';
import { PIN_PATTERN } from '../../../../contract/limits.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { call } from '../../../lib/api.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { firstOf, fits, required } from '../../../lib/validation.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useLightForm } from './use-light-form.ts';

const PIN_LENGTH = 6;

// Keeps the digits only, so a PIN pasted from a mail with spaces or a label still fits.
function pinDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PIN_LENGTH);
}

interface PinFormProps {
  email: string;
  /** What the six digits are: the mailed PIN, or the authenticator app's code. */
  step: LoginStep;
  onBack: () => void;
  onSignedIn: () => void;
  /** Switches to a recovery code; offered with the app's code only. */
  onRecovery?: () => void;
}

/** Second sign-in step: the mailed PIN, or the authenticator app's code, opens the session. */
export function PinForm({ email, step, onBack, onSignedIn, onRecovery }: PinFormProps) {
  const { LL, locale } = useI18nContext();
  const app = step === 'totp';
  const label = app ? LL.totp.code() : LL.login.pin();
  const form = useLightForm({ Pin: '' }, { Pin: firstOf(required(label, locale), fits(PIN_PATTERN, 'invalid', label, locale)) });

  const { busy, alert, send } = useFormCall(form);

  const submit = form.onSubmit((values) => send(() => call(LoginUnlock, { Email: email, Pin: values.Pin }), onSignedIn));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{app ? LL.totp.codeIntro() : LL.login.pinIntro({ email })}</Text>
        <FormAlert message={alert} />
        <TextInput
          label={label}
          description={app ? LL.totp.codeDescription() : LL.login.pinDescription()}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={PIN_LENGTH}
          required
          autoFocus
          {...form.getInputProps('Pin')}
          onChange={(event) => form.setFieldValue('Pin', pinDigits(event.currentTarget.value))}
          onPaste={(event) => {
            event.preventDefault();
            form.setFieldValue('Pin', pinDigits(event.clipboardData.getData('text')));
          }}
        />
        <Button type="submit" loading={busy}>
          {LL.login.signIn()}
        </Button>
        {onRecovery && (
          <Button variant="subtle" onClick={onRecovery}>
            {LL.totp.useRecovery()}
          </Button>
        )}
        <Button variant="subtle" onClick={onBack}>
          {LL.login.back()}
        </Button>
      </Stack>
    </form>
  );
}
