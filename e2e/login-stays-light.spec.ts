import { LANGUAGES } from '../contract/languages.ts';
import { VALIDATION_MESSAGES } from '../contract/validation-texts/all.ts';
import { expect, test } from './fixtures/test.ts';

test('the login page loads neither the shell nor any signed-in screen, nor the table of those screens, nor zod, nor the validation messages of the languages it does not show', async ({ page }) => {
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
  // The validation messages of the language the page shows, not of the other four.
  const shown = await page.locator('html').getAttribute('lang');
  expect(LANGUAGES).toContain(shown);
  for (const lang of LANGUAGES) {
    const required = VALIDATION_MESSAGES.required[lang];
    expect(texts.filter((text) => text.includes(required)), `${lang}: ${required}`).toHaveLength(lang === shown ? 1 : 0);
  }
});
