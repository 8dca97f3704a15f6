import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PIN_PATTERN } from '../../../../contract/limits.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import type { ApiResult, Queued } from '../../../lib/api.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { fits } from '../../../lib/validation.ts';
import { CodeField, SubmitOrCancel } from './code-field.tsx';

/** What proves it is the operator: the password or a code of the app; only the one typed is sent. */
export interface Proof {
  Password?: string;
  Code?: string;
}

interface TotpProofFormProps<T> {
  submitLabel: string;
  request: (proof: Proof) => Promise<ApiResult<T> | Queued>;
  onDone: (data: T) => void;
  onCancel: () => void;
}

/** Asks for the password or a code of the app before the second sign-in step changes. */
export function TotpProofForm<T>({ submitLabel, request, onDone, onCancel }: TotpProofFormProps<T>) {
  const { LL, locale } = useI18nContext();
  const form = useForm({
    mode: 'controlled',
    initialValues: { Password: '', Code: '' },
    validate: {
      Password: (value, values) => (value === '' && values.Code === '' ? LL.accounting.totp.proofHint() : null),
      Code: (value) => (value === '' ? null : fits(PIN_PATTERN, 'invalid', LL.accounting.totp.appCode(), locale)(value)),
    },
  });
  const { busy, alert, send } = useFormCall(form);

  const submit = form.onSubmit((values) =>
    send(() => request(values.Code ? { Code: values.Code } : { Password: values.Password }), onDone),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{LL.accounting.totp.proofIntro()}</Text>
        <FormAlert message={alert} />
        <PasswordInput
          label={LL.accounting.totp.password()}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': LL.login.showPassword() }}
          {...form.getInputProps('Password')}
        />
        <CodeField
          label={LL.accounting.totp.appCode()}
          inputProps={form.getInputProps('Code')}
          onDigits={(digits) => form.setFieldValue('Code', digits)}
        />
        <SubmitOrCancel label={submitLabel} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
