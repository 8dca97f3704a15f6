import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
import { NavLink, ScrollArea, Text } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useScreenMatch } from '../../components/screen-handle.ts';
import { HOME_PATH } from '../../lib/next-path.ts';
import { CompanySwitcher } from './company-switcher.tsx';
import { GROUP_ICONS, NavIcon, SCREEN_ICONS } from './nav-icons.tsx';
import {
  adminSections,
  chosenCompany,
  companyScreens,
  currentCompany,
  projectScreens,
  rememberCompany,
  switchTarget,
  type AdminSection,
  type NavCompany,
  type NavItem,
} from './nav-items.ts';
import { useNavModel } from './use-nav-model.ts';

const JUDGES_PATH = '/app/in/judges/dashboard';

/** The areas the operator may open: Home, their companies and projects, judging, the admin options. */
export function ShellNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { LL } = useI18nContext();
  const match = useScreenMatch();
  const area = match?.handle.area;
  const onScreen = match?.params.company;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const model = useNavModel(onScreen);
  const [chosen, setChosen] = useState(chosenCompany);
  const companies = model.companies;
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
        leftSection={<NavIcon icon={SCREEN_ICONS[item.title]} />}
        active={pathname === item.to}
        onClick={onNavigate}
      />
    ));

  return (
    <ScrollArea component="nav" aria-label={LL.shell.navigation()} type="auto">
      <NavLink
        component={Link}
        to={HOME_PATH}
        label={LL.shell.areas.home()}
        leftSection={<NavIcon icon={SCREEN_ICONS.home} />}
        active={area === 'home'}
        onClick={onNavigate}
      />
      {company && companies.length > 1 && <CompanySwitcher companies={companies} current={company} onChoose={choose} />}
      {company && (
        <NavLink
          key={company.id}
          label={company.name}
          leftSection={<NavIcon icon={GROUP_ICONS.company} />}
          defaultOpened
          childrenOffset="md"
          data-testid="nav-company"
        >
          {company.can_manage && links(companyScreens(company.id))}
          {company.projects
            .filter((project) => project.can_edit)
            .map((project) => (
              <NavLink
                key={project.id}
                label={project.name}
                leftSection={<NavIcon icon={GROUP_ICONS.project} />}
                defaultOpened={match?.params.project === project.id}
                childrenOffset="md"
              >
                {links(projectScreens(company.id, project.id))}
              </NavLink>
            ))}
        </NavLink>
      )}
      {model.judges.length > 0 && (
        <NavLink
          component={Link}
          to={JUDGES_PATH}
          label={LL.shell.areas.judges()}
          leftSection={<NavIcon icon={GROUP_ICONS.judges} />}
          active={area === 'judges'}
          onClick={onNavigate}
        />
      )}
      {model.admin.length > 0 && (
        <NavLink
          label={LL.shell.areas.admin()}
          leftSection={<NavIcon icon={GROUP_ICONS.admin} />}
          defaultOpened={area === 'admin'}
          childrenOffset="md"
        >
          {adminSections(model.admin).map(({ section, items }) => (
            <AdminGroup key={section} section={section}>
              {links(items)}
            </AdminGroup>
          ))}
        </NavLink>
      )}
    </ScrollArea>
  );
}

// A titled group of Admin screens; the title names the group for assistive technology too.
function AdminGroup({ section, children }: { section: AdminSection; children: ReactNode }) {
  const { LL } = useI18nContext();
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Text id={id} size="xs" fw={700} c="gray.7" tt="uppercase" px="sm" pt="xs" pb={4}>
        {LL.shell.adminSections[section]()}
      </Text>
      {children}
    </div>
  );
}
