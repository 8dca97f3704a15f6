import { TEXTS } from '../scripts/i18n-texts.ts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  adminApi,
  attentionText,
  companyWithManager,
  createProjectOnHome,
  createProjectThroughApi,
  endOtherSessions,
  launchKeptBrowser,
  openSyncDrawer,
  pendingText,
  postFromPage,
  queuedNotice,
  projectFields,
  projectNamesOnServer,
  projectOnServer,
  renameElsewhere,
  signInInDialog,
  signInWithWorker,
  syncNow,
  syncStatus,
} from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;

// A queue that drains on its own may wait for a retry timer (2 s, then 4 s, ...) after the tries made offline.
const DRAIN_MS = 30_000;

const QUEUED = { status: 202, body: { queued: true, key: expect.any(String) } };

function createPath(company: { id: string }): string {
  return `company/${company.id}/projects/create`;
}

function createRoute(company: { id: string }): string {
  return `**/api/${createPath(company)}`;
}

test('twenty changes made offline survive a reload and a closed browser, and reach the server exactly once', async ({ server }, testInfo) => {
  test.setTimeout(90_000);
  const admin = await adminApi(server);
  const company = await companyWithManager(admin, server, 'Kept');
  const names = Array.from({ length: 20 }, (_, i) => `Kept project ${String(i + 1).padStart(2, '0')}`);
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-outbox-'));
  const launchOptions = testInfo.project.use.launchOptions;
  let browser = await launchKeptBrowser(userDataDir, launchOptions, server.url);
  try {
    let page = browser.pages()[0] ?? (await browser.newPage());
    await signInWithWorker(page, server, company.manager);
    await expect(page.getByRole('region', { name: company.name })).toBeVisible();

    await browser.setOffline(true);
    // A few through the screens, the rest as the app sends them, through the worker.
    for (const [index, name] of names.slice(0, 3).entries()) {
      await createProjectOnHome(page, company, projectFields(name));
      await expect(queuedNotice(page)).toBeVisible();
      await expect(syncStatus(page)).toContainText(pendingText(index + 1));
    }
    for (const name of names.slice(3)) {
      expect(await postFromPage(page, createPath(company), projectFields(name))).toEqual(QUEUED);
    }
    await expect(syncStatus(page)).toContainText(pendingText(20));

    await page.reload();
    await expect(page.getByRole('region', { name: company.name })).toBeVisible();
    await expect(syncStatus(page)).toContainText(pendingText(20));
    expect(await projectNamesOnServer(admin, company)).toEqual([]);
    await browser.close();

    // The same profile, online again: the kept changes go without anyone asking.
    browser = await launchKeptBrowser(userDataDir, launchOptions, server.url);
    page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/app/in/home');
    await expect.poll(() => projectNamesOnServer(admin, company), { timeout: DRAIN_MS }).toEqual(names);
    const drawer = await openSyncDrawer(page);
    await expect(drawer.getByTestId('outbox-entry')).toHaveCount(0);
    await expect(drawer.getByText(en.shell.sync.empty)).toBeVisible();
    expect(await projectNamesOnServer(admin, company)).toEqual(names);
  } finally {
    await browser.close();
    await admin.dispose();
    await fs.rm(userDataDir, { recursive: true, force: true });
  }
});

test('an answer lost after the server applied the change: kept, sent again, applied once', async ({ page, context, server }) => {
  const admin = await adminApi(server);
  const company = await companyWithManager(admin, server, 'Lost');
  await signInWithWorker(page, server, company.manager);
  const name = 'Lost answer';

  // The worker's requests reach the server, and every answer is cut on its way back: the first
  // send's, and those of the replays the worker starts at once (Background Sync fires while online).
  const keys: Array<string | null> = [];
  await context.route(createRoute(company), async (route) => {
    keys.push(await route.request().headerValue('idempotency-key'));
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    await route.abort('failed');
  });
  await createProjectOnHome(page, company, projectFields(name));
  await expect(queuedNotice(page)).toBeVisible();
  await expect(syncStatus(page)).toContainText(pendingText(1));
  expect(await projectNamesOnServer(admin, company)).toEqual([name]);
  await context.unroute(createRoute(company));
  // Context routes see the worker's requests: each send, the first and any replay, under the one key.
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toEqual(expect.any(String));

  await syncNow(page);
  const drawer = await openSyncDrawer(page);
  await expect(drawer.getByTestId('outbox-entry')).toHaveCount(0);
  await expect(syncStatus(page)).not.toContainText(pendingText(1));
  // The header says everything was sent and when the server last answered, the full time on hover.
  await expect(syncStatus(page)).toContainText(en.shell.sync.allSent);
  await expect(syncStatus(page).getByTestId('last-sync').locator('time')).toHaveAttribute('title', /\d/);
  await expect(drawer).toContainText(en.shell.sync.lastSync.replace(' {time}', ''));
  expect(await projectNamesOnServer(admin, company)).toEqual([name]);
  await admin.dispose();
});

test('a server error during replay: the change is tried again and applied once', async ({ page, context, server }) => {
  const admin = await adminApi(server);
  const company = await companyWithManager(admin, server, 'Busy');
  await signInWithWorker(page, server, company.manager);
  const name = 'Sent twice';

  await context.setOffline(true);
  expect(await postFromPage(page, createPath(company), projectFields(name))).toEqual(QUEUED);
  await expect(syncStatus(page)).toContainText(pendingText(1));

  const answers: number[] = [];
  await context.route(createRoute(company), async (route) => {
    if (answers.length === 0) {
      answers.push(500);
      await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error' } } });
      return;
    }
    answers.push(0);
    await route.fallback();
  });
  await context.setOffline(false);
  await expect.poll(() => projectNamesOnServer(admin, company), { timeout: DRAIN_MS }).toEqual([name]);
  // The first replay met the 500; a later one went through to the server.
  expect(answers.slice(0, 2)).toEqual([500, 0]);
  const drawer = await openSyncDrawer(page);
  await expect(drawer.getByTestId('outbox-entry')).toHaveCount(0);
  expect(await projectNamesOnServer(admin, company)).toEqual([name]);
  await admin.dispose();
});

test('a session that ended while a change waited: the queue pauses, the operator signs in again in place, the change goes once', async ({
  page,
  context,
  server,
}) => {
  const admin = await adminApi(server);
  const company = await companyWithManager(admin, server, 'Paused');
  await signInWithWorker(page, server, company.manager);
  const name = 'After sign-in';
  const home = page.url();

  await context.setOffline(true);
  await createProjectOnHome(page, company, projectFields(name));
  await expect(queuedNotice(page)).toBeVisible();
  // Meanwhile the operator signs out everywhere else from another browser: this page's session is over.
  await endOtherSessions(server, company.manager);
  await context.setOffline(false);

  const drawer = await openSyncDrawer(page);
  await expect(drawer.getByRole('alert').filter({ hasText: en.shell.sync.paused })).toBeVisible({ timeout: DRAIN_MS });
  await expect(syncStatus(page)).toContainText(pendingText(1));
  await expect(syncStatus(page)).toContainText(en.shell.sync.signInAgain);
  expect(await projectNamesOnServer(admin, company)).toEqual([]);

  await drawer.getByRole('button', { name: en.shell.sync.signInAgain }).click();
  const signIn = page.getByRole('dialog', { name: en.shell.sync.signInAgain });
  await signInInDialog(signIn, server.mailDir, company.manager);
  await expect(signIn).toHaveCount(0);
  await expect.poll(() => projectNamesOnServer(admin, company), { timeout: DRAIN_MS }).toEqual([name]);
  await expect(drawer.getByTestId('outbox-entry')).toHaveCount(0);
  await expect(drawer.getByText(en.shell.sync.paused)).toHaveCount(0);
  // The operator never left the screen they were on.
  expect(page.url()).toBe(home);
  await expect(page.getByRole('region', { name: company.name })).toBeVisible();
  expect(await projectNamesOnServer(admin, company)).toEqual([name]);
  await admin.dispose();
});

test('a conflict is shown side by side and resolved both ways: keep mine, then take theirs', async ({ page, context, server }) => {
  const admin = await adminApi(server);
  const company = await companyWithManager(admin, server, 'Conflict');
  const project = await createProjectThroughApi(admin, company, 'Original name');
  await signInWithWorker(page, server, company.manager);
  await page.goto(`/app/in/company/${company.id}/project/${project}/options/main`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.projectDetails);
  const nameField = page.getByRole('textbox', { name: en.projects.name });
  await expect(nameField).toHaveValue('Original name');

  // Keep mine: my change goes on top of theirs.
  await changeOffline('Mine, kept', 'Theirs, overwritten');
  let drawer = await conflictShown('Mine, kept', 'Theirs, overwritten');
  await drawer.getByTestId('outbox-entry').getByRole('button', { name: en.shell.sync.keepMine }).click();
  await expect.poll(async () => (await projectOnServer(admin, company, project)).name, { timeout: DRAIN_MS }).toBe('Mine, kept');
  await expect(drawer.getByTestId('outbox-entry')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // Take theirs: my change is dropped and the server keeps theirs.
  await changeOffline('Mine, dropped', 'Theirs, kept');
  drawer = await conflictShown('Mine, dropped', 'Theirs, kept');
  await drawer.getByTestId('outbox-entry').getByRole('button', { name: en.shell.sync.takeTheirs }).click();
  await expect(drawer.getByTestId('outbox-entry')).toHaveCount(0);
  await expect(syncStatus(page)).not.toContainText(attentionText(1));
  expect((await projectOnServer(admin, company, project)).name).toBe('Theirs, kept');
  await admin.dispose();

  async function changeOffline(mine: string, theirs: string): Promise<void> {
    await context.setOffline(true);
    await nameField.fill(mine);
    await page.getByRole('button', { name: en.projects.save }).click();
    await expect(queuedNotice(page)).toBeVisible();
    await expect(syncStatus(page)).toContainText(pendingText(1));
    await renameElsewhere(admin, company, project, theirs);
    await context.setOffline(false);
  }

  async function conflictShown(mine: string, theirs: string) {
    await expect(syncStatus(page)).toContainText(attentionText(1), { timeout: DRAIN_MS });
    const shown = await openSyncDrawer(page);
    const entry = shown.getByTestId('outbox-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry.getByRole('columnheader', { name: en.shell.sync.yours })).toBeVisible();
    await expect(entry.getByRole('columnheader', { name: en.shell.sync.theirs })).toBeVisible();
    // The differing field is named as the forms name it, in the operator's language.
    await expect(entry.getByRole('rowheader', { name: en.projects.name, exact: true })).toBeVisible();
    await expect(entry).toContainText(mine);
    await expect(entry).toContainText(theirs);
    expect((await projectOnServer(admin, company, project)).name).toBe(theirs);
    return shown;
  }
});

test("saves of one form build on the operator's own kept saves: two offline, one online after them, no conflict", async ({
  page,
  context,
  server,
}) => {
  const admin = await adminApi(server);
  const company = await companyWithManager(admin, server, 'Follow');
  const project = await createProjectThroughApi(admin, company, 'First name');
  await signInWithWorker(page, server, company.manager);
  await page.goto(`/app/in/company/${company.id}/project/${project}/options/main`);
  const nameField = page.getByRole('textbox', { name: en.projects.name });
  await expect(nameField).toHaveValue('First name');
  const save = page.getByRole('button', { name: en.projects.save });

  // Two saves while offline, both made on the version the form was read at.
  await context.setOffline(true);
  await nameField.fill('Second name');
  await save.click();
  await expect(queuedNotice(page)).toBeVisible();
  await nameField.fill('Third name');
  await save.click();
  await expect(syncStatus(page)).toContainText(pendingText(2));
  // The screen's reading of the record the kept saves made is held back until the online save was
  // answered: however late that reading comes, the save goes on the version they made.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const read = `**/api/company/${company.id}/project/${project}/get`;
  await context.route(read, async (route) => {
    await released;
    // A reading the page gave up on meanwhile is already closed.
    await route.continue().catch(() => undefined);
  });
  await context.setOffline(false);
  await expect.poll(async () => (await projectOnServer(admin, company, project)).name, { timeout: DRAIN_MS }).toBe('Third name');
  await expect(queuedNotice(page)).toHaveCount(0, { timeout: DRAIN_MS });
  await expect(syncStatus(page)).not.toContainText(attentionText(1));

  // Online, the next save goes on the version the kept ones made.
  await nameField.fill('Fourth name');
  await save.click();
  await expect(page.getByText(en.projects.saved)).toBeVisible();
  expect((await projectOnServer(admin, company, project)).name).toBe('Fourth name');
  release();
  await context.unroute(read);
  await expect(nameField).toHaveValue('Fourth name');
  await expect(page.getByText(en.projects.conflict)).toHaveCount(0);
  await admin.dispose();
});
