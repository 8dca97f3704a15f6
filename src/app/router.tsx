import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchPath,
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import type { Language } from '../../contract/languages.ts';
import type { Namespaces } from '../../i18n/i18n-types';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteError } from '../components/route-error.tsx';
import type { ScreenHandle } from '../components/screen-handle.ts';
import { HOME_PATH } from '../lib/next-path.ts';
import { loadNamespaces } from '../lib/i18n.ts';
import { useLanguageStore } from '../lib/language.ts';
import { storedSession } from '../lib/session-marker.ts';
import { requireSignedIn, requireSignedOut } from './guards.ts';
import { NamespaceGate } from './namespace-gate.tsx';
import { RouteFrame } from './route-progress.tsx';
import { clearReloadMark, reloadOnce, reloadTowards } from './routes/lazy-reload.ts';
import { hasPrefixedParams, routerPath, specParams } from './routes/path-pattern.ts';
import { fillPath, ROUTE_REDIRECTS } from './routes/redirects.ts';
import type { ScreenRoute, Side } from '../lib/screen-route.ts';
import { SIGNED_OUT_ROUTES } from './routes/signed-out-routes.ts';

const toHome = () => redirect(HOME_PATH);

// The signed-in shell reads its own namespace; every signed-in screen is rendered inside it.
export const SHELL_NAMESPACES: readonly Namespaces[] = ['shell'];

const SIGNED_IN_PATH = /^\/app\/in(\/|$)/;
const SIGNED_OUT_PATH = /^\/app\/out\//;

/** Whether an address is in the signed-in area (/app/in). */
export const isSignedInPath = (pathname: string): boolean => SIGNED_IN_PATH.test(pathname);

/** Whether an address is in the signed-out area (/app/out/...). */
export const isSignedOutPath = (pathname: string): boolean => SIGNED_OUT_PATH.test(pathname);

const loadShell = async () => (await import('./shell/shell-layout.tsx')).ShellLayout;
const loadSignedInRoutes = () => import('../areas/index.ts');

let preloadingModules: Promise<ScreenRoute | undefined> | null = null;
let preloading: Promise<void> | null = null;

/**
 * For someone who signed in on this browser and opens a signed-in address: the table of screens,
 * the shell, the access gate and the screen asked for start loading at once, from the page's first
 * line, beside the session check, instead of each waiting for the one before; with `lang` (the
 * language the start will most likely choose), the texts of the shell and the screen too. Loading
 * twice costs nothing: the module system keeps each module once, and the router's own loads find
 * them ready.
 */
export function preloadSignedInModules(pathname: string, lang?: Language): Promise<ScreenRoute | undefined> {
  if (!isSignedInPath(pathname)) return Promise.resolve(undefined);
  preloadingModules ??= (async () => {
    void loadShell().catch(() => undefined);
    void import('./access-gate.tsx').catch(() => undefined);
    if (lang) void loadNamespaces(lang, SHELL_NAMESPACES).catch(() => undefined);
    const { SIGNED_IN_ROUTES } = await loadSignedInRoutes();
    const screen = SIGNED_IN_ROUTES.find((route) => matchPath({ path: `/app/in/${routerPath(route.path)}`, end: true }, pathname));
    void screen?.screen().catch(() => undefined);
    if (screen && lang) void loadNamespaces(lang, screen.namespaces).catch(() => undefined);
    return screen;
  })();
  return preloadingModules;
}

/**
 * For a signed-out address (the sign-in page, a recovery or invitation link): its screen's module
 * starts loading from the page's first line, beside the theme, the dictionary and the session
 * check, instead of after them. Signed-out screens read only the root dictionary.
 */
export function preloadSignedOutModule(pathname: string): void {
  if (!isSignedOutPath(pathname)) return;
  const screen = SIGNED_OUT_ROUTES.find((route) => matchPath({ path: `/app/out/${routerPath(route.path)}`, end: true }, pathname));
  void screen?.screen().catch(() => undefined);
}

/**
 * The same modules, and the texts of the shell and of the screen asked for, once the language is
 * known; for a browser that signed in here, or whose start `known` a session was there.
 */
export function preloadSignedIn(pathname: string, known = false): Promise<void> {
  if (preloading || !isSignedInPath(pathname)) return preloading ?? Promise.resolve();
  const lang = useLanguageStore.getState().lang;
  preloading = (known ? Promise.resolve(true) : storedSession().then((session) => session !== null)).then(async (signedIn) => {
    if (!signedIn) return;
    void loadNamespaces(lang, SHELL_NAMESPACES).catch(() => undefined);
    const screen = await preloadSignedInModules(pathname);
    if (screen) void loadNamespaces(lang, screen.namespaces).catch(() => undefined);
  });
  return preloading;
}

/**
 * A lazily loaded component with the i18n namespaces it reads: both load at once, and the
 * component renders once the translations hold them.
 */
async function withTexts(load: () => Promise<ComponentType>, namespaces: readonly Namespaces[]): Promise<ComponentType> {
  const [Component] = await Promise.all([load(), loadNamespaces(useLanguageStore.getState().lang, namespaces)]);
  if (namespaces.length === 0) return Component;
  return function WithTexts() {
    return (
      <NamespaceGate namespaces={namespaces}>
        <Component />
      </NamespaceGate>
    );
  };
}

// The guards ask on every navigation, so a session that ended or a forced password change
// is noticed on the next click, not only on a full page load.
const always = () => true;

// A signed-in screen shows only to an operator who may open it; the gate loads with the first one.
async function gated(route: ScreenRoute): Promise<ComponentType> {
  const [Screen, { AccessGate }] = await Promise.all([withTexts(route.screen, route.namespaces), import('./access-gate.tsx')]);
  return function Gated() {
    return (
      <AccessGate area={route.area} editorsOnly={route.side === 'in' && route.editorsOnly === true}>
        <Screen />
      </AccessGate>
    );
  };
}

function screenRoute(route: ScreenRoute): RouteObject {
  const handle: ScreenHandle = { title: route.title, area: route.area, specPath: route.path };
  // A prefixed parameter the router cannot check (`block-:block`) leads Home when the prefix is missing.
  const loader = hasPrefixedParams(route.path)
    ? ({ params }: LoaderFunctionArgs) => (specParams(route.path, params) ? null : toHome())
    : undefined;
  return {
    path: routerPath(route.path),
    handle,
    loader,
    // The object form: the route's loader runs while its module loads, not after.
    lazy: { Component: reloadOnce(() => (route.side === 'in' ? gated(route) : withTexts(route.screen, route.namespaces))) },
  };
}

function sideRoutes(side: Side, routes: readonly ScreenRoute[]): RouteObject[] {
  const screens = routes.map(screenRoute);
  const redirects = ROUTE_REDIRECTS.filter((route) => route.side === side).map(
    (route): RouteObject => ({
      path: routerPath(route.path),
      loader: ({ params }) => redirect(`/app/${side}/${fillPath(route.to, params)}`),
    }),
  );
  return [...screens, ...redirects, { index: true, loader: toHome }, { path: '*', loader: toHome }];
}

// Until its screens are discovered, the signed-in area only leads Home.
const UNDISCOVERED: RouteObject[] = [
  { index: true, loader: toHome },
  { path: '*', loader: toHome },
];

/**
 * The route tree: spec section 2, guarded, every screen and the shell loaded lazily. The
 * signed-in screens join it on the first visit under /app/in (see `discoverSignedInRoutes`).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      Component: RouteFrame,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        {
          path: '/app',
          children: [
            { id: 'signed-out', path: 'out', loader: requireSignedOut, shouldRevalidate: always, children: sideRoutes('out', SIGNED_OUT_ROUTES) },
            {
              id: 'signed-in',
              path: 'in',
              loader: requireSignedIn,
              shouldRevalidate: always,
              // The session check (the loader) and the shell's module go out together.
              lazy: { Component: reloadOnce(() => withTexts(loadShell, SHELL_NAMESPACES)) },
              children: UNDISCOVERED,
            },
            { index: true, loader: toHome },
            { path: '*', loader: toHome },
          ],
        },
        { path: '*', loader: toHome },
      ],
    },
  ];
}

/** The app's router, as `createAppRouter` makes it. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has settled on a page (its guard answered, its module and texts loaded,
 * any redirect followed) in a state `accepted` takes; the first one when none is given.
 */
function settled(router: AppRouter, accepted: (state: AppRouter['state']) => boolean = () => true): Promise<void> {
  const done = (state: AppRouter['state']) => state.initialized && state.navigation.state === 'idle' && accepted(state);
  if (done(router.state)) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!done(state)) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once the router has its first screen. A first render from then on sees no change of
 * the router's state while it renders, so it may be sliced (see src/main.tsx).
 */
export const routerReady = (router: AppRouter): Promise<void> => settled(router);

/**
 * Adds the signed-in screens to a router's tree on the first visit under /app/in: their table,
 * and the list of modules each one needs, load with that visit rather than with the sign-in page.
 */
export function discoverSignedInRoutes(): PatchRoutesOnNavigationFunction {
  let discovered = false;
  return async ({ path, patch }) => {
    if (discovered || !isSignedInPath(path)) return;
    const [{ SIGNED_IN_ROUTES }] = await Promise.all([loadSignedInRoutes(), preloadSignedIn(path).catch(() => undefined)]);
    if (discovered) return;
    discovered = true;
    patch('signed-in', sideRoutes('in', SIGNED_IN_ROUTES));
  };
}

/** The app's router; once it has settled on a page, a reload mark left by a failed module is cleared. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(appRoutes(), { patchRoutesOnNavigation: discoverSignedInRoutes() });
  // A screen whose module fails to load reloads at the screen's address, not at the page left.
  reloadTowards(router);
  void settled(router, (state) => !state.errors).then(() => clearReloadMark());
  return router;
}
