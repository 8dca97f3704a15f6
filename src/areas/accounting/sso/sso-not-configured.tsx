import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { SignedOutFrame } from '../../../components/signed-out-frame.tsx';
import { LOGIN_PATH } from '../../../lib/next-path.ts';

/** What the single sign-on screens show while no provider is configured. */
export function SsoNotConfigured() {
  const { LL } = useI18nContext();
  return (
    <SignedOutFrame>
      <Text size="sm">{LL.sso.notConfigured()}</Text>
      <Anchor component={Link} to={LOGIN_PATH} size="sm">
        {LL.recovery.backToLogin()}
      </Anchor>
    </SignedOutFrame>
  );
}
