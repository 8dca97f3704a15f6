import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Text.css';
import { NavLink, Text } from '@mantine/core';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { TablerIcon } from '@tabler/icons-react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useScreenMatch } from '../../components/screen-handle.ts';
import { assistedFormName, assistedScreens } from '../../lib/forms/assisted-screens.ts';
import { HOME_PATH } from '../../lib/next-path.ts';
import type { AdminSection } from '../../lib/screen-route.ts';
import { GROUP_ICONS, NavIcon, screenIcon } from './nav-icons.tsx';
import {
  adminSections,
  chosenCompany,
  companyScreens,
  currentCompany,
  projectScreens,
  rememberCompany,
  switchTarget,
  type NavCompany,
  type NavItem,
} from './nav-items.ts';
import { useNavModel } from './use-nav-model.ts';
import { companyOnScreen } from './crumb-targets.ts';

const JUDGES_PATH = '/app/in/judges/dashboard';

// The switcher (a select, with its floating list) loads only for an operator of several companies.
const CompanySwitcher = lazy(async () => ({ default: (await import('./company-switcher.tsx')).CompanySwitcher }));

// The navbar scrolls by itself when its entries outgrow the screen; the links inside take the keyboard.
const SCROLLING = { flex: 1, minHeight: 0, overflowY: 'auto' } as const;

/** The areas the operator may open: Home, their companies and projects, judging, the admin options. */
export function ShellNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { LL, locale } = useI18nContext();
  const match = useScreenMatch();
  const area = match?.handle.area;
  const onScreen = match?.params.company;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Asked as the crumbs ask it (one cached answer), never with an id the call must refuse.
  const model = useNavModel(companyOnScreen(match?.params ?? {}));
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
        leftSection={<NavIcon icon={screenIcon(item.title)} />}
        active={pathname === item.to}
        onClick={onNavigate}
      />
    ));

  return (
    <nav aria-label={LL.shell.navigation()} style={SCROLLING}>
      <NavLink
        component={Link}
        to={HOME_PATH}
        label={LL.shell.areas.home()}
        leftSection={<NavIcon icon={screenIcon('home')} />}
        active={area === 'home'}
        onClick={onNavigate}
      />
      {company && companies.length > 1 && (
        <Suspense fallback={null}>
          <CompanySwitcher companies={companies} current={company} onChoose={choose} />
        </Suspense>
      )}
      {company && (
        <NavGroup key={company.id} label={company.name} icon={GROUP_ICONS.company} defaultOpened testId="nav-company">
          {company.can_manage && links(companyScreens(company.id))}
          {company.projects
            .filter((project) => project.can_edit)
            .map((project) => (
              <NavGroup
                key={project.id}
                label={project.name}
                icon={GROUP_ICONS.project}
                defaultOpened={match?.params.project === project.id}
              >
                {links(projectScreens(company.id, project.id))}
              </NavGroup>
            ))}
          {company.projects
            .filter((project) => !project.can_edit && (project.forms?.length ?? 0) > 0)
            .map((project) => (
              <NavGroup key={project.id} label={project.name} icon={GROUP_ICONS.project} defaultOpened testId="nav-assisted-project">
                {project.forms?.map((form) => (
                  // A form its assistant opens: its results screens, under its name.
                  <NavGroup key={form.id} label={assistedFormName(form, locale)} icon={GROUP_ICONS.form} defaultOpened={match?.params.form === form.id || project.forms?.length === 1}>
                    {links(assistedScreens(company.id, project.id, form))}
                  </NavGroup>
                ))}
              </NavGroup>
            ))}
        </NavGroup>
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
        <NavGroup label={LL.shell.areas.admin()} icon={GROUP_ICONS.admin} defaultOpened={area === 'admin'}>
          {adminSections(model.admin).map(({ section, items }) => (
            <AdminGroup key={section} section={section}>
              {links(items)}
            </AdminGroup>
          ))}
        </NavGroup>
      )}
    </nav>
  );
}

interface NavGroupProps {
  label: string;
  icon: TablerIcon;
  defaultOpened: boolean;
  testId?: string;
  children: ReactNode;
}

// A group that folds; its entries are made only while it is open, so a long navbar costs little to start.
function NavGroup({ label, icon, defaultOpened, testId, children }: NavGroupProps) {
  const [opened, setOpened] = useState(defaultOpened);
  return (
    <NavLink
      label={label}
      leftSection={<NavIcon icon={icon} />}
      opened={opened}
      onChange={setOpened}
      childrenOffset="md"
      data-testid={testId}
    >
      {opened ? children : <span hidden />}
    </NavLink>
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
