import { expect, test } from './fixtures/test.ts';

test('the login page loads neither the shell nor any signed-in screen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/app/out/login');
  await expect(page.locator('input[autocomplete="username"]')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.some((path) => /login-page-/.test(path))).toBe(true);
  expect(scripts.filter((path) => /shell-layout-|home-page-|pending-screen-|AppShell/.test(path))).toEqual([]);
});
