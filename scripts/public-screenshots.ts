/**
 * Takes the public side's screenshots from the built app on a real server with the demo data,
 * in English, into docs/screenshots/public-<screen>-<width>.png at 1280, 768 and 390 pixels wide:
 * the demo application signed out (with the cookie bar), its first step filled from the
 * respondent, its second step with a length hint and a message, and My submissions with My data.
 * Run with `tsx scripts/public-screenshots.ts` after `npm run build`.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright';
import { launchChromium } from '../bench/browser.ts';
import { DEMO_SITE, signInRespondent } from '../e2e/fixtures/respondent.ts';
import { startServer } from '../e2e/fixtures/server.ts';
import { TEXTS } from './i18n-texts.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];
const SITE = `/p/${DEMO_SITE.company}/${DEMO_SITE.project}`;
const words = TEXTS.en.public;

// The viewport as a phone shows it: where the cookie bar sits is the point of these pictures.
async function save(page: Page, name: string, width: number): Promise<void> {
  // Two frames, so the last change is painted (as text: this script is type-checked without the DOM's types).
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  const file = `docs/screenshots/public-${name}-${width}.png`;
  await page.screenshot({ path: `${ROOT}${file}`, animations: 'disabled' });
  console.info(file);
}

const server = await startServer();
const browser = await launchChromium();
try {
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${server.url}${SITE}/f/${DEMO_SITE.form}?lang=en`);
    await page.getByRole('heading', { name: words.signIn.title }).waitFor();
    await save(page, 'form-signed-out', viewport.width);

    await signInRespondent(page.request, server.url, server.mailDir, `shots-${randomUUID().slice(0, 8)}@example.com`);
    await page.reload();
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    await page.getByRole('textbox', { name: 'Phone', exact: true }).focus();
    await save(page, 'form-step-1', viewport.width);

    await page.getByRole('button', { name: words.form.next }).click();
    await page.getByRole('radio', { name: 'Art', exact: true }).check();
    const describe = page.getByRole('textbox', { name: 'Describe the project', exact: true });
    await describe.fill('Roof gardens on every school of the city, run by the students.');
    await page.getByRole('button', { name: words.form.next }).click();
    await describe.scrollIntoViewIfNeeded();
    await save(page, 'form-step-2', viewport.width);

    await page.goto(`${server.url}${SITE}/me?lang=en`);
    await page.getByRole('button', { name: words.me.download }).scrollIntoViewIfNeeded();
    await save(page, 'my-data', viewport.width);
    await context.setOffline(true);
    await page.getByText(words.me.needsConnection).waitFor();
    await save(page, 'my-data-offline', viewport.width);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
