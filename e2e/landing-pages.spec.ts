import type { Browser, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { demoAccount, demoRecords } from './fixtures/demo.ts';
import { adminApi, signInWithWorker } from './fixtures/outbox.ts';
import { fillText } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';
import { postApi } from './fixtures/api.ts';

const en = TEXTS.en;
const texts = en.pages;
const nodes = en.richText.pageNodes;

// A save kept offline reaches the server once the worker's retry comes round.
const DRAIN_MS = 30_000;

interface StoredPage {
  id: string;
  slug: string;
  version: number;
  title: Record<string, string>;
  status: string;
  published_version: number | null;
  body: Record<string, { content: Array<{ type: string }> }>;
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const heading = (text: string) => ({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text }] });
const saveState = (page: Page) => page.locator('[data-save-state]');
const column = (page: Page, lang: string) => page.locator(`[data-language="${lang}"]`);
const body = (page: Page, lang: string, name: string): Locator => column(page, lang).getByRole('textbox', { name: fillText(texts.editor.body, { language: name }) });

/** What a visitor on a phone reads at a public address, with scripting on or off. */
async function visit(browser: Browser, url: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled, isMobile: true });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { context, page, status: response?.status() ?? 0 };
}

test('an editor builds a landing page from a preset in two languages with a form block and a phase section, publishes it, and a visitor on a phone reads it in each language, with scripting off too', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi(server);
  const { company, project } = await demoRecords(admin, server.url);
  const tag = randomUUID().slice(0, 8);
  // An installation's preset, in Italian and English.
  const preset = `Announcement ${tag}`;
  await postApi(admin, 'admin/installation/page-templates/save', {
    name: preset,
    description: 'Dates and how to apply',
    body: {
      it: { type: 'doc', content: [heading(`Il bando ${tag}`), paragraph('Candidature aperte a tutti gli artisti.'), paragraph(`Solo ai risultati IT ${tag}`)] },
      en: { type: 'doc', content: [heading(`The call ${tag}`), paragraph('Applications open to every artist.'), paragraph(`Only at results EN ${tag}`)] },
    },
  });

  // The project's editor starts the page from it (the presets as a project's editors see them).
  await signInWithWorker(page, server, demoAccount('editor'));
  // From Project Details, as the editor finds the pages.
  await page.goto(`/app/in/company/${company}/project/${project}/options/main`);
  await page.getByRole('main').getByRole('link', { name: en.shell.titles.landingPages }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.landingPages);
  await page.getByRole('button', { name: texts.list.newPage }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.create.title });
  await dialog.getByRole('textbox', { name: fillText(texts.create.pageTitle, { language: 'Italiano' }) }).fill(`Bando ${tag}`);
  await dialog.getByRole('radio', { name: new RegExp(preset) }).check();
  await dialog.getByRole('button', { name: texts.create.create }).click();

  // The editor: both languages side by side, the preset's text copied in.
  await expect(body(page, 'it', 'Italiano')).toContainText(`Il bando ${tag}`);
  await expect(body(page, 'en', 'English')).toContainText(`The call ${tag}`);
  await column(page, 'en').getByRole('textbox', { name: `${texts.editor.pageTitle} (English)` }).fill(`Call ${tag}`);

  for (const [lang, name, results] of [['it', 'Italiano', `Solo ai risultati IT ${tag}`], ['en', 'English', `Only at results EN ${tag}`]] as const) {
    // The results paragraph shows only once results are published (never, for this form).
    await body(page, lang, name).getByText(results).click();
    await column(page, lang).getByRole('button', { name: nodes.insertPhase }).click();
    const phases = page.getByRole('dialog', { name: nodes.editPhase });
    await phases.getByRole('checkbox', { name: nodes.phaseNames.open, exact: true }).uncheck();
    await phases.getByRole('checkbox', { name: nodes.phaseNames.results, exact: true }).check();
    await phases.getByRole('button', { name: nodes.insert }).click();
    await expect(body(page, lang, name).locator('[data-phase-section]')).toHaveCount(1);
    // The form block, at the end of the page.
    await body(page, lang, name).getByText(lang === 'it' ? 'Candidature aperte a tutti gli artisti.' : 'Applications open to every artist.').click();
    // The caret after the paragraph's last word: the block goes after it, not inside a word.
    await page.keyboard.press('End');
    await column(page, lang).getByRole('button', { name: nodes.insertForm }).click();
    const formDialog = page.getByRole('dialog', { name: nodes.insertForm });
    await formDialog.getByRole('button', { name: nodes.insert }).click();
    await expect(body(page, lang, name).locator('[data-form-block]')).toHaveCount(1);
  }
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: 15_000 });

  await page.getByRole('button', { name: texts.editor.publish, exact: true }).click();
  const publish = page.getByRole('dialog', { name: /Publish version \d+\?/ });
  await publish.getByRole('button', { name: texts.editor.publish }).click();
  await expect(page.getByText(/^Version \d+ published$/)).toBeVisible();

  const pages = await postApi<{ items: Array<{ id: string; slug: string; status: string }> }>(admin, `company/${company}/project/${project}/pages/list`, {});
  const stored = pages.items.find((item) => item.slug === `bando-${tag}`)!;
  expect(stored.status).toBe('published');
  const full = (await postApi<{ entity: StoredPage }>(admin, `company/${company}/project/${project}/page/${stored.id}/get`, {})).entity;
  expect(full.body.it!.content.map((block) => block.type)).toEqual(expect.arrayContaining(['formBlock', 'phaseSection']));
  expect(full.body.en!.content.map((block) => block.type)).toEqual(expect.arrayContaining(['formBlock', 'phaseSection']));

  // A visitor on a phone, in each language, with scripting on and off.
  for (const javaScriptEnabled of [true, false]) {
    for (const [lang, title, words, hidden] of [
      ['it', `Bando ${tag}`, 'Candidature aperte a tutti gli artisti.', `Solo ai risultati IT ${tag}`],
      ['en', `Call ${tag}`, 'Applications open to every artist.', `Only at results EN ${tag}`],
    ] as const) {
      const visitor = await visit(browser, `${server.url}/p/aurora/premio-2026/bando-${tag}?lang=${lang}`, javaScriptEnabled);
      expect(visitor.status).toBe(200);
      await expect(visitor.page.locator('html')).toHaveAttribute('lang', lang);
      await expect(visitor.page).toHaveTitle(new RegExp(title));
      await expect(visitor.page.getByText(words)).toBeVisible();
      await expect(visitor.page.getByText(hidden)).toHaveCount(0);
      const overflow = await visitor.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await visitor.context.close();
    }
  }
  await admin.dispose();
});

test('a page edited offline survives a reload and reaches the server once', async ({ page, context, server }) => {
  test.setTimeout(120_000);
  const admin = await adminApi(server);
  const { company, project } = await demoRecords(admin, server.url);
  const tag = randomUUID().slice(0, 8);
  const created = (
    await postApi<{ entity: StoredPage }>(admin, `company/${company}/project/${project}/pages/save`, {
      slug: `offline-${tag}`,
      title: { it: `Pagina ${tag}`, en: `Page ${tag}` },
      body: { it: { type: 'doc', content: [paragraph('Testo')] }, en: { type: 'doc', content: [paragraph('Text')] } },
    })
  ).entity;

  await signInWithWorker(page, server, demoAccount('editor'));
  await page.goto(`/app/in/company/${company}/project/${project}/pages/${created.id}`);
  const title = column(page, 'en').getByRole('textbox', { name: `${texts.editor.pageTitle} (English)` });
  await expect(title).toHaveValue(`Page ${tag}`);
  await expect(body(page, 'en', 'English')).toContainText('Text');

  await context.setOffline(true);
  await title.fill(`Page offline ${tag}`);
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'kept', { timeout: 15_000 });
  await page.reload();
  await expect(title).toHaveValue(`Page offline ${tag}`);
  await context.setOffline(false);

  await expect
    .poll(async () => (await postApi<{ entity: StoredPage }>(admin, `company/${company}/project/${project}/page/${created.id}/get`, {})).entity.title.en, { timeout: DRAIN_MS })
    .toBe(`Page offline ${tag}`);
  const after = (await postApi<{ entity: StoredPage }>(admin, `company/${company}/project/${project}/page/${created.id}/get`, {})).entity;
  // Once: one save on top of the created page, the other language as it was.
  expect(after.version).toBe(created.version + 1);
  expect(after.title.it).toBe(`Pagina ${tag}`);
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: DRAIN_MS });
  await admin.dispose();
});
