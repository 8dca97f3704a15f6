// What a results export reads: the form and its published versions, and the filtered submissions
// in keyset pages, newest first as the table lists them, each with its sender and notes.
import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { FormDefinition } from '../../../contract/form-definition.ts';
import type { SubmissionStatus } from '../../../contract/submission-status.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { formVersions, forms } from '../../db/schema/forms.ts';
import { submissionNotes, submissions } from '../../db/schema/submissions.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import type { ExportRecord } from '../../exports/export-columns.ts';
import type { FormScope } from '../../../contract/fields.ts';

/** The form as an export needs it: its slug, its last published version and whether assistants may export personal answers. */
export async function exportForm(db: Db, scope: FormScope) {
  const [row] = await db
    .select({ slug: forms.slug, publishedVersion: forms.publishedVersion, assistantsExport: forms.assistantsExport })
    .from(forms)
    .where(and(eq(forms.id, scope.form), eq(forms.projectId, scope.project), eq(forms.companyId, scope.company)))
    .limit(1);
  return row;
}

/** The form's published versions up to `upTo`, oldest first. */
export async function publishedVersions(db: Db, form: string, upTo: number): Promise<FormDefinition[]> {
  const rows = await db
    .select({ definition: formVersions.definition })
    .from(formVersions)
    .where(and(eq(formVersions.formId, form), lte(formVersions.number, upTo)))
    .orderBy(asc(formVersions.number));
  return rows.map((row) => row.definition);
}

/** Where a reading of the submissions stands: below this moment and id, newest first. */
export interface PageCursor {
  at: string;
  id: string;
}

/**
 * The cursor of a reading from the newest submission on. What is sent while an export runs is newer
 * than its first page and is left for the next export: the reading only goes down.
 */
export const FIRST_CURSOR: PageCursor = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

// The moment a submission is ordered by, as the results table orders it: when sent, a draft by when it was started.
const moment = sql`coalesce(${submissions.submittedAt}, ${submissions.createdAt})`;

const below = (cursor: PageCursor) => sql`(${moment}, ${submissions.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;

/** How many submissions `where` selects below the cursor. */
export async function countBelow(db: Db, where: SQL, cursor: PageCursor): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(submissions)
    .where(and(where, below(cursor)));
  return row?.total ?? 0;
}

type RawRecord = [
  id: string,
  status: SubmissionStatus,
  tags: string[],
  submittedAt: string | null,
  lang: string,
  version: number,
  answers: Record<string, unknown>,
  email: string | null,
  firstName: string | null,
  lastName: string | null,
  notes: string[] | null,
];

async function jsonText<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await sqlRows<{ page: string | null }>(db, query);
  return JSON.parse(result[0]?.page ?? '[]') as T[];
}

// The next `limit` submissions `where` selects below the cursor, by id and moment only: the sort
// carries no answers, so it stays one narrow pass over the form's submissions.
async function listBelow(db: Db, where: SQL, cursor: PageCursor, limit: number): Promise<Array<[id: string, at: string]>> {
  const listed = sql`SELECT ${submissions.id} AS id, ${moment} AS at FROM ${submissions} WHERE ${and(where, below(cursor))}
    ORDER BY ${moment} DESC, ${submissions.id} DESC LIMIT ${limit}`;
  return jsonText(db, sql`SELECT json_agg(json_build_array(l.id, l.at) ORDER BY l.at DESC, l.id DESC)::text AS page FROM (${listed}) AS l`);
}

// The submissions of these ids whole, with who sent each and its notes, in the order of the ids.
async function readRecords(db: Db, ids: string[]): Promise<ExportRecord[]> {
  if (ids.length === 0) return [];
  const raw = await jsonText<RawRecord>(
    db,
    sql`SELECT json_agg(json_build_array(s.id, s.status, s.tags, s.submitted_at, s.lang, s.form_version, s.answers,
        u.email, u.first_name, u.last_name,
        (SELECT json_agg(n.body ORDER BY n.created_at, n.id) FROM ${submissionNotes} n WHERE n.submission_id = s.id)))::text AS page
      FROM ${submissions} s LEFT JOIN ${registeredUsers} u ON u.id = s.user_id
      WHERE s.id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
  const byId = new Map(raw.map((row) => [row[0], row]));
  return ids.flatMap((wanted) => {
    const row = byId.get(wanted);
    if (!row) return [];
    const [id, status, tags, submittedAt, lang, version, answers, email, firstName, lastName, notes] = row;
    return [
      {
        id,
        status,
        tags,
        submittedAt: submittedAt === null ? null : new Date(submittedAt).toISOString(),
        lang,
        version,
        answers,
        user: email === null ? null : { email, firstName: firstName ?? '', lastName: lastName ?? '' },
        notes: notes ?? [],
      },
    ];
  });
}

/** A page of an export's reading, and where the reading goes on after it (null: nothing is left). */
export interface ExportPage {
  records: ExportRecord[];
  next: PageCursor | null;
}

/**
 * Up to `limit` submissions `where` selects below `cursor`, newest first, in pages of `pageSize`,
 * each with who sent it and its notes; the last page of the reading says `next: null` (a reading
 * with nothing left yields one empty page). Which submissions are read is settled when the reading
 * starts, in one narrow pass; their rows are then fetched by id, page by page. Each query hands
 * its answer over as one JSON text: row by row, PGlite's hand-over costs several times the query
 * (as the log export found), and sorting whole rows at every page cost ten times more (the bench).
 */
export async function* readBelow(db: Db, where: SQL, cursor: PageCursor, limit: number, pageSize: number): AsyncGenerator<ExportPage> {
  const listed = await listBelow(db, where, cursor, limit);
  if (listed.length === 0) yield { records: [], next: null };
  for (let at = 0; at < listed.length; at += pageSize) {
    const slice = listed.slice(at, at + pageSize);
    const last = slice.at(-1)!;
    const end = at + pageSize >= listed.length && listed.length < limit;
    yield { records: await readRecords(db, slice.map(([id]) => id)), next: end ? null : { at: last[1], id: last[0] } };
  }
}
