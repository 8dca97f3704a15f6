import type { Locator, Page } from '@playwright/test';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { signInThroughScreens } from './fixtures/accounts.ts';
import { demoAccount } from './fixtures/demo.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const APPLICATION = 'Application for the Aurora Prize 2026';

// The navbar, opened behind the burger where the screen is too narrow for it.
async function openNavbar(page: Page): Promise<Locator> {
  const navbar = page.getByRole('navigation', { name: en.shell.navigation });
  const burger = page.getByRole('button', { name: en.shell.toggleNavigation });
  if (await burger.isVisible()) await burger.click();
  await expect(navbar).toBeInViewport();
  return navbar;
}

async function backHome(page: Page): Promise<void> {
  const navbar = await openNavbar(page);
  await navbar.getByRole('link', { name: en.shell.areas.home }).click();
  await expect(page).toHaveURL(/\/app\/in\/home$/);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 800 : 844 } });

    test.beforeEach(async ({ page, server }) => {
      await page.context().addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
      await page.goto('/app/out/login');
    });

    test("a form assistant reaches the results and votes of the forms they assist from Home and the navbar, by clicking only", async ({ page, server }) => {
      // Six screens opened one after the other, each with its data.
      test.setTimeout(180_000);
      await signInThroughScreens(page, server.mailDir, demoAccount('assistant'));
      await expect(page).toHaveURL(/\/app\/in\/home$/);
      const form = page.getByRole('group', { name: APPLICATION });
      await expect(page.getByRole('region', { name: 'Fondazione Aurora' })).toContainText('Premio Aurora 2026');

      for (const [title, tail] of [
        [en.shell.titles.resultsDashboard, 'results/dashboard'],
        [en.shell.titles.submissions, 'results/submissions'],
        [en.shell.titles.votes, 'results/votes'],
      ] as const) {
        await form.getByRole('link', { name: title }).click();
        await expect(page).toHaveURL(new RegExp(`/forms/[0-9a-f-]+/${tail}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByText(en.shell.noAccess.title)).toHaveCount(0);
        // The project's forms are not theirs to open: the crumb names them without leading there.
        const crumbs = page.getByRole('navigation', { name: en.shell.breadcrumb });
        await expect(crumbs.getByText(en.shell.titles.forms, { exact: true })).toBeVisible();
        await expect(crumbs.getByRole('link', { name: en.shell.titles.forms })).toHaveCount(0);
        await backHome(page);
      }

      // The navbar offers the same screens under the project and the form.
      const navbar = await openNavbar(page);
      await expect(navbar.getByTestId('nav-assisted-project')).toContainText('Premio Aurora 2026');
      const formGroup = navbar.getByText(APPLICATION);
      await expect(formGroup).toBeVisible();
      // The form's group may open by itself a moment later: open it only if its links are not shown, then wait for them.
      const votes = navbar.getByRole('link', { name: en.shell.titles.votes }).first();
      if (!(await votes.isVisible())) await formGroup.click();
      await expect(votes).toBeVisible();
      await votes.click();
      await expect(page).toHaveURL(/\/results\/votes$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.votes);
    });

    test('a judge meets their session on Home with its progress and Score, which opens it', async ({ page, server }) => {
      await signInThroughScreens(page, server.mailDir, demoAccount('judge'));
      await expect(page).toHaveURL(/\/app\/in\/home$/);
      await expect(page.getByRole('heading', { name: en.shell.judgeSessions.label })).toBeVisible();
      await expect(page.getByText(/^\d+ of \d+ scored$/)).toBeVisible();
      await expect(page.getByText(en.shell.judgeSessions.statusOpen, { exact: true })).toBeVisible();
      // A judge with nothing else to open sees no company and no empty state.
      await expect(page.getByTestId('company-card')).toHaveCount(0);
      await expect(page.getByText(en.projects.homeList.emptyOperator)).toHaveCount(0);

      await page.getByRole('link', { name: `${en.shell.judgeSessions.score}: Prima selezione` }).click();
      await expect(page).toHaveURL(/\/app\/in\/judges\/session\/[0-9a-f-]+\/[0-9a-f-]+\/[0-9a-f-]+\/[0-9a-f-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.judgingSession);
    });
  });
}
