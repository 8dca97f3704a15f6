import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RecoveryStart } from '../../../../contract/sign-in.ts';
import { EMAIL_PATTERN } from '../../../../contract/limits.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SignedOutFrame } from '../../../components/signed-out-frame.tsx';
import { call } from '../../../lib/api.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { LOGIN_PATH } from '../../../lib/next-path.ts';
import { firstOf, fits, required } from '../../../lib/validation.ts';

/** Asks for a recovery link; the answer reads the same whether or not the address is known. */
export function RecoveryPage() {
  const { LL, locale } = useI18nContext();
  const [sent, setSent] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { Email: '' },
    validate: { Email: firstOf(required(LL.login.email(), locale), fits(EMAIL_PATTERN, 'email', LL.login.email(), locale)) },
  });

  const { busy, alert, send } = useFormCall(form);

  const submit = form.onSubmit((values) => send(() => call(RecoveryStart, values), () => setSent(true)));

  return (
    <SignedOutFrame>
      {sent ? (
        <FormAlert tone="success" message={LL.recovery.sent()} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{LL.recovery.intro()}</Text>
            <FormAlert message={alert} />
            <TextInput label={LL.login.email()} type="email" autoComplete="username" required autoFocus {...form.getInputProps('Email')} />
            <Button type="submit" loading={busy}>
              {LL.recovery.send()}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={LOGIN_PATH} size="sm">
        {LL.recovery.backToLogin()}
      </Anchor>
    </SignedOutFrame>
  );
}
