import { DEMO_ADMIN, signInThroughApi } from './fixtures/accounts.ts';
import { HOME_BUDGET, LOGIN_BUDGET, measureLoad } from './fixtures/transfer.ts';
import { expect, test } from './fixtures/test.ts';

// Measured without the service worker, whose precache would fetch every screen of the app.
test.use({ serviceWorkers: 'block' });

test('the login screen loads at most 130 KiB of JavaScript in gzip (118 KiB in brotli) and 22 KiB of CSS', async ({ page }) => {
  const load = await measureLoad(page, '/app/out/login');

  console.info(`login: JS ${kib(load.script.encoded)} KiB (gzip ${kib(load.script.gzip)}), CSS ${kib(load.stylesheet.encoded)} KiB (gzip ${kib(load.stylesheet.gzip)})`);
  expect(load.script.gzip).toBeLessThanOrEqual(LOGIN_BUDGET.jsGzipBytes);
  expect(load.script.encoded).toBeLessThanOrEqual(LOGIN_BUDGET.jsBytes);
  expect(load.stylesheet.encoded).toBeLessThanOrEqual(LOGIN_BUDGET.cssBytes);
  // The sizes are those of compressed answers: the server sends Chromium the build's brotli copies, smaller than the gzip ones.
  expect(load.script.encoded).toBeLessThan(load.script.decoded / 2);
  expect(load.script.encoded).toBeLessThan(load.script.gzip);
  expect(load.stylesheet.encoded).toBeLessThan(load.stylesheet.gzip);
});

test('Home loads at most 200 KiB of JavaScript in gzip (181 KiB in brotli) signed in', async ({ page, server }) => {
  await signInThroughApi(page.context().request, server.mailDir, DEMO_ADMIN);
  const load = await measureLoad(page, '/app/in/home');

  console.info(`home: JS ${kib(load.script.encoded)} KiB (gzip ${kib(load.script.gzip)})`);
  expect(load.script.gzip).toBeLessThanOrEqual(HOME_BUDGET.jsGzipBytes);
  expect(load.script.encoded).toBeLessThanOrEqual(HOME_BUDGET.jsBytes);
  // No zod on Home: the contract's schemas stay with the forms that validate with them.
  expect(load.script.each.map((file) => file.path).join(' ')).not.toMatch(/\/assets\/fields-/);
});

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
