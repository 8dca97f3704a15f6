// Forms: a project's forms, each with its draft and its published versions.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FormDefinition, LocalizedText } from '../../../contract/form-definition.ts';
import { FORM_ACCESS, FORM_STATUSES } from '../../../contract/forms.ts';
import { operators } from './accounting.ts';
import { at } from './columns.ts';
import { companies } from './companies.ts';
import { projects } from './projects.ts';

/** A project's forms: their settings and the draft being edited (the whole `form/1` definition). */
export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Always equal to the draft's own slug. */
    slug: text('slug').notNull(),
    status: text('status', { enum: FORM_STATUSES }).notNull().default('draft'),
    opensAt: at('opens_at'),
    closesAt: at('closes_at'),
    access: text('access', { enum: FORM_ACCESS }).notNull().default('anyone'),
    maxSubmissions: integer('max_submissions'),
    confirmation: jsonb('confirmation').$type<LocalizedText>().notNull().default({}),
    publicVotes: boolean('public_votes').notNull().default(false),
    judged: boolean('judged').notNull().default(false),
    /** Mail the operators who may see the form at each submission. */
    notify: boolean('notify').notNull().default(false),
    /** When public votes open and close; null leaves that end open. */
    voteOpensAt: at('vote_opens_at'),
    voteClosesAt: at('vote_closes_at'),
    /** The most submissions one confirmed email may vote for in this form; null: no cap. */
    votesPerEmail: integer('votes_per_email'),
    /** The keys of the fields the public vote gallery shows; no other answer is sent to voters. */
    voterFields: jsonb('voter_fields').$type<string[]>().notNull().default([]),
    /** Whether the form's assistants may export personal answers (never without the editor's say). */
    assistantsExport: boolean('assistants_export').notNull().default(false),
    /** When the call's results are published (landing pages' 'results' sections); null: never. */
    resultsAt: at('results_at'),
    draft: jsonb('draft').$type<FormDefinition>().notNull(),
    version: integer('version').notNull().default(1),
    /** The number of the last published version; null before the first publication. */
    publishedVersion: integer('published_version'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('forms_project_slug_key').on(t.projectId, t.slug), index('forms_company_idx').on(t.companyId)],
);

/** The published versions of a form: each one frozen as it was published, never changed afterwards. */
export const formVersions = pgTable(
  'form_versions',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    publishedAt: at('published_at').notNull(),
    publishedBy: uuid('published_by').references(() => operators.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.formId, t.number] })],
);
