import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { FormDefinition } from '../../contract/form-definition.ts';
import { FormOptionsSave, FormPublish, type FormOptions } from '../../contract/forms.ts';
import { CodeCheck, CodeSend, ConditionsAccept, ProfileSave } from '../../contract/public.ts';
import { conditions } from '../../server/db/schema/installation.ts';
import { expectOk } from './accounts.ts';
import type { Answer, Browser } from './browser.ts';
import { importDefinition } from './forms-fixtures.ts';
import type { TestServer } from './harness.ts';
import { multipartBody, uploadParts } from './uploads.ts';
import { person, seedCompany, seedProject, signInWithRole } from './tenancy.ts';

/** The slugs of the public side's project: `/p/aurora/prize/`. */
export const SITE = { company: 'aurora', project: 'prize' } as const;

/** A call for projects in two blocks: who you are, then the project, with a branch and a file. */
export const APPLICATION: FormDefinition = {
  format: 'form/1',
  slug: 'apply',
  title: { it: 'Candidatura', en: 'Application' },
  languages: ['it', 'en'],
  default_lang: 'it',
  blocks: [
    {
      key: 'you',
      title: { it: 'Chi sei', en: 'About you' },
      fields: [
        { type: 'text', key: 'name', label: { it: 'Nome', en: 'Name' }, required: true, personal: true, max_length: 80 },
        { type: 'email', key: 'contact', label: { it: 'Email di contatto', en: 'Contact email' }, personal: true },
        {
          type: 'single_choice',
          key: 'kind',
          label: { it: 'Tipo', en: 'Kind' },
          required: true,
          options: [
            { value: 'team', label: { it: 'Squadra', en: 'Team' } },
            { value: 'solo', label: { it: 'Da solo', en: 'On my own' } },
          ],
        },
        {
          type: 'number',
          key: 'members',
          label: { it: 'Componenti', en: 'Members' },
          required: true,
          min: 2,
          max: 10,
          show_if: { all: [{ field: 'kind', op: 'equals', value: 'team' }] },
        },
      ],
    },
    {
      key: 'project',
      title: { it: 'Il progetto', en: 'The project' },
      fields: [
        { type: 'long_text', key: 'pitch', label: { it: 'Presentazione', en: 'Pitch' }, required: true, min_length: 10 },
        { type: 'file', key: 'deck', label: { it: 'Presentazione PDF', en: 'PDF deck' }, accept: ['application/pdf'], max_size_mb: 1 },
        { type: 'checkbox', key: 'rules', label: { it: 'Accetto il regolamento', en: 'I accept the rules' }, required: true },
      ],
    },
  ],
};

const OPEN: FormOptions = {
  slug: 'apply',
  status: 'open',
  opens_at: null,
  closes_at: null,
  access: 'anyone',
  max_submissions: null,
  confirmation: { it: 'Grazie!', en: 'Thank you!' },
  public_votes: false,
  judged: false,
  notify: false,
  vote_opens_at: null,
  vote_closes_at: null,
  votes_per_email: null,
  voter_fields: [],
  assistants_export: false,
};

/** A company `aurora`, its project `prize` and the application form, published and open with these options. */
export async function publicWorld(server: TestServer, options: Partial<FormOptions> = {}, definition: FormDefinition = APPLICATION) {
  const company = await seedCompany(server, SITE.company);
  const project = await seedProject(server, company, SITE.project);
  const manager = await signInWithRole(server, person('marta'), 'manager', company);
  const scope = { company, project };
  const form = await importDefinition(manager, scope, definition);
  expectOk(await manager.call(FormPublish, { ...scope, form, version: 1 }));
  const saved = await manager.call(FormOptionsSave, { ...scope, form, version: 2, ...OPEN, slug: definition.slug, ...options });
  expectOk(saved);
  return { company, project, form, manager, scope };
}

/** Publishes a version of a condition, as the Conditions screen does. */
export async function publishCondition(server: TestServer, key: string, version: number, required = true): Promise<string> {
  const id = crypto.randomUUID();
  await server.db.insert(conditions).values({
    id,
    key,
    version,
    required,
    title: { it: `Condizioni ${key} v${version}`, en: `Conditions ${key} v${version}` },
    body: { it: 'Testo', en: 'Text' },
    publishedAt: server.clock.now(),
  });
  return id;
}

/** The code of the newest mail to an address: six digits on a line of their own. */
export function codeOf(server: TestServer, email: string): string {
  const match = /^\s+(\d{6})$/m.exec(server.mail.last(email).text);
  if (!match) throw new Error(`No code in the mail to ${email}`);
  return match[1]!;
}

/** A browser that confirmed the address, told its name and accepted every pending condition. */
export async function respondent(server: TestServer, email: string, options: { profile?: boolean; ip?: string } = {}): Promise<Browser> {
  const browser = server.browser({ sameOrigin: true, ...(options.ip ? { ip: options.ip } : {}) });
  expectOk(await browser.call(CodeSend, { ...SITE, email, lang: 'en' }));
  await server.settle();
  const checked = await browser.call(CodeCheck, { ...SITE, email, code: codeOf(server, email) });
  expectOk(checked);
  if (options.profile === false) return browser;
  const profile = await browser.call(ProfileSave, { ...SITE, first_name: 'Ada', last_name: 'Lovelace', preferred_lang: 'en' });
  expectOk(profile);
  const pending = profile.body.user.pending_conditions;
  if (pending.length > 0) expectOk(await browser.call(ConditionsAccept, { ...SITE, conditions: pending }));
  return browser;
}

/** Uploads a file as the answer to a file field, with the browser's session. */
export async function uploadAnswer(browser: Browser, fields: { form: string; field: string }, file: { bytes: Uint8Array; filename: string; type: string }): Promise<Answer> {
  const { body, contentType } = multipartBody(uploadParts(fields, file));
  return browser.fetch(`/api/p/${SITE.company}/${SITE.project}/upload`, { method: 'POST', headers: { 'content-type': contentType }, body: body as unknown as string });
}

/** Expects an error answer with this status and code. */
export function expectError(answer: Answer, status: number, code: string): void {
  expect([answer.status, answer.error?.code], JSON.stringify(answer.body)).toEqual([status, code]);
}
