import type { Locator, Page } from '@playwright/test';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { mayOpen } from '../src/app/routes/access.ts';
import { SIGNED_IN_ROUTES } from '../src/areas/index.ts';
import { SIGNED_OUT_ROUTES } from '../src/app/routes/signed-out-routes.ts';
import { scan, violationsText, type ScanReport } from './fixtures/axe.ts';
import { DEMO_ACCOUNTS, demoAccess, demoAccount, demoParams, demoRecords, demoUrl, openScreen, settled, signedInContext, type DemoAccount } from './fixtures/demo.ts';
import { sampleUrl } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;

// Every screen is scanned at a desktop width and at a tablet's, where the navbar folds behind the burger.
const WIDTHS = [1280, 768] as const;
const HEIGHT = 900;

async function atWidth(page: Page, width: number): Promise<void> {
  if (page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: HEIGHT });
  // Mantine's media queries answer on the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

// The widths in the order that needs the fewest resizes: the last width of one screen is the first of the next.
async function scanWidths(page: Page, where: string, reports: ScanReport[]): Promise<void> {
  const current = page.viewportSize()?.width;
  const widths = current === WIDTHS[1] ? [...WIDTHS].reverse() : WIDTHS;
  for (const width of widths) {
    await atWidth(page, width);
    reports.push(await scan(page, `${where} at ${width} px`));
  }
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

function expectNoViolations(reports: readonly ScanReport[]): void {
  console.info(`${reports.length} scan(s), ${reports.reduce((sum, report) => sum + report.violations, 0)} violation(s)`);
  test.info().annotations.push({ type: 'scans', description: String(reports.length) });
  expect(violationsText(reports), 'WCAG 2.1 A/AA violations').toBe('');
}

test('every signed-out screen has no WCAG 2.1 A or AA violation at 1280 and 768 pixels', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: WIDTHS[0], height: HEIGHT }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const reports: ScanReport[] = [];
  for (const route of SIGNED_OUT_ROUTES) {
    // Each signed-out screen is its own entry: the sign-in page loads without the signed-in app.
    await page.goto(sampleUrl(route));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await scanWidths(page, route.path, reports);
  }
  // Errors shown on the fields read as well as the rest (the spec's error colour, deepened where it is text).
  await page.goto('/app/out/login');
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await scanWidths(page, 'login with its field errors', reports);
  await context.close();
  expectNoViolations(reports);
});

// Menus, drawers and dialogs fade in: scanned half-transparent, their text would not have its real colours.
async function shownInFull(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  await expect(element).toHaveCSS('opacity', '1');
}

// The header's menu, the sync drawer and, at the tablet width, the folded navbar, as the operator opens them.
async function scanShellParts(page: Page, account: DemoAccount, reports: ScanReport[]): Promise<void> {
  await atWidth(page, WIDTHS[0]);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: account.firstName }).click();
  await shownInFull(page.getByRole('menu'));
  reports.push(await scan(page, 'the open account menu'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.getByTestId('sync-status').click();
  const drawer = page.getByRole('dialog');
  await shownInFull(drawer);
  await settled(page);
  reports.push(await scan(page, 'the sync drawer'));
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await atWidth(page, WIDTHS[1]);
  const burger = banner.getByRole('button', { name: en.shell.toggleNavigation });
  await burger.click();
  await expect(page.getByRole('navigation', { name: en.shell.navigation })).toBeInViewport();
  reports.push(await scan(page, `the navbar opened at ${WIDTHS[1]} px`));
  await burger.click();
}

// Home's new project dialog, for those who may create a project in Fondazione Aurora.
async function scanNewProjectModal(page: Page, homeUrl: string, reports: ScanReport[]): Promise<void> {
  await openScreen(page, homeUrl);
  const newProject = page.getByRole('region', { name: 'Fondazione Aurora' }).getByRole('button', { name: en.projects.homeList.newProject });
  await newProject.click();
  const dialog = page.getByRole('dialog');
  await shownInFull(dialog);
  await scanWidths(page, 'the new project dialog', reports);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

for (const account of DEMO_ACCOUNTS) {
  test(`every signed-in screen, as the demo ${account.role}, has no WCAG 2.1 A or AA violation at 1280 and 768 pixels`, async ({ browser, server }) => {
    test.setTimeout(120_000);
    const origin = new URL(server.url).origin;
    const context = await signedInContext(browser, server, account, { width: WIDTHS[0], height: HEIGHT });
    const page = await context.newPage();
    // The demo's records as the admin reads them (an assistant may not list the project's forms), and what this role may open.
    const admin = await signedInContext(browser, server, demoAccount('admin'), { width: WIDTHS[0], height: HEIGHT });
    const [records, access] = await Promise.all([demoRecords(admin.request, origin), demoAccess(context.request, origin)]);
    await admin.close();
    const reports: ScanReport[] = [];
    // Each screen the role may open; of the others, one: they all show the same no-access page.
    const [open, closed] = partition(SIGNED_IN_ROUTES, (route) => mayOpen(route.area, demoParams(route, records), access, route.editorsOnly));
    for (const route of [...open, ...closed.slice(0, 1)]) {
      await openScreen(page, demoUrl(route, records));
      if (!open.includes(route)) await expect(page.getByRole('main').getByRole('alert').filter({ hasText: en.shell.noAccess.title })).toBeVisible();
      await scanWidths(page, route.path, reports);
    }
    await scanShellParts(page, account, reports);
    if (account.role === 'admin' || account.role === 'manager') {
      await scanNewProjectModal(page, demoUrl(SIGNED_IN_ROUTES[0]!, records), reports);
    }
    await context.close();
    expectNoViolations(reports);
  });
}

// The landing pages' screens, also at a phone's width, with their dialogs and the editor's own nodes open.
test('the landing pages screens, as the demo admin, have no WCAG 2.1 A or AA violation at 1280, 768 and 390 pixels', async ({ browser, server }) => {
  test.setTimeout(300_000);
  const context = await signedInContext(browser, server, DEMO_ACCOUNTS[0]!, { width: 1280, height: HEIGHT });
  const page = await context.newPage();
  const records = await demoRecords(context.request, new URL(server.url).origin);
  const reports: ScanReport[] = [];
  const pages = en.pages;
  const scanAll = async (where: string) => {
    for (const width of [1280, 768, 390]) {
      await atWidth(page, width);
      await settled(page);
      reports.push(await scan(page, `${where} at ${width} px`));
    }
  };
  for (const title of ['landingPages', 'landingPage', 'landingPagePresets', 'siteMenus'] as const) {
    await atWidth(page, 1280);
    await openScreen(page, demoUrl(SIGNED_IN_ROUTES.find((route) => route.title === title)!, records));
    if (title === 'landingPage') await expect(page.locator('[data-form-block]').first()).toBeVisible({ timeout: 15_000 });
    await scanAll(title);
  }
  // The new page dialog, the editor's phase dialog and preview.
  await atWidth(page, 1280);
  await openScreen(page, demoUrl(SIGNED_IN_ROUTES.find((route) => route.title === 'landingPages')!, records));
  await page.getByRole('button', { name: pages.list.newPage }).first().click();
  await shownInFull(page.getByRole('dialog'));
  await scanAll('the new page dialog');
  await page.keyboard.press('Escape');
  await atWidth(page, 1280);
  await openScreen(page, demoUrl(SIGNED_IN_ROUTES.find((route) => route.title === 'landingPage')!, records));
  await page.locator('[data-phase-section] p').first().click();
  await page.getByRole('button', { name: en.richText.pageNodes.editPhase }).first().click();
  await shownInFull(page.getByRole('dialog'));
  await scanAll('the phase section dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: pages.preview.open }).click();
  await shownInFull(page.getByRole('dialog'));
  await expect(page.locator('iframe[srcdoc]')).toBeVisible();
  await scanAll('the preview');
  await context.close();
  expectNoViolations(reports);
});

// The Translations screen, also at a phone's width, with a key's override dialog and the import dialog open.
test('the Translations screen, as the demo admin, has no WCAG 2.1 A or AA violation at 1280, 768 and 390 pixels', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const context = await signedInContext(browser, server, DEMO_ACCOUNTS[0]!, { width: 1280, height: HEIGHT });
  const page = await context.newPage();
  const reports: ScanReport[] = [];
  const words = en.translations;
  const scanAll = async (where: string) => {
    for (const width of [1280, 768, 390]) {
      await atWidth(page, width);
      await settled(page);
      reports.push(await scan(page, `${where} at ${width} px`));
      await page.screenshot({ path: test.info().outputPath(`translations-${where.replaceAll(' ', '-')}-${width}.png`), fullPage: true });
    }
  };
  await atWidth(page, 1280);
  await openScreen(page, '/app/in/admin/i18n/translations?search=login');
  await expect(page.locator('[data-key]').first()).toBeVisible();
  await scanAll('the list');
  await atWidth(page, 1280);
  await page.locator('[data-key]').first().getByRole('button').click();
  await shownInFull(page.getByRole('dialog'));
  await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
  await scanAll('the override dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await atWidth(page, 1280);
  await page.getByRole('button', { name: words.importButton }).click();
  await shownInFull(page.getByRole('dialog'));
  await scanAll('the import dialog');
  await context.close();
  expectNoViolations(reports);
});

// The Alerts screen with its announcements, the editor and the receipts open, and the banner each severity paints, at 1280, 768 and 390 pixels.
test('the Alerts screen and the alert banner, as the demo admin, have no WCAG 2.1 A or AA violation at 1280, 768 and 390 pixels', async ({ browser, server }) => {
  test.setTimeout(240_000);
  const context = await signedInContext(browser, server, DEMO_ACCOUNTS[0]!, { width: 1280, height: HEIGHT });
  const page = await context.newPage();
  const origin = new URL(server.url).origin;
  const body = { en: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Read ' }, { type: 'text', text: 'this', marks: [{ type: 'bold' }] }] }] } };
  const made: Array<{ id: string }> = [];
  for (const [severity, ack] of [['info', false], ['warning', false], ['critical', true]] as const) {
    const saved = await context.request.post('/api/admin/installation/alerts/save', {
      data: { title: { en: `A ${severity} notice` }, body, severity, starts_at: new Date(Date.now() - 60_000).toISOString(), ack_required: ack },
      headers: { Origin: origin, 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    made.push(((await saved.json()) as { entity: { id: string } }).entity);
  }
  const reports: ScanReport[] = [];
  const alerts = en.alerts;
  const scanAll = async (where: string) => {
    for (const width of [1280, 768, 390]) {
      await atWidth(page, width);
      await settled(page);
      reports.push(await scan(page, `${where} at ${width} px`));
    }
  };
  await openScreen(page, '/app/in/admin/installation/alerts');
  await expect(page.getByTestId('alert-banner').locator('[data-severity]')).toHaveCount(3);
  await scanAll('the Alerts screen with the banner');
  await atWidth(page, 1280);
  await page.getByRole('button', { name: `${alerts.colActions}: A critical notice` }).click();
  await page.getByRole('menuitem', { name: alerts.edit }).click();
  await shownInFull(page.getByRole('dialog'));
  await scanAll('the announcement editor');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await atWidth(page, 1280);
  await page.getByRole('tab', { name: alerts.tabSystem }).click();
  await scanAll('the system alerts');
  // The banners are every operator's: the stories after this one meet the shell without them.
  for (const { id } of made) {
    const deleted = await context.request.post('/api/admin/installation/alerts/delete', { data: { id }, headers: { Origin: origin } });
    expect(deleted.status(), await deleted.text()).toBe(200);
  }
  await context.close();
  expectNoViolations(reports);
});

// User Export: its form with the purpose refused, the operators' filters, at 1280, 768 and 390 pixels.
test('the User Export screen, as the demo admin, has no WCAG 2.1 A or AA violation at 1280, 768 and 390 pixels', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const context = await signedInContext(browser, server, DEMO_ACCOUNTS[0]!, { width: 1280, height: HEIGHT });
  const page = await context.newPage();
  const records = await demoRecords(context.request, new URL(server.url).origin);
  const reports: ScanReport[] = [];
  const words = en.users.export;
  await openScreen(page, demoUrl(SIGNED_IN_ROUTES.find((route) => route.title === 'userExport')!, records));
  await page.getByRole('button', { name: words.start }).click();
  await expect(page.getByRole('textbox', { name: words.purpose })).toHaveAttribute('aria-invalid', 'true');
  for (const kind of [words.kindRegistered, words.kindOperators]) {
    await page.getByRole('radio', { name: kind }).check();
    for (const width of [1280, 768, 390]) {
      await atWidth(page, width);
      await settled(page);
      reports.push(await scan(page, `User Export (${kind}) at ${width} px`));
    }
  }
  await context.close();
  expectNoViolations(reports);
});

// The single sign-on's providers, also at a phone's width, with a new provider's drawer and a line of its role map.
test('the single sign-on screen, as the demo admin, has no WCAG 2.1 A or AA violation at 1280, 768 and 390 pixels', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const context = await signedInContext(browser, server, DEMO_ACCOUNTS[0]!, { width: 1280, height: HEIGHT });
  const page = await context.newPage();
  const records = await demoRecords(context.request, new URL(server.url).origin);
  const reports: ScanReport[] = [];
  const scanAll = async (where: string) => {
    for (const width of [1280, 768, 390]) {
      await atWidth(page, width);
      await settled(page);
      reports.push(await scan(page, `${where} at ${width} px`));
    }
  };
  await openScreen(page, demoUrl(SIGNED_IN_ROUTES.find((route) => route.title === 'ssoProviders')!, records));
  await scanAll('the single sign-on providers');
  await atWidth(page, 1280);
  await page.getByRole('main').getByRole('button', { name: en.sso.newProvider }).first().click();
  const drawer = page.getByRole('dialog');
  await shownInFull(drawer);
  await drawer.getByRole('button', { name: en.sso.editor.addRole }).click();
  await scanAll('a new provider with a line of its role map');
  await context.close();
  expectNoViolations(reports);
});
