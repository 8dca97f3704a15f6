import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { demoAccount, signedInContext } from './fixtures/demo.ts';
import { adminApi, launchKeptBrowser, pendingText, signInWithWorker } from './fixtures/outbox.ts';
import { fillText } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';

const banner = TEXTS.en.shell.alertBanner;
const words = TEXTS.en.alerts;
const TABLET = { width: 768, height: 1024 };
const TITLE = 'Scoring closes at noon';

interface Receipt {
  email: string;
  acknowledged_at: string;
}

async function receipts(admin: APIRequestContext, id: string): Promise<Receipt[]> {
  const response = await admin.post('/api/admin/installation/alerts/receipts', { data: { id } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: Receipt[] }).items;
}

test('a critical alert with acknowledgement reaches a judge’s tablet that was offline when it was published; acknowledged offline, the admin sees it once the tablet reconnects', async ({ server, browser: adminBrowser }, testInfo) => {
  test.setTimeout(240_000);
  const judge = demoAccount('judge');
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-alerts-'));
  const tablet = await launchKeptBrowser(userDataDir, testInfo.project.use.launchOptions, server.url);
  const admin = await adminApi(server);
  try {
    const page = tablet.pages()[0] ?? (await tablet.newPage());
    await page.setViewportSize(TABLET);
    await signInWithWorker(page, server, judge);
    await page.goto('/app/in/judges/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('alert-banner')).toHaveCount(0);

    // The tablet loses its connection; meanwhile the admin publishes a critical alert to the judges.
    await tablet.setOffline(true);
    const published = await admin.post('/api/admin/installation/alerts/save', {
      data: { title: { en: TITLE, it: 'Le valutazioni chiudono a mezzogiorno' }, body: { en: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Send every score before 12:00.' }] }] } }, severity: 'critical', audience: { roles: ['judge'] }, starts_at: new Date(Date.now() - 60_000).toISOString(), ack_required: true },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(published.status(), await published.text()).toBe(200);
    const { entity } = (await published.json()) as { entity: { id: string } };

    // Offline, the tablet cannot know yet; once the connection is back, the banner shows it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('alert-banner')).toHaveCount(0);
    await tablet.setOffline(false);
    const alert = page.locator(`[data-alert="${entity.id}"]`);
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toHaveAttribute('data-severity', 'critical');
    await expect(alert).toContainText(TITLE);
    await expect(alert).toContainText('Send every score before 12:00.');
    // Acknowledgement required: there is no closing it.
    await expect(alert.getByRole('button', { name: fillText(banner.dismissNamed, { title: TITLE }) })).toHaveCount(0);

    // Synced once, it stays on the device: offline again and reloaded, the tablet still shows it.
    await tablet.setOffline(true);
    await page.reload();
    await expect(alert).toBeVisible({ timeout: 20_000 });

    // Acknowledged offline: kept in the outbox, gone from the banner, across a reload.
    await alert.getByRole('button', { name: banner.acknowledge }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByText(pendingText(1))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(await receipts(admin, entity.id)).toEqual([]);

    // Back online, the acknowledgement reaches the server once, and the admin's screen names the judge.
    await tablet.setOffline(false);
    await expect.poll(async () => (await receipts(admin, entity.id)).map((receipt) => receipt.email), { timeout: 30_000 }).toEqual([judge.email]);
    await expect(page.getByText(pendingText(1))).toHaveCount(0);

    const context = await signedInContext(adminBrowser, server, demoAccount('admin'), { width: 1280, height: 900 });
    const adminPage = await context.newPage();
    await adminPage.goto('/app/in/admin/installation/alerts');
    const row = adminPage.locator(`[data-alert="${entity.id}"]`);
    await expect(row).toContainText(TITLE);
    await row.getByRole('button', { name: `${words.colActions}: ${TITLE}` }).click();
    await adminPage.getByRole('menuitem', { name: words.receipts }).click();
    const drawer = adminPage.getByRole('dialog', { name: fillText(words.receiptsNamed, { title: TITLE }) });
    await expect(drawer.locator(`[data-receipt="${judge.email}"]`)).toBeVisible();
    await context.close();
  } finally {
    await admin.dispose();
    await tablet.close();
    await fs.rm(userDataDir, { recursive: true, force: true });
  }
});

test('an admin publishes an announcement from the Alerts screen for a project’s public pages; a visitor sees it and dismisses it', async ({ server, browser }) => {
  test.setTimeout(120_000);
  const context = await signedInContext(browser, server, demoAccount('admin'), { width: 1280, height: 900 });
  const page = await context.newPage();
  await page.goto('/app/in/admin/installation/alerts');
  await page.getByRole('button', { name: words.newAlert }).first().click();
  const dialog = page.getByRole('dialog', { name: words.newTitle });
  await dialog.getByRole('textbox', { name: words.fieldTitle }).fill('Results on Friday');
  await dialog.locator('label').filter({ hasText: words.sevWarning }).click();
  await expect(dialog.getByRole('radio', { name: words.sevWarning })).toBeChecked();
  await dialog.getByRole('combobox', { name: words.fieldPublic }).click();
  await page.getByRole('option', { name: /Premio Aurora 2026/ }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-alert]').filter({ hasText: 'Results on Friday' })).toContainText('Public pages: Premio Aurora 2026');
  await context.close();

  const visitor = await browser.newContext({ locale: 'en-GB' });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${server.url}/p/aurora/premio-2026/me?lang=en`);
  const shown = publicPage.getByTestId('public-alert-banner');
  await expect(shown).toContainText('Results on Friday');
  await shown.getByRole('button', { name: fillText(TEXTS.en.public.alertBanner.dismissNamed, { title: 'Results on Friday' }) }).click();
  await expect(shown).toHaveCount(0);
  await publicPage.reload();
  await expect(publicPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(publicPage.getByTestId('public-alert-banner')).toHaveCount(0);
  await visitor.close();
});
