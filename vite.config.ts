import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { contractForBrowser } from './scripts/contract-for-browser.ts';
import { precompress } from './scripts/precompress.ts';
import { preloadMissing } from './scripts/preload-missing.ts';
import { reactRouterTrim } from './scripts/react-router-trim.ts';
import { ICON, SHELL_START_CHUNK, shellStartChunk } from './scripts/shell-start-chunk.ts';
import { stylesAfterPaint } from './scripts/styles-after-paint.ts';
import { signedInStartPage, START_PAGE_GLOBS } from './scripts/signed-in-start-page.ts';

const shellStart = shellStartChunk();

// The API server the dev server forwards /api to (`npm run dev` starts both).
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3001';

// Modules the sign-in screens share with the rest of the app; see docs/decisions/0004.
// The sign-in page's own modules join them: the address people open most signed out gets its screen
// with the first scripts instead of one more round of requests after them (about 6 KiB more for
// a signed-in start, which loads this file too). The second step's forms are not among them: they
// load as the first step is sent.
const SIGN_IN_SHARED =
  /\/(src\/lib\/(api|failures|form-errors|validation|use-form-call|idempotency-key|after-sign-in)|src\/components\/(form-alert|signed-out-frame|screen|screen-handle|page-title)|contract\/(messages|limits|endpoint)|src\/areas\/accounting\/sign-in\/(?!pin-form|recovery-code-form)[\w-]+)\.tsx?$/;

// typesafe-i18n's locale detectors, which no screen uses.
const TYPESAFE_DETECTORS = /[\\/]node_modules[\\/]typesafe-i18n[\\/]detectors[\\/]/;

// React, ReactDOM and their scheduler.
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

// Modules both pages load at start besides React: the public side's page (src/public/) shares them with the sign-in path.
const PUBLIC_SHARED =
  /\/(contract\/(messages|limits|languages|endpoint|text-overrides)|src\/lib\/(idempotency-key|save-file|text-overrides|validation-texts))\.ts$|[\\/]node_modules[\\/]typesafe-i18n[\\/]runtime[\\/]|vite\/(preload-helper|modulepreload-polyfill)|\/src\/lib\/theme\/(parse-theme|shades)\.ts$|\/contract\/theme-defaults\.ts$/;

// The first scripts of the sign-in page and of Home (the entry and the files above), whose gzip
// copies are written with zopfli (scripts/precompress.ts).
const FIRST_SCRIPTS = new RegExp(`[\\\\/]assets[\\\\/](main|common|sign-in|${SHELL_START_CHUNK})-[\\w-]{8}\\.js$`);

// A module's file: a contract module's two parts (scripts/contract-for-browser.ts) are its file with a query.
const withoutQuery = (id: string) => id.split('?')[0]!;

// The version a device reports to the organisers: the package's, and the commit it was built from when known.
function appVersion(): string {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}

// The spec's default primary colour and page background.
const THEME_COLOR = '#1976D2';
const BACKGROUND_COLOR = '#ffffff';

// React Router's package names only its development build (with its warnings switched on) for
// every bundler; its production build sits beside it. The app's build takes that one, for both of
// the package's entries, so one copy of the router runs, without the development checks.
const REACT_ROUTER_PRODUCTION = new URL('./node_modules/react-router/dist/production/', import.meta.url);
const reactRouterProduction = () =>
  buildAliases('react-router-production', [
    { find: /^react-router$/, replacement: fileURLToPath(new URL('index.mjs', REACT_ROUTER_PRODUCTION)) },
    { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('dom-export.mjs', REACT_ROUTER_PRODUCTION)) },
  ]);

// A package's other build, taken by the app's build only: the dev server and the tests keep the
// package's own choice (the tests import the package's dependants unbundled, which would then load two copies).
function buildAliases(name: string, alias: Array<{ find: RegExp; replacement: string }>): Plugin {
  return { name, apply: 'build', config: () => ({ resolve: { alias } }) };
}

// A build-time edit of one import of a Mantine module, which fails the build when the module no
// longer has the import it edits (after an update of Mantine).
function mantineImport(name: string, file: RegExp, from: string, to: string): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      if (!code.includes(from)) this.error(`${id} no longer has: ${from}`);
      return { code: code.replace(from, to), map: null };
    },
  };
}

// Mantine's scroll area (under every table) merges its refs with floating-ui's hook, which would
// bring the whole floating layer (15 KiB) to any screen with a table; Mantine's own hook does the same.
const scrollAreaWithoutFloatingLayer = () =>
  mantineImport(
    'scroll-area-without-floating-layer',
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    'import { useMergeRefs } from "@floating-ui/react";',
    'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);',
  );

// The shell's header (and the app shell's footer and aside) read one class name from
// react-remove-scroll, which would bring the whole scroll lock of Mantine's modals and drawers
// (about 5 KiB) to every signed-in start; the class name comes from the constants it takes it from.
const appShellWithoutScrollLock = () =>
  mantineImport(
    'app-shell-without-scroll-lock',
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]AppShell\1\.mjs$/,
    'import { RemoveScroll } from "react-remove-scroll";',
    'import { zeroRightClassName } from "react-remove-scroll-bar/constants";\nconst RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };',
  );

// An import of a Mantine module turned into a component loaded when first drawn (under the screen's
// Suspense), for a part of a component that every screen using the component would otherwise load.
const lazyMantineComponent = (name: string, file: RegExp, component: string, path: string) =>
  mantineImport(
    name,
    file,
    `import { ${component} } from "${path}";`,
    `import { lazy as lazy${component} } from "react";\nconst ${component} = lazy${component}(() => import("${path}").then((module) => ({ default: module.${component} })));`,
  );

// Mantine's table offers a scroll container (Table.ScrollContainer) built on its scroll area, which
// every table would load (5 KiB, on Home too) though no screen uses it.
const tableWithoutScrollArea = () =>
  lazyMantineComponent(
    'table-without-scroll-area',
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/,
    'ScrollArea',
    '../ScrollArea/ScrollArea.mjs',
  );

// Every button carries its group (Button.Group, Button.GroupSection), which no screen shows, and
// every loader the bars and dots beside the oval the app draws: about 0.2 KiB of gzip on the sign-in page.
const BUTTON = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Button[\\/]Button\.mjs$/;
const LOADER = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Loader[\\/]Loader\.mjs$/;
const buttonWithoutGroups = () => [
  lazyMantineComponent('button-without-group', BUTTON, 'ButtonGroup', './ButtonGroup/ButtonGroup.mjs'),
  lazyMantineComponent('button-without-group-section', BUTTON, 'ButtonGroupSection', './ButtonGroupSection/ButtonGroupSection.mjs'),
];
const loaderOvalOnly = () => [
  lazyMantineComponent('loader-without-bars', LOADER, 'Bars', './loaders/Bars.mjs'),
  lazyMantineComponent('loader-without-dots', LOADER, 'Dots', './loaders/Dots.mjs'),
];

// The app shell's sections each draw a resize handle, which draws nothing unless the shell is
// resizable; the app's is not (with the parts below, 2.4 KiB of gzip on Home). The handle loads when a resizable shell first draws it.
const appShellWithoutResizeHandle = () =>
  mantineImport(
    'app-shell-without-resize-handle',
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Navbar|Header|Aside|Footer)[\\/]AppShell\1\.mjs$/,
    'import { AppShellResizeHandle } from "../AppShellResizeHandle/AppShellResizeHandle.mjs";',
    [
      'import { lazy as lazyResizeHandle, createElement as drawResizeHandle } from "react";',
      'const LazyResizeHandle = lazyResizeHandle(() => import("../AppShellResizeHandle/AppShellResizeHandle.mjs").then((module) => ({ default: module.AppShellResizeHandle })));',
      // The handle's own test (AppShellResizeHandle.mjs: `if (!controller?.[section].enabled) return null`), before loading it.
      'const AppShellResizeHandle = (props) => (useAppShellContext().resize?.[props.section]?.enabled ? drawResizeHandle(LazyResizeHandle, props) : null);',
    ].join('\n'),
  );

// Mantine's collapse (under the navbar's groups, on Home) folds up and down or sideways; no screen
// folds sideways, and its hook is 0.7 KiB of gzip. A collapse asked to fold sideways says so.
const collapseVerticalOnly = () =>
  mantineImport(
    'collapse-vertical-only',
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Collapse[\\/]Collapse\.mjs$/,
    'import { useCollapse, useHorizontalCollapse, useReducedMotion } from "@mantine/hooks";',
    [
      'import { useCollapse, useReducedMotion } from "@mantine/hooks";',
      'const useHorizontalCollapse = () => { throw new Error("Collapse: orientation=\\"horizontal\\" is left out of this build (collapseVerticalOnly in vite.config.ts)"); };',
    ].join('\n'),
  );

// Parts of Mantine components no screen draws, loaded when first drawn: the app shell's aside and
// footer, the checkbox's card and indicator.
const APP_SHELL = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell\.mjs$/;
const CHECKBOX = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Checkbox[\\/]Checkbox\.mjs$/;
const shellAndCheckboxParts = () => [
  lazyMantineComponent('app-shell-without-aside', APP_SHELL, 'AppShellAside', './AppShellAside/AppShellAside.mjs'),
  lazyMantineComponent('app-shell-without-footer', APP_SHELL, 'AppShellFooter', './AppShellFooter/AppShellFooter.mjs'),
  lazyMantineComponent('checkbox-without-card', CHECKBOX, 'CheckboxCard', './CheckboxCard/CheckboxCard.mjs'),
  lazyMantineComponent('checkbox-without-indicator', CHECKBOX, 'CheckboxIndicator', './CheckboxIndicator/CheckboxIndicator.mjs'),
];

// Dexie's package gives bundlers a wrapper of its UMD build (it guards against two copies of Dexie
// loaded by CommonJS and ES imports side by side); a bundle holds one copy, and Dexie's ES2018
// build beside it is 1.3 KiB of gzip lighter. The service worker's build takes it too (its own copy).
const dexieModern = () =>
  buildAliases('dexie-modern', [{ find: /^dexie$/, replacement: fileURLToPath(new URL('./node_modules/dexie/dist/modern/dexie.mjs', import.meta.url)) }]);

// The public side's page: /p/* opens public.html in the dev server as the server sends it in production.
function publicPageInDev(): Plugin {
  return {
    name: 'public-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url?.startsWith('/p/')) request.url = '/public.html';
        next();
      });
    },
  };
}

// The install manifest is the back office's: the public side's page does not offer it.
function publicPageWithoutManifest(): Plugin {
  return {
    name: 'public-page-without-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => (context.filename.endsWith('public.html') ? html.replace(/\s*<link rel="manifest"[^>]*>/, '') : html),
    },
  };
}

const preload = preloadMissing();

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  plugins: [
    contractForBrowser(),
    react(),
    reactRouterProduction(),
    reactRouterTrim(),
    scrollAreaWithoutFloatingLayer(),
    appShellWithoutScrollLock(),
    tableWithoutScrollArea(),
    ...buttonWithoutGroups(),
    ...loaderOvalOnly(),
    appShellWithoutResizeHandle(),
    ...shellAndCheckboxParts(),
    collapseVerticalOnly(),
    dexieModern(),
    preload.plugin,
    shellStart.plugin,
    stylesAfterPaint(),
    signedInStartPage(),
    precompress({ thorough: (file) => FIRST_SCRIPTS.test(file) }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The icons are matched by globPatterns below; listing them twice duplicates precache entries.
      includeManifestIcons: false,
      manifest: {
        id: '/app/in/home',
        name: 'Back office',
        short_name: 'Back office',
        description: 'Back office of the contest platform',
        lang: 'it',
        start_url: '/app/in/home',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          // The same full-bleed squares: the letter stays inside the maskable safe zone.
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Shown by the install dialog; made by scripts/make-screenshots.ts.
        screenshots: [
          { src: '/screenshots/home-wide.png', sizes: '1280x720', type: 'image/png', form_factor: 'wide', label: 'Home' },
          { src: '/screenshots/home-narrow.png', sizes: '412x732', type: 'image/png', form_factor: 'narrow', label: 'Home' },
        ],
      },
      injectManifest: {
        // A classic script: registers in every browser that has service workers.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
        // The install dialog's screenshots are fetched by the browser when it asks, never needed offline;
        // the signed-in start pages (each language's too) are the server's answer only (offline, index.html opens every route).
        globIgnores: ['screenshots/**', ...START_PAGE_GLOBS],
        sourcemap: false,
      },
      devOptions: { enabled: false },
    }),
    publicPageWithoutManifest(),
    publicPageInDev(),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps are the app's source in clear: written only when asked (SOURCE_MAPS=1), for an
    // error tracker, without the comment that points browsers at them; the server never serves .map files.
    sourcemap: process.env.SOURCE_MAPS === '1' ? 'hidden' : false,
    // Every browser the app supports preloads modules itself (Chromium, Firefox 115, Safari 17);
    // an older one loads them as it meets their imports, without the polyfill's half KiB at start.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rollupOptions: {
      // Two pages: the back office (index.html) and the public side's light app (public.html).
      input: { main: 'index.html', public: 'public.html' },
      // typesafe-i18n's locale detectors each build a default detector when their module loads, which
      // keeps them all in the sign-in page though the app detects the language itself (src/lib/language.ts).
      treeshake: { moduleSideEffects: (id) => (TYPESAFE_DETECTORS.test(id) ? false : undefined) },
      output: {
        // The small modules every screen of the sign-in path shares travel as one file, not a dozen.
        advancedChunks: {
          groups: [
            // What both pages load first travels as one file: React and the few modules the public
            // page shares with the sign-in path, so the public page never loads the sign-in chunk
            // (and the Mantine inside it) for them.
            { name: 'common', test: (id) => REACT.test(id) || PUBLIC_SHARED.test(withoutQuery(id)), priority: 3 },
            { name: 'sign-in', test: (id) => SIGN_IN_SHARED.test(withoutQuery(id)), priority: 2 },
            // Tabler's icons are a few hundred bytes each: one file of the screens' icons (about 4 KiB)
            // instead of one request per icon on every screen that shows a new one. Those the
            // signed-in start and the shell show, and the code that draws them all, travel in its file.
            { name: 'icons', test: (id) => ICON.test(id) && !shellStart.holds(id), priority: 1 },
            // The floating layer under Mantine's menus, popovers and tooltips, apart from the scroll
            // area it would otherwise share a file with: a table (Home's) scrolls without it.
            { name: 'floating', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, priority: 1 },
            // The signed-in start's own modules, as one file (scripts/shell-start-chunk.ts).
            shellStart.group,
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default leaves one core idle; the test files are independent (each has its own
    // database), so every core runs one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts', 'contract/**/*.test.ts'],
          // Each file has its own server, database, clock and mailbox (tests/server/harness.ts), so a worker
          // runs file after file on the modules it has already imported instead of importing the server anew
          // for each: a third less time on the same files.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
          // A test's first render imports its screen's modules, which all workers transform at once on two cores.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
