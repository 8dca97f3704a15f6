import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { TotpDisable, TotpRecoveryCodes, TotpStart, TotpStatus } from '../../../../contract/accounting.ts';
import type { EndpointOutput } from '../../../../contract/endpoint.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { CardActionButton } from '../../../components/card-buttons.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { call } from '../../../lib/api.ts';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TotpProofForm } from './totp-proof-form.tsx';
import { TotpSetup } from './totp-setup.tsx';

type Mode =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: EndpointOutput<typeof TotpStart> }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

const IDLE: Mode = { kind: 'idle' };

/** The second sign-in step: PIN by email or an authenticator app, with the app's set-up and recovery codes. */
export function TotpCard() {
  const { LL } = useI18nContext();
  const status = useCached(TotpStatus);
  const [mode, setMode] = useState<Mode>(IDLE);
  const [alert, setAlert] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const method = status.data?.Method;
  const shown = mode.kind === 'setup' ? 'totp' : mode.kind === 'disable' ? 'pin' : method;

  const change = (next: Mode, message: string | null = null) => {
    setMode(next);
    setNote(message);
    setAlert(null);
    status.reload();
  };

  const startSetup = async () => {
    setBusy(true);
    setAlert(null);
    setNote(null);
    const result = await call(TotpStart);
    setBusy(false);
    if (result.ok && !result.queued) setMode({ kind: 'setup', setup: result.data });
    else setAlert((!result.ok && result.error?.message) || LL.login.unreachable());
  };

  const choose = (value: string) => {
    if (value === method) change(IDLE);
    else if (value === 'totp') void startSetup();
    else setMode({ kind: 'disable' });
  };

  return (
    <Paper withBorder p="md" mt="xl" maw={640} component="section" aria-label={LL.accounting.totp.title()}>
      <Stack>
        <Title order={2} size="h4">
          {LL.accounting.totp.title()}
        </Title>
        <Text size="sm">{LL.accounting.totp.intro()}</Text>
        <FormAlert message={alert} />
        <FormAlert tone="success" message={note} />
        <Radio.Group label={LL.accounting.totp.method()} value={shown ?? null} onChange={choose}>
          <Stack gap="xs" mt="xs">
            <Radio value="pin" label={LL.accounting.totp.methodPin()} disabled={!method || busy} />
            <Radio value="totp" label={LL.accounting.totp.methodTotp()} disabled={!method || busy} />
          </Stack>
        </Radio.Group>
        {mode.kind === 'setup' && (
          <TotpSetup
            setup={mode.setup}
            onEnabled={(codes) => change({ kind: 'codes', codes }, LL.accounting.totp.enabled())}
            onCancel={() => change(IDLE)}
          />
        )}
        {mode.kind === 'codes' && <RecoveryCodes codes={mode.codes} onDone={() => change(IDLE)} />}
        {mode.kind === 'disable' && (
          <TotpProofForm
            submitLabel={LL.accounting.totp.disable()}
            request={(proof) => call(TotpDisable, proof)}
            onDone={() => change(IDLE, LL.accounting.totp.disabled())}
            onCancel={() => change(IDLE)}
          />
        )}
        {mode.kind === 'regenerate' && (
          <TotpProofForm
            submitLabel={LL.accounting.totp.regenerate()}
            request={(proof) => call(TotpRecoveryCodes, proof)}
            onDone={(data) => change({ kind: 'codes', codes: data.RecoveryCodes })}
            onCancel={() => change(IDLE)}
          />
        )}
        {method === 'totp' && mode.kind === 'idle' && status.data && (
          <Group justify="space-between">
            <Text size="sm">{LL.accounting.totp.recoveryLeft({ count: status.data.RecoveryCodesLeft })}</Text>
            <CardActionButton onClick={() => setMode({ kind: 'regenerate' })}>{LL.accounting.totp.regenerate()}</CardActionButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
