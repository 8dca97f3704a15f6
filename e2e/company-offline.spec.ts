import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { DEMO_ADMIN } from './fixtures/accounts.ts';
import { adminApi, pendingText, queuedNotice, signInWithWorker, syncStatus } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';
import { postApi } from './fixtures/api.ts';

const en = TEXTS.en;

// A queue that drains on its own may wait for a retry timer (2 s, then 4 s, ...) after the tries made offline.
const DRAIN_MS = 30_000;

interface StoredCompany {
  id: string;
  name: string;
  slug: string;
  version: number;
}

async function createCompany(admin: APIRequestContext, label: string): Promise<StoredCompany> {
  const tag = randomUUID().slice(0, 8);
  return (await postApi<{ entity: StoredCompany }>(admin, 'admin/companies/save', { name: `${label} ${tag}`, slug: `${label.toLowerCase()}-${tag}` })).entity;
}

async function companiesNamed(admin: APIRequestContext, search: string): Promise<StoredCompany[]> {
  return (await postApi<{ items: StoredCompany[] }>(admin, 'admin/companies/list', { search, pageSize: 200 })).items;
}

test('Company Details opens offline with its last data, and a rename made offline reaches the server as an edit of that company', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi(server);
  const company = await createCompany(admin, 'Offline');
  const tag = company.slug.split('-').at(-1)!;
  await signInWithWorker(page, server, DEMO_ADMIN);
  await page.goto(`/app/in/admin/companies/edit/${company.id}`);
  const name = page.getByRole('textbox', { name: en.companies.name });
  await expect(name).toHaveValue(company.name);

  await context.setOffline(true);
  // Opened again without a connection: the stored company, not an empty form.
  await page.reload();
  await expect(name).toHaveValue(company.name);
  await expect(page.getByRole('textbox', { name: en.companies.slug })).toHaveValue(company.slug);

  await name.fill(`Renamed ${tag}`);
  await page.getByRole('button', { name: en.companies.save }).click();
  await expect(queuedNotice(page)).toBeVisible();
  await expect(syncStatus(page)).toContainText(pendingText(1));
  // Reloaded while still offline, the screen shows the kept rename over the older stored company.
  await page.reload();
  await expect(name).toHaveValue(`Renamed ${tag}`);
  await expect(page.getByTestId('pending-notice')).toBeVisible();

  await context.setOffline(false);
  await expect.poll(async () => (await postApi<{ entity: StoredCompany }>(admin, 'admin/companies/get', { id: company.id })).entity.name, {
    timeout: DRAIN_MS,
  }).toBe(`Renamed ${tag}`);
  // One company: renamed, never created again.
  const found = await companiesNamed(admin, tag);
  expect(found.map((entry) => [entry.id, entry.name])).toEqual([[company.id, `Renamed ${tag}`]]);
  await expect(page.getByTestId('pending-notice')).toHaveCount(0, { timeout: DRAIN_MS });
  await admin.dispose();
});

test('a company never opened on this device says so offline, and offers no form to save', async ({ page, context, server }) => {
  const admin = await adminApi(server);
  const company = await createCompany(admin, 'Unseen');
  await signInWithWorker(page, server, DEMO_ADMIN);
  await page.goto('/app/in/admin/companies/list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.companyList);

  await context.setOffline(true);
  await page.goto(`/app/in/admin/companies/edit/${company.id}`);
  await expect(page.getByTestId('record-unavailable')).toContainText(en.shell.records.unavailable);
  await expect(page.getByRole('textbox', { name: en.companies.name })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.companies.save })).toHaveCount(0);
  await context.setOffline(false);
  expect(await companiesNamed(admin, company.slug)).toHaveLength(1);
  await admin.dispose();
});
