import { TEXTS } from '../scripts/i18n-texts.ts';
import { DEMO_ADMIN, signInThroughScreens } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';
import { rgbOf, savePrimary, saveTheme, serviceWorkerActivated } from './fixtures/theme.ts';

const GREEN = '#2e7d32';

type Probe = { firstPrimary?: string };

// Notes the primary colour at the app's first render, before anything could repaint it.
function recordFirstPaintPrimary(): void {
  const observer = new MutationObserver(() => {
    const root = document.getElementById('root');
    // The start screen index.html paints before any script (marked data-boot) is not the app's render.
    if (!root || root.childElementCount === 0 || root.firstElementChild?.hasAttribute('data-boot')) return;
    const value = getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-primary-filled');
    (window as Probe).firstPrimary = value.trim().toLowerCase();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

test.afterEach(async ({ page, context, server }) => {
  await context.setOffline(false);
  await saveTheme(page, server.url, { Theme_Colors: '' });
});

test('a signed-in operator reopens Home offline: the shell, their name and the stored palette', async ({ page, context, server }) => {
  await context.addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
  await page.goto('/app/in/home');
  await signInThroughScreens(page, server.mailDir, DEMO_ADMIN);
  await savePrimary(page, server.url, GREEN);
  await page.reload();
  // An outlined button in the primary colour: the first company's New project.
  const newProject = page.getByRole('main').getByRole('button', { name: TEXTS.en.projects.homeList.newProject }).first();
  await expect(newProject).toHaveCSS('border-color', rgbOf(GREEN));
  await serviceWorkerActivated(page);

  await context.setOffline(true);
  await page.addInitScript(recordFirstPaintPrimary);
  await page.reload();

  await expect(page).toHaveURL(/\/app\/in\/home$/);
  await expect(page.getByRole('banner').getByRole('button', { name: DEMO_ADMIN.firstName })).toBeVisible();
  await expect(page.getByText(`Signed in as ${DEMO_ADMIN.firstName}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(newProject).toHaveCSS('border-color', rgbOf(GREEN));
  // No flash of the default colours: the stored palette is there from the first render.
  expect(await page.evaluate(() => (window as Probe).firstPrimary)).toBe(GREEN);
});
