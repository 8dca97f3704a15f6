import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Container, Group, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../../i18n/i18n-react';
import { LanguageSelect } from '../../components/language-select.tsx';
import { safeNext } from '../../lib/next-path.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { PinForm } from './pin-form.tsx';

/** Sign-in in two steps: email and password mail a PIN, the PIN opens the session. */
export function LoginPage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.login.title());
  const [email, setEmail] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  const signedIn = () => {
    void navigate(safeNext(searchParams.get('next')), { replace: true });
  };

  return (
    <Container component="main" size={440} py="xl">
      <Group justify="space-between" mb="lg">
        <Text fw={700}>{LL.app.name()}</Text>
        <LanguageSelect />
      </Group>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Title order={1} size="h2" mb="md">
          {LL.login.title()}
        </Title>
        {email === null ? (
          <CredentialsForm onSent={setEmail} />
        ) : (
          <PinForm email={email} onBack={() => setEmail(null)} onSignedIn={signedIn} />
        )}
      </Paper>
    </Container>
  );
}
