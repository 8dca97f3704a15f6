import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { scan, violationsText, type ScanReport } from './fixtures/axe.ts';
import { DEMO_SITE, signInRespondent } from './fixtures/respondent.ts';
import { expect, test } from './fixtures/test.ts';

const words = TEXTS.en.public;
const SITE = `/p/${DEMO_SITE.company}/${DEMO_SITE.project}`;
const ANSWERS = {
  nome: 'Grace Hopper',
  categoria: 'arte',
  descrizione: 'An opera in three acts sung by the machines of a textile mill, with the workers who still run them as the chorus. '.repeat(3),
  consenso: true,
};

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

async function call(request: APIRequestContext, origin: string, path: string, data: object, key?: string): Promise<void> {
  const response = await request.post(`${origin}/api${SITE}/${path}`, { data, headers: { Origin: origin, ...(key ? { 'Idempotency-Key': key } : {}) } });
  expect(response.status(), await response.text()).toBe(200);
}

test('a respondent reads their submissions and drafts, withdraws a submission, downloads their data and erases it', async ({ page, server }) => {
  const email = `mine-${randomUUID().slice(0, 8)}@example.com`;
  const reports: ScanReport[] = [];
  await signInRespondent(page.request, server.url, server.mailDir, email);
  // One submission, then a new draft of the same form.
  await call(page.request, server.url, `form/${DEMO_SITE.form}/submit`, { answers: { ...ANSWERS, email }, lang: 'en' }, randomUUID());
  await call(page.request, server.url, `form/${DEMO_SITE.form}/draft/save`, { answers: { nome: 'Grace' }, block: 0, lang: 'en' });

  await page.goto(`${SITE}/me?lang=en`);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.me.title })).toBeVisible();
  const items = page.getByRole('listitem');
  await expect(items).toHaveCount(2);
  const sent = items.filter({ hasText: words.me.status.received });
  const draft = items.filter({ hasText: words.me.status.draft });
  await expect(sent.getByRole('heading', { name: 'Application for the Aurora Prize 2026' })).toBeVisible();
  await expect(draft.getByRole('link', { name: words.me.continue })).toBeVisible();
  reports.push(await scan(page, 'my submissions'));

  // Withdrawn after a confirmation that names it.
  await sent.getByRole('button', { name: words.me.withdraw }).click();
  const dialog = page.getByRole('dialog', { name: words.me.withdrawTitle.replace('{title}', 'Application for the Aurora Prize 2026') });
  await expect(dialog).toBeVisible();
  reports.push(await scan(page, 'withdraw confirmation'));
  await dialog.getByRole('button', { name: words.me.withdraw }).click();
  await expect(page.getByText(words.me.withdrawn)).toBeVisible();
  await expect(items.filter({ hasText: words.me.status.withdrawn })).toHaveCount(1);
  await expect(items.getByRole('button', { name: words.me.withdraw })).toHaveCount(0);

  // Everything the project holds about them, as a file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.me.download }).click()]);
  expect(download.suggestedFilename()).toBe('my-data.json');
  expect(await fs.readFile((await download.path())!, 'utf8')).toContain(email);

  // Erased once they type their own address; then signed out.
  await page.getByRole('button', { name: words.me.erase }).click();
  const erase = page.getByRole('dialog', { name: words.me.eraseTitle });
  await erase.getByRole('textbox', { name: words.me.eraseEmail }).fill('someone-else@example.com');
  await erase.getByRole('button', { name: words.me.eraseConfirm }).click();
  await expect(erase.getByText(words.me.eraseMismatch.replace('{email}', email))).toBeVisible();
  reports.push(await scan(page, 'erase confirmation with its refusal'));
  await erase.getByRole('textbox', { name: words.me.eraseEmail }).fill(email);
  await erase.getByRole('button', { name: words.me.eraseConfirm }).click();
  await expect(page.getByText(words.me.erased)).toBeVisible();
  await expect(page.getByRole('button', { name: words.page.signOut })).toHaveCount(0);
  const site = await page.request.post(`${server.url}/api${SITE}/site`, { data: {}, headers: { Origin: server.url } });
  expect(((await site.json()) as { user: unknown }).user).toBeNull();

  expect(violationsText(reports)).toBe('');
});
