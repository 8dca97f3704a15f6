import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { PasswordChange } from '../../../../contract/accounting.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { NewPasswordFields, useNewPasswordForm } from '../../../components/new-password-fields.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import { Screen } from '../../../components/screen.tsx';
import { call } from '../../../lib/api.ts';
import { noticeSuccess } from '../../../lib/notices.ts';
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
  const form = useNewPasswordForm(!forced);

  const { busy, alert, send } = useFormCall(form);

  const submit = form.onSubmit((values) => {
    const payload = forced ? { NewPassword: values.NewPassword } : { OldPassword: values.OldPassword, NewPassword: values.NewPassword };
    return send(
      () => call(PasswordChange, payload),
      () => {
        if (forced) {
          void navigate(HOME_PATH, { replace: true });
          return;
        }
        form.reset();
        noticeSuccess(LL.accounting.password.saved());
      },
    );
  });

  return (
    <Screen>
      <RecordForm onSubmit={submit} submitLabel={LL.accounting.password.save()} busy={busy} error={alert} dirty={form.isDirty()} maw={480}>
        <Text size="sm">{forced ? LL.accounting.password.forcedIntro() : LL.accounting.password.intro()}</Text>
        <NewPasswordFields form={form} askCurrent={!forced} />
      </RecordForm>
    </Screen>
  );
}
