import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SignedOutFrame } from '../../../components/signed-out-frame.tsx';
import { LOGIN_PATH } from '../../../lib/next-path.ts';
import { InviteForm } from './invite-form.tsx';
import { withLoginNote } from '../sign-in/login-note.ts';
import { useInvite } from './use-invite.ts';

/** Opens a mailed invitation: shows the invited address and accepts it, then leads to the login page. */
export function InvitePage() {
  const { LL } = useI18nContext();
  const token = useParams().token ?? '';
  const invite = useInvite(token);
  const navigate = useNavigate();
  const accepted = () => void navigate(LOGIN_PATH, { replace: true, state: withLoginNote('invited') });

  return (
    <SignedOutFrame>
      {invite.status === 'checking' && <Text size="sm">{LL.invite.checking()}</Text>}
      {invite.status === 'invalid' && <FormAlert message={invite.message ?? LL.login.unreachable()} />}
      {invite.status === 'valid' && (
        <InviteForm token={token} email={invite.email} existing={invite.existing} onAccepted={accepted} />
      )}
      <Anchor component={Link} to={LOGIN_PATH} size="sm">
        {LL.recovery.backToLogin()}
      </Anchor>
    </SignedOutFrame>
  );
}
