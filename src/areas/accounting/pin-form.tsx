import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { LoginUnlock } from '../../../contract/accounting.ts';
import { PIN_PATTERN } from '../../../contract/limits.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { call } from '../../lib/api.ts';
import { useFormCall } from '../../lib/use-form-call.ts';
import { firstOf, fits, required } from '../../lib/validation.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useLightForm } from './use-light-form.ts';

const PIN_LENGTH = 6;

// Keeps the digits only, so a PIN pasted from a mail with spaces or a label still fits.
function pinDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PIN_LENGTH);
}

interface PinFormProps {
  email: string;
  onBack: () => void;
  onSignedIn: () => void;
}

/** Second sign-in step: the mailed PIN opens the session. */
export function PinForm({ email, onBack, onSignedIn }: PinFormProps) {
  const { LL, locale } = useI18nContext();
  const form = useLightForm({ Pin: '' }, { Pin: firstOf(required(LL.login.pin(), locale), fits(PIN_PATTERN, 'invalid', LL.login.pin(), locale)) });

  const { busy, alert, send } = useFormCall(form.setErrors);

  const submit = form.onSubmit((values) => send(() => call(LoginUnlock, { Email: email, Pin: values.Pin }), onSignedIn));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{LL.login.pinIntro({ email })}</Text>
        <FormAlert message={alert} />
        <TextInput
          label={LL.login.pin()}
          description={LL.login.pinDescription()}
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
        <Button variant="subtle" onClick={onBack}>
          {LL.login.back()}
        </Button>
      </Stack>
    </form>
  );
}
