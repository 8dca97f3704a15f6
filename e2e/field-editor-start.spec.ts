import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { demoAccount, demoRecords } from './fixtures/demo.ts';
import { adminApi, signInWithWorker } from './fixtures/outbox.ts';
import { fillText } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';
import { postApi } from './fixtures/api.ts';

const texts = TEXTS.en.forms;

const settings = (page: Page) => page.getByRole('region', { name: texts.editor.settings });

async function addField(page: Page, block: string, type: 'single_choice' | 'text'): Promise<void> {
  await page.getByRole('button', { name: fillText(texts.editor.addFieldTo, { block }) }).click();
  await page.getByRole('menuitem', { name: texts.types[type], exact: true }).click();
}

test('a new editor adds a choice with labelled options, sees the key follow the question, and publishes the first version keeping the form closed', async ({ page, server }) => {
  test.setTimeout(120_000);
  const admin = await adminApi(server);
  const { company } = await demoRecords(admin, server.url);
  const tag = randomUUID().slice(0, 8);
  const project = (
    await postApi<{ entity: { id: string } }>(admin, `company/${company}/projects/create`, { name: `Grants ${tag}`, slug: `grants-${tag}`, languages: ['en', 'it'], default_lang: 'en' })
  ).entity.id;
  const title = `Grants ${tag}`;
  const form = (await postApi<{ entity: { id: string } }>(admin, `company/${company}/project/${project}/forms/create`, { slug: 'grants', title: { en: title } })).entity.id;

  await signInWithWorker(page, server, demoAccount('manager'));
  await page.goto(`/app/in/company/${company}/project/${project}/forms/${form}/editor`);

  // A choice starts with two options named as options, in each of the form's languages.
  await addField(page, title, 'single_choice');
  const options = settings(page).getByRole('group', { name: texts.editor.options });
  await expect(options.getByRole('textbox', { name: `${fillText(texts.editor.option, { number: '1' })}: ${texts.editor.optionLabel}` })).toHaveValue('Option 1');
  await expect(options.getByRole('textbox', { name: `${fillText(texts.editor.option, { number: '2' })}: ${texts.editor.optionLabel}` })).toHaveValue('Option 2');
  await expect(options.getByText(texts.editor.optionLabel, { exact: true })).toHaveCount(2);
  await options.getByRole('button', { name: texts.editor.addOption }).click();
  await expect(options.getByRole('textbox', { name: `${fillText(texts.editor.option, { number: '3' })}: ${texts.editor.optionLabel}` })).toHaveValue('Option 3');
  await page.getByRole('combobox', { name: texts.editor.language }).selectOption('it');
  await expect(options.getByRole('textbox', { name: `${fillText(texts.editor.option, { number: '1' })}: ${texts.editor.optionLabel}` })).toHaveValue('Opzione 1');
  await page.getByRole('combobox', { name: texts.editor.language }).selectOption('en');

  // A question typed: its key follows, letter by letter.
  await addField(page, title, 'text');
  const key = settings(page).getByRole('textbox', { name: texts.editor.key });
  await expect(key).toHaveValue('new_question_2');
  await settings(page).getByRole('textbox', { name: `${texts.editor.label} (EN)` }).fill('');
  await settings(page).getByRole('textbox', { name: `${texts.editor.label} (EN)` }).pressSequentially('What is your name?');
  await expect(key).toHaveValue('what_is_your_name');
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 15_000 });

  // The first version, kept closed to the public.
  await page.getByRole('button', { name: texts.editor.publish }).click();
  const publish = page.getByRole('dialog', { name: fillText(texts.editor.publishTitle, { number: '1' }) });
  const opening = publish.getByRole('radiogroup', { name: texts.editor.openingQuestion });
  await expect(opening.getByRole('radio', { name: texts.editor.openNow })).toBeChecked();
  await opening.getByRole('radio', { name: texts.editor.openClosed }).check();
  await publish.getByRole('button', { name: texts.editor.publish }).click();
  await expect(page.getByText(fillText(texts.editor.published, { number: '1' }))).toBeVisible();

  const stored = await postApi<{ entity: { status: string; published_version: number; draft: { blocks: Array<{ fields: Array<{ key: string }> }> } } }>(
    admin,
    `company/${company}/project/${project}/form/${form}/get`,
    {},
  );
  expect(stored.entity).toMatchObject({ status: 'closed', published_version: 1 });
  expect(stored.entity.draft.blocks[0]!.fields.map((field) => field.key)).toEqual(['new_question', 'what_is_your_name']);

  // The public form says it is closed.
  await page.goto(`/p/aurora/grants-${tag}/f/grants?lang=en`);
  await expect(page.getByText(TEXTS.en.public.form.closedUndated)).toBeVisible({ timeout: 15_000 });
  await admin.dispose();
});
