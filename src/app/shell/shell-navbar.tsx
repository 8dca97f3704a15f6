import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ScrollArea.css';
import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { OperatorCurrent } from '../../../contract/accounting.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useScreenMatch } from '../../components/screen-handle.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { HOME_PATH } from '../../lib/next-path.ts';
import { areaScreens } from './nav-items.ts';

const JUDGES_PATH = '/app/in/judges/dashboard';
const ADMIN_SCREENS = areaScreens('admin');

/** The areas the operator may open; more join as they are built. */
export function ShellNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { LL } = useI18nContext();
  const area = useScreenMatch()?.handle.area;
  const { pathname } = useLocation();
  const isAdmin = useCached(OperatorCurrent).data?.entity.installation_admin ?? false;

  return (
    <ScrollArea component="nav" aria-label={LL.shell.navigation()} type="auto">
      <NavLink component={Link} to={HOME_PATH} label={LL.areas.home()} active={area === 'home'} onClick={onNavigate} />
      <NavLink component={Link} to={JUDGES_PATH} label={LL.areas.judges()} active={area === 'judges'} onClick={onNavigate} />
      {isAdmin && (
        <NavLink label={LL.areas.admin()} defaultOpened={area === 'admin'} childrenOffset="md">
          {ADMIN_SCREENS.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={LL.titles[item.title]()}
              active={pathname === item.to}
              onClick={onNavigate}
            />
          ))}
        </NavLink>
      )}
    </ScrollArea>
  );
}
