import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SsoResult, type SsoReport } from '../../../../contract/sso-sign-in.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SignedOutFrame } from '../../../components/signed-out-frame.tsx';
import { afterSignIn } from '../../../lib/after-sign-in.ts';
import { call } from '../../../lib/api.ts';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/next-path.ts';
import { SsoReportView } from './sso-report.tsx';

type Outcome = { kind: 'waiting' } | { kind: 'report'; report: SsoReport } | { kind: 'refused'; message: string };

// A token is exchanged once, whatever the page's renders: the server takes it only once.
const exchanges = new Map<string, ReturnType<typeof call<typeof SsoResult>>>();
function exchangeOnce(token: string) {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = call(SsoResult, { token });
    exchanges.set(token, pending);
  }
  return pending;
}

/**
 * Where a sign-in through a provider ends: the one-time token in the address is exchanged for a
 * session (then Home), for a test's report, or for the reason the sign-in was refused.
 */
export function SsoResultPage() {
  const { LL } = useI18nContext();
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'waiting' });

  useEffect(() => {
    let live = true;
    void exchangeOnce(token).then(async (result) => {
      if (!live) return;
      if (!result.ok || result.queued) return setOutcome({ kind: 'refused', message: result.ok ? LL.app.changeFailed() : (result.error?.message ?? LL.app.changeFailed()) });
      if ('test' in result.data) return setOutcome({ kind: 'report', report: result.data.test });
      await afterSignIn();
      await navigate(HOME_PATH, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [token, navigate, LL]);

  if (outcome.kind === 'report') {
    return (
      <SignedOutFrame>
        <SsoReportView report={outcome.report} />
      </SignedOutFrame>
    );
  }
  return (
    <SignedOutFrame>
      <Stack gap="md">
        {outcome.kind === 'waiting' ? (
          <Text size="sm" role="status">
            {LL.ssoPages.signingIn()}
          </Text>
        ) : (
          <>
            <Text fw={600}>{LL.ssoPages.failedTitle()}</Text>
            <FormAlert message={outcome.message} />
            <Anchor component={Link} to={LOGIN_PATH} size="sm">
              {LL.ssoPages.tryAgain()}
            </Anchor>
          </>
        )}
      </Stack>
    </SignedOutFrame>
  );
}
