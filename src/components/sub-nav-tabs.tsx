import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import classes from './sub-nav-tabs.module.css';

/** One tab: the screen it opens, its words and icon. */
export interface SubNavTab {
  key: string;
  to: string;
  label: string;
  icon?: ReactNode;
}

interface SubNavTabsProps {
  /** Names the navigation for screen readers (`Screens of the form`). */
  label: string;
  tabs: readonly SubNavTab[];
  /** The tab the screen belongs to, also when it is one of the tab's own sub-screens. */
  active: string | undefined;
  /** `tabs` for a record's screens, `pills` for a second level under one of them. */
  variant?: 'tabs' | 'pills';
  /** Anything else of the row, after the tabs (a menu of further screens). */
  children?: ReactNode;
  /** Left out of a printed page. */
  printHide?: boolean;
}

const pathOf = (to: string) => to.split('?')[0];

/**
 * A row of links styled as tabs, showing where one is: the active one is marked, and
 * `aria-current` says `page` on its very screen and `true` on a sub-screen of it. Plain links,
 * so each is reached with Tab and opens in a new browser tab; the row scrolls sideways on a phone.
 */
export function SubNavTabs({ label, tabs, active, variant = 'tabs', children, printHide = false }: SubNavTabsProps) {
  const { pathname } = useLocation();
  const bar = useRef<HTMLElement>(null);
  // The tabs offered may grow once the operator's grants are read (Judging): the marked one may arrive then.
  const keys = tabs.map((tab) => tab.key).join();
  // On a phone the marked tab may sit past the row's edge: the row scrolls to show where one is.
  useLayoutEffect(() => {
    const row = bar.current;
    const tab = row?.querySelector<HTMLElement>('[data-active]');
    if (!row || !tab) return;
    const hidden = tab.offsetLeft + tab.offsetWidth - (row.scrollLeft + row.clientWidth);
    if (hidden > 0 || tab.offsetLeft < row.scrollLeft) row.scrollLeft = Math.max(0, tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2);
  }, [active, pathname, keys]);
  return (
    <nav ref={bar} aria-label={label} className={`${classes.bar} ${classes[variant]}`} data-print-hide={printHide || undefined}>
      {tabs.map((tab) => {
        const current = tab.key === active;
        return (
          <Link
            key={tab.key}
            to={tab.to}
            className={classes.tab}
            data-active={current || undefined}
            aria-current={current ? (pathOf(tab.to) === pathname ? 'page' : 'true') : undefined}
          >
            {tab.icon}
            {tab.label}
          </Link>
        );
      })}
      {children}
    </nav>
  );
}

/** The class of a tab, for a control of the row that is not a link (a menu's target). */
export const subNavTabClass = classes.tab;
