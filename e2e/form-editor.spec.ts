import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { FIELD_TYPES } from '../contract/form-definition.ts';
import { VALIDATION_MESSAGES } from '../contract/validation-texts/all.ts';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { demoAccount, demoRecords } from './fixtures/demo.ts';
import { signInThroughApi } from './fixtures/accounts.ts';
import { adminApi, signInWithWorker, speakEnglish } from './fixtures/outbox.ts';
import { fillText } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';
import { postApi } from './fixtures/api.ts';

const en = TEXTS.en;
const fr = TEXTS.fr;
const texts = en.forms;

// A save kept offline reaches the server once the worker's retry comes round.
const DRAIN_MS = 30_000;

interface StoredForm {
  id: string;
  version: number;
  published_version: number | null;
  draft: { languages: string[]; blocks: Array<{ key: string; fields: Array<{ key: string; type: string; label: Record<string, string> }> }> };
}

const questionBox = (page: Page, lang = 'IT') => page.getByRole('region', { name: texts.editor.settings }).getByRole('textbox', { name: `${texts.editor.label} (${lang})` });
const saveState = (page: Page) => page.locator('[data-save-state]');

async function addField(page: Page, block: string, type: (typeof FIELD_TYPES)[number], label: string): Promise<void> {
  await page.getByRole('button', { name: fillText(texts.editor.addFieldTo, { block }) }).click();
  await page.getByRole('menuitem', { name: texts.types[type], exact: true }).click();
  await questionBox(page).fill(label);
}

async function outlineKeys(page: Page): Promise<string[]> {
  return page.locator('[data-field]').evaluateAll((items) => items.map((item) => item.getAttribute('data-field') ?? ''));
}

test('an editor builds a form of all fourteen types, moves one with the keyboard, previews it in French on a phone, publishes, and an edit made offline reaches the draft once', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi(server);
  const { company } = await demoRecords(admin, server.url);
  const tag = randomUUID().slice(0, 8);
  // A project in three languages, of the company the manager runs.
  const project = (
    await postApi<{ entity: { id: string } }>(admin, `company/${company}/projects/create`, {
      name: `Call ${tag}`,
      slug: `call-${tag}`,
      languages: ['it', 'en', 'fr'],
      default_lang: 'it',
    })
  ).entity.id;

  await signInWithWorker(page, server, demoAccount('manager'));
  await page.goto(`/app/in/company/${company}/project/${project}/forms`);
  await page.getByRole('button', { name: texts.list.newForm }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.create.title });
  const title = `Bando ${tag}`;
  await dialog.getByRole('textbox', { name: texts.create.titleLabel }).fill(title);
  await expect(dialog.getByRole('textbox', { name: texts.create.slugLabel })).toHaveValue(`bando-${tag}`);
  await dialog.getByRole('button', { name: texts.create.submit }).click();
  await expect(page).toHaveURL(/\/forms\/[0-9a-f-]{36}\/editor$/);
  const form = /\/forms\/([0-9a-f-]{36})\/editor$/.exec(page.url())![1]!;

  // Every type, with the mouse, each with its question.
  for (const type of FIELD_TYPES) await addField(page, title, type, `Q ${type}`);
  // Each key follows its question while the form was never published.
  const keys = FIELD_TYPES.map((type) => `q_${type}`);
  await expect.poll(() => outlineKeys(page)).toEqual(keys);

  // The last field goes up one place with the keyboard alone.
  const handle = page.getByRole('button', { name: fillText(texts.editor.dragHandle, { label: 'Q statement' }) });
  await handle.focus();
  // Each key once the one before took effect, as a screen reader's user hears it: picked up (over its own place), then over the field above.
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: fillText(texts.editor.dragOver, { label: 'Q statement', target: 'Q statement' }) })).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: fillText(texts.editor.dragOver, { label: 'Q statement', target: 'Q file' }) })).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => outlineKeys(page)).toEqual([...keys.slice(0, 12), 'q_statement', 'q_file']);

  // A question in French, for the preview.
  await page.getByRole('button', { name: /^Q text\b/ }).first().click();
  await page.getByRole('combobox', { name: texts.editor.language }).selectOption('fr');
  await questionBox(page, 'FR').fill('Nom complet');
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: 15_000 });

  await page.getByRole('tab', { name: texts.editor.preview }).click();
  await page.getByRole('combobox', { name: texts.editor.previewLanguage }).selectOption('fr');
  await page.getByRole('switch', { name: texts.editor.previewPhone }).click();
  const preview = page.locator('[data-preview-width]');
  await expect(preview).toHaveAttribute('data-preview-width', '390');
  expect((await preview.boundingBox())!.width).toBeLessThanOrEqual(390);
  await expect(preview.getByRole('textbox', { name: 'Nom complet' })).toBeVisible();
  await expect(preview.getByText(/Q checkbox/)).toBeVisible();
  // The preview's own words are the form's language too; nothing is required, so the one step passes.
  await preview.getByRole('button', { name: fr.forms.editor.submit }).click();
  await expect(preview.getByText(fr.forms.editor.previewSent)).toBeVisible();

  // Publish: the first version, with its fields counted.
  await page.getByRole('button', { name: texts.editor.publish }).click();
  const publish = page.getByRole('dialog', { name: fillText(texts.editor.publishTitle, { number: '1' }) });
  await expect(publish).toContainText(fillText(texts.editor.publishFirst, { count: '14' }));
  await publish.getByRole('button', { name: texts.editor.publish }).click();
  await expect(page.getByText(fillText(texts.editor.published, { number: '1' }))).toBeVisible();
  const published = await postApi<{ entity: StoredForm }>(admin, `company/${company}/project/${project}/form/${form}/get`, {});
  expect(published.entity.published_version).toBe(1);

  // Offline: an edit is kept on the device, survives a reload, and reaches the draft once online.
  await page.getByRole('tab', { name: texts.editor.outline }).click();
  await page.getByRole('button', { name: /^Q email\b/ }).first().click();
  await page.getByRole('combobox', { name: texts.editor.language }).selectOption('it');
  await context.setOffline(true);
  await questionBox(page).fill('Email offline');
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'kept', { timeout: 15_000 });
  await page.reload();
  await page.getByRole('button', { name: /^Email offline/ }).first().click();
  await expect(questionBox(page)).toHaveValue('Email offline');
  await context.setOffline(false);

  await expect
    .poll(async () => {
      const stored = await postApi<{ entity: StoredForm }>(admin, `company/${company}/project/${project}/form/${form}/get`, {});
      return stored.entity.draft.blocks[0]!.fields.find((field) => field.key === 'q_email')?.label.it;
    }, { timeout: DRAIN_MS })
    .toBe('Email offline');
  const after = await postApi<{ entity: StoredForm }>(admin, `company/${company}/project/${project}/form/${form}/get`, {});
  const versions = await postApi<{ items: unknown[] }>(admin, `company/${company}/project/${project}/form/${form}/versions`, {});
  // One published version, and one draft on top of it holding the offline edit.
  expect(versions.items).toHaveLength(1);
  expect(after.entity.published_version).toBe(1);
  expect(after.entity.draft.blocks[0]!.fields.map((field) => field.key)).toEqual([...keys.slice(0, 12), 'q_statement', 'q_file']);
  await admin.dispose();
});

test('a draft with a condition still to complete is saved all the same: a fresh browser finds every field, and the condition is marked only once touched or when Publish is pressed', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi(server);
  const { company } = await demoRecords(admin, server.url);
  const tag = randomUUID().slice(0, 8);
  const project = (
    await postApi<{ entity: { id: string } }>(admin, `company/${company}/projects/create`, { name: `Ideas ${tag}`, slug: `ideas-${tag}`, languages: ['it'], default_lang: 'it' })
  ).entity.id;
  const title = `Idee ${tag}`;
  const form = (await postApi<{ entity: { id: string } }>(admin, `company/${company}/project/${project}/forms/create`, { slug: 'ideas', title: { it: title } })).entity.id;
  const editor = `/app/in/company/${company}/project/${project}/forms/${form}/editor`;
  const condition = (of: Page) => of.getByRole('group', { name: fillText(texts.editor.condition, { number: '1' }) });
  const conditionValue = (of: Page) => condition(of).getByRole('combobox', { name: texts.editor.conditionValue });

  // A new user adds a choice, then a question shown only for one of its answers, and goes on before choosing which.
  await signInWithWorker(page, server, demoAccount('manager'));
  await page.goto(editor);
  await addField(page, title, 'single_choice', 'Settore');
  await addField(page, title, 'long_text', 'Modelli usati');
  await page.getByRole('combobox', { name: texts.editor.showIf }).selectOption('all');
  await expect(conditionValue(page)).toHaveValue('');
  await expect(conditionValue(page)).not.toHaveAttribute('aria-invalid', 'true');
  await addField(page, title, 'text', 'Nome del progetto');
  await addField(page, title, 'email', 'Email di contatto');
  await expect(page.locator('[data-problems]')).toHaveText(fillText(texts.editor.toCorrect, { count: '1' }));
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: 15_000 });

  // Another browser, never used for this form: every field is there, and nothing is marked yet.
  const fresh = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  await speakEnglish(fresh, server);
  await signInThroughApi(fresh.request, server.mailDir, demoAccount('manager'));
  const other = await fresh.newPage();
  await other.goto(editor);
  await expect(other.getByRole('navigation', { name: texts.editor.outline })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => outlineKeys(other)).toEqual(['settore', 'modelli_usati', 'nome_del_progetto', 'email_di_contatto']);
  await expect(other.locator('[data-invalid]')).toHaveCount(0);
  await other.getByRole('button', { name: /^Modelli usati\b/ }).first().click();
  await expect(conditionValue(other)).not.toHaveAttribute('aria-invalid', 'true');

  // Touching the value and leaving it unchosen marks it, and its row in the outline.
  await conditionValue(other).focus();
  await other.keyboard.press('Tab');
  await expect(conditionValue(other)).toHaveAttribute('aria-invalid', 'true');
  await expect(other.locator('[data-invalid]')).toHaveAttribute('data-field', 'modelli_usati');

  // In the first browser nothing was touched: Publish lists the problem, marks it, and publishes nothing.
  await page.getByRole('button', { name: /^Modelli usati\b/ }).first().click();
  await expect(conditionValue(page)).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: texts.editor.publish }).click();
  const problem = fillText(texts.editor.problemAt, { place: 'Modelli usati', message: VALIDATION_MESSAGES.required.en.replace('{0}', texts.editor.conditionValue) });
  await expect(page.getByRole('alert').getByRole('button', { name: problem })).toBeVisible();
  await expect(conditionValue(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const versions = await postApi<{ items: unknown[] }>(admin, `company/${company}/project/${project}/form/${form}/versions`, {});
  expect(versions.items).toEqual([]);
  await fresh.close();
  await admin.dispose();
});
