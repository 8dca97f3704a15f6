// First: zod's settings hold before any schema of a lazily loaded screen is built.
import './lib/zod-config.ts';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Language } from '../contract/languages.ts';
import { App } from './app/app.tsx';
import { createAppRouter, isSignedInPath, isSignedOutPath, preloadSignedIn, preloadSignedInModules, preloadSignedOutModule, routerReady } from './app/router.tsx';
import { afterFirstScreen, registerServiceWorker } from './app/pwa.ts';
import { loadLanguage, savePreferredLang } from './lib/i18n.ts';
import { cookieLanguage, rememberLanguage, startLanguage, useLanguageStore, visitorLanguage } from './lib/language.ts';
import { readStoredSession, storedSession } from './lib/session-marker.ts';
import { SIGNED_IN_MARK } from './lib/start-marks.ts';
import { startStyles } from './lib/start-styles.ts';
import { within } from './lib/timing.ts';
import { currentOperator, startSessionCheck } from './lib/session.ts';
import { refreshTheme, storedTheme, type ThemeTexts } from './lib/theme/theme-snapshot.ts';

// On a first start the screen waits this long at most for the server before painting with the defaults.
const FIRST_START_WAIT_MS = 3000;

// Spec section 4: the theme first. The stored one paints at once; theme/load refreshes it behind.
// A project's screen opens in the project's theme when this device keeps it, so it never shows the installation's first.
async function startTheme(): Promise<ThemeTexts | undefined> {
  const stored = await storedTheme(location.pathname);
  const loaded = refreshTheme();
  return stored ?? (await within(loaded, FIRST_START_WAIT_MS)) ?? undefined;
}

// Then the language: the cookie's choice at once; without one, the signed-in operator's preference,
// else the link's (an invitation names the language of its mail) or the browser's.
async function startLanguageOf(): Promise<Language> {
  const cookie = cookieLanguage();
  // Only a browser that signed in here may hold a session: a visitor's start asks the server nothing.
  const operator = storedSession().then((session) => (session ? currentOperator() : null));
  if (cookie) {
    void operator.then(() => savePreferredLang(cookie));
    return cookie;
  }
  const signedIn = await within(operator, FIRST_START_WAIT_MS);
  const lang = startLanguage(null, signedIn, visitorLanguage());
  // A visitor's default is no choice: only an operator's preference goes into the cookie.
  if (signedIn) rememberLanguage(lang);
  return lang;
}

// A signed-in address opened on a browser that signed in here (its own record, or the page the
// server sends to a browser holding a session cookie, marked so), or a signed-out one: the session
// check the route's guard makes goes out first, and the screen asked for and the texts of the
// language the start will most likely choose (the cookie's, else the visitor's) load beside it.
const signedInStart =
  isSignedInPath(location.pathname) && (readStoredSession() !== null || document.querySelector(`meta[name="${SIGNED_IN_MARK}"]`) !== null);
const signedOutStart = isSignedOutPath(location.pathname);
if (signedInStart || signedOutStart) {
  startSessionCheck();
  const likely = startLanguage(cookieLanguage(), null, visitorLanguage());
  void loadLanguage(likely).catch(() => undefined);
  if (signedInStart) void preloadSignedInModules(location.pathname, likely);
  else preloadSignedOutModule(location.pathname);
}

async function start(): Promise<void> {
  const theme = await startTheme();
  const lang = await startLanguageOf();
  document.documentElement.lang = lang;
  useLanguageStore.setState({ lang });
  if (signedInStart) void preloadSignedIn(location.pathname, true);
  // The router finds its first screen (the guard's answer, the screen's module and texts) while
  // the dictionary and the page's style sheets load, and the start screen painted by index.html
  // stays: no screen flashes untranslated keys or unstyled. Then React renders that screen as a
  // transition, in slices that yield to the browser, so a slow phone answers a tap during the
  // start instead of freezing for the whole render. Ready before the render, the router's state
  // cannot change while it renders (a sliced first render of a router still loading let a route's
  // module arrive before the router's provider subscribed to it, and the start screen then stayed
  // for good).
  const router = createAppRouter();
  await Promise.all([loadLanguage(lang), startStyles(), routerReady(router)]);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App locale={lang} theme={theme} router={router} />
      </StrictMode>,
    ),
  );
}

afterFirstScreen(start(), registerServiceWorker);
