import type { Page } from '@playwright/test';
import { SIGNED_IN_ROUTES } from '../src/areas/index.ts';
import { SIGNED_OUT_ROUTES } from '../src/app/routes/signed-out-routes.ts';
import { demoAccount, demoRecords, demoUrl, openScreen, settled, signedInContext } from './fixtures/demo.ts';
import { sampleUrl } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';

// A phone held upright (iPhone 12 to 15).
const PHONE = { width: 390, height: 844 };

/** What does not fit a phone's width on the screen shown (sideways scroll, row actions out of reach), and how many row actions it holds. */
async function overflow(page: Page): Promise<{ problems: string[]; actions: number }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    for (const [name, element] of [
      ['body', document.body],
      ['html', document.documentElement],
    ] as const) {
      if (element.scrollWidth > width) problems.push(`${name} scrolls sideways: ${element.scrollWidth} px wide in ${width}`);
    }
    // The product's name in the header is read whole, never cut to its first letters.
    const brand = document.querySelector<HTMLElement>('[data-testid="brand-name"]');
    if (brand && brand.scrollWidth > brand.clientWidth) problems.push(`the header cuts the product's name: ${brand.scrollWidth} px wide in ${brand.clientWidth}`);
    // A row's links and buttons, in a table or in the cards that stand for one on a phone.
    const actions = document.querySelectorAll<HTMLElement>('main tr :is(a, button), main [role="listitem"] :is(a, button)');
    for (const action of actions) {
      const box = action.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < 0 || box.right > width) {
        const name = (action.getAttribute('aria-label') ?? action.textContent ?? '').trim().slice(0, 40);
        problems.push(`row action "${name}" out of reach: ${Math.round(box.left)} to ${Math.round(box.right)} px of ${width}`);
      }
    }
    return { problems, actions: actions.length };
  });
}

function expectFits(failures: readonly string[]): void {
  expect(failures.join('\n'), `screens wider than ${PHONE.width} px`).toBe('');
}

for (const role of ['admin', 'manager'] as const) {
  test(`at ${PHONE.width} pixels no screen scrolls sideways and every row action is in reach, for the demo ${role}`, async ({ browser, server }) => {
    test.setTimeout(90_000);
    const context = await signedInContext(browser, server, demoAccount(role), PHONE);
    const page = await context.newPage();
    const records = await demoRecords(context.request, new URL(server.url).origin);
    const failures: string[] = [];
    let actions = 0;
    for (const route of SIGNED_IN_ROUTES) {
      await openScreen(page, demoUrl(route, records));
      const found = await overflow(page);
      failures.push(...found.problems.map((problem) => `${route.path}: ${problem}`));
      actions += found.actions;
    }
    await context.close();
    expectFits(failures);
    // The demo company's operators (and, for the admin, the companies and the log) are rows with actions.
    expect(actions).toBeGreaterThan(0);
  });
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
