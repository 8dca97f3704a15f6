import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// Chromium only judges installability in a persistent (non-incognito) profile.
test('Chromium finds the app installable: manifest, icons and a service worker in control', async ({ server }) => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-profile-'));
  const launchOptions = test.info().project.use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, headless: true });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/app/out/login`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active!;
      // `ready` can resolve while the worker is still activating.
      if (worker.state !== 'activated') {
        await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
      }
    });
    const manifest = await (await page.request.get(`${server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/app/in/home' });
    expect(manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
    );

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
