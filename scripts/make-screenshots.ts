/**
 * Takes the app's screenshots from the built app on a real server with the demo data:
 * the install dialog's (public/screenshots, named in the manifest) and the docs' (login
 * and home at 1280 and 768 pixels wide). Run with `tsx scripts/make-screenshots.ts`
 * after `npm run build`; the PNGs are committed.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright';
import { launchChromium } from '../bench/browser.ts';
import { signInCookies, type Cookie } from '../bench/sign-in.ts';
import { startServer } from '../e2e/fixtures/server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Shot {
  file: string;
  path: string;
  width: number;
  height: number;
  signedIn: boolean;
}

const SHOTS: Shot[] = [
  { file: 'public/screenshots/home-wide.png', path: '/app/in/home', width: 1280, height: 720, signedIn: true },
  { file: 'public/screenshots/home-narrow.png', path: '/app/in/home', width: 412, height: 732, signedIn: true },
  { file: 'docs/screenshots/login-1280.png', path: '/app/out/login', width: 1280, height: 800, signedIn: false },
  { file: 'docs/screenshots/login-768.png', path: '/app/out/login', width: 768, height: 1024, signedIn: false },
  { file: 'docs/screenshots/home-1280.png', path: '/app/in/home', width: 1280, height: 800, signedIn: true },
  { file: 'docs/screenshots/home-768.png', path: '/app/in/home', width: 768, height: 1024, signedIn: true },
];

async function take(browser: Browser, url: string, shot: Shot, session: Cookie[]): Promise<void> {
  const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'AppLanguage', value: 'en', url }, ...(shot.signedIn ? session : [])]);
  const page = await context.newPage();
  await page.goto(url + shot.path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  fs.mkdirSync(new URL(`../${shot.file}/..`, import.meta.url), { recursive: true });
  await page.screenshot({ path: `${ROOT}${shot.file}` });
  await context.close();
  console.info(`${shot.file} (${shot.width}x${shot.height})`);
}

const server = await startServer();
const browser = await launchChromium();
try {
  const session = await signInCookies(server.url, server.mailDir);
  for (const shot of SHOTS) await take(browser, server.url, shot, session);
} finally {
  await browser.close();
  await server.stop();
}
