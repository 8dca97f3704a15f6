import { sql } from 'drizzle-orm';
import type { VOTE_LIST_FILTERS, VoteItem } from '../../../contract/votes.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { numberedSubmissions } from './gallery.ts';
import { flaggedVotes, flagsOf, SUSPICIOUS } from './suspicion.ts';

/** What a page of the votes list is asked for. */
export interface VoteListQuery {
  filter: (typeof VOTE_LIST_FILTERS)[number];
  submission?: string | undefined;
  page: number;
  pageSize: number;
}

/** A flagged vote as read from the database, with its submission's number and who invalidated it. */
export interface VoteRow {
  id: string;
  email: string | null;
  email_domain: string;
  created_at: Date | string;
  submission_id: string;
  number: number;
  invalid_at: Date | string | null;
  invalid_reason: string | null;
  invalid_by_name: string | null;
  burst: boolean;
  domain: boolean;
  disposable: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The votes of a form with their flags, their submission's number and the name of whoever invalidated them, filtered. */
export function voteRows(formId: string, query: Pick<VoteListQuery, 'filter' | 'submission'>) {
  const where = [sql`TRUE`];
  if (query.filter === 'suspicious') where.push(SUSPICIOUS);
  if (query.filter === 'invalid') where.push(sql`flagged.invalid_at IS NOT NULL`);
  if (query.submission) where.push(sql`flagged.submission_id = ${query.submission}`);
  return sql`
    SELECT flagged.id, flagged.email, flagged.email_domain, flagged.created_at, flagged.submission_id, numbered.number,
           flagged.invalid_at, flagged.invalid_reason, coalesce(nullif(o.first_name, ''), o.email) AS invalid_by_name,
           flagged.burst, flagged.domain, flagged.disposable
    FROM ${flaggedVotes(formId)}
    JOIN ${numberedSubmissions(formId)} ON numbered.id = flagged.submission_id
    LEFT JOIN operators o ON o.id = flagged.invalid_by
    WHERE ${sql.join(where, sql` AND `)}`;
}

/** A vote as the list shows it; `showEmail` false leaves the address out (its domain stays). */
export function voteItem(row: VoteRow, showEmail: boolean): VoteItem {
  return {
    id: row.id,
    email: showEmail ? row.email : null,
    email_domain: row.email_domain,
    created_at: iso(row.created_at),
    submission: { id: row.submission_id, number: Number(row.number) },
    valid: row.invalid_at === null,
    invalid_at: row.invalid_at === null ? null : iso(row.invalid_at),
    invalid_reason: row.invalid_reason,
    invalid_by: row.invalid_at === null ? null : row.invalid_by_name,
    flags: flagsOf(row),
  };
}

/** One page of a form's votes, newest first, with the total the filter finds. */
export async function listVotes(db: Db, formId: string, query: VoteListQuery, showEmail: boolean): Promise<{ items: VoteItem[]; total: number }> {
  const result = await sqlRows<VoteRow & { total: number }>(db, sql`
    SELECT listed.*, count(*) OVER ()::int AS total FROM (${voteRows(formId, query)}) AS listed
    ORDER BY listed.created_at DESC, listed.id DESC
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  let total = Number(result[0]?.total ?? 0);
  // Past the last page the window counts nothing: the total is asked on its own.
  if (result.length === 0 && query.page > 1) {
    const counted = await sqlRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM (${voteRows(formId, query)}) AS listed`);
    total = Number(counted[0]?.total ?? 0);
  }
  return { items: result.map((row) => voteItem(row, showEmail)), total };
}
