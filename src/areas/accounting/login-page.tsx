import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { SignedOutFrame } from '../../components/signed-out-frame.tsx';
import { afterSignIn } from '../../lib/after-sign-in.ts';
import { safeNext } from '../../lib/next-path.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { loginNote } from './login-note.ts';
import { PinForm } from './pin-form.tsx';

const RECOVERY_PATH = '/app/out/recovery';

/** Sign-in in two steps: email and password mail a PIN, the PIN opens the session. */
export function LoginPage() {
  const { LL } = useI18nContext();
  const [email, setEmail] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const note = loginNote(useLocation().state);
  const navigate = useNavigate();

  const signedIn = async () => {
    await afterSignIn();
    await navigate(safeNext(searchParams.get('next')), { replace: true });
  };

  return (
    <SignedOutFrame>
      {email === null && note && <FormAlert tone="success" message={LL.login[note]()} />}
      {email === null ? (
        <>
          <CredentialsForm onSent={setEmail} />
          <Anchor component={Link} to={RECOVERY_PATH} size="sm">
            {LL.login.forgot()}
          </Anchor>
        </>
      ) : (
        <PinForm email={email} onBack={() => setEmail(null)} onSignedIn={() => void signedIn()} />
      )}
    </SignedOutFrame>
  );
}
