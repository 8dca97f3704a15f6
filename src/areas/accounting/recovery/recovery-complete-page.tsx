import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { RecoveryComplete } from '../../../../contract/sign-in.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { NewPasswordFields, useNewPasswordForm } from '../../../components/new-password-fields.tsx';
import { SignedOutFrame } from '../../../components/signed-out-frame.tsx';
import { call } from '../../../lib/api.ts';
import { renameFields } from '../../../lib/form-errors.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { LOGIN_PATH } from '../../../lib/next-path.ts';
import { withLoginNote } from '../sign-in/login-note.ts';

/** Sets a new password from a mailed recovery link, then leads to the login page. */
export function RecoveryCompletePage() {
  const { LL } = useI18nContext();
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const form = useNewPasswordForm(false);

  const { busy, alert, send } = useFormCall(form);

  const submit = form.onSubmit((values) =>
    send(
      () => call(RecoveryComplete, { Token: token, Password: values.NewPassword }),
      () => void navigate(LOGIN_PATH, { replace: true, state: withLoginNote('recovered') }),
      // The call names the new password `Password`; the form shows it on its new-password input.
      (fields) => renameFields(fields, { Password: 'NewPassword' }),
    ),
  );

  return (
    <SignedOutFrame>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{LL.recovery.newIntro()}</Text>
          <FormAlert message={alert} />
          <NewPasswordFields form={form} busy={busy} submitLabel={LL.recovery.save()} />
        </Stack>
      </form>
      <Anchor component={Link} to={LOGIN_PATH} size="sm">
        {LL.recovery.backToLogin()}
      </Anchor>
    </SignedOutFrame>
  );
}
