import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ScrollArea.css';
import { NavLink, ScrollArea } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { OperatorCurrent } from '../../../contract/sign-in.ts';
import { Navigation } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useScreenMatch } from '../../components/screen-handle.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { HOME_PATH } from '../../lib/next-path.ts';
import { CompanySwitcher } from './company-switcher.tsx';
import {
  areaScreens,
  chosenCompany,
  companyScreens,
  currentCompany,
  projectScreens,
  rememberCompany,
  switchTarget,
  type NavCompany,
  type NavItem,
} from './nav-items.ts';

const JUDGES_PATH = '/app/in/judges/dashboard';
const ADMIN_SCREENS = areaScreens('admin');

/** The areas the operator may open: Home, their companies and projects, judging, the admin options. */
export function ShellNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { LL } = useI18nContext();
  const match = useScreenMatch();
  const area = match?.handle.area;
  const onScreen = match?.params.company;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isAdmin = useCached(OperatorCurrent).data?.entity.installation_admin ?? false;
  const navigation = useCached(Navigation, onScreen ? { current: onScreen } : {}).data;
  const [chosen, setChosen] = useState(chosenCompany);
  // A company shows when it has something to open here: its own screens or a project to edit.
  const companies = (navigation?.companies ?? []).filter((entry) => entry.can_manage || entry.projects.some((project) => project.can_edit));
  const company = currentCompany(companies, onScreen, chosen);

  const choose = (next: NavCompany) => {
    rememberCompany(next.id);
    setChosen(next.id);
    const target = switchTarget(pathname, area, onScreen, next);
    if (target) {
      void navigate(target);
      onNavigate();
    }
  };

  const links = (items: NavItem[]) =>
    items.map((item) => (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={LL.shell.titles[item.title]()}
        active={pathname === item.to}
        onClick={onNavigate}
      />
    ));

  return (
    <ScrollArea component="nav" aria-label={LL.shell.navigation()} type="auto">
      <NavLink component={Link} to={HOME_PATH} label={LL.shell.areas.home()} active={area === 'home'} onClick={onNavigate} />
      {company && companies.length > 1 && <CompanySwitcher companies={companies} current={company} onChoose={choose} />}
      {company && (
        <NavLink key={company.id} label={company.name} defaultOpened childrenOffset="md" data-testid="nav-company">
          {company.can_manage && links(companyScreens(company.id))}
          {company.projects
            .filter((project) => project.can_edit)
            .map((project) => (
              <NavLink
                key={project.id}
                label={project.name}
                defaultOpened={match?.params.project === project.id}
                childrenOffset="md"
              >
                {links(projectScreens(company.id, project.id))}
              </NavLink>
            ))}
        </NavLink>
      )}
      {(navigation?.judge ?? false) && (
        <NavLink component={Link} to={JUDGES_PATH} label={LL.shell.areas.judges()} active={area === 'judges'} onClick={onNavigate} />
      )}
      {isAdmin && (
        <NavLink label={LL.shell.areas.admin()} defaultOpened={area === 'admin'} childrenOffset="md">
          {links(ADMIN_SCREENS)}
        </NavLink>
      )}
    </ScrollArea>
  );
}
