import { fieldsOf, type FormDefinition, type FormField } from '../../contract/form-definition.ts';
import type { VOTE_WINDOWS } from '../../contract/votes.ts';
import type { Db } from '../db/db.ts';
import type { forms } from '../db/schema/forms.ts';
import { AppError } from '../errors.ts';
import { findPublicForm, type PublicForm } from './public-form.ts';
import type { Site } from './site.ts';

type FormRow = typeof forms.$inferSelect;

/** A form that takes public votes, with the published fields its gallery shows. */
export interface VoteForm extends PublicForm {
  fields: FormField[];
}

/**
 * The fields a form shows voters, in the published version's order: the keys Form Options chose
 * that the version still has, asks something in and does not mark personal. What a later
 * version changed is held to the rule again here, so no personal answer ever reaches a voter.
 */
export function voterFields(definition: FormDefinition, keys: readonly string[]): FormField[] {
  const chosen = new Set(keys);
  return fieldsOf(definition)
    .map(({ field }) => field)
    .filter((field) => chosen.has(field.key) && field.type !== 'statement' && field.personal !== true);
}

/** The form at a public address, when it takes public votes (else, as any form not shown, 404). */
export async function findVoteForm(db: Db, site: Site, slug: string): Promise<VoteForm> {
  const form = await findPublicForm(db, site, slug);
  if (!form.row.publicVotes) throw new AppError('not_found');
  return { ...form, fields: voterFields(form.definition, form.row.voterFields) };
}

/** Whether a form takes votes now: its voting window only (votes may go on once the form stops taking submissions). */
export function voteWindow(row: Pick<FormRow, 'voteOpensAt' | 'voteClosesAt'>, now: Date): (typeof VOTE_WINDOWS)[number] {
  if (row.voteOpensAt && row.voteOpensAt > now) return 'not_yet';
  if (row.voteClosesAt && row.voteClosesAt <= now) return 'closed';
  return 'open';
}

/** Only the answers of the voter fields. */
export function voterAnswers(answers: Record<string, unknown>, fields: readonly FormField[]): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const field of fields) if (answers[field.key] !== undefined && answers[field.key] !== null) shown[field.key] = answers[field.key];
  return shown;
}
