import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { scan, violationsText, type ScanReport } from './fixtures/axe.ts';
import { demoRecords } from './fixtures/demo.ts';
import { decodeQuotedPrintable, latestPin } from './fixtures/mail.ts';
import { adminApi } from './fixtures/outbox.ts';
import { serviceWorkerActivated } from './fixtures/theme.ts';
import { expect, test } from './fixtures/test.ts';

const words = TEXTS.en.public;
const FORM_URL = '/p/aurora/premio-2026/f/candidatura?lang=en';
const PHONE = { width: 390, height: 844 };
// The smallest file the server takes for a PDF: its magic bytes and an end.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DESCRIPTION =
  'A network of community gardens on school roofs, run by students and neighbours, that grows vegetables for the canteens, ' +
  'teaches how food is made and measures how much water and energy a roof garden saves over three school years.';

test.use({ viewport: PHONE, locale: 'en-GB' });

const saveState = (page: Page) => page.locator('[data-save-state]');
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Confirms the email with the code mailed to it; the first time also the name and the conditions. */
async function confirmEmail(page: Page, mailDir: string, email: string, firstTime: boolean): Promise<void> {
  await page.getByRole('button', { name: 'OK' }).click();
  await field(page, words.signIn.email).fill(email);
  await page.getByRole('button', { name: words.signIn.send }).click();
  await expect(page.getByText(words.signIn.sent.replace('{email}', email))).toBeVisible();
  await field(page, words.signIn.code).fill(await latestPin(mailDir, email));
  await page.getByRole('button', { name: words.signIn.confirm }).click();
  if (!firstTime) return;
  await field(page, words.profile.firstName).fill('Ada');
  await field(page, words.profile.lastName).fill('Lovelace');
  await page.getByRole('button', { name: words.profile.save }).click();
  await expect(page.getByRole('heading', { name: words.conditions.title })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: words.conditions.continue }).click();
}

/** The newest mail to `email`, decoded. */
async function newestMail(mailDir: string, email: string): Promise<string> {
  const names = (await fs.readdir(mailDir)).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(
    names.map(async (name) => {
      const file = path.join(mailDir, name);
      return { text: await fs.readFile(file, 'utf8'), at: (await fs.stat(file)).mtimeMs };
    }),
  );
  const mine = mails.filter((mail) => mail.text.includes(email)).sort((a, b) => a.at - b.at);
  return decodeQuotedPrintable(mine.at(-1)?.text ?? '');
}

async function secondDeviceResumes(browser: Browser, mailDir: string, email: string, reports: ScanReport[]): Promise<void> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(FORM_URL);
  await confirmEmail(page, mailDir, email, false);
  // Where the person was, with what they typed on the other device (offline part included).
  await expect(page.getByRole('heading', { name: 'The project' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Social enterprise' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Climate' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('nord');
  await expect(field(page, 'Budget requested (euros)')).toHaveValue('12000');
  await expect(page.getByRole('link', { name: 'deck.pdf' })).toBeVisible();
  reports.push(await scan(page, 'form resumed on a second device'));
  await context.close();
}

test('a respondent fills in the application on a phone, offline for a while, and submits it once; another device resumes the draft', async ({
  page,
  context,
  browser,
  server,
}) => {
  test.setTimeout(240_000);
  const email = `applicant-${randomUUID().slice(0, 8)}@example.com`;
  const reports: ScanReport[] = [];

  await page.goto(FORM_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Application for the Aurora Prize 2026' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  reports.push(await scan(page, 'form signed out'));
  await confirmEmail(page, server.mailDir, email, true);

  // Block 1 arrives with the name given and the address confirmed; checked before the next: a required field emptied is told on the field.
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Full name')).toHaveValue('Ada Lovelace');
  await field(page, 'Full name').fill('');
  await page.getByRole('button', { name: words.form.next }).click();
  await expect(page.getByText('This answer is required')).toBeVisible();
  reports.push(await scan(page, 'form block 1 with its errors'));
  await field(page, 'Full name').fill('Ada Lovelace');
  await page.getByRole('button', { name: words.form.next }).click();

  // Block 2: the budget shows only for a social enterprise; a PDF goes up with its progress.
  await expect(page.getByRole('heading', { name: 'The project' })).toBeVisible();
  await expect(field(page, 'Budget requested (euros)')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Social enterprise' }).check();
  await field(page, 'Budget requested (euros)').fill('12000');
  await field(page, 'Describe the project').fill(DESCRIPTION);
  await page.getByLabel('Presentation (PDF)').setInputFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('link', { name: 'deck.pdf' })).toBeVisible();
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved');
  reports.push(await scan(page, 'form block 2'));

  // Offline: the answers stay on the device, a reload shows them all.
  await serviceWorkerActivated(page);
  await context.setOffline(true);
  await page.getByRole('checkbox', { name: 'Climate' }).check();
  await page.getByRole('combobox', { name: 'Region' }).selectOption('nord');
  await page.getByRole('radio', { name: '4' }).check();
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'waiting');
  await page.reload();
  await expect(page.getByText(words.page.offline)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The project' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Social enterprise' })).toBeChecked();
  await expect(field(page, 'Budget requested (euros)')).toHaveValue('12000');
  await expect(field(page, 'Describe the project')).toHaveValue(DESCRIPTION);
  await expect(page.getByRole('checkbox', { name: 'Climate' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('nord');
  await expect(page.getByRole('radio', { name: '4' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'deck.pdf' })).toBeVisible();

  // Online again: the unsent part goes by itself.
  await context.setOffline(false);
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: 20_000 });

  await secondDeviceResumes(browser, server.mailDir, email, reports);

  await page.getByRole('button', { name: words.form.next }).click();
  await page.getByRole('checkbox', { name: 'I accept the rules of the prize' }).check();
  await page.getByRole('button', { name: words.form.submit }).click();
  await expect(page.getByRole('heading', { name: words.form.sentTitle })).toBeVisible();
  await expect(page.getByText(words.form.sent)).toBeVisible();
  reports.push(await scan(page, 'form sent'));

  // One submission on the server, with every answer and the file.
  const admin = await adminApi(server);
  const { company, project, form } = await demoRecords(admin, server.url);
  const listed = await admin.post(`/api/company/${company}/project/${project}/form/${form}/submissions/list`, {
    data: { search: email, page: 1, pageSize: 50 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const items = ((await listed.json()) as { items: Array<{ user: { email: string } | null; status: string; answers: Record<string, unknown> }> }).items.filter(
    (item) => item.user?.email === email,
  );
  expect(items).toHaveLength(1);
  expect(items[0]!.status).toBe('received');
  expect(items[0]!.answers).toMatchObject({
    nome: 'Ada Lovelace',
    email,
    categoria: 'impresa',
    budget: 12000,
    descrizione: DESCRIPTION,
    temi: ['clima'],
    regione: 'nord',
    maturita: 4,
    consenso: true,
    allegato: { name: 'deck.pdf', type: 'application/pdf', size: PDF.length },
  });
  await admin.dispose();

  // The receipt lists the answers.
  await expect.poll(async () => (await newestMail(server.mailDir, email)).includes('Ada Lovelace'), { timeout: 10_000 }).toBe(true);
  const receipt = await newestMail(server.mailDir, email);
  for (const shown of ['Full name', 'Social enterprise', 'Climate', 'North', 'deck.pdf', '12000', 'I accept the rules of the prize']) {
    expect(receipt, shown).toContain(shown);
  }

  expect(violationsText(reports)).toBe('');
});
