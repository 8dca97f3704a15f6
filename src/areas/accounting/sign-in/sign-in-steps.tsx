import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LoginStep } from '../../../../contract/sign-in.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { CredentialsForm } from './credentials-form.tsx';

// The second step's forms load when the first is sent, beside the server's answer to it (or at
// once, when a second step is open from the start): the sign-in page's first paint needs neither.
const loadPinForm = () => import('./pin-form.tsx');
const PinForm = lazy(async () => ({ default: (await loadPinForm()).PinForm }));
const RecoveryCodeForm = lazy(async () => ({ default: (await import('./recovery-code-form.tsx')).RecoveryCodeForm }));
const preloadSecondStep = () => void loadPinForm().catch(() => undefined);

const RECOVERY_PATH = '/app/out/recovery';

/** The second step on screen: the mailed PIN, the authenticator app's code, or a recovery code instead. */
type SecondStep = { email: string; form: LoginStep | 'recovery' };

interface SignInStepsProps {
  /** Shown above the first step, or above a second step that was open from the start (a note such as "your password was changed"). */
  note?: ReactNode;
  /** The address, when another screen knows it: the first step starts with it filled in. */
  email?: string | undefined;
  /** A second step already open for this browser (an accepted invitation's), shown at once for `email`. */
  step?: LoginStep | undefined;
  onSignedIn: () => void;
}

/**
 * Sign-in in two steps: email and password, then the mailed PIN or the authenticator
 * app's code (or one of its recovery codes) opens the session. The login page shows it, and
 * so does the dialog that signs an operator in again without leaving their screen.
 */
export function SignInSteps({ note, email, step, onSignedIn }: SignInStepsProps) {
  const { LL } = useI18nContext();
  const opened = email && step ? { email, form: step } : null;
  const [second, setSecond] = useState<SecondStep | null>(opened);

  return (
    <>
      {(second === null || second === opened) && note}
      {second === null && (
        <>
          <CredentialsForm email={email} onSending={preloadSecondStep} onSent={(sent, form) => setSecond({ email: sent, form })} />
          <Anchor component={Link} to={RECOVERY_PATH} size="sm">
            {LL.login.forgot()}
          </Anchor>
        </>
      )}
      <Suspense fallback={null}>
        {second?.form === 'recovery' && (
          <RecoveryCodeForm email={second.email} onUseCode={() => setSecond({ ...second, form: 'totp' })} onSignedIn={onSignedIn} />
        )}
        {second && second.form !== 'recovery' && (
          <PinForm
            key={second.form}
            email={second.email}
            step={second.form}
            onBack={() => setSecond(null)}
            onSignedIn={onSignedIn}
            onRecovery={second.form === 'totp' ? () => setSecond({ ...second, form: 'recovery' }) : undefined}
          />
        )}
      </Suspense>
    </>
  );
}
