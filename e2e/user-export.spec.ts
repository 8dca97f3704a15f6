import type { Page } from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { scan, violationsText, type ScanReport } from './fixtures/axe.ts';
import { demoAccount, openScreen, settled, signedInContext } from './fixtures/demo.ts';
import { seedRegisteredPeople, UGO, ZELDA } from './fixtures/registered-people.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const words = en.users.export;
const URL = '/app/in/admin/installation/export';
const PURPOSE = 'Posting the catalogue to the applicants of Premio Aurora 2026';

// This spec's own server: the demo, and Zelda and Ugo registered with Premio Aurora 2026 before it starts.
test.use({ serverOptions: { prepare: seedRegisteredPeople } });

async function fitsWidth(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
  expect(sizes.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(sizes.width);
}

// The CSV's rows by its header's names (cells with no comma nor quote here).
function records(text: string): Array<Record<string, string>> {
  const [header = '', ...lines] = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  const names = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, index) => [names[index], cell])));
}

test('an installation admin exports the registered users of one project with a purpose, follows it, downloads the file and finds its rows', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const context = await signedInContext(browser, server, demoAccount('admin'), { width: 1280, height: 900 });
  const page = await context.newPage();
  await openScreen(page, URL);
  const reports: ScanReport[] = [];

  const projects = page.getByRole('combobox', { name: words.projects });
  await projects.click();
  await projects.fill('Premio Aurora 2026');
  await page.getByRole('option', { name: /Premio Aurora 2026/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Accepted conditions' }).check();
  await page.getByRole('button', { name: words.start }).click();
  // Without a purpose nothing starts: the field says why.
  await expect(page.getByRole('textbox', { name: words.purpose })).toHaveAttribute('aria-invalid', 'true');
  reports.push(await scan(page, 'the export with its purpose missing'));
  await page.getByRole('textbox', { name: words.purpose }).fill(PURPOSE);
  await page.getByRole('button', { name: words.start }).click();

  const download = page.getByTestId('export-current').getByRole('link', { name: /\.csv$/ });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('job-progress')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('export-manifest')).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const bytes = await fs.readFile((await file.path())!);
  const rows = records(bytes.toString('utf8'));

  expect(rows.map((row) => row.Email).sort()).toEqual(expect.arrayContaining([UGO.email, ZELDA.email]));
  expect(rows.every((row) => row.Project === 'Premio Aurora 2026')).toBe(true);
  const zelda = rows.find((row) => row.Email === ZELDA.email)!;
  expect(zelda).toMatchObject({ 'First name': ZELDA.firstName, 'Last name': ZELDA.lastName, Submissions: '1' });
  expect(zelda['Accepted conditions']).not.toBe('');
  // The manifest on the screen is the file's: its count and SHA-256.
  await expect(page.getByTestId('export-sha256')).toHaveText(crypto.createHash('sha256').update(bytes).digest('hex'));
  await expect(page.getByTestId('export-manifest')).toContainText(String(rows.length));
  // The list of past exports has it, with its purpose and the download counted.
  const listed = page.locator('[data-export]').first();
  await expect(listed).toContainText(PURPOSE);
  reports.push(await scan(page, 'the export written, with its manifest'));
  await page.screenshot({ path: test.info().outputPath('user-export-written.png'), fullPage: true });
  await page.reload();
  await settled(page);
  await expect(page.locator('[data-export]').first()).toContainText(PURPOSE);

  for (const width of [1280, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await fitsWidth(page);
    reports.push(await scan(page, `the export screen at ${width} px`));
    await page.screenshot({ path: test.info().outputPath(`user-export-${width}.png`), fullPage: true });
  }
  await context.close();
  expect(violationsText(reports), 'WCAG 2.1 A/AA violations').toBe('');
});
