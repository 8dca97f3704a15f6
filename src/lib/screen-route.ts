import type { TablerIcon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { Namespaces } from '../../i18n/i18n-types';
import type { NavArea, SignedInTitle, SignedOutTitle } from '../components/screen-handle.ts';

/** Which half of the app a route lives in: /app/in (signed in) or /app/out (signed out). */
export type Side = 'in' | 'out';

/** A heading of the navbar's Admin group, a key of the shell namespace's `adminSections`. */
export type AdminSection = 'installation' | 'companies' | 'theme' | 'notifications' | 'logs';

interface RouteBase {
  /** The path under /app/in or /app/out, as the spec writes it (`block-:block` included). */
  path: string;
  area: NavArea;
  /** Loads the screen's module; called only when the route is opened. */
  screen: () => Promise<ComponentType>;
  /** The i18n namespaces the screen reads beyond the root dictionary (and, signed in, the shell's). */
  namespaces: readonly Namespaces[];
}

/** A signed-in screen: its title is in the shell's namespace. */
export interface SignedInRoute extends RouteBase {
  side: 'in';
  title: SignedInTitle;
  /** Shown beside its name in the navbar and the command palette. */
  icon: TablerIcon;
  /** The heading of the navbar's Admin group it sits under (an Admin screen; Installation when not given). */
  section?: AdminSection;
  /** A form's screen that its assistants may not open, only whoever edits the project (a form's judging sessions). */
  editorsOnly?: boolean;
  /**
   * A screen not built yet: its address opens a placeholder, but no navbar, palette, Home, tab or
   * crumb link leads to it. Removing the flag the day the screen is built brings its entries back.
   */
  pending?: boolean;
}

/** A signed-out screen: its title is in the root dictionary the sign-in page loads. */
export interface SignedOutRoute extends RouteBase {
  side: 'out';
  title: SignedOutTitle;
}

/** One screen of the app. */
export type ScreenRoute = SignedInRoute | SignedOutRoute;

/** What a signed-in screen declares besides its address and title. */
export interface SignedInOptions {
  area: NavArea;
  icon: TablerIcon;
  screen: ScreenRoute['screen'];
  namespaces?: readonly Namespaces[];
  section?: AdminSection;
  editorsOnly?: boolean;
  pending?: boolean;
}

/** Declares a signed-in screen. */
export const signedIn = (path: string, title: SignedInTitle, { namespaces = [], ...options }: SignedInOptions): SignedInRoute => ({
  side: 'in',
  path,
  title,
  namespaces,
  ...options,
});

/** Declares a signed-out screen; the texts of most are in the root dictionary, a rarely opened one's in its own namespaces. */
export const signedOut = (path: string, title: SignedOutTitle, screen: ScreenRoute['screen'], namespaces: readonly Namespaces[] = []): SignedOutRoute => ({
  side: 'out',
  path,
  title,
  area: 'signedOut',
  screen,
  namespaces,
});
