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

  // The sign-in page's own modules travel in the sign-in path's file (vite.config.ts); the signed-in
  // start's in theirs (scripts/shell-start-chunk.ts).
  expect(scripts.some((path) => /\/sign-in-/.test(path))).toBe(true);
  expect(scripts.filter((path) => /shell-start-|shell-layout-|home-page-|pending-screen-|AppShell|signed-in-routes-/.test(path))).toEqual([]);
  // zod marks every schema with `_zod`: no script of the sign-in page builds one.
  const texts = await Promise.all(bodies);
  expect(texts.filter((text) => text.includes('._zod'))).toEqual([]);
  // The validation messages of the language the page shows (the browser's, English), not of the other four.
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  expect(texts.filter((text) => text.includes('{0} field is required'))).toHaveLength(1);
  expect(texts.filter((text) => /Il campo \{0\} è obbligatorio|El campo \{0\} es obligatorio|Le champ \{0\} est obligatoire|O campo \{0\} é obrigatório/.test(text))).toEqual([]);
});
