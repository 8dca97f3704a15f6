import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { ssoStartPath } from '../../../../contract/sso-start.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { SignedOutFrame } from '../../../components/signed-out-frame.tsx';

/** The providers' screen, where a test is started from and goes back to. */
const PROVIDERS_PATH = '/app/in/admin/installation/sso';

/**
 * Starts an admin's test of a provider: a whole sign-in through it as a dry run, whose report the
 * result page shows. The server starts it for a signed-in installation admin only.
 */
export function SsoTestPage() {
  const { LL } = useI18nContext();
  const id = useParams().id ?? '';
  const words = LL.accounting.ssoTest;
  return (
    <SignedOutFrame>
      <Stack gap="md">
        <Text size="sm">{words.testIntro()}</Text>
        {/* A whole page's navigation: the server sends the browser on to the provider. */}
        <Button component="a" href={ssoStartPath(id, true)}>
          {words.testStart()}
        </Button>
        <Text size="xs" c="dimmed">
          {words.testOnlyAdmins()}
        </Text>
        <Anchor component={Link} to={PROVIDERS_PATH} size="sm">
          {words.backToProviders()}
        </Anchor>
      </Stack>
    </SignedOutFrame>
  );
}
