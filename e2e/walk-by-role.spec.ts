import type { Page } from '@playwright/test';
import { matchPath } from 'react-router-dom';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { mayOpen, type Access } from '../src/app/routes/access.ts';
import { routerPath } from '../src/app/routes/path-pattern.ts';
import { companyOnScreen } from '../src/app/shell/crumb-targets.ts';
import { SIGNED_IN_ROUTES } from '../src/areas/index.ts';
import type { SignedInRoute } from '../src/lib/screen-route.ts';
import { DEMO_ACCOUNTS, demoAccess, demoAccount, demoRecords, openScreen, signedInContext, type DemoAccount, type DemoRecords } from './fixtures/demo.ts';
import { overflow } from './fixtures/overflow.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

// Screens reached through a menu of their screen (a block's submissions) rather than a link: held to their menus' own tests.
const IN_MENUS = new Set(['blockSubmissions']);

/** The signed-in screen an address opens, with its parameters. */
function screenAt(pathname: string): { route: SignedInRoute; params: Record<string, string | undefined> } | undefined {
  for (const route of SIGNED_IN_ROUTES) {
    const match = matchPath({ path: `/app/in/${routerPath(route.path)}`, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/** The built screens of the demo records the operator may open: the ones their walk must reach. */
function expectedScreens(access: Access, records: DemoRecords): string[] {
  const params = { company: records.company, project: records.project, form: records.form, session: records.session };
  return SIGNED_IN_ROUTES.filter(
    (route) =>
      !route.pending &&
      !IN_MENUS.has(route.title) &&
      // Judging screens are a judge's: whoever does not judge reaches the sessions they organise from the form.
      (route.area !== 'judges' || access.judge) &&
      mayOpen(route.area, params, access, route.editorsOnly),
  ).map((route) => route.title);
}

const IN_APP = 'a[href^="/app/in/"]';
const NAVBAR = `nav[aria-label="${en.shell.navigation}"]`;

const shownLinks = (anchors: Element[]) => anchors.filter((anchor) => anchor.checkVisibility()).map((anchor) => anchor.getAttribute('href')!);

/**
 * The in-app addresses of the links a person sees now: the screen's, the header's, the navbar's
 * (opened by the burger on a phone). The navbar shows the same links wherever the same company is
 * on screen (it lists what the navigation call answers for it: companyOnScreen), so it is unfolded once per
 * company and its links are kept in `navbars`.
 */
async function visibleLinks(page: Page, navbars: Map<string, string[]>): Promise<string[]> {
  const navigation = page.getByRole('navigation', { name: en.shell.navigation });
  const outside = await page.locator(`${IN_APP}:not(${NAVBAR} a)`).evaluateAll(shownLinks);
  const company = companyOnScreen(screenAt(new URL(page.url()).pathname)?.params ?? {}) ?? '';
  const known = navbars.get(company);
  if (known) return [...outside, ...known];

  const burger = page.getByRole('banner').getByRole('button', { name: en.shell.toggleNavigation });
  const folded = await burger.isVisible();
  if (folded) {
    await burger.click();
    await expect(navigation).toBeInViewport();
  }
  // The navbar's folded groups (a company, a project, Admin) are unfolded as a person would, one click each.
  const foldedGroups = navigation.locator('a.mantine-NavLink-root:not([href]):not([data-expanded])');
  for (let clicks = 0; clicks < 40 && (await foldedGroups.count()) > 0; clicks++) await foldedGroups.first().click();
  const inNavbar = await navigation.locator(IN_APP).evaluateAll(shownLinks);
  if (folded) await burger.click();
  navbars.set(company, inNavbar);
  return [...outside, ...inNavbar];
}

/** The links of the operator's menu, opened from the header as a person opens it. */
async function accountMenuLinks(page: Page, account: DemoAccount): Promise<string[]> {
  await page.getByRole('banner').getByRole('button', { name: account.firstName }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const links = await menu.locator('a[href^="/app/in/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return links;
}

/**
 * Walks from Home: every link seen on a screen (its own, the navbar's, the operator's menu) is
 * followed, as a click makes the app navigate, once per kind of screen. Each screen reached is
 * checked: a built screen the operator may open (not a placeholder, not the no-access page) and,
 * on a phone, nothing out of its width.
 */
async function walk(page: Page, account: DemoAccount, records: DemoRecords, phone: boolean): Promise<{ reached: Set<string>; problems: string[] }> {
  const reached = new Set<string>();
  const problems: string[] = [];
  const queue: { href: string; title: string }[] = [];
  const offer = (hrefs: readonly string[]) => {
    for (const href of hrefs) {
      const screen = screenAt(new URL(href, 'http://app').pathname);
      if (!screen) continue;
      const { route, params } = screen;
      if (reached.has(route.title) || queue.some((entry) => entry.title === route.title)) continue;
      // The walk keeps to the demo's records (other specs on this server add companies, forms and sessions):
      // each kind of screen is met once, on the records it is checked for.
      const kept = { company: records.company, project: records.project, form: records.form, session: records.session };
      if (Object.entries(kept).some(([name, id]) => params[name] !== undefined && params[name] !== id)) continue;
      queue.push({ href, title: route.title });
    }
  };
  const navbars = new Map<string, string[]>();
  await openScreen(page, '/app/in/home');
  offer(await accountMenuLinks(page, account));
  let here = '/app/in/home';
  for (;;) {
    const title = screenAt(new URL(here, 'http://app').pathname)?.route.title ?? here;
    reached.add(title);
    const main = page.getByRole('main');
    // By its mark, not its words: the Translations screen lists the placeholder's sentence among the texts.
    if (await main.getByTestId('pending-screen').isVisible()) problems.push(`${here} is a placeholder`);
    if (await main.getByRole('alert').filter({ hasText: en.shell.noAccess.title }).isVisible()) problems.push(`${here} answers no access`);
    if (phone) problems.push(...(await overflow(page)).problems.map((problem) => `${here}: ${problem}`));
    offer(await visibleLinks(page, navbars));
    const next = queue.shift();
    if (!next) break;
    here = next.href;
    await openScreen(page, here);
  }
  return { reached, problems };
}

for (const account of DEMO_ACCOUNTS) {
  for (const viewport of VIEWPORTS) {
    test(`the demo ${account.role} reaches every screen they may open from Home by clicking, and no placeholder, at ${viewport.width} px`, async ({ browser, server }) => {
      test.setTimeout(180_000);
      const context = await signedInContext(browser, server, account, viewport);
      const origin = new URL(server.url).origin;
      // The demo's records are read by the admin, who sees them all: an assistant may not list the
      // project's forms, and a judge lists sessions by another call.
      const admin = await signedInContext(browser, server, demoAccount('admin'), viewport);
      const [access, records] = await Promise.all([demoAccess(context.request, origin), demoRecords(admin.request, origin)]);
      await admin.close();
      const page = await context.newPage();
      const { reached, problems } = await walk(page, account, records, viewport.width < 768);
      await context.close();
      expect(problems.join('\n'), 'screens met on the walk').toBe('');
      const missing = expectedScreens(access, records).filter((title) => !reached.has(title));
      expect(missing, `screens the demo ${account.role} may open but no link leads to`).toEqual([]);
      // Each role has more than Home and their account.
      expect(reached.size).toBeGreaterThan(3);
    });
  }
}
