import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import { OperatorCurrent } from '../../../contract/sign-in.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { LanguageSelect } from '../../components/language-select.tsx';
import { useLogout } from '../../components/use-logout.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { PASSWORD_PATH } from '../guards.ts';

const OPTIONS_PATH = '/app/in/account/options';

/** The operator's first name and menu: account pages, language, sign-out. */
export function AccountMenu({ forced }: { forced: boolean }) {
  const { LL } = useI18nContext();
  const operator = useCached(OperatorCurrent);
  const entity = operator.data?.entity;
  const { leaving, logout, dialog } = useLogout();

  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          <Button variant="subtle" color="dark" loading={leaving} aria-haspopup="menu">
            {entity?.first_name || LL.shell.account()}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={LL.shell.accountMenu()}>
          {!forced && (
            <>
              <Menu.Label>{LL.shell.account()}</Menu.Label>
              <Menu.Item component={Link} to={PASSWORD_PATH}>
                {LL.shell.titles.changePassword()}
              </Menu.Item>
              <Menu.Item component={Link} to={OPTIONS_PATH}>
                {LL.shell.titles.loginOptions()}
              </Menu.Item>
              <Menu.Divider />
            </>
          )}
          <Menu.Label>{LL.language.label()}</Menu.Label>
          {/* The menu reads arrow keys and letters to move between items; the select needs them itself. */}
          <div style={{ padding: '0 var(--mantine-spacing-sm) var(--mantine-spacing-xs)' }} onKeyDown={(event) => event.stopPropagation()}>
            {/* The choice also becomes the operator's preferred language; the menu then shows the fresh one. */}
            <LanguageSelect onChange={operator.reload} />
          </div>
          <Menu.Divider />
          <Menu.Item onClick={() => void logout()}>{LL.shell.logout()}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog}
    </>
  );
}
