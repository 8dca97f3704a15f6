import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Group.css';
import { Burger, Group } from '@mantine/core';
import './shell-header.css';
import { useI18nContext } from '../../../i18n/i18n-react';
import { AccountMenuEntry } from './account-menu-entry.tsx';
import { CommandPaletteButton } from './command-palette-button.tsx';
import { ShellLogo } from './shell-logo.tsx';
import { SyncStatus } from './sync-status.tsx';

/** The id of the navbar, which the burger opens and closes. */
export const NAVBAR_ID = 'shell-navbar';

interface ShellHeaderProps {
  forced: boolean;
  navbarOpened: boolean;
  onToggleNavbar: () => void;
}

/** The header: burger (below lg), logo and product name, search, the sync status and the operator's menu. */
export function ShellHeader({ forced, navbarOpened, onToggleNavbar }: ShellHeaderProps) {
  const { LL } = useI18nContext();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {!forced && (
          <Burger
            opened={navbarOpened}
            onClick={onToggleNavbar}
            hiddenFrom="lg"
            size="sm"
            aria-label={LL.shell.toggleNavigation()}
            aria-expanded={navbarOpened}
            aria-controls={NAVBAR_ID}
          />
        )}
        <ShellLogo />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {!forced && <CommandPaletteButton />}
        {!forced && <SyncStatus />}
        <AccountMenuEntry forced={forced} />
      </Group>
    </Group>
  );
}
