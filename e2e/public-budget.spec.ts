import { randomUUID } from 'node:crypto';
import { DEMO_SITE, PUBLIC_BUDGET, signInRespondent } from './fixtures/respondent.ts';
import { measureLoad } from './fixtures/transfer.ts';
import { expect, test } from './fixtures/test.ts';

// Measured without the service worker, whose precache would fetch every file of the build.
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

test('the public form page loads at most 90 KiB of JavaScript, compressed with brotli, to show a form to a signed-in respondent', async ({ page, server }) => {
  await signInRespondent(page.request, server.url, server.mailDir, `budget-${randomUUID().slice(0, 8)}@example.com`);
  const load = await measureLoad(page, `/p/${DEMO_SITE.company}/${DEMO_SITE.project}/f/${DEMO_SITE.form}?lang=en`);
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();

  console.info(`public form: JS ${kib(load.script.encoded)} KiB (gzip ${kib(load.script.gzip)}) in ${load.script.files} files, CSS ${kib(load.stylesheet.encoded)} KiB`);
  expect(load.script.encoded).toBeLessThanOrEqual(PUBLIC_BUDGET.jsBytes);
  // The sizes are those of compressed answers: the server sends Chromium the build's brotli copies, smaller than the gzip ones.
  expect(load.script.encoded).toBeLessThan(load.script.decoded / 2);
  expect(load.script.encoded).toBeLessThan(load.script.gzip);
});

test('the public vote page loads at most 90 KiB of JavaScript, compressed with brotli, to show the gallery to a signed-in voter', async ({ page, server }) => {
  await signInRespondent(page.request, server.url, server.mailDir, `budget-vote-${randomUUID().slice(0, 8)}@example.com`);
  const load = await measureLoad(page, `/p/${DEMO_SITE.company}/${DEMO_SITE.project}/f/${DEMO_SITE.form}/vote?lang=en`);
  await expect(page.getByRole('list', { name: 'Entries' }).getByRole('listitem').first()).toBeVisible();

  console.info(`public vote: JS ${kib(load.script.encoded)} KiB (gzip ${kib(load.script.gzip)}) in ${load.script.files} files, CSS ${kib(load.stylesheet.encoded)} KiB`);
  expect(load.script.encoded).toBeLessThanOrEqual(PUBLIC_BUDGET.jsBytes);
});

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
