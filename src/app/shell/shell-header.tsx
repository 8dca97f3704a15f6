import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Group.css';
import { Burger, Group } from '@mantine/core';
import { useI18nContext } from '../../../i18n/i18n-react';
import { AccountMenu } from './account-menu.tsx';
import { ShellLogo } from './shell-logo.tsx';
import { SyncStatus } from './sync-status.tsx';

interface ShellHeaderProps {
  forced: boolean;
  navbarOpened: boolean;
  onToggleNavbar: () => void;
}

/** The header: burger (below lg), logo, the sync status slot and the operator's menu. */
export function ShellHeader({ forced, navbarOpened, onToggleNavbar }: ShellHeaderProps) {
  const { LL } = useI18nContext();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {!forced && (
          <Burger
            opened={navbarOpened}
            onClick={onToggleNavbar}
            hiddenFrom="lg"
            size="sm"
            aria-label={LL.shell.toggleNavigation()}
          />
        )}
        <ShellLogo />
      </Group>
      <Group gap="sm" wrap="nowrap">
        {!forced && <SyncStatus />}
        <AccountMenu forced={forced} />
      </Group>
    </Group>
  );
}
