import { randomUUID } from 'node:crypto';
import { scan } from './fixtures/axe.ts';
import { demoAccount, demoRecords, signedInContext } from './fixtures/demo.ts';
import { DEMO_SITE } from './fixtures/respondent.ts';
import { expect, test } from './fixtures/test.ts';

// The demo's Premio Aurora 2026 has a published home page made from the call announcement, a rules page and a menu.
const HOME = `/p/${DEMO_SITE.company}/${DEMO_SITE.project}/`;
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test('a visitor on a phone reads the home page in Italian and in English, follows the menu and dismisses the cookie banner, with scripting on', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'Premio Aurora 2026' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByText('Le candidature sono aperte: compila il modulo qui sotto.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Partecipa' })).toHaveAttribute('href', `${HOME}f/${DEMO_SITE.form}?lang=it`);
  // Nothing of the closed or results phases while the call is open.
  await expect(page.getByText('Le candidature sono chiuse')).toHaveCount(0);
  // The page fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect((await scan(page, 'landing page, Italian')).text).toBe('');

  // The banner goes at once, and stays gone on the next page.
  const banner = page.getByRole('region', { name: 'Cookie' });
  await banner.getByRole('button', { name: 'Ho capito' }).click();
  await expect(banner).toHaveCount(0);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Prize 2026' })).toBeVisible();
  await expect(page.getByText('Applications are open: fill in the form below.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  expect((await scan(page, 'landing page, English')).text).toBe('');

  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByText('Each person may send one application.')).toBeVisible();
  // No script but the banner's few inline lines: the page loads no code of the app.
  expect(scripts).toEqual([]);

  // The form's button leads to the public app, which still answers its own addresses.
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/f/${DEMO_SITE.form}\\?lang=en$`));
  await expect(page.getByRole('heading', { name: 'Application for the Aurora Prize 2026' }).first()).toBeVisible();
});

test.describe('with scripting off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor on a phone reads the page in each language and dismisses the cookie banner', async ({ page }) => {
    await page.goto(`${HOME}?lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora Prize 2026' })).toBeVisible();
    await expect(page.getByText('Applications are open: fill in the form below.')).toBeVisible();
    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(page.getByText('Le candidature sono aperte: compila il modulo qui sotto.')).toBeVisible();

    // The banner's form posts, and the page comes back without it.
    await page.getByRole('button', { name: 'Ho capito' }).click();
    await expect(page.getByText('Le candidature sono aperte: compila il modulo qui sotto.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Regolamento' }).click();
    await expect(page.getByText('Ogni persona può inviare una sola candidatura.')).toBeVisible();
  });
});

test('the home page reads as well in the default theme as in the demo project’s own: no WCAG 2.1 A or AA violation in either', async ({ page, browser, server }) => {
  const editor = await signedInContext(browser, server, demoAccount('editor'), PHONE);
  const call = async (path: string, data: object) => {
    const response = await editor.request.post(`/api/${path}`, { data, headers: { Origin: server.url, 'Idempotency-Key': randomUUID() } });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { entity: { Theme_Colors: string; Theme_Graphics: string; version: number }; Theme_Colors?: string };
  };
  const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
  const records = await demoRecords(editor.request, server.url);
  const themeCall = `company/${records.company}/project/${records.project}/theme`;
  const own = (await call(`${themeCall}/get`, {})).entity;
  expect(own.Theme_Colors).not.toBe('');
  try {
    await page.goto(`${HOME}?lang=en`);
    expect((await scan(page, 'landing page in the project theme')).text).toBe('');
    // Without the project's colours and graphics, the page wears the installation's (the spec's defaults unless an admin changed them).
    await call(`${themeCall}/save`, { Theme_Colors: '', Theme_Graphics: '', version: own.version });
    const installation = JSON.parse((await call('theme/load', {})).Theme_Colors!) as { pageTitles: { background: string } };
    await page.goto(`${HOME}?lang=en`);
    await expect(page.locator('.pg-band')).toHaveCSS('background-color', hexToRgb(installation.pageTitles.background));
    expect((await scan(page, 'landing page in the default theme')).text).toBe('');
  } finally {
    const now = (await call(`${themeCall}/get`, {})).entity;
    await call(`${themeCall}/save`, { Theme_Colors: own.Theme_Colors, Theme_Graphics: own.Theme_Graphics, version: now.version });
    await editor.close();
  }
});
