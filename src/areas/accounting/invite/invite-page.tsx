import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { InviteNext } from '../../../../contract/sign-in.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SignedOutFrame } from '../../../components/signed-out-frame.tsx';
import { afterSignIn } from '../../../lib/after-sign-in.ts';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/next-path.ts';
import { InviteForm } from './invite-form.tsx';
import { withLoginNote } from '../sign-in/login-note.ts';
import { useInvite } from './use-invite.ts';

/**
 * Opens a mailed invitation: shows the invited address and accepts it. The operator is then
 * signed in and lands on Home; one whose authenticator app must still give its code goes to that
 * step of the login page, and anyone else to the login form with the address filled in.
 */
export function InvitePage() {
  const { LL } = useI18nContext();
  const token = useParams().token ?? '';
  const invite = useInvite(token);
  const navigate = useNavigate();
  const accepted = async (email: string, next: InviteNext) => {
    if (next === 'signed_in') {
      await afterSignIn();
      await navigate(HOME_PATH, { replace: true });
      return;
    }
    const known = next === 'totp' ? { email, step: 'totp' as const } : { email };
    await navigate(LOGIN_PATH, { replace: true, state: withLoginNote('invited', known) });
  };

  return (
    <SignedOutFrame>
      {invite.status === 'checking' && <Text size="sm">{LL.invite.checking()}</Text>}
      {invite.status === 'invalid' && <FormAlert message={invite.message ?? LL.login.unreachable()} />}
      {invite.status === 'valid' && (
        <InviteForm
          token={token}
          email={invite.email}
          existing={invite.existing}
          onAccepted={(next) => void accepted(invite.email, next)}
        />
      )}
      <Anchor component={Link} to={LOGIN_PATH} size="sm">
        {LL.recovery.backToLogin()}
      </Anchor>
    </SignedOutFrame>
  );
}
