import type { BrowserContext } from 'playwright';
import { DEMO_ADMIN, signInCookies } from './sign-in.ts';
import { measureLoad, type Transfer } from '../e2e/fixtures/transfer.ts';
import { launchChromium } from './browser.ts';
import { startServer } from '../e2e/fixtures/server.ts';
import { DEMO_SITE, signInRespondent } from '../e2e/fixtures/respondent.ts';

/** The JavaScript and CSS one screen loads, compressed as served. */
export interface ScreenWeight {
  screen: string;
  js: Transfer;
  css: Transfer;
}

export { HOME_BUDGET, LOGIN_BUDGET } from '../e2e/fixtures/transfer.ts';
export { PUBLIC_BUDGET } from '../e2e/fixtures/respondent.ts';

/** The demo application form as a respondent opens it. */
export const PUBLIC_FORM_PATH = `/p/${DEMO_SITE.company}/${DEMO_SITE.project}/f/${DEMO_SITE.form}?lang=en`;

/** The demo project's home page, a landing page the server renders. */
export const LANDING_PAGE_PATH = `/p/${DEMO_SITE.company}/${DEMO_SITE.project}/?lang=en`;

async function weigh(context: BrowserContext, screen: string, url: string): Promise<ScreenWeight> {
  const page = await context.newPage();
  try {
    const load = await measureLoad(page, url);
    return { screen, js: load.script, css: load.stylesheet };
  } finally {
    await page.close();
  }
}

/**
 * Loads the login screen signed out, Home signed in, the public form page as a signed-in
 * respondent is shown the form, and the demo's landing page as a visitor reads it, each in a
 * fresh context without a service worker.
 */
export async function benchBundle(): Promise<ScreenWeight[]> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const signedOut = await browser.newContext({ serviceWorkers: 'block' });
    const login = await weigh(signedOut, 'login', `${server.url}/app/out/login`);
    const signedIn = await browser.newContext({ serviceWorkers: 'block' });
    await signedIn.addCookies(await signInCookies(server.url, server.mailDir, DEMO_ADMIN));
    const home = await weigh(signedIn, 'home', `${server.url}/app/in/home`);
    const respondent = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    await signInRespondent(respondent.request, server.url, server.mailDir, `bench-${Date.now()}@example.com`);
    const publicForm = await weigh(respondent, 'public form', `${server.url}${PUBLIC_FORM_PATH}`);
    const visitor = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const landing = await weigh(visitor, 'landing page', `${server.url}${LANDING_PAGE_PATH}`);
    return [login, home, publicForm, landing];
  } finally {
    await browser.close();
    await server.stop();
  }
}
