import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { FormOptions } from '../contract/forms.ts';
import { VALIDATION_MESSAGES } from '../contract/validation-texts/all.ts';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { scan, violationsText } from './fixtures/axe.ts';
import { demoAccount, demoRecords, signedInContext, type DemoRecords } from './fixtures/demo.ts';
import { adminApi } from './fixtures/outbox.ts';
import { fillText } from './fixtures/routes.ts';
import type { TestServer } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const texts = en.forms.options;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

interface StoredForm extends FormOptions {
  id: string;
  version: number;
  published_version: number | null;
}

/** The demo vote of Premio Aurora 2026, never published, as the server holds it. */
interface Vote {
  records: DemoRecords;
  path: string;
  url: string;
}

async function post<T>(api: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await api.post(`/api/${path}`, { data, headers: { 'Idempotency-Key': randomUUID() } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function demoVote(admin: APIRequestContext, server: TestServer): Promise<Vote> {
  const records = await demoRecords(admin, server.url);
  const scope = `company/${records.company}/project/${records.project}`;
  const list = await post<{ items: Array<{ id: string; slug: string }> }>(admin, `${scope}/forms/list`, { search: 'voto-del-pubblico' });
  const form = list.items.find((item) => item.slug === 'voto-del-pubblico');
  if (!form) throw new Error(`The demo vote is not listed: ${JSON.stringify(list.items)}`);
  return { records, path: `${scope}/form/${form.id}`, url: `/app/in/${scope}/forms/${form.id}/options` };
}

const stored = async (admin: APIRequestContext, vote: Vote) => (await post<{ entity: StoredForm }>(admin, `${vote.path}/get`, {})).entity;

/** Saves settings through the API at the form's current version, as someone else would. */
async function saveElsewhere(admin: APIRequestContext, vote: Vote, change: Partial<FormOptions>): Promise<void> {
  const { version, ...record } = await stored(admin, vote);
  const { slug, status, opens_at, closes_at, access, max_submissions, confirmation, public_votes, judged, notify } = record;
  const { vote_opens_at, vote_closes_at, votes_per_email, voter_fields, assistants_export } = record;
  const options = { slug, status, opens_at, closes_at, access, max_submissions, confirmation, public_votes, judged, notify };
  Object.assign(options, { vote_opens_at, vote_closes_at, votes_per_email, voter_fields, assistants_export });
  await post(admin, `${vote.path}/options/save`, { ...options, ...change, version });
}

// The demo data is shared by every story of the run: each puts the vote's settings back as seeded.
const SEEDED: Partial<FormOptions> = { opens_at: null, closes_at: null, access: 'anyone', max_submissions: null, confirmation: {}, public_votes: false, judged: false, notify: false };

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const limit = (page: Page) => page.getByRole('textbox', { name: texts.maxSubmissions });

test('a manager sets the options of the audience vote: opening and closing in order, invited people only, three submissions each, a confirmation in Italian and English', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi(server);
  const vote = await demoVote(admin, server);
  const context = await signedInContext(browser, server, demoAccount('manager'), DESKTOP);
  const page = await context.newPage();
  await page.goto(vote.url);
  await expect(page.getByRole('heading', { level: 1, name: en.shell.titles.formOptions })).toBeVisible();
  await expect(field(page, texts.slug)).toHaveValue('voto-del-pubblico');

  // Never published: it stays a draft until the Field Editor publishes it.
  await expect(page.getByRole('radio', { name: en.forms.statuses.draft })).toBeChecked();
  await expect(page.getByRole('radio', { name: en.forms.statuses.open })).toBeDisabled();
  await expect(page.getByRole('radio', { name: en.forms.statuses.closed })).toBeDisabled();
  await expect(page.getByText(texts.publishFirst)).toBeVisible();
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByText(fillText(texts.scheduleHelp, { zone }))).toBeVisible();

  // Closing before opening: the catalogue's message, on the closing field.
  const opens = page.getByLabel(texts.opensAt, { exact: true });
  const closes = page.getByLabel(texts.closesAt, { exact: true });
  await opens.fill('2026-06-10T10:00');
  await closes.fill('2026-06-01T10:00');
  await page.getByRole('button', { name: texts.save }).click();
  await expect(closes).toHaveAttribute('aria-invalid', 'true');
  await expect(closes).toHaveAccessibleDescription(VALIDATION_MESSAGES.closesAfterOpens.en);

  await closes.fill('2026-06-30T18:00');
  await page.getByRole('radio', { name: texts.accessInvited }).check();
  await limit(page).fill('3');
  await field(page, 'Italiano').fill('Grazie per il tuo voto!');
  await field(page, 'English').fill('Thank you for your vote!');
  await page.getByRole('button', { name: texts.save }).click();
  await expect(page.getByText(texts.saved)).toBeVisible();
  await expect(closes).not.toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await expect(opens).toHaveValue('2026-06-10T10:00');
  await expect(closes).toHaveValue('2026-06-30T18:00');
  await expect(page.getByRole('radio', { name: texts.accessInvited })).toBeChecked();
  await expect(limit(page)).toHaveValue('3');
  await expect(field(page, 'Italiano')).toHaveValue('Grazie per il tuo voto!');
  await expect(field(page, 'English')).toHaveValue('Thank you for your vote!');

  const saved = await stored(admin, vote);
  const moments = await page.evaluate(() => [new Date('2026-06-10T10:00').toISOString(), new Date('2026-06-30T18:00').toISOString()]);
  expect([saved.opens_at, saved.closes_at].map((iso) => new Date(iso!).toISOString())).toEqual(moments);
  expect(saved).toMatchObject({ status: 'draft', access: 'invited', max_submissions: 3, confirmation: { it: 'Grazie per il tuo voto!', en: 'Thank you for your vote!' } });

  await saveElsewhere(admin, vote, SEEDED);
  await context.close();
  await admin.dispose();
});

test('a save made on settings someone else changed meanwhile shows their values, and loads them on request', async ({ browser, server }) => {
  const admin = await adminApi(server);
  const vote = await demoVote(admin, server);
  const context = await signedInContext(browser, server, demoAccount('manager'), DESKTOP);
  const page = await context.newPage();
  await page.goto(vote.url);
  await expect(field(page, texts.slug)).toHaveValue('voto-del-pubblico');
  await limit(page).fill('5');

  await saveElsewhere(admin, vote, { judged: true, max_submissions: 2 });
  await page.getByRole('button', { name: texts.save }).click();
  const conflict = page.getByTestId('options-conflict');
  await expect(conflict).toContainText(texts.conflict);
  await expect(conflict).toContainText(`${texts.judged}: ${texts.yes}`);
  await expect(conflict).toContainText(`${texts.maxSubmissions}: 2`);
  // Nothing was overwritten.
  expect((await stored(admin, vote)).max_submissions).toBe(2);

  await conflict.getByRole('button', { name: texts.loadCurrent }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByRole('switch', { name: texts.judged })).toBeChecked();
  await expect(limit(page)).toHaveValue('2');

  // On the current values, the next save goes through.
  await limit(page).fill('4');
  await page.getByRole('button', { name: texts.save }).click();
  await expect(page.getByText(texts.saved)).toBeVisible();
  expect(await stored(admin, vote)).toMatchObject({ judged: true, max_submissions: 4 });

  await saveElsewhere(admin, vote, SEEDED);
  await context.close();
  await admin.dispose();
});

test('Form Options has no WCAG 2.1 A or AA violation at 1280 and 390 pixels and fits a phone; the assistants read it without a way to change it', async ({
  browser,
  server,
}) => {
  const admin = await adminApi(server);
  const vote = await demoVote(admin, server);
  await admin.dispose();
  const context = await signedInContext(browser, server, demoAccount('manager'), DESKTOP);
  const page = await context.newPage();
  await page.goto(vote.url);
  await expect(field(page, texts.slug)).toHaveValue('voto-del-pubblico');
  const reports = [await scan(page, 'Form Options at 1280 px')];
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: texts.save })).toBeInViewport();
  reports.push(await scan(page, 'Form Options at 390 px'));
  expect(violationsText(reports), 'WCAG 2.1 A/AA violations').toBe('');
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth, viewport: window.innerWidth }));
  expect(Math.max(widths.page, widths.body)).toBeLessThanOrEqual(widths.viewport);
  await context.close();

  const assistant = await signedInContext(browser, server, demoAccount('assistant'), DESKTOP);
  const reader = await assistant.newPage();
  await reader.goto(vote.url);
  await expect(reader.getByText(en.forms.editor.readOnly)).toBeVisible();
  await expect(field(reader, texts.slug)).toHaveValue('voto-del-pubblico');
  await expect(field(reader, texts.slug)).toBeDisabled();
  await expect(reader.getByRole('switch', { name: texts.judged })).toBeDisabled();
  await expect(reader.getByRole('button', { name: texts.save })).toHaveCount(0);
  expect(violationsText([await scan(reader, 'Form Options read only')]), 'WCAG 2.1 A/AA violations').toBe('');
  await assistant.close();
});
