import { LOGIN_BUDGET, measureLoad } from './fixtures/transfer.ts';
import { expect, test } from './fixtures/test.ts';

// Measured without the service worker, whose precache would fetch every screen of the app.
test.use({ serviceWorkers: 'block' });

test('the login screen loads at most 127 KiB of JavaScript and 22 KiB of CSS, compressed with brotli', async ({ page }) => {
  const load = await measureLoad(page, '/app/out/login');

  console.info(`login: JS ${kib(load.script.encoded)} KiB (gzip ${kib(load.script.gzip)}), CSS ${kib(load.stylesheet.encoded)} KiB (gzip ${kib(load.stylesheet.gzip)})`);
  expect(load.script.encoded).toBeLessThanOrEqual(LOGIN_BUDGET.jsBytes);
  expect(load.stylesheet.encoded).toBeLessThanOrEqual(LOGIN_BUDGET.cssBytes);
  // The sizes are those of compressed answers: the server sends Chromium the build's brotli copies, smaller than the gzip ones.
  expect(load.script.encoded).toBeLessThan(load.script.decoded / 2);
  expect(load.script.encoded).toBeLessThan(load.script.gzip);
  expect(load.stylesheet.encoded).toBeLessThan(load.stylesheet.gzip);
});

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
