import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { scan, violationsText, type ScanReport } from './fixtures/axe.ts';
import { DEMO_ADMIN, signInThroughScreens } from './fixtures/accounts.ts';
import { demoRecords, openScreen, signedInContext, type DemoRecords } from './fixtures/demo.ts';
import { DEMO_SITE } from './fixtures/respondent.ts';
import { rgbOf, saveTheme, serviceWorkerActivated } from './fixtures/theme.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const words = en.theme;
const NEW_PRIMARY = '#6A1B9A';
const PUBLIC_FORM = `/p/${DEMO_SITE.company}/${DEMO_SITE.project}/f/${DEMO_SITE.form}?lang=en`;
const WIDTHS = [1280, 768, 390] as const;

/** A PNG of one colour, `width` by `height`: a logo to upload. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const appUrl = (path: string) => `/app/in/${path}`;
const projectThemeUrl = (records: DemoRecords) => appUrl(`company/${records.company}/project/${records.project}/options/theme`);

async function projectTheme(page: Page, origin: string, records: DemoRecords): Promise<{ Theme_Colors: string; Theme_Graphics: string; version: number }> {
  const response = await page.request.post(`/api/company/${records.company}/project/${records.project}/theme/get`, { data: {}, headers: { Origin: origin } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { entity: { Theme_Colors: string; Theme_Graphics: string; version: number } }).entity;
}

async function saveProjectTheme(page: Page, origin: string, records: DemoRecords, texts: { Theme_Colors: string; Theme_Graphics: string }): Promise<void> {
  const response = await page.request.post(`/api/company/${records.company}/project/${records.project}/theme/save`, {
    data: texts,
    headers: { Origin: origin, 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const saveButton = (page: Page) => page.getByRole('button', { name: words.save, exact: true });

// The filled colour of the Save button, read with the pointer away from it (hovered, it shows the next shade).
async function expectFilled(page: Page, hex: string): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(saveButton(page)).toHaveCSS('background-color', rgbOf(hex));
}

test('an admin changes the primary colour and the logo: the back office and the public form change without a reload', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const origin = new URL(server.url).origin;
  const context = await signedInContext(browser, server, DEMO_ADMIN, { width: 1280, height: 900 });
  const page = await context.newPage();
  const records = await demoRecords(context.request, origin);
  const aurora = await projectTheme(page, origin, records);
  try {
    await openScreen(page, appUrl('admin/installation/theme/colors'));
    // The spec's defaults fail as text: the check names them with their ratios.
    await expect(page.getByTestId('contrast-pageTitle')).toContainText('#FFFFFF on #2196F3: 3.12:1, needs 4.50:1');
    await expect(page.getByTestId('contrast-tooltip')).toContainText('2.41:1');
    const primary = page.getByRole('textbox', { name: en.theme.palette.primary, exact: true });
    await primary.fill(NEW_PRIMARY);
    await primary.press('Tab');
    // The exact colour chosen is shade 6 of the ten.
    await expect(page.getByRole('list', { name: `The ten shades of ${en.theme.palette.primary}` }).locator('[data-shade="6"]')).toHaveAttribute('data-color', NEW_PRIMARY.toLowerCase());
    // No reload from here on: the page keeps this mark.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await saveButton(page).click();
    await expect(page.getByText(words.saved).last()).toBeVisible();
    await expectFilled(page, NEW_PRIMARY);

    await openScreen(page, appUrl('admin/installation/theme/graphics'));
    const logo = page.getByTestId('logo-field').locator('input[type="file"]');
    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(96, 32, [0, 105, 92]) });
    const shown = page.getByRole('img', { name: `Current ${words.graphics.logo}` });
    await expect(shown).toBeVisible();
    const src = await shown.getAttribute('src');
    expect(src).toMatch(/^\/api\/img\/[0-9a-f-]{36}$/);
    await saveButton(page).click();
    await expect(page.getByText(words.saved).last()).toBeVisible();
    // The header's logo is the new one, and the back office still wears the new primary colour.
    await expect(page.getByRole('banner').locator(`img[src="${src}"]`)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    const image = await page.request.get(src!);
    expect(image.status()).toBe(200);
    expect(image.headers()['x-content-type-options']).toBe('nosniff');

    // The public form of the demo project, opened beside it: the installation's logo, the project's own primary colour.
    const visitor = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    const form = await visitor.newPage();
    await form.goto(PUBLIC_FORM);
    await expect(form.locator(`header img[src="${src}"], img[src="${src}"]`).first()).toBeVisible();

    // Inside the project the back office wears the project's theme; back to the inherited primary, it wears the installation's.
    await openScreen(page, projectThemeUrl(records));
    const projectPrimary = page.getByTestId('value-vuetify.primary');
    await expect(projectPrimary).toContainText(words.project.from.project);
    await expectFilled(page, '#00695C');
    await projectPrimary.getByRole('button', { name: new RegExp(words.project.reset, 'i') }).click();
    await expect(projectPrimary).toContainText(words.project.from.installation);
    await saveButton(page).click();
    await expect(page.getByText(words.project.saved).last()).toBeVisible();
    await expectFilled(page, NEW_PRIMARY);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

    // The public form opened now wears the primary colour the admin chose.
    await form.goto(PUBLIC_FORM);
    await expect.poll(() => form.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim().toLowerCase())).toBe(NEW_PRIMARY.toLowerCase());
    await visitor.close();
  } finally {
    await saveTheme(page, server.url, { Theme_Colors: '', Theme_Graphics: '' });
    await saveProjectTheme(page, origin, records, { Theme_Colors: aurora.Theme_Colors, Theme_Graphics: aurora.Theme_Graphics });
    await context.close();
  }
});

test('the theme screens have no WCAG 2.1 A or AA violation at 1280, 768 and 390 pixels', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const context = await signedInContext(browser, server, DEMO_ADMIN, { width: 1280, height: 900 });
  const page = await context.newPage();
  const records = await demoRecords(context.request, new URL(server.url).origin);
  const reports: ScanReport[] = [];
  const screens = [
    appUrl('admin/installation/theme/colors'),
    appUrl('admin/installation/theme/graphics'),
    appUrl('admin/installation/theme/prj-defaults'),
    projectThemeUrl(records),
  ];
  for (const url of screens) {
    await openScreen(page, url);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      reports.push(await scan(page, `${url} at ${width} px`));
    }
  }
  await context.close();
  expect(violationsText(reports), 'WCAG 2.1 A/AA violations').toBe('');
});

type Probe = { firstPrimary?: string };

// Notes the primary colour at the app's first render, before anything could repaint it.
function recordFirstPaintPrimary(): void {
  const observer = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root || root.childElementCount === 0 || root.firstElementChild?.hasAttribute('data-boot')) return;
    (window as Probe).firstPrimary = getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-primary-filled').trim().toLowerCase();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

test('a project’s screen opens in the project’s theme from the first render, online and offline', async ({ page, context, server }) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
  await page.goto('/app/in/home');
  await signInThroughScreens(page, server.mailDir, DEMO_ADMIN);
  const records = await demoRecords(page.request, new URL(server.url).origin);
  await openScreen(page, projectThemeUrl(records));
  // The demo project's own deep teal, kept on the device once the screen has read it.
  await expectFilled(page, '#00695C');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), `bo.theme.${records.company}.${records.project}`)).toContain('#00695C');
  await serviceWorkerActivated(page);

  await page.addInitScript(recordFirstPaintPrimary);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as Probe).firstPrimary)).toBe('#00695c');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as Probe).firstPrimary)).toBe('#00695c');
  } finally {
    await context.setOffline(false);
  }
});
