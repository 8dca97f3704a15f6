import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromium.ts';

// Debian's Chromium: Playwright never downloads a browser here.
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results',
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    // No trace by default: recording one costs every test (its screencast and DOM snapshots took
    // the walks by role from 2.9 to 5.6 minutes), and a failed run keeps only its log. A failure
    // prints the page's journal and what the page showed (fixtures/test.ts) and keeps a screenshot;
    // to trace a test while reproducing it: `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The stories are told by Italian users: a signed-out page without a cookie takes the browser's language.
    locale: 'it-IT',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
});
