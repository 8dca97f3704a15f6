import crypto from 'node:crypto';
import { fieldsOf, FORM_FORMAT, type FormDefinition, type LocalizedText } from '../../../contract/form-definition.ts';
import type { FormOptions, FormStatus } from '../../../contract/forms.ts';
import type { Db } from '../../db/db.ts';
import { forms } from '../../db/schema/forms.ts';
import { fieldError, type FieldProblem } from '../../errors.ts';
import { checkLanguages, projectLanguages } from './languages.ts';
import type { FormRow } from './presenter.ts';
import { checkFormVersion, checkSlugFree, getFormRow, publishedOf, takingSlug, updateForm } from './store.ts';
import type { FormScope, ProjectScope } from '../../../contract/fields.ts';

// The settings of a new form: a draft nobody may fill in yet, open to anyone once opened.
const NEW_SETTINGS = { status: 'draft', access: 'anyone', confirmation: {}, publicVotes: false, judged: false, notify: false } as const;

async function insertForm(db: Db, scope: ProjectScope, values: Partial<typeof forms.$inferInsert> & { draft: FormDefinition }, now: Date, slugField: string) {
  await checkSlugFree(db, scope.project, values.draft.slug, slugField);
  return takingSlug(slugField, async () => {
    const [row] = await db
      .insert(forms)
      .values({
        ...NEW_SETTINGS,
        ...values,
        id: crypto.randomUUID(),
        companyId: scope.company,
        projectId: scope.project,
        slug: values.draft.slug,
        version: 1,
        publishedVersion: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  });
}

/** Creates an empty form: one block titled as the form, no fields, in the project's languages. */
export async function createForm(db: Db, scope: ProjectScope, fields: { slug: string; title: LocalizedText }, now: Date): Promise<FormRow> {
  const offered = await projectLanguages(db, scope.company, scope.project);
  const draft: FormDefinition = {
    format: FORM_FORMAT,
    slug: fields.slug,
    title: fields.title,
    languages: offered.languages,
    default_lang: offered.defaultLang,
    blocks: [{ key: 'main', title: fields.title, fields: [] }],
  };
  return insertForm(db, scope, { draft }, now, 'slug');
}

/** Creates a form from a `form/1` definition, stored exactly as it came (export gives it back equal). */
export async function importForm(db: Db, scope: ProjectScope, definition: FormDefinition, now: Date): Promise<FormRow> {
  checkLanguages(definition, await projectLanguages(db, scope.company, scope.project), 'definition.languages');
  return insertForm(db, scope, { draft: definition }, now, 'definition.slug');
}

/** Saves the draft at the version it was read; another slug in it renames the form. */
export async function saveDraft(db: Db, scope: FormScope, draft: FormDefinition, version: number | undefined, now: Date): Promise<FormRow> {
  const row = await getFormRow(db, scope);
  await checkFormVersion(db, row, version);
  checkLanguages(draft, await projectLanguages(db, scope.company, scope.project), 'draft.languages');
  if (draft.slug !== row.slug) await checkSlugFree(db, scope.project, draft.slug, 'draft.slug', row.id);
  return takingSlug('draft.slug', () => updateForm(db, row, { draft, slug: draft.slug }, now));
}

/** Saves the settings at the version they were read; a form opens or closes only once it was published. */
export async function saveOptions(db: Db, scope: FormScope, options: FormOptions, version: number | undefined, now: Date): Promise<FormRow> {
  const row = await getFormRow(db, scope);
  await checkFormVersion(db, row, version);
  if ((options.status === 'open' || options.status === 'closed') && row.publishedVersion === null) {
    throw fieldError({ status: { rule: 'publishFirst' } });
  }
  if (options.slug !== row.slug) await checkSlugFree(db, scope.project, options.slug, 'slug', row.id);
  const voterFields = await checkVoterFields(db, row, options.voter_fields);
  const set = {
    slug: options.slug,
    draft: { ...row.draft, slug: options.slug },
    status: options.status,
    opensAt: options.opens_at ? new Date(options.opens_at) : null,
    closesAt: options.closes_at ? new Date(options.closes_at) : null,
    access: options.access,
    maxSubmissions: options.max_submissions,
    confirmation: options.confirmation,
    publicVotes: options.public_votes,
    judged: options.judged,
    notify: options.notify,
    voteOpensAt: options.vote_opens_at ? new Date(options.vote_opens_at) : null,
    voteClosesAt: options.vote_closes_at ? new Date(options.vote_closes_at) : null,
    votesPerEmail: options.votes_per_email,
    voterFields,
    assistantsExport: options.assistants_export,
    // Left out, the stored date stays: a client that does not know it never clears it.
    ...(options.results_at !== undefined ? { resultsAt: options.results_at ? new Date(options.results_at) : null } : {}),
  };
  return takingSlug('slug', () => updateForm(db, row, set, now));
}

/**
 * The fields shown to voters must be fields of the published version that ask something and are
 * not marked personal: a voter never reads who sent a submission. A key newly chosen that is not
 * such a field is refused, by its place; one saved before that no longer is (the field removed or
 * marked personal by a later version, a copy of a form not yet published) is dropped, so that it
 * never stands in the way of saving the other options. Returns the keys to save.
 */
async function checkVoterFields(db: Db, row: FormRow, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const published = await publishedOf(db, row);
  const fields = new Map(published ? fieldsOf(published).map(({ field }) => [field.key, field]) : []);
  const saved = new Set(row.voterFields);
  const problems: Record<string, FieldProblem> = {};
  const kept: string[] = [];
  keys.forEach((key, index) => {
    const field = fields.get(key);
    if (field && field.type !== 'statement' && field.personal !== true) kept.push(key);
    else if (!saved.has(key)) problems[`voter_fields.${index}`] = { rule: 'invalid' };
  });
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  return kept;
}

/** Copies a form's draft and settings under a new slug, as a new form in draft with no versions. */
export async function duplicateForm(db: Db, scope: FormScope, slug: string, now: Date): Promise<FormRow> {
  const source = await getFormRow(db, scope);
  const settings = {
    opensAt: source.opensAt,
    closesAt: source.closesAt,
    access: source.access,
    maxSubmissions: source.maxSubmissions,
    confirmation: source.confirmation,
    publicVotes: source.publicVotes,
    judged: source.judged,
    notify: source.notify,
    voteOpensAt: source.voteOpensAt,
    voteClosesAt: source.voteClosesAt,
    votesPerEmail: source.votesPerEmail,
    voterFields: source.voterFields,
    assistantsExport: source.assistantsExport,
    resultsAt: source.resultsAt,
  };
  return insertForm(db, scope, { ...settings, draft: { ...source.draft, slug } }, now, 'slug');
}

/**
 * Archives a form, or brings an archived one back: closed once it was published, else a draft.
 * Asking for the state a form is already in changes nothing.
 */
export async function archiveForm(db: Db, scope: FormScope, archived: boolean, version: number | undefined, now: Date): Promise<FormRow> {
  const row = await getFormRow(db, scope);
  await checkFormVersion(db, row, version);
  if (archived === (row.status === 'archived')) return row;
  const status: FormStatus = archived ? 'archived' : row.publishedVersion === null ? 'draft' : 'closed';
  return updateForm(db, row, { status }, now);
}
