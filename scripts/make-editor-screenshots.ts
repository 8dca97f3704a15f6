/**
 * Takes the Field Editor's pictures for the docs (docs/screenshots/field-editor-<width>.png and
 * field-editor-publish-<width>.png) at 1280, 768 and 390 pixels: a form never published in the
 * demo project, its choice question selected (its options, key, switches and conditions in view),
 * then the publish dialog asking how the form opens. Run with
 * `tsx scripts/make-editor-screenshots.ts` after `npm run build`.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright';
import { TEXTS } from './i18n-texts.ts';
import { launchChromium } from '../bench/browser.ts';
import { DEMO_ADMIN } from '../e2e/fixtures/accounts.ts';
import { demoRecords, openScreen, settled, signedInContext } from '../e2e/fixtures/demo.ts';
import { startServer } from '../e2e/fixtures/server.ts';
import type { FormDefinition } from '../contract/form-definition.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];
const texts = TEXTS.en.forms.editor;

// A short application as a new editor leaves it: a name, a choice with its starting options, an idea shown for one of them.
const DEFINITION: FormDefinition = {
  format: 'form/1',
  slug: `scholarship-${randomUUID().slice(0, 6)}`,
  title: { en: 'Scholarship 2027', it: 'Borsa di studio 2027' },
  languages: ['en', 'it'],
  default_lang: 'en',
  blocks: [
    {
      key: 'main',
      title: { en: 'Scholarship 2027', it: 'Borsa di studio 2027' },
      fields: [
        { type: 'text', key: 'what_is_your_name', label: { en: 'What is your name?', it: 'Come ti chiami?' }, required: true, personal: true },
        {
          type: 'single_choice',
          key: 'which_track_do_you_apply_for',
          label: { en: 'Which track do you apply for?', it: 'Per quale percorso ti candidi?' },
          required: true,
          options: [
            { value: 'option_1', label: { en: 'Option 1', it: 'Opzione 1' } },
            { value: 'option_2', label: { en: 'Option 2', it: 'Opzione 2' } },
          ],
        },
        {
          type: 'long_text',
          key: 'describe_your_idea',
          label: { en: 'Describe your idea', it: 'Descrivi la tua idea' },
          show_if: { all: [{ field: 'which_track_do_you_apply_for', op: 'equals', value: 'option_2' }] },
        },
      ],
    },
  ],
};

async function save(page: Page, file: string, fullPage: boolean): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: `${ROOT}docs/screenshots/${file}`, fullPage, animations: 'disabled' });
  console.info(file);
}

const server = await startServer();
const browser = await launchChromium();
try {
  let editor: string | undefined;
  for (const viewport of WIDTHS) {
    const context = await signedInContext(browser, server, DEMO_ADMIN, viewport);
    if (!editor) {
      const { company, project } = await demoRecords(context.request, new URL(server.url).origin);
      const response = await context.request.post(`/api/company/${company}/project/${project}/forms/import`, {
        data: { definition: DEFINITION },
        headers: { Origin: new URL(server.url).origin, 'Idempotency-Key': randomUUID() },
      });
      const { entity } = (await response.json()) as { entity: { id: string } };
      editor = `/app/in/company/${company}/project/${project}/forms/${entity.id}/editor`;
    }
    const page = await context.newPage();
    await openScreen(page, editor);
    await page.getByRole('button', { name: /^Which track do you apply for\?/ }).first().click();
    await settled(page);
    await save(page, `field-editor-${viewport.width}.png`, true);
    await page.getByRole('button', { name: texts.publish }).click();
    await page.getByRole('radiogroup', { name: texts.openingQuestion }).waitFor();
    await save(page, `field-editor-publish-${viewport.width}.png`, false);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
