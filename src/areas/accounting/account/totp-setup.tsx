import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Code, Image, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TotpConfirm, type TotpStart } from '../../../../contract/accounting.ts';
import type { EndpointOutput } from '../../../../contract/endpoint.ts';
import { PIN_PATTERN } from '../../../../contract/limits.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { call } from '../../../lib/api.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { firstOf, fits, required } from '../../../lib/validation.ts';
import { CodeField, SubmitOrCancel } from './code-field.tsx';

interface TotpSetupProps {
  setup: EndpointOutput<typeof TotpStart>;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

// Groups of four read and type more easily, and authenticator apps ignore the spaces.
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The QR code and the key of a new authenticator app, and the first code that turns the app on. */
export function TotpSetup({ setup, onEnabled, onCancel }: TotpSetupProps) {
  const { LL, locale } = useI18nContext();
  const form = useForm({
    mode: 'controlled',
    initialValues: { Code: '' },
    validate: { Code: firstOf(required(LL.totp.code(), locale), fits(PIN_PATTERN, 'invalid', LL.totp.code(), locale)) },
  });
  const { busy, alert, send } = useFormCall(form);

  const submit = form.onSubmit((values) => send(() => call(TotpConfirm, values), (data) => onEnabled(data.RecoveryCodes)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{LL.accounting.totp.scan()}</Text>
        <Image src={setup.Qr} alt={LL.accounting.totp.qrAlt()} w={200} h={200} fit="contain" />
        <Text size="sm">{LL.accounting.totp.manual()}</Text>
        <Code block data-testid="totp-secret">
          {grouped(setup.Secret)}
        </Code>
        <FormAlert message={alert} />
        <CodeField
          label={LL.totp.code()} required
          inputProps={form.getInputProps('Code')}
          onDigits={(digits) => form.setFieldValue('Code', digits)}
        />
        <SubmitOrCancel label={LL.accounting.totp.confirm()} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
