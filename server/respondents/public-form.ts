import { and, count, eq, exists, getTableColumns, notInArray, or, sql } from 'drizzle-orm';
import type { FormDefinition } from '../../contract/form-definition.ts';
import type { FORM_WINDOWS } from '../../contract/public.ts';
import type { Db } from '../db/db.ts';
import { forms } from '../db/schema/forms.ts';
import { formInvitations, submissions } from '../db/schema/submissions.ts';
import { AppError } from '../errors.ts';
import { pendingConditionsQuery } from './conditions.ts';
import { publishedDefinition } from './published-definitions.ts';
import type { Site } from './site.ts';

/** A form's row as the public side reads it: without the draft that its editors work on. */
export type PublicFormRow = Omit<typeof forms.$inferSelect, 'draft'>;
type SubmissionRow = typeof submissions.$inferSelect;

// Every column but the draft: the public side never shows it, and it weighs as much as a definition.
const { draft: _draft, ...rowColumns } = getTableColumns(forms);

/** A form open to the public: its row and the published version it shows. */
export interface PublicForm {
  row: PublicFormRow;
  version: number;
  definition: FormDefinition;
}

/** Where a registered user stands with a form they are about to answer. */
export interface Standing {
  /** Required conditions in force they have not accepted. */
  pendingConditions: number;
  /** Anyone may answer, or they were invited with their address. */
  invited: boolean;
  /** Their submissions that count towards the form's limit: sent and not withdrawn. */
  submitted: number;
  /** Their draft of the form, if they have one. */
  draft: SubmissionRow | null;
}

/** A form about to be answered, with where the person answering stands with it. */
export type FormToAnswer = PublicForm & { standing: Standing };

// The form at a public address: published, and open or closed (a draft or archived form is not shown).
function shownForm(row: PublicFormRow | undefined): (PublicFormRow & { publishedVersion: number }) | null {
  if (!row || (row.status !== 'open' && row.status !== 'closed') || row.publishedVersion === null) return null;
  return row as PublicFormRow & { publishedVersion: number };
}

/**
 * The form at a public address: published, and open or closed (a draft or archived form is not shown).
 * The row is read at every call; the published version's definition, which never changes, once per process.
 */
export async function findPublicForm(db: Db, site: Site, slug: string): Promise<PublicForm> {
  const [found] = await db
    .select(rowColumns)
    .from(forms)
    .where(and(eq(forms.projectId, site.project.id), eq(forms.slug, slug)))
    .limit(1);
  const row = shownForm(found);
  if (!row) throw new AppError('not_found');
  return { row, version: row.publishedVersion, definition: await publishedDefinition(db, row.id, row.publishedVersion) };
}

/**
 * The form at a public address with where a registered user stands with it (conditions, invitation,
 * submissions, draft), all read in one statement: the checks before an answer is taken cost one
 * round trip, not five.
 */
export async function findFormToAnswer(db: Db, site: Site, slug: string, user: { id: string; email: string }): Promise<FormToAnswer> {
  const pending = pendingConditionsQuery(db, user.id).as('pending');
  const invitation = db
    .select({ one: sql`1` })
    .from(formInvitations)
    .where(and(eq(formInvitations.formId, forms.id), eq(formInvitations.email, user.email)));
  const counted = db
    .select({ n: count() })
    .from(submissions)
    .where(and(eq(submissions.formId, forms.id), eq(submissions.userId, user.id), notInArray(submissions.status, ['draft', 'withdrawn'])));
  const [found] = await db
    .select({
      row: rowColumns,
      pendingConditions: sql<number>`(SELECT count(*) FROM ${pending})`.mapWith(Number),
      invited: sql<boolean>`${or(eq(forms.access, 'anyone'), exists(invitation))}`.mapWith(Boolean),
      submitted: sql<number>`(${counted})`.mapWith(Number),
      draft: submissions,
    })
    .from(forms)
    .leftJoin(submissions, and(eq(submissions.formId, forms.id), eq(submissions.userId, user.id), eq(submissions.status, 'draft')))
    .where(and(eq(forms.projectId, site.project.id), eq(forms.slug, slug)))
    .limit(1);
  const row = shownForm(found?.row);
  if (!found || !row) throw new AppError('not_found');
  const { pendingConditions, invited, submitted, draft } = found;
  return {
    row,
    version: row.publishedVersion,
    definition: await publishedDefinition(db, row.id, row.publishedVersion),
    standing: { pendingConditions, invited, submitted, draft },
  };
}

/** Whether a form takes answers now. */
export function formWindow(row: PublicFormRow, now: Date): (typeof FORM_WINDOWS)[number] {
  if (row.status !== 'open') return 'closed';
  if (row.opensAt && row.opensAt > now) return 'not_yet';
  if (row.closesAt && row.closesAt <= now) return 'closed';
  return 'open';
}
