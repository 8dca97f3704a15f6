import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { scan, violationsText } from './fixtures/axe.ts';
import { demoAccount, demoRecords, signedInContext } from './fixtures/demo.ts';
import { latestLink } from './fixtures/mail.ts';
import { adminApi } from './fixtures/outbox.ts';
import { fillText } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';
import { postApi } from './fixtures/api.ts';

const en = TEXTS.en;
const options = en.forms.options;
const texts = en.forms.invitations;
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };

/** A new form of Premio Aurora 2026, open to anyone, made for this story alone. */
async function newForm(admin: APIRequestContext, origin: string) {
  const records = await demoRecords(admin, origin);
  const scope = `company/${records.company}/project/${records.project}`;
  const slug = `inviti-${randomUUID().slice(0, 8)}`;
  const created = await postApi<{ entity: { id: string } }>(admin, `${scope}/forms/create`, { slug, title: { it: 'Premio speciale', en: 'Special prize' } });
  return { slug, url: `/app/in/${scope}/forms/${created.entity.id}/options` };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const addresses = (page: Page) => page.getByRole('textbox', { name: texts.addresses });

async function fitsTheWidth(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth, viewport: window.innerWidth }));
  expect(Math.max(widths.page, widths.body)).toBeLessThanOrEqual(widths.viewport);
}

test('an editor makes a form invitation-only, is told which pasted address is not one, invites the other, sees them listed and revokes them', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi(server);
  const form = await newForm(admin, server.url);
  await admin.dispose();
  const context = await signedInContext(browser, server, demoAccount('editor'), DESKTOP);
  const page = await context.newPage();
  await page.goto(form.url);
  await expect(page.getByRole('textbox', { name: options.slug, exact: true })).toHaveValue(form.slug);
  // Open to anyone: nobody to invite.
  await expect(page.getByRole('heading', { name: texts.title })).toHaveCount(0);

  await page.getByRole('radio', { name: options.accessInvited }).check();
  await expect(page.getByText(options.accessSaveFirst)).toBeVisible();
  await page.getByRole('button', { name: options.save }).click();
  await expect(page.getByText(options.saved)).toBeVisible();
  const section = page.getByTestId('invitations');
  await expect(section.getByRole('heading', { name: texts.title })).toBeVisible();
  await expect(section.getByText(texts.help)).toBeVisible();
  await expect(section.getByText(texts.emptyTitle)).toBeVisible();

  // Two addresses, one of them not an address: it is named, and nothing leaves.
  await addresses(page).fill('Ada.Invited@example.org\nada.invited(at)example.org');
  await section.getByRole('button', { name: texts.send }).click();
  await expect(addresses(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(addresses(page)).toHaveAccessibleDescription(new RegExp(escaped(fillText(texts.invalid, { list: 'ada.invited(at)example.org' }))));
  await expect(section.getByText(texts.emptyTitle)).toBeVisible();

  await addresses(page).fill('Ada.Invited@example.org; bruno.invited@example.org');
  await section.getByRole('button', { name: texts.send }).click();
  await expect(page.getByText(fillText(texts.sent, { count: '2' }))).toBeVisible();
  await expect(addresses(page)).toHaveValue('');
  const list = section.getByRole('region', { name: texts.listTitle });
  for (const email of ['ada.invited@example.org', 'bruno.invited@example.org']) {
    const row = list.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(demoAccount('editor').email);
    await expect(row).toContainText(texts.notRegistered);
  }
  // Each got their personal link to the public form.
  const link = await latestLink(server.mailDir, 'ada.invited@example.org', `/p/aurora/premio-2026/f/${form.slug}?invitation=`);
  expect(new URL(link).searchParams.get('invitation')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  for (const [where, size] of [
    ['1280 px', DESKTOP],
    ['768 px', TABLET],
    ['390 px', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await expect(section.getByText('ada.invited@example.org')).toBeVisible();
    await fitsTheWidth(page);
    expect(violationsText([await scan(page, `Invitations at ${where}`)]), 'WCAG 2.1 A/AA violations').toBe('');
  }
  await page.setViewportSize(DESKTOP);

  // Revoking asks first, then the person leaves the list.
  await list.getByRole('button', { name: fillText(texts.revokeLabel, { email: 'bruno.invited@example.org' }) }).click();
  const dialog = page.getByRole('dialog', { name: fillText(texts.revokeTitle, { email: 'bruno.invited@example.org' }) });
  await expect(dialog).toContainText(texts.revokeMessage);
  await dialog.getByRole('button', { name: texts.revoke }).click();
  await expect(page.getByText(fillText(texts.revoked, { email: 'bruno.invited@example.org' }))).toBeVisible();
  await expect(list.getByText('bruno.invited@example.org')).toHaveCount(0);
  await expect(list.getByText('ada.invited@example.org')).toBeVisible();
  await context.close();
});
