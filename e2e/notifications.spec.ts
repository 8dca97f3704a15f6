import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { FIELD_LABELS } from '../contract/notifications.ts';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { scan, violationsText, type ScanReport } from './fixtures/axe.ts';
import { demoAccount, demoRecords, openScreen, signedInContext } from './fixtures/demo.ts';
import { overflow } from './fixtures/overflow.ts';
import { fillText } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';
import { postApi } from './fixtures/api.ts';

const en = TEXTS.en;
const texts = en.notifications.texts;
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };

interface ListedSender {
  from_email: string;
  spf: { has_spf: boolean; relay_included: boolean; proposed: string | null } | null;
}

// Drawers and dialogs fade in: scanned half-transparent, their text would not have its real colours.
async function shownInFull(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  await expect(element).toHaveCSS('opacity', '1');
}

async function fitsPhone(page: Page, where: string): Promise<void> {
  expect((await overflow(page)).problems, where).toEqual([]);
}

const cell = (page: Page, key: string, lang: string) => page.getByTestId(`text-cell-${key}-${lang}`);

test('a company manager adds a sender from a sponsor’s domain and reads the SPF record to publish, overrides the receipt’s Italian subject for the company and previews it, and a project editor sees that text come from the company', async ({
  browser,
  server,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 8);
  const reports: ScanReport[] = [];
  const manager = await signedInContext(browser, server, demoAccount('manager'), DESKTOP);
  const page = await manager.newPage();
  const { company, project } = await demoRecords(manager.request, server.url);

  // The company's senders: a new one from the sponsor's domain, whose SPF policy does not name the relay.
  await openScreen(page, `/app/in/company/${company}/noty/senders`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.companyNotificationSenders);
  reports.push(await scan(page, 'the company’s senders'));
  // The senders' own words come with their screen; the fields are named as the contract names them.
  await page.getByRole('main').getByRole('button', { name: 'New sender' }).first().click();
  const senderDrawer = page.getByRole('dialog', { name: 'New sender' });
  await shownInFull(senderDrawer);
  await senderDrawer.getByRole('textbox', { name: new RegExp(`^${FIELD_LABELS.name.en}`) }).fill(`Bandi ${tag}`);
  await senderDrawer.getByRole('textbox', { name: new RegExp(`^${FIELD_LABELS.from_name.en}`) }).fill('Bandi dello sponsor');
  await senderDrawer.getByRole('textbox', { name: new RegExp(`^${FIELD_LABELS.from_email.en}`) }).fill('bandi@sponsor-missing.example');

  // The verdict as the address is typed: the relay is not authorised, and the record to publish instead includes it.
  await expect(senderDrawer.getByTestId('spf-verdict')).toBeVisible();
  const proposed = senderDrawer.getByTestId('spf-proposed');
  await expect(proposed).toContainText('include:spf.relay.example');
  await expect(proposed).toContainText('include:_spf.other.example');
  reports.push(await scan(page, 'a new sender with its SPF verdict'));
  await senderDrawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sender saved' })).toBeVisible();

  // Saved, the sender keeps the verdict the server read.
  const { items } = await postApi<{ items: ListedSender[] }>(manager.request, `company/${company}/noty/senders/list`, {});
  const added = items.find((sender) => sender.from_email === 'bandi@sponsor-missing.example');
  expect(added?.spf).toMatchObject({ has_spf: true, relay_included: false });
  expect(added?.spf?.proposed).toContain('include:spf.relay.example');
  reports.push(await scan(page, 'the company’s senders with the SPF verdict'));

  // The company's templates: the receipt in Italian comes from further up until the company writes its own.
  await openScreen(page, `/app/in/company/${company}/noty/templates`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.companyNotificationTemplates);
  const receipt = cell(page, 'respondent.receipt', 'it');
  await expect(receipt).not.toHaveAttribute('data-source', 'company');
  await expect(page.getByTestId('text-cell-operator.pin-it')).toHaveCount(0);
  reports.push(await scan(page, 'the company’s templates at 1280 px'));

  await receipt.click();
  const drawer = page.getByRole('dialog', { name: fillText(texts.editor.title, { notification: texts.mails.respondentReceipt.name, language: 'Italiano' }) });
  await shownInFull(drawer);
  const subject = drawer.getByRole('textbox', { name: new RegExp(`^${texts.editor.subject} \\(Italiano\\)`) });
  await expect(subject).not.toHaveValue('');
  const subjectText = `Ricevuta Aurora ${tag} per {{project}}`;
  await subject.fill(`Ricevuta Aurora ${tag} per `);
  await subject.press('End');
  await drawer.getByRole('button', { name: new RegExp(`^${fillText(texts.editor.insert, { tag: '\\{\\{project\\}\\}' })}`) }).click();
  await expect(subject).toHaveValue(subjectText);

  // The preview follows the unsaved words, with the sample values, at a phone's and a desktop's width and as plain text.
  const preview = drawer.getByTestId('text-preview');
  await expect(preview.getByTestId('preview-subject')).toContainText(`Ricevuta Aurora ${tag} per `);
  await expect(preview.getByTestId('preview-subject')).not.toContainText('{{project}}');
  await expect(preview.locator('iframe[sandbox=""]')).toHaveAttribute('data-preview-width', '390');
  await preview.getByText(texts.preview.desktop, { exact: true }).click();
  await expect(preview.locator('iframe[sandbox=""]')).toHaveAttribute('data-preview-width', '1280');
  await preview.getByText(texts.preview.plain, { exact: true }).click();
  await expect(preview.getByTestId('preview-text')).not.toBeEmpty();
  reports.push(await scan(page, 'the receipt’s editor'));

  await drawer.getByRole('button', { name: texts.editor.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.editor.saved })).toBeVisible();
  await expect(drawer.getByRole('button', { name: texts.editor.reset })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(receipt).toHaveAttribute('data-source', 'company');
  await expect(receipt).toHaveAttribute('data-overridden', 'true');

  // The templates at a tablet's and a phone's width: the grid, then a card per notification, nothing wider than the screen.
  await page.setViewportSize(TABLET);
  await expect(page.getByTestId('text-grid')).toBeVisible();
  reports.push(await scan(page, 'the company’s templates at 768 px'));
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('text-cards')).toBeVisible();
  await expect(cell(page, 'respondent.receipt', 'it')).toHaveAttribute('data-source', 'company');
  await fitsPhone(page, 'the company’s templates at 390 px');
  reports.push(await scan(page, 'the company’s templates at 390 px'));

  // The demo project may have its own receipt subject: removed, its cell goes back to the company's.
  await postApi(manager.request, `company/${company}/project/${project}/noty/texts/reset`, { key: 'respondent.receipt', lang: 'it' });
  await manager.close();

  // The project's editor: the receipt's Italian text is the company's, in the project's languages only.
  const editor = await signedInContext(browser, server, demoAccount('editor'), DESKTOP);
  const editorPage = await editor.newPage();
  await openScreen(editorPage, `/app/in/company/${company}/project/${project}/options/noty/texts`);
  await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.notificationTexts);
  const projectReceipt = cell(editorPage, 'respondent.receipt', 'it');
  await expect(projectReceipt).toHaveAttribute('data-source', 'company');
  await expect(projectReceipt).not.toHaveAttribute('data-overridden', 'true');
  await expect(editorPage.getByTestId('text-cell-operator.pin-it')).toHaveCount(0);
  reports.push(await scan(editorPage, 'the project’s texts at 1280 px'));
  await projectReceipt.click();
  const projectDrawer = editorPage.getByRole('dialog', { name: fillText(texts.editor.title, { notification: texts.mails.respondentReceipt.name, language: 'Italiano' }) });
  await shownInFull(projectDrawer);
  await expect(projectDrawer.getByRole('textbox', { name: new RegExp(`^${texts.editor.subject} \\(Italiano\\)`) })).toHaveValue(subjectText);
  await expect(projectDrawer.getByTestId('text-inherited')).toHaveAttribute('data-source', 'company');
  reports.push(await scan(editorPage, 'the receipt’s editor of the project'));
  await editorPage.keyboard.press('Escape');
  await editorPage.setViewportSize(TABLET);
  reports.push(await scan(editorPage, 'the project’s texts at 768 px'));
  await editorPage.setViewportSize(PHONE);
  await expect(editorPage.getByTestId('text-cards')).toBeVisible();
  await fitsPhone(editorPage, 'the project’s texts at 390 px');
  reports.push(await scan(editorPage, 'the project’s texts at 390 px'));
  await editor.close();

  expect(violationsText(reports), 'WCAG 2.1 A/AA violations').toBe('');
});

test('an installation admin reads every notification’s texts, the operators’ mails among them, at 1280, 768 and 390 pixels', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const reports: ScanReport[] = [];
  const admin = await signedInContext(browser, server, demoAccount('admin'), DESKTOP);
  const page = await admin.newPage();
  await openScreen(page, '/app/in/admin/installation/noty/templates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.installationTemplates);
  const grid = page.getByTestId('text-grid');
  await expect(grid.getByRole('columnheader')).toHaveText(['Notification', 'Italiano', 'English', 'Español', 'Français', 'Português']);
  await expect(grid).toContainText(texts.groups.operator);
  await expect(grid).toContainText(texts.mails.operatorPin.name);
  await expect(cell(page, 'operator.pin', 'it')).toBeVisible();
  reports.push(await scan(page, 'the installation’s templates at 1280 px'));

  // A security mail's editor: its code must stay, and says so.
  await cell(page, 'operator.pin', 'en').click();
  const drawer = page.getByRole('dialog', { name: fillText(texts.editor.title, { notification: texts.mails.operatorPin.name, language: 'English' }) });
  await shownInFull(drawer);
  await expect(drawer).toContainText(texts.editor.security);
  await expect(drawer.getByTestId('text-variables')).toContainText('{{pin}}');
  reports.push(await scan(page, 'the sign-in code’s editor'));
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await page.setViewportSize(TABLET);
  reports.push(await scan(page, 'the installation’s templates at 768 px'));
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('text-card-operator.pin')).toBeVisible();
  await fitsPhone(page, 'the installation’s templates at 390 px');
  reports.push(await scan(page, 'the installation’s templates at 390 px'));
  await admin.close();
  expect(violationsText(reports), 'WCAG 2.1 A/AA violations').toBe('');
});
