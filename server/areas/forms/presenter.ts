import { fieldsOf, type FormDefinition } from '../../../contract/form-definition.ts';
import type { Form, FormListItemSchema, FormVersionSchema } from '../../../contract/forms.ts';
import { jsonEqual } from '../../../contract/json-equal.ts';
import type { z } from 'zod';
import type { formVersions, forms } from '../../db/schema/forms.ts';

/** A form row. */
export type FormRow = typeof forms.$inferSelect;

/** A published version's row. */
export type FormVersionRow = typeof formVersions.$inferSelect;

/**
 * Whether a draft holds the same content as a published version. The slug is left aside: it is
 * the form's setting (a version keeps the slug it was published under, a restore takes the
 * form's), so renaming a form is not a change to publish.
 */
export function sameContent(draft: FormDefinition, published: FormDefinition): boolean {
  // As stored: a key left undefined in memory is no key at all in the database.
  return jsonEqual({ ...draft, slug: '' }, { ...published, slug: '' });
}

/** The form as the contract shows it; `published` is the last published version's definition, if any. */
export function formEntity(row: FormRow, published: FormDefinition | null): Form {
  return {
    id: row.id,
    company_id: row.companyId,
    project_id: row.projectId,
    slug: row.slug,
    status: row.status,
    opens_at: row.opensAt?.toISOString() ?? null,
    closes_at: row.closesAt?.toISOString() ?? null,
    access: row.access,
    max_submissions: row.maxSubmissions,
    confirmation: row.confirmation,
    public_votes: row.publicVotes,
    judged: row.judged,
    notify: row.notify,
    vote_opens_at: row.voteOpensAt?.toISOString() ?? null,
    vote_closes_at: row.voteClosesAt?.toISOString() ?? null,
    votes_per_email: row.votesPerEmail,
    voter_fields: row.voterFields,
    assistants_export: row.assistantsExport,
    results_at: row.resultsAt?.toISOString() ?? null,
    version: row.version,
    published_version: row.publishedVersion,
    draft_changed: published === null || !sameContent(row.draft, published),
    draft: row.draft,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The short answer of import and duplicate. */
export function formCreated(row: FormRow) {
  return { id: row.id, slug: row.slug, status: row.status, version: row.version };
}

/** A form as the project's list shows it. */
export function formListItem(row: Pick<FormRow, 'id' | 'slug' | 'status' | 'version' | 'publishedVersion' | 'updatedAt'> & {
  title: FormDefinition['title'];
  submissions: number;
}): z.input<typeof FormListItemSchema> {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    version: row.version,
    published_version: row.publishedVersion,
    submissions: row.submissions,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A published version as the version list shows it; `publisher` is the publishing operator's name, if they still exist. */
export function formVersionItem(row: FormVersionRow, publisher: string | null): z.input<typeof FormVersionSchema> {
  return {
    number: row.number,
    published_at: row.publishedAt.toISOString(),
    published_by: publisher,
    fields: fieldsOf(row.definition).length,
  };
}
