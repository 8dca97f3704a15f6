import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { scan, violationsText, type ScanReport } from './fixtures/axe.ts';
import { demoAccount, demoRecords, openScreen, signedInContext } from './fixtures/demo.ts';
import { latestPin } from './fixtures/mail.ts';
import { DEMO_SITE } from './fixtures/respondent.ts';
import { expect, test } from './fixtures/test.ts';

const words = TEXTS.en.public;
const operator = TEXTS.en.votes;
const VOTE_URL = `/p/${DEMO_SITE.company}/${DEMO_SITE.project}/f/${DEMO_SITE.form}/vote?lang=en`;
const WIDTHS = [390, 768, 1280] as const;

test.use({ locale: 'en-GB', serviceWorkers: 'block' });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** Scans the page as it stands at each width, and checks nothing scrolls sideways. */
async function scanAtWidths(page: Page, where: string, reports: ScanReport[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${where} at ${width} px scrolls sideways`).toBe(true);
    reports.push(await scan(page, `${where} at ${width} px`));
  }
}

test('a voter confirms their email with the mailed code and votes once; a second vote for the same entry is refused; the operator sees the vote', async ({ browser, server }) => {
  test.setTimeout(150_000);
  const email = `voter-${randomUUID().slice(0, 8)}@voters.example`;
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, locale: 'en-GB', serviceWorkers: 'block' });
  const page = await context.newPage();
  const reports: ScanReport[] = [];

  // Signed out: the gallery shows, with the way to confirm an email first.
  await page.goto(VOTE_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Application for the Aurora Prize 2026' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  const gallery = page.getByRole('list', { name: words.vote.galleryLabel });
  await expect(gallery.getByRole('listitem').first()).toBeVisible();
  const first = gallery.getByRole('listitem').first();
  const number = Number((await first.getByRole('heading', { level: 2 }).innerText()).replace(/\D+/g, ''));
  const submission = await first.locator('article').getAttribute('data-submission');
  await expect(page.getByText(words.vote.signInIntro)).toBeVisible();
  await scanAtWidths(page, 'the vote page, signed out', reports);

  // Confirm the email with the mailed code, then the conditions in force; no name is asked.
  await page.setViewportSize({ width: 390, height: 844 });
  await field(page, words.signIn.email).fill(email);
  await page.getByRole('button', { name: words.signIn.send }).click();
  await expect(page.getByText(fill(words.signIn.sent, { email }))).toBeVisible();
  await field(page, words.signIn.code).fill(await latestPin(server.mailDir, email));
  await page.getByRole('button', { name: words.signIn.confirm }).click();
  await expect(page.getByRole('heading', { name: words.conditions.title })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: words.conditions.continue }).click();
  await expect(page.getByText(fill(words.vote.left, { left: 5, cap: 5 }))).toBeVisible();

  // A second tab opened now still offers the vote after it is cast in the first.
  const other = await context.newPage();
  await other.goto(VOTE_URL);
  const twin = other.getByRole('list', { name: words.vote.galleryLabel }).getByRole('listitem').first();
  await expect(twin.getByRole('button', { name: fill(words.vote.voteFor, { number }) })).toBeVisible();

  // One vote: counted, the entry marked, one vote fewer left.
  await first.getByRole('button', { name: fill(words.vote.voteFor, { number }) }).click();
  await expect(page.getByText(fill(words.vote.thanks, { number }))).toBeVisible();
  await expect(first.getByText(words.vote.voted)).toBeVisible();
  await expect(first.getByRole('button', { name: fill(words.vote.voteFor, { number }) })).toHaveCount(0);
  await expect(page.getByText(fill(words.vote.left, { left: 4, cap: 5 }))).toBeVisible();
  await scanAtWidths(page, 'the vote page after a vote', reports);

  // The same entry again, from the tab that still offered it: refused in words, and the tab then shows the vote cast.
  await twin.getByRole('button', { name: fill(words.vote.voteFor, { number }) }).click();
  await expect(other.getByRole('alert')).toHaveText('You have already voted for this one: each email votes once for each.');
  await expect(twin.getByText(words.vote.voted)).toBeVisible();
  await expect(other.getByText(fill(words.vote.left, { left: 4, cap: 5 }))).toBeVisible();
  // And the call itself, sent again as a client would: 409, the same reason.
  const again = await other.request.post(`/api/p/${DEMO_SITE.company}/${DEMO_SITE.project}/form/${DEMO_SITE.form}/vote/cast`, {
    data: { submission },
    headers: { Origin: server.url, 'Accept-Language': 'en' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('already_voted');
  expect(violationsText(reports), 'WCAG 2.1 A/AA violations on the vote page').toBe('');
  await context.close();

  // The operator finds the vote on the Votes screen, newest first, counted for that entry.
  const editor = await signedInContext(browser, server, demoAccount('editor'), { width: 1280, height: 900 });
  const records = await demoRecords(editor.request, server.url);
  const screen = await editor.newPage();
  await openScreen(screen, `/app/in/company/${records.company}/project/${records.project}/forms/${records.form}/results/votes`);
  await expect(screen.getByRole('heading', { level: 1, name: TEXTS.en.shell.titles.votes })).toBeVisible();
  const votes = screen.getByRole('table', { name: operator.list.label });
  await expect(votes.getByRole('row').nth(1)).toContainText(email);
  await expect(votes.getByRole('row').nth(1)).toContainText(fill(operator.list.number, { number }));
  await expect(votes.getByRole('row').nth(1)).toContainText(operator.list.counted);
  await editor.close();
});
