import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconKey, IconLanguage, IconLock, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { LANGUAGE_OPTIONS, type Language } from '../../../contract/languages.ts';
import { OperatorCurrent } from '../../../contract/sign-in.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLogout } from '../../components/use-logout.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { setEditTexts, useEditTextsStore } from '../edit-texts/edit-texts-state.ts';
import { PASSWORD_PATH } from '../guards.ts';
import { NavIcon } from './nav-icons.tsx';

const OPTIONS_PATH = '/app/in/account/options';
const LANGUAGE_LABEL = 'account-menu-language';

// Mantine's menu item is always a `menuitem`; a language is one choice among five, so it is a `menuitemradio`.
function asRadioItem(node: HTMLElement | null): void {
  node?.setAttribute('role', 'menuitemradio');
}

// The in-place editing of the texts is on or off: a `menuitemcheckbox`.
function asCheckboxItem(node: HTMLElement | null): void {
  node?.setAttribute('role', 'menuitemcheckbox');
}

interface AccountMenuProps {
  forced: boolean;
  /** Opens at once: the first click was on the light button this menu replaces. */
  opened?: boolean;
}

/** The operator's first name and menu: account pages, language, sign-out. */
export function AccountMenu({ forced, opened = false }: AccountMenuProps) {
  const { LL, locale } = useI18nContext();
  const operator = useCached(OperatorCurrent);
  const entity = operator.data?.entity;
  const { leaving, logout, dialog } = useLogout();
  const editingTexts = useEditTextsStore((state) => state.on);

  // The choice also becomes the operator's preferred language; the menu then shows the fresh one.
  const choose = async (lang: Language) => {
    if (lang === locale) return;
    await changeLanguage(lang);
    operator.reload();
  };

  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal defaultOpened={opened}>
        <Menu.Target>
          <Button
            variant="subtle"
            color="dark"
            loading={leaving}
            aria-haspopup="menu"
            rightSection={<NavIcon icon={IconChevronDown} />}
          >
            <span className="bo-phone-short">{entity?.first_name || LL.shell.account()}</span>
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={LL.shell.accountMenu()}>
          {!forced && (
            <>
              <Menu.Label>{LL.shell.account()}</Menu.Label>
              <Menu.Item component={Link} to={PASSWORD_PATH} leftSection={<NavIcon icon={IconLock} />}>
                {LL.shell.titles.changePassword()}
              </Menu.Item>
              <Menu.Item component={Link} to={OPTIONS_PATH} leftSection={<NavIcon icon={IconKey} />}>
                {LL.shell.titles.loginOptions()}
              </Menu.Item>
              <Menu.Divider />
            </>
          )}
          <Menu.Label id={LANGUAGE_LABEL}>{LL.language.label()}</Menu.Label>
          {/* One item per language, named in its own: a menu holds items only, never a form control. */}
          <div role="group" aria-labelledby={LANGUAGE_LABEL}>
            {LANGUAGE_OPTIONS.map((option) => (
              <Menu.Item
                key={option.value}
                ref={asRadioItem}
                aria-checked={option.value === locale}
                lang={option.value}
                data-testid={`language-${option.value}`}
                leftSection={option.value === locale ? <NavIcon icon={IconCheck} /> : <span style={{ width: 18 }} />}
                onClick={() => void choose(option.value)}
              >
                {option.text}
              </Menu.Item>
            ))}
          </div>
          <Menu.Divider />
          {entity?.installation_admin && !forced && (
            <Menu.Item
              ref={asCheckboxItem}
              aria-checked={editingTexts}
              leftSection={<NavIcon icon={editingTexts ? IconCheck : IconLanguage} />}
              onClick={() => setEditTexts(!editingTexts)}
            >
              {LL.shell.editTexts.toggle()}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<NavIcon icon={IconLogout} />} onClick={() => void logout()}>
            {LL.shell.logout()}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog}
    </>
  );
}
