import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Text } from '@mantine/core';
import { OperatorCurrent } from '../../../../contract/sign-in.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { Screen } from '../../../components/screen.tsx';
import { useLogout } from '../../../components/use-logout.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { CompanyList } from './company-list.tsx';

/** The signed-in landing screen: who is signed in, then the companies and projects they may open. */
export function HomePage() {
  const { LL } = useI18nContext();
  const operator = useCached(OperatorCurrent).data?.entity;
  const { leaving, logout, dialog } = useLogout();

  return (
    <Screen>
      <Group justify="space-between">
        {operator && <Text>{LL.projects.home.signedInAs({ name: operator.first_name })}</Text>}
        <Button variant="outline" loading={leaving} onClick={() => void logout()}>
          {LL.projects.home.logout()}
        </Button>
      </Group>
      <CompanyList />
      {dialog}
    </Screen>
  );
}
