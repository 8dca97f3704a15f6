import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SignedOutFrame } from '../../../components/signed-out-frame.tsx';
import { afterSignIn } from '../../../lib/after-sign-in.ts';
import { safeNext } from '../../../lib/next-path.ts';
import { loginState } from './login-note.ts';
import { SignInSteps } from './sign-in-steps.tsx';
import { SsoButtons } from './sso-buttons.tsx';

/** The login page: the two sign-in steps, then the page that was asked for. */
export function LoginPage() {
  const { LL } = useI18nContext();
  const [searchParams] = useSearchParams();
  const state = loginState(useLocation().state);
  const note = state?.note;
  const navigate = useNavigate();

  const signedIn = async () => {
    await afterSignIn();
    await navigate(safeNext(searchParams.get('next')), { replace: true });
  };

  return (
    <SignedOutFrame>
      <SignInSteps
        note={note && <FormAlert tone="success" message={LL.login[note]()} />}
        email={state?.email}
        step={state?.step}
        onSignedIn={() => void signedIn()}
      />
      <SsoButtons />
    </SignedOutFrame>
  );
}
