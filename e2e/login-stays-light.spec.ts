import { expect, test } from './fixtures/test.ts';

test('the login page loads neither the shell nor any signed-in screen, nor the table of those screens, nor zod', async ({ page }) => {
  const scripts: string[] = [];
  const bodies: Array<Promise<string>> = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto('/app/out/login');
  await expect(page.locator('input[autocomplete="username"]')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.some((path) => /login-page-/.test(path))).toBe(true);
  expect(scripts.filter((path) => /shell-layout-|home-page-|pending-screen-|AppShell|signed-in-routes-/.test(path))).toEqual([]);
  // zod marks every schema with `_zod`: no script of the sign-in page builds one.
  const texts = await Promise.all(bodies);
  expect(texts.filter((text) => text.includes('._zod'))).toEqual([]);
});
