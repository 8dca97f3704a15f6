import { SIGNED_OUT_ROUTES } from '../src/app/routes/signed-out-routes.ts';
import { settled } from './fixtures/demo.ts';
import { overflow } from './fixtures/overflow.ts';
import { sampleUrl } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';

// A phone held upright (iPhone 12 to 15).
const PHONE = { width: 390, height: 844 };

// The signed-in screens are held to the same rules at 390 pixels by every role's walk from Home (walk-by-role.spec.ts).

function expectFits(failures: readonly string[]): void {
  expect(failures.join('\n'), `screens wider than ${PHONE.width} px`).toBe('');
}

test(`at ${PHONE.width} pixels no signed-out screen scrolls sideways`, async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const failures: string[] = [];
  for (const route of SIGNED_OUT_ROUTES) {
    await page.goto(sampleUrl(route));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    failures.push(...(await overflow(page)).problems.map((problem) => `${route.path}: ${problem}`));
  }
  await context.close();
  expectFits(failures);
});
