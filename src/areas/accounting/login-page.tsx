import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginStep } from '../../../contract/accounting.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { SignedOutFrame } from '../../components/signed-out-frame.tsx';
import { afterSignIn } from '../../lib/after-sign-in.ts';
import { safeNext } from '../../lib/next-path.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { loginNote } from './login-note.ts';
import { PinForm } from './pin-form.tsx';
import { RecoveryCodeForm } from './recovery-code-form.tsx';

const RECOVERY_PATH = '/app/out/recovery';

/** The second step on screen: the mailed PIN, the authenticator app's code, or a recovery code instead. */
type SecondStep = { email: string; form: LoginStep | 'recovery' };

/**
 * Sign-in in two steps: email and password, then the mailed PIN or the authenticator
 * app's code (or one of its recovery codes) opens the session.
 */
export function LoginPage() {
  const { LL } = useI18nContext();
  const [second, setSecond] = useState<SecondStep | null>(null);
  const [searchParams] = useSearchParams();
  const note = loginNote(useLocation().state);
  const navigate = useNavigate();

  const signedIn = async () => {
    await afterSignIn();
    await navigate(safeNext(searchParams.get('next')), { replace: true });
  };

  return (
    <SignedOutFrame>
      {second === null && note && <FormAlert tone="success" message={LL.login[note]()} />}
      {second === null && (
        <>
          <CredentialsForm onSent={(email, form) => setSecond({ email, form })} />
          <Anchor component={Link} to={RECOVERY_PATH} size="sm">
            {LL.login.forgot()}
          </Anchor>
        </>
      )}
      {second?.form === 'recovery' && (
        <RecoveryCodeForm
          email={second.email}
          onUseCode={() => setSecond({ ...second, form: 'totp' })}
          onSignedIn={() => void signedIn()}
        />
      )}
      {second && second.form !== 'recovery' && (
        <PinForm
          key={second.form}
          email={second.email}
          step={second.form}
          onBack={() => setSecond(null)}
          onSignedIn={() => void signedIn()}
          onRecovery={second.form === 'totp' ? () => setSecond({ ...second, form: 'recovery' }) : undefined}
        />
      )}
    </SignedOutFrame>
  );
}
