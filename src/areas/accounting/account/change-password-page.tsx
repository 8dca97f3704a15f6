import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PasswordChange } from '../../../../contract/accounting.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { NewPasswordFields, useNewPasswordForm } from '../../../components/new-password-fields.tsx';
import { Screen } from '../../../components/screen.tsx';
import { call } from '../../../lib/api.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { HOME_PATH } from '../../../lib/next-path.ts';

/** The forced variant of the password page, reached with `account/password/f`. */
const FORCED = 'f';

/**
 * Changes the password. Forced (a generated or reset password): no current password is
 * asked and the operator goes Home afterwards; otherwise the current one is asked.
 */
export function ChangePasswordPage() {
  const { LL } = useI18nContext();
  const forced = useParams().force === FORCED;
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useNewPasswordForm(!forced);

  const { busy, alert, send } = useFormCall(form.setErrors);

  const submit = form.onSubmit((values) => {
    setDone(false);
    const payload = forced ? { NewPassword: values.NewPassword } : { OldPassword: values.OldPassword, NewPassword: values.NewPassword };
    return send(
      () => call(PasswordChange, payload),
      () => {
        if (forced) {
          void navigate(HOME_PATH, { replace: true });
          return;
        }
        form.reset();
        setDone(true);
      },
    );
  });

  return (
    <Screen>
      <form onSubmit={submit} noValidate style={{ maxWidth: 440 }}>
        <Stack>
          <Text size="sm">{forced ? LL.accounting.password.forcedIntro() : LL.accounting.password.intro()}</Text>
          <FormAlert message={alert} />
          <FormAlert tone="success" message={done ? LL.accounting.password.saved() : null} />
          <NewPasswordFields form={form} askCurrent={!forced} busy={busy} submitLabel={LL.accounting.password.save()} />
        </Stack>
      </form>
    </Screen>
  );
}
