import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Logout, SetPreferredLang } from '../../../contract/accounting.ts';
import type { Language } from '../../../contract/languages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { LanguageSelect } from '../../components/language-select.tsx';
import { call } from '../../lib/api.ts';
import { LOGIN_PATH } from '../../lib/next-path.ts';
import { useOperator } from './use-operator.ts';

// A signed-in operator's choice is also kept on the server, so it follows them to other devices.
function savePreferredLanguage(lang: Language): void {
  void call(SetPreferredLang, { lang });
}

/** The signed-in landing screen. */
export function HomePage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.home.title());
  const operator = useOperator();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    await call(Logout);
    void navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Container component="main" size="md" py="xl">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{LL.home.title()}</Title>
          <Group gap="sm">
            <LanguageSelect onChange={savePreferredLanguage} />
            <Button variant="outline" loading={leaving} onClick={() => void logout()}>
              {LL.home.logout()}
            </Button>
          </Group>
        </Group>
        {operator && <Text>{LL.home.signedInAs({ name: operator.first_name })}</Text>}
      </Stack>
    </Container>
  );
}
