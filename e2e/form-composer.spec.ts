import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { FormChange } from '../contract/form-changes.ts';
import type { FormDefinition } from '../contract/form-definition.ts';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { applyAccepted } from '../src/areas/forms/composer/apply-accepted.ts';
import { demoAccount, demoRecords } from './fixtures/demo.ts';
import { adminApi, signInWithWorker } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

const texts = TEXTS.en.forms;

async function post<T>(api: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await api.post(`/api/${path}`, { data, headers: { 'Idempotency-Key': randomUUID() } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

test('the built-in composer turns an Italian description into a proposal, and the draft changes by exactly the accepted part', async ({ page, server }) => {
  test.setTimeout(120_000);
  const admin = await adminApi(server);
  const { company, project } = await demoRecords(admin, server.url);
  const tag = randomUUID().slice(0, 8);
  const form = (await post<{ entity: { id: string } }>(admin, `company/${company}/project/${project}/forms/create`, { slug: `bando-${tag}`, title: { it: `Bando ${tag}` } })).entity.id;
  const scope = `company/${company}/project/${project}/form/${form}`;
  const before = (await post<{ definition: FormDefinition }>(admin, `${scope}/export`, {})).definition;

  await signInWithWorker(page, server, demoAccount('manager'));
  await page.goto(`/app/in/company/${company}/project/${project}/forms/${form}/suggester`);
  await page
    .getByRole('textbox', { name: texts.composer.description })
    .fill('Un bando per startup: nome e cognome, email, telefono, settore, budget richiesto, pitch deck in PDF, consenso privacy');
  await page.getByRole('combobox', { name: texts.composer.language }).selectOption('it');
  const answer = page.waitForResponse((response) => response.url().endsWith(`${scope}/compose`));
  await page.getByRole('button', { name: texts.composer.propose }).click();
  const proposal = (await (await answer).json()) as { composer: string; changes: FormChange[] };
  expect(proposal.composer).toBe('built-in');
  expect(proposal.changes.length).toBeGreaterThanOrEqual(6);

  // The phone and the budget are turned down; the rest is accepted.
  const proposed = page.getByRole('group', { name: texts.composer.changesLabel });
  const rejected = new Set<number>();
  for (const type of ['phone', 'number'] as const) {
    const index = proposal.changes.findIndex((change) => change.op === 'add_field' && change.field.type === type);
    expect(index, `a ${type} field is proposed`).toBeGreaterThanOrEqual(0);
    rejected.add(index);
    await proposed.getByRole('checkbox').nth(index).uncheck();
  }
  const accepted = proposal.changes.filter((_, index) => !rejected.has(index));
  await page.getByRole('button', { name: new RegExp(`^Apply ${accepted.length} changes`) }).click();
  await expect(page.getByText(`${accepted.length} changes applied to the draft.`)).toBeVisible();

  // The draft saves itself: on the server it is the form before with exactly the accepted changes
  // (a field proposed after a turned-down one takes the end of its step instead).
  const expected = applyAccepted(before, accepted).draft;
  await expect.poll(async () => (await post<{ definition: FormDefinition }>(admin, `${scope}/export`, {})).definition, { timeout: 15_000 }).toEqual(expected);
  const keys = expected.blocks.flatMap((block) => block.fields.map((field) => field.key));
  const added = accepted.flatMap((change) => (change.op === 'add_field' ? [change.field.key] : []));
  expect(new Set(keys)).toEqual(new Set(added));
  for (const index of rejected) expect(keys).not.toContain((proposal.changes[index] as Extract<FormChange, { op: 'add_field' }>).field.key);
  await admin.dispose();
});
