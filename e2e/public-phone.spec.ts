import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { DEMO_SITE } from './fixtures/respondent.ts';
import { latestPin } from './fixtures/mail.ts';
import { expect, test } from './fixtures/test.ts';

const words = TEXTS.en.public;
const SITE = `/p/${DEMO_SITE.company}/${DEMO_SITE.project}`;
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, locale: 'en-GB' });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The focused control's box and the cookie bar's, as the phone shows them now. */
function focusedAndBar(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLInputElement;
    const bar = document.querySelector('section[aria-label="Cookies"]')!.getBoundingClientRect();
    const box = focused.getBoundingClientRect();
    const name = focused.tagName === 'BUTTON' ? focused.textContent : ((focused as HTMLInputElement).labels?.[0]?.textContent ?? focused.getAttribute('name') ?? focused.tagName);
    return { name: (name ?? '').replace(' *', ''), top: box.top, bottom: box.bottom, barTop: bar.top, barHeight: bar.height };
  });
}

test('on a phone the cookie bar never covers a control, and the first step arrives filled with the confirmed name and email', async ({ page, server }) => {
  const email = `phone-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(`${SITE}/f/${DEMO_SITE.form}?lang=en`);
  const bar = page.getByRole('region', { name: 'Cookies' });
  await expect(bar).toBeVisible();
  // A slim bar, not a third of the screen.
  expect((await bar.boundingBox())!.height).toBeLessThan(PHONE.height * 0.12);

  // Signed in through the page with the bar still there.
  await field(page, words.signIn.email).fill(email);
  await page.getByRole('button', { name: words.signIn.send }).click();
  await field(page, words.signIn.code).fill(await latestPin(server.mailDir, email));
  await page.getByRole('button', { name: words.signIn.confirm }).click();
  await field(page, words.profile.firstName).fill('Ada');
  await field(page, words.profile.lastName).fill('Lovelace');
  await page.getByRole('button', { name: words.profile.save }).click();
  await expect(page.getByRole('heading', { name: words.conditions.title })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: words.conditions.continue }).click();

  // Step 1 knows who they are: the name given and the address confirmed, still theirs to change.
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(field(page, 'Full name')).toHaveValue('Ada Lovelace');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Full name')).toBeEditable();
  await expect(page.getByText('Between 2 and 120 characters')).toBeVisible();

  // Every control of the step, reached from the keyboard, stops above the bar, up to Next.
  await field(page, 'Full name').focus();
  const seen: string[] = [];
  for (let step = 0; step < 30; step++) {
    const now = await focusedAndBar(page);
    expect(now.bottom, `${now.name} is under the cookie bar`).toBeLessThanOrEqual(now.barTop);
    expect(now.top, `${now.name} is above the screen`).toBeGreaterThanOrEqual(0);
    if (seen.at(-1) !== now.name) seen.push(now.name);
    if (now.name === words.form.next) break;
    await page.keyboard.press('Tab');
  }
  expect(seen).toEqual(['Full name', 'Email', 'Phone', 'Date of birth', 'Website or online portfolio', words.form.next]);

  // Next itself, scrolled to the foot of the page, stays clear of the bar.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const next = (await page.getByRole('button', { name: words.form.next }).boundingBox())!;
  expect(next.y + next.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);

  // Once dismissed the bar gives its room back.
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
});

test('on "My data" the actions that need the server wait, disabled, while the phone is offline', async ({ page, context, server }) => {
  const email = `offline-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(`${SITE}/me?lang=en`);
  await page.getByRole('button', { name: 'OK' }).click();
  await field(page, words.signIn.email).fill(email);
  await page.getByRole('button', { name: words.signIn.send }).click();
  await field(page, words.signIn.code).fill(await latestPin(server.mailDir, email));
  await page.getByRole('button', { name: words.signIn.confirm }).click();
  await field(page, words.profile.firstName).fill('Ada');
  await field(page, words.profile.lastName).fill('Lovelace');
  await page.getByRole('button', { name: words.profile.save }).click();
  await expect(page.getByRole('heading', { name: words.conditions.title })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: words.conditions.continue }).click();

  const download = page.getByRole('button', { name: words.me.download });
  const erase = page.getByRole('button', { name: words.me.erase });
  await expect(download).toBeEnabled();
  await context.setOffline(true);
  await expect(download).toBeDisabled();
  await expect(erase).toBeDisabled();
  await expect(page.getByText(words.me.needsConnection)).toBeVisible();
  await context.setOffline(false);
  await expect(erase).toBeEnabled();
  await expect(page.getByText(words.me.needsConnection)).toHaveCount(0);
});
