import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { OperatorCurrent } from '../../../contract/sign-in.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useCached } from '../../lib/cache/use-cached.ts';
import { NavIcon } from './nav-icons.tsx';

// The menu (and the floating layer every Mantine menu is built on) is fetched when the operator
// heads for the button (pointer over it, a touch, the keyboard's focus), a moment before the click
// that shows it: a visit that never opens the menu never loads it.
const loadMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(async () => ({ default: (await loadMenu()).AccountMenu }));

const prefetchMenu = () => void loadMenu().catch(() => undefined);

/** The operator's first name, opening their menu: a light button until it is first opened. */
export function AccountMenuEntry({ forced }: { forced: boolean }) {
  const { LL } = useI18nContext();
  const name = useCached(OperatorCurrent).data?.entity.first_name || LL.shell.account();
  const [asked, setAsked] = useState(false);

  const button = (
    <Button
      variant="subtle"
      color="dark"
      aria-haspopup="menu"
      aria-expanded={false}
      rightSection={<NavIcon icon={IconChevronDown} />}
      onPointerEnter={prefetchMenu}
      onTouchStart={prefetchMenu}
      onFocus={prefetchMenu}
      onClick={() => setAsked(true)}
    >
      <span className="bo-phone-short">{name}</span>
    </Button>
  );
  // Swapped only on the operator's own click, never under their pointer while they aim at it.
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu forced={forced} opened />
    </Suspense>
  );
}
