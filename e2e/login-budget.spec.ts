import { LOGIN_BUDGET, measureLoad } from './fixtures/transfer.ts';
import { expect, test } from './fixtures/test.ts';

// Measured without the service worker, whose precache would fetch every screen of the app.
test.use({ serviceWorkers: 'block' });

test('the login screen loads at most 140 KiB of JavaScript and 25 KiB of CSS, gzipped', async ({ page }) => {
  const load = await measureLoad(page, '/app/out/login');

  expect(load.script.encoded).toBeLessThanOrEqual(LOGIN_BUDGET.jsBytes);
  expect(load.stylesheet.encoded).toBeLessThanOrEqual(LOGIN_BUDGET.cssBytes);
  // The sizes are those of compressed answers: the server gzips what it serves.
  expect(load.script.encoded).toBeLessThan(load.script.decoded / 2);
});
