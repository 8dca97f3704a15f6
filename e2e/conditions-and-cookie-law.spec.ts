import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEFAULT_COOKIE_LAW } from '../contract/public.ts';
import { VALIDATION_MESSAGES } from '../contract/validation-texts/all.ts';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { DEMO_ADMIN } from './fixtures/accounts.ts';
import { scan, violationsText, type ScanReport } from './fixtures/axe.ts';
import { settled, signedInContext } from './fixtures/demo.ts';
import { adminApi } from './fixtures/outbox.ts';
import { fillText } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const texts = en.installation.conditions;
const banner = en.theme.cookieLaw;
const CONDITIONS = '/app/in/admin/installation/conditions';
const COOKIE_LAW = '/app/in/admin/installation/theme/cookie-law';
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };

async function post<T>(api: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await api.post(`/api/${path}`, { data, headers: { 'Idempotency-Key': randomUUID() } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Scans the page at each width, and checks that nothing scrolls sideways at any of them. */
async function checkWidths(page: Page, where: string): Promise<ScanReport[]> {
  const reports: ScanReport[] = [];
  for (const size of [DESKTOP, TABLET, PHONE]) {
    await page.setViewportSize(size);
    await settled(page);
    reports.push(await scan(page, `${where} at ${size.width} px`));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${where} scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(DESKTOP);
  return reports;
}

const row = (page: Page, key: string) => page.locator(`[data-condition="${key}"]`);
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

test('an admin publishes a new condition, then a new version of it, reads the history and withdraws it', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const key = `terms-${randomUUID().slice(0, 6)}`;
  const title = `Terms of use ${key}`;
  const context = await signedInContext(browser, server, DEMO_ADMIN, DESKTOP);
  const page = await context.newPage();
  await page.goto(CONDITIONS);
  await expect(page.getByRole('heading', { level: 1, name: en.shell.titles.conditions })).toBeVisible();
  await settled(page);

  // Version 1: the key, required, an English and an Italian text; the body keeps its line breaks.
  await page.getByRole('button', { name: texts.newCondition }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.newTitle });
  await dialog.getByRole('button', { name: fillText(texts.submit, { number: '1' }) }).click();
  await expect(dialog.getByRole('textbox', { name: texts.key })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('textbox', { name: `${texts.titleLabel} (EN)` })).toHaveAccessibleDescription(
    VALIDATION_MESSAGES.requiredInOneLanguage.en.replace('{0}', texts.titleLabel),
  );
  await dialog.getByRole('textbox', { name: texts.key }).fill(key);
  await expect(dialog.getByRole('checkbox', { name: texts.requiredLabel })).toBeChecked();
  await expect(dialog.getByText(texts.reacceptNote)).toBeVisible();
  await dialog.getByRole('textbox', { name: `${texts.titleLabel} (EN)` }).fill(title);
  await dialog.getByRole('textbox', { name: `${texts.bodyLabel} (EN)` }).fill('First rule.\nSecond rule.');
  await dialog.getByRole('tab', { name: 'Italiano' }).click();
  await dialog.getByRole('textbox', { name: `${texts.titleLabel} (IT)` }).fill('Condizioni di utilizzo');
  await dialog.getByRole('textbox', { name: `${texts.bodyLabel} (IT)` }).fill('Prima regola.\nSeconda regola.');
  const reports = [await scan(page, 'New condition dialog')];
  await dialog.getByRole('button', { name: fillText(texts.submit, { number: '1' }) }).click();
  await expect(notice(page, fillText(texts.publishedDone, { number: '1', title }))).toBeVisible();
  await expect(row(page, key)).toContainText(texts.required);
  await expect(row(page, key)).toContainText(DEMO_ADMIN.email);

  // Version 2 starts from version 1's texts; a published version is never changed.
  await row(page, key).getByRole('button', { name: texts.publishNew }).click();
  const next = page.getByRole('dialog', { name: fillText(texts.publishTitle, { title }) });
  const body = next.getByRole('textbox', { name: `${texts.bodyLabel} (EN)` });
  await expect(body).toHaveValue('First rule.\nSecond rule.');
  await expect(next.getByText(texts.reacceptNote)).toBeVisible();
  await body.fill('First rule.\nSecond rule.\nThird rule.');
  reports.push(await scan(page, 'New version dialog'));
  await next.getByRole('button', { name: fillText(texts.submit, { number: '2' }) }).click();
  await expect(notice(page, fillText(texts.publishedDone, { number: '2', title }))).toBeVisible();
  await expect(row(page, key).getByRole('cell').nth(1)).toHaveText('2');

  // The history reads both versions, newest first, each in its languages.
  await row(page, key).getByRole('button', { name: texts.history }).click();
  const history = page.getByRole('dialog', { name: fillText(texts.historyTitle, { title }) });
  const versions = history.getByTestId('condition-version');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText(fillText(texts.versionNumber, { number: '2' }));
  await expect(versions.nth(0)).toContainText('Third rule.');
  await expect(versions.nth(1)).toContainText(fillText(texts.versionNumber, { number: '1' }));
  await versions.nth(1).getByRole('tab', { name: 'Italiano' }).click();
  await expect(versions.nth(1)).toContainText('Seconda regola.');
  reports.push(await scan(page, 'History dialog'));
  await history.getByRole('button', { name: en.app.close }).click();

  reports.push(...(await checkWidths(page, 'Conditions')));

  // Withdrawn after a confirmation, published again, and withdrawn for good: nobody is asked any more.
  for (const step of ['withdraw', 'restore', 'withdraw'] as const) {
    if (step === 'withdraw') {
      await row(page, key).getByRole('button', { name: texts.withdraw }).click();
      await page.getByRole('dialog', { name: fillText(texts.withdrawTitle, { title }) }).getByRole('button', { name: texts.withdraw }).click();
      await expect(notice(page, fillText(texts.withdrawnDone, { title }))).toBeVisible();
      await expect(row(page, key)).toContainText(texts.withdrawn);
    } else {
      await row(page, key).getByRole('button', { name: texts.publishAgain }).click();
      await expect(notice(page, fillText(texts.restoredDone, { title }))).toBeVisible();
      await expect(row(page, key)).not.toContainText(texts.withdrawn);
    }
  }

  const admin = await adminApi(server);
  const list = await post<{ items: Array<{ key: string; version: number; withdrawn_at: string | null; body: Record<string, string> }> }>(
    admin,
    'admin/installation/conditions/list',
    {},
  );
  expect(list.items.find((item) => item.key === key)).toMatchObject({ version: 2, body: { en: 'First rule.\nSecond rule.\nThird rule.' } });
  expect(list.items.find((item) => item.key === key)?.withdrawn_at).not.toBeNull();
  expect(violationsText(reports), 'WCAG 2.1 A/AA violations').toBe('');
  await admin.dispose();
  await context.close();
});

test('an admin edits the cookie banner with a live preview; a bad address is refused on its field and a save made elsewhere meanwhile is shown', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi(server);
  const context = await signedInContext(browser, server, DEMO_ADMIN, DESKTOP);
  const page = await context.newPage();
  await page.goto(COOKIE_LAW);
  await expect(page.getByRole('heading', { level: 1, name: en.shell.titles.cookieLaw })).toBeVisible();
  await settled(page);

  // The defaults, in English first; the preview follows what is typed.
  const bodyField = page.getByRole('textbox', { name: `${banner.body} (EN)` });
  await expect(bodyField).toHaveValue(DEFAULT_COOKIE_LAW.body.en!);
  const preview = page.getByTestId('cookie-banner-preview');
  await expect(preview).toContainText(DEFAULT_COOKIE_LAW.body.en!);
  await bodyField.fill('Only the cookies we need.\nNothing for advertising.');
  await expect(preview).toContainText('Nothing for advertising.');
  await page.getByRole('textbox', { name: `${banner.accept} (EN)` }).fill('Understood');
  await expect(preview).toContainText('Understood');
  await page.getByRole('tab', { name: 'Français' }).click();
  await expect(preview.getByRole('heading')).toHaveText(fillText(banner.preview, { language: 'Français' }));
  await expect(preview).toContainText(DEFAULT_COOKIE_LAW.body.fr!);

  // Only http and https addresses: the catalogue's message on the field.
  const url = page.getByRole('textbox', { name: banner.policyUrl });
  await url.fill('ftp://example.org/cookies');
  await page.getByRole('button', { name: banner.save }).click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAccessibleDescription(new RegExp(VALIDATION_MESSAGES.invalid.en.replace('{0}', banner.policyUrl)));
  await url.fill('https://example.org/cookies');
  await expect(preview.getByRole('link', { name: banner.policyLink })).toHaveAttribute('href', 'https://example.org/cookies');
  const reports = await checkWidths(page, 'Cookie law');
  await page.getByRole('button', { name: banner.save }).click();
  await expect(notice(page, banner.saved)).toBeVisible();

  await page.reload();
  await expect(bodyField).toHaveValue('Only the cookies we need.\nNothing for advertising.');
  await expect(url).toHaveValue('https://example.org/cookies');
  const stored = await post<{ entity: { version: number; body: Record<string, string>; accept: Record<string, string> } }>(
    admin,
    'admin/installation/theme/cookie-law/get',
    {},
  );
  expect(stored.entity.body.en).toBe('Only the cookies we need.\nNothing for advertising.');
  expect(stored.entity.accept).toMatchObject({ en: 'Understood', it: DEFAULT_COOKIE_LAW.accept.it });

  // Someone else turns the banner off meanwhile: the next save shows their version, and loads it on request.
  await post(admin, 'admin/installation/theme/cookie-law/save', { ...stored.entity, enabled: false });
  await page.getByRole('textbox', { name: `${banner.title} (EN)` }).fill('About cookies');
  await page.getByRole('button', { name: banner.save }).click();
  const conflict = page.getByTestId('cookie-law-conflict');
  await expect(conflict).toContainText(`${banner.enabled}: ${banner.no}`);
  reports.push(await scan(page, 'Cookie law conflict'));
  await conflict.getByRole('button', { name: banner.loadCurrent }).click();
  await expect(page.getByRole('switch', { name: banner.enabled })).not.toBeChecked();
  await expect(page.getByText(banner.previewOff)).toBeVisible();

  expect(violationsText(reports), 'WCAG 2.1 A/AA violations').toBe('');
  // The run's other stories see the banner as shipped.
  const now = await post<{ entity: { version: number } }>(admin, 'admin/installation/theme/cookie-law/get', {});
  await post(admin, 'admin/installation/theme/cookie-law/save', { ...DEFAULT_COOKIE_LAW, version: now.entity.version });
  await admin.dispose();
  await context.close();
});
