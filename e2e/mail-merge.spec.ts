import type { Page } from '@playwright/test';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { scan, violationsText, type ScanReport } from './fixtures/axe.ts';
import { demoAccount, demoRecords, openScreen, settled, signedInContext } from './fixtures/demo.ts';
import { decodeQuotedPrintable } from './fixtures/mail.ts';
import { overflow } from './fixtures/overflow.ts';
import { fillText } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const words = en.mailMerge;
const DESKTOP = { width: 1280, height: 900 };
const WIDTHS = [390, 768, 1280] as const;
// Where the pictures of each screen go for a person to look at: outside the repository.
const SHOTS = process.env.MAIL_MERGE_SHOTS ?? '';

/** The mails to `recipient` in the server's mail folder, decoded. */
async function mailsTo(mailDir: string, recipient: string): Promise<string[]> {
  const names = (await fs.readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const texts = await Promise.all(names.map((name) => fs.readFile(path.join(mailDir, name), 'utf8')));
  const to = new RegExp(`^To:.*${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return texts.filter((text) => to.test(text)).map(decodeQuotedPrintable);
}

/** The screen at each width: nothing wider than a phone, and a picture of it when asked for. */
async function atEveryWidth(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    // The shell's navbar slides away as the window narrows: asked again until it has.
    if (width === 390) await expect.poll(async () => (await overflow(page)).problems, { message: `${name} at 390 px`, timeout: 5_000 }).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test('an editor writes a template in two languages, builds a campaign for the drafts not yet submitted, checks it, sends a test, starts, pauses and resumes it, and reads its ledger', async ({ browser, server }) => {
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 8);
  const reports: ScanReport[] = [];
  const editor = demoAccount('editor');
  const context = await signedInContext(browser, server, editor, DESKTOP);
  const page = await context.newPage();
  const { company, project, form } = await demoRecords(context.request, server.url);
  const base = `/app/in/company/${company}/project/${project}/mail-merge`;

  // The templates: a new one, named and opened in its editor.
  await openScreen(page, `${base}/templates`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.mailMergeTemplates);
  await page.getByRole('main').getByRole('button', { name: words.templates.new }).first().click();
  const dialog = page.getByRole('dialog', { name: words.templates.newTitle });
  await dialog.getByRole('textbox', { name: words.templates.name }).fill(`Three days left ${tag}`);
  await dialog.getByRole('button', { name: words.templates.create }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.mailMergeTemplate);

  // The subject and text in English and in Italian, a tag put in from the list; saved as one types.
  const english = fillText(words.editor.subject, { language: 'English' });
  const italian = fillText(words.editor.subject, { language: 'Italiano' });
  await page.getByRole('textbox', { name: english }).fill(`Your draft waits ${tag}, `);
  await page.getByRole('button', { name: new RegExp(`^${fillText(words.tags.insert, { tag: '{{first_name}}' })}`) }).click();
  await expect(page.getByRole('textbox', { name: english })).toHaveValue(`Your draft waits ${tag}, {{first_name}}`);
  await page.getByRole('textbox', { name: italian }).fill(`La tua bozza aspetta ${tag}, {{first_name}}`);
  const englishText = page.getByRole('textbox', { name: fillText(words.editor.body, { language: 'English' }) });
  await englishText.click();
  await englishText.pressSequentially('Three days are left to send your application: ');
  await page.getByRole('button', { name: new RegExp(`^${fillText(words.tags.insert, { tag: '{{draft_link}}' })}`) }).click();
  const italianText = page.getByRole('textbox', { name: fillText(words.editor.body, { language: 'Italiano' }) });
  await italianText.click();
  await italianText.pressSequentially('Mancano tre giorni: {{draft_link}}');
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 });
  reports.push(await scan(page, 'the template editor'));
  await atEveryWidth(page, 'template-editor');

  // Its preview in Italian as plain text, with sample values.
  await page.getByRole('button', { name: words.preview.open }).click();
  const preview = page.getByRole('dialog', { name: words.preview.title });
  await preview.getByRole('combobox', { name: words.preview.language }).selectOption('it');
  await preview.locator('label', { hasText: words.preview.plain }).click();
  await expect(preview.getByTestId('preview-text')).toContainText('Mancano tre giorni');
  await expect(preview.getByTestId('preview-subject')).toContainText(`La tua bozza aspetta ${tag}`);
  await page.keyboard.press('Escape');

  await openScreen(page, `${base}/templates`);
  await expect(page.getByRole('link', { name: `Three days left ${tag}` })).toBeVisible();
  reports.push(await scan(page, 'the templates'));
  await atEveryWidth(page, 'templates');

  // A campaign for the drafts not yet submitted of the application form, one message a second.
  await openScreen(page, `${base}/campaigns/new`);
  await page.getByRole('textbox', { name: words.settings.name }).fill(`Reminder ${tag}`);
  await page.getByRole('combobox', { name: words.settings.template }).selectOption({ label: `Three days left ${tag}` });
  await page.getByRole('combobox', { name: words.settings.form }).selectOption(form);
  await expect(page.getByRole('radio', { name: words.settings.byStatus })).toBeChecked();
  const rate = page.getByRole('textbox', { name: words.settings.rate });
  await rate.fill('1');
  await page.getByRole('button', { name: words.settings.save, exact: true }).click();
  await expect(page.getByTestId('campaign')).toHaveAttribute('data-state', 'draft');
  await settled(page);

  // The check: every draft's person once, in their language.
  await page.getByRole('button', { name: words.campaign.check, exact: true }).click();
  const check = page.getByTestId('campaign-check');
  await expect(check).toBeVisible({ timeout: 30_000 });
  const recipients = Number(await check.getAttribute('data-recipients'));
  expect(recipients).toBeGreaterThan(2);
  reports.push(await scan(page, 'a draft campaign with its check'));
  await atEveryWidth(page, 'campaign-draft');

  // A test to the editor's own address, with the first recipient's values: its mail arrives.
  const before = (await mailsTo(server.mailDir, editor.email)).length;
  await page.getByRole('button', { name: words.campaign.test, exact: true }).click();
  const testDialog = page.getByRole('dialog', { name: words.test.title });
  await testDialog.getByRole('button', { name: words.test.send }).click();
  await expect(page.getByRole('status').filter({ hasText: fillText(words.test.sent, { to: editor.email }) })).toBeVisible();
  await expect.poll(async () => (await mailsTo(server.mailDir, editor.email)).length, { timeout: 20_000 }).toBeGreaterThan(before);
  const testMail = (await mailsTo(server.mailDir, editor.email)).find((mail) => mail.includes(tag));
  expect(testMail, 'the test mail').toBeTruthy();

  // Started after a confirm naming the count, paused, resumed.
  await page.getByRole('button', { name: words.campaign.start, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: fillText(words.campaign.startTitle, { count: recipients.toLocaleString('en') }) });
  await confirm.getByRole('button', { name: words.campaign.start }).click();
  await expect(page.getByTestId('campaign')).toHaveAttribute('data-state', 'sending');
  await page.getByRole('button', { name: words.campaign.pause, exact: true }).click();
  await expect(page.getByTestId('campaign')).toHaveAttribute('data-state', 'paused');
  await expect(page.getByText(words.state.paused, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: words.campaign.resume, exact: true }).click();
  await expect(page.getByTestId('campaign')).toHaveAttribute('data-state', 'sending');

  // The progress moves on by itself, and the ledger names who got the mail.
  await expect.poll(async () => Number(await page.getByTestId('campaign-progress').getAttribute('data-sent')), { timeout: 60_000 }).toBeGreaterThan(0);
  const ledger = page.getByTestId('campaign-ledger');
  await ledger.getByRole('combobox', { name: words.ledger.state }).selectOption('sent');
  await expect(ledger.locator('[data-state="sent"]').first()).toBeVisible({ timeout: 30_000 });
  const sentTo = await ledger.locator('[data-state="sent"]').first().getAttribute('data-recipient');
  expect(sentTo).toContain('@');
  await expect.poll(async () => (await mailsTo(server.mailDir, sentTo!)).some((mail) => mail.includes(tag)), { timeout: 20_000 }).toBe(true);
  reports.push(await scan(page, 'a sending campaign with its ledger'));
  await atEveryWidth(page, 'campaign-sending');

  await openScreen(page, `${base}/campaigns`);
  await expect(page.getByRole('link', { name: `Reminder ${tag}` })).toBeVisible();
  reports.push(await scan(page, 'the campaigns'));
  await atEveryWidth(page, 'campaigns');

  expect(violationsText(reports), 'WCAG 2.1 A/AA violations').toBe('');
  await context.close();
});
