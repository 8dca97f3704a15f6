import type { Page } from '@playwright/test';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { scan, violationsText, type ScanReport } from './fixtures/axe.ts';
import { demoAccount, demoRecords, signedInContext } from './fixtures/demo.ts';
import { LOADING_SELECTOR } from './fixtures/loading.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const tabsWords = en.shell.formScreens;
const titles = en.shell.titles;
const FORM_TITLE = 'Application for the Aurora Prize 2026';

test.use({ locale: 'en-GB', serviceWorkers: 'block' });

const formTabs = (page: Page) => page.getByRole('navigation', { name: tabsWords.formLabel });

/** Waits for the screen titled so, then checks its tabs fit the page (a phone's row scrolls sideways inside itself) and scans it. */
async function arrived(page: Page, title: string, width: number, reports: ScanReport[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  // The votes' and the results' screens read a good deal on a busy machine: they get time to settle.
  await expect(page.locator(LOADING_SELECTOR)).toHaveCount(0, { timeout: 45_000 });
  const box = await formTabs(page).boundingBox();
  expect(box, `the tabs of ${title}`).not.toBeNull();
  expect(box!.x + box!.width, `the tabs of ${title} fit ${width} px`).toBeLessThanOrEqual(width + 1);
  reports.push(await scan(page, `${title} at ${width} px`));
}

async function openTab(page: Page, name: string): Promise<void> {
  await formTabs(page).getByRole('link', { name, exact: true }).click();
}

for (const width of [1280, 390] as const) {
  test(`an editor reaches every screen of a form from the form list by clicking only, at ${width} px`, async ({ browser, server }) => {
    test.setTimeout(180_000);
    const context = await signedInContext(browser, server, demoAccount('editor'), { width, height: 900 });
    const page = await context.newPage();
    const records = await demoRecords(page.request, server.url);
    const reports: ScanReport[] = [];
    await page.goto(`/app/in/company/${records.company}/project/${records.project}/forms`);
    await expect(page.getByRole('heading', { level: 1, name: titles.forms })).toBeVisible();

    // The row's menu lists the form's screens: Results opens its dashboard.
    await page.getByRole('button', { name: en.forms.list.actions.replace('{title}', FORM_TITLE) }).click();
    for (const name of [tabsWords.editor, tabsWords.options, tabsWords.results, tabsWords.votes, tabsWords.judging, tabsWords.autocomposer]) {
      await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: tabsWords.results, exact: true }).click();
    await expect(page).toHaveURL(/\/results\/dashboard$/);
    await arrived(page, titles.resultsDashboard, width, reports);
    await expect(formTabs(page).getByRole('link', { name: tabsWords.results })).toHaveAttribute('aria-current', 'page');

    // Under the Results tab, the results' own screens.
    await page.getByRole('navigation', { name: tabsWords.label }).getByRole('link', { name: tabsWords.submissions }).click();
    await expect(page).toHaveURL(/\/results\/submissions$/);
    await arrived(page, titles.submissions, width, reports);
    await expect(formTabs(page).getByRole('link', { name: tabsWords.results })).toHaveAttribute('aria-current', 'true');

    await openTab(page, tabsWords.votes);
    await expect(page).toHaveURL(/\/results\/votes$/);
    await arrived(page, titles.votes, width, reports);

    await openTab(page, tabsWords.judging);
    await expect(page).toHaveURL(/\/judging$/);
    await arrived(page, titles.judgingSessions, width, reports);
    // A session's own tabs sit under the form's, Judging still marked.
    await page.getByRole('link', { name: 'Prima selezione', exact: true }).first().click();
    await arrived(page, titles.judgingSessionSettings, width, reports);
    await page.getByRole('navigation', { name: en.judging.organise.nav.label }).getByRole('link', { name: en.judging.organise.nav.ranking }).click();
    await expect(page).toHaveURL(/\/judging\/[^/]+\/ranking$/);
    await arrived(page, titles.judgingRanking, width, reports);
    await expect(formTabs(page).getByRole('link', { name: tabsWords.judging })).toHaveAttribute('aria-current', 'true');

    await openTab(page, tabsWords.autocomposer);
    await expect(page).toHaveURL(/\/suggester$/);
    await arrived(page, titles.autocomposer, width, reports);

    await openTab(page, tabsWords.options);
    await expect(page).toHaveURL(/\/options$/);
    await arrived(page, titles.formOptions, width, reports);

    // The form's name in the list opens the Field Editor, as its first tab does.
    await page.goBack();
    await page.goto(`/app/in/company/${records.company}/project/${records.project}/forms`);
    await page.getByRole('link', { name: FORM_TITLE }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await arrived(page, titles.fieldEditor, width, reports);
    await expect(formTabs(page).getByRole('link', { name: tabsWords.editor })).toHaveAttribute('aria-current', 'page');

    await context.close();
    expect(violationsText(reports), 'WCAG 2.1 A/AA violations').toBe('');
  });
}

test("a form's assistant is offered the form's screens they may open, without judging or the Autocomposer", async ({ browser, server }) => {
  // The form's id as its project's editor finds it: an assistant lists no forms.
  const editor = await signedInContext(browser, server, demoAccount('editor'), { width: 1280, height: 900 });
  const records = await demoRecords(editor.request, server.url);
  await editor.close();
  const context = await signedInContext(browser, server, demoAccount('assistant'), { width: 1280, height: 900 });
  const page = await context.newPage();
  await page.goto(`/app/in/company/${records.company}/project/${records.project}/forms/${records.form}/results/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: titles.resultsDashboard })).toBeVisible();
  await expect(formTabs(page).getByRole('link')).toHaveText([tabsWords.editor, tabsWords.options, tabsWords.results, tabsWords.votes]);
  await openTab(page, tabsWords.votes);
  await expect(page.getByRole('heading', { level: 1, name: titles.votes })).toBeVisible();
  await context.close();
});
