import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { FormDefinition, FormField, LocalizedText } from '../../contract/form-definition.ts';
import { FIELD_LABELS, FormCreate, FormImport, type FormOptions } from '../../contract/forms.ts';
import { validationMessage } from '../../contract/labels.ts';
import type { ValidationMessageKey } from '../../contract/messages.ts';
import { forms } from '../../server/db/schema/forms.ts';
import { expectOk } from './accounts.ts';
import type { Answer, Browser } from './browser.ts';
import type { TestServer } from './harness.ts';
import { person, seedCompany, seedProject, signInWithRole } from './tenancy.ts';

const text = (it: string, en: string): LocalizedText => ({ it, en });

/**
 * An application form that uses each of the fourteen field types with every rule its type
 * takes, choices with options, and conditions with every comparison, under `all` and `any`.
 */
export const EVERY_TYPE: FormDefinition = {
  format: 'form/1',
  slug: 'application',
  title: text('Domanda di partecipazione', 'Application'),
  description: text('Compila tutte le sezioni.', 'Fill in every section.'),
  languages: ['it', 'en'],
  default_lang: 'it',
  blocks: [
    {
      key: 'about',
      title: text('Chi sei', 'About you'),
      fields: [
        {
          type: 'text',
          key: 'name',
          label: text('Nome e cognome', 'Full name'),
          help: text('Come nei documenti', 'As in your documents'),
          placeholder: text('Maria Rossi', 'Mary Smith'),
          required: true,
          personal: true,
          min_length: 2,
          max_length: 80,
          prefill: 'name',
        },
        {
          type: 'long_text',
          key: 'bio',
          label: text('Biografia', 'Biography'),
          min_length: 10,
          max_length: 2000,
          show_if: { all: [{ field: 'name', op: 'answered' }] },
        },
        { type: 'email', key: 'email', label: text('Email', 'Email'), required: true, personal: true, max_length: 200, prefill: 'email' },
        { type: 'phone', key: 'phone', label: text('Telefono', 'Phone'), personal: true, max_length: 30 },
        {
          type: 'url',
          key: 'website',
          label: text('Sito web', 'Website'),
          max_length: 300,
          show_if: { any: [{ field: 'email', op: 'contains', value: '@' }, { field: 'phone', op: 'answered' }] },
        },
        { type: 'number', key: 'age', label: text('Età', 'Age'), min: 18, max: 99 },
        {
          type: 'date',
          key: 'birth',
          label: text('Data di nascita', 'Date of birth'),
          min: '1920-01-01',
          max: '2008-12-31',
          show_if: {
            all: [
              { field: 'age', op: 'gt', value: 17 },
              { field: 'age', op: 'lt', value: 100 },
            ],
          },
        },
      ],
    },
    {
      key: 'work',
      title: text('Il progetto', 'The project'),
      fields: [
        {
          type: 'single_choice',
          key: 'category',
          label: text('Categoria', 'Category'),
          required: true,
          options: [
            { value: 'art', label: text('Arte', 'Art') },
            { value: 'science', label: text('Scienza', 'Science') },
          ],
        },
        {
          type: 'multiple_choice',
          key: 'topics',
          label: text('Temi', 'Topics'),
          max_selected: 2,
          options: [
            { value: 'ai', label: text('Intelligenza artificiale', 'Artificial intelligence') },
            { value: 'climate', label: text('Clima', 'Climate') },
            { value: 'health', label: text('Salute', 'Health') },
          ],
          show_if: { all: [{ field: 'category', op: 'equals', value: 'science' }] },
        },
        {
          type: 'dropdown',
          key: 'region',
          label: text('Regione', 'Region'),
          options: [
            { value: 'north', label: text('Nord', 'North') },
            { value: 'south', label: text('Sud', 'South') },
          ],
          show_if: { any: [{ field: 'category', op: 'not_equals', value: 'art' }] },
        },
        { type: 'checkbox', key: 'consent', label: text('Accetto il regolamento', 'I accept the rules'), required: true },
        {
          type: 'rating',
          key: 'confidence',
          label: text('Quanto sei sicuro?', 'How confident are you?'),
          min: 1,
          max: 5,
          min_label: text('Poco', 'A little'),
          max_label: text('Molto', 'Very'),
        },
        {
          type: 'file',
          key: 'portfolio',
          label: text('Portfolio', 'Portfolio'),
          accept: ['.pdf', 'image/*'],
          max_size_mb: 10,
          show_if: { all: [{ field: 'topics', op: 'contains', value: 'ai' }] },
        },
        { type: 'statement', key: 'thanks', label: text('Grazie!', 'Thank you!'), help: text('Ti risponderemo presto.', 'We will answer soon.') },
      ],
    },
  ],
};

/** A small form with plain text fields `a`, `b`, `c` and `d` in one block. */
export function plainForm(slug = 'plain'): FormDefinition {
  const field = (key: string): FormField => ({ type: 'text', key, label: text(`Campo ${key}`, `Field ${key}`) });
  return {
    format: 'form/1',
    slug,
    title: text('Modulo semplice', 'Plain form'),
    languages: ['it', 'en'],
    default_lang: 'it',
    blocks: [{ key: 'main', title: text('Principale', 'Main'), fields: ['a', 'b', 'c', 'd'].map(field) }],
  };
}

/** A company, a project in Italian and English, and its company manager (who reads English), signed in. */
export async function formsWorld(server: TestServer) {
  const company = await seedCompany(server, 'aurora');
  const project = await seedProject(server, company, 'prize');
  const manager = await signInWithRole(server, person('marta'), 'manager', company);
  return { company, project, manager };
}

/** Imports a definition into a project and returns the new form's id. */
export async function importDefinition(browser: Browser, scope: { company: string; project: string }, definition: FormDefinition): Promise<string> {
  const answer = await browser.call(FormImport, { ...scope, definition });
  expectOk(answer);
  return answer.body.entity.id;
}

/** Creates an empty form and returns it. */
export async function createEmpty(browser: Browser, scope: { company: string; project: string }, slug: string, title = text('Modulo', 'Form')) {
  const answer = await browser.call(FormCreate, { ...scope, slug, title });
  expectOk(answer);
  return answer.body.entity;
}

/** Expects a refusal of invalid input naming exactly these fields, each with its rule's message in English. */
export function expectRefused(answer: Answer, fields: Record<string, ValidationMessageKey>): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.error?.code).toBe('validation_failed');
  const messages = Object.fromEntries(Object.entries(fields).map(([field, rule]) => [field, validationMessage(rule, field, 'en', undefined, FIELD_LABELS)]));
  expect(answer.error?.fields).toEqual(messages);
}

/** Stores a form of a project directly (for tests about who may reach it), with a plain draft. */
export async function seedForm(server: TestServer, companyId: string, projectId: string, slug: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  await server.db.insert(forms).values({ id, companyId, projectId, slug, draft: plainForm(slug), createdAt: now, updatedAt: now });
  return id;
}

/** A form's options as a new form has them (anyone may answer, no limits, no votes, no judging), with `status` as given. */
export function formOptions(slug: string, status: FormOptions['status'] = 'draft'): FormOptions {
  return {
    slug,
    status,
    opens_at: null,
    closes_at: null,
    access: 'anyone',
    max_submissions: null,
    confirmation: {},
    public_votes: false,
    judged: false,
    notify: false,
    vote_opens_at: null,
    vote_closes_at: null,
    votes_per_email: null,
    voter_fields: [],
    assistants_export: false,
  };
}
