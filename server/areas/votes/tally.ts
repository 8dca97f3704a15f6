import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { VOTABLE_STATUSES, type VoteSummary } from '../../../contract/votes.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import type { ScopedVoteForm } from './form-scope.ts';
import { numberedSubmissions } from './gallery.ts';
import { flaggedVotes, SUSPICIOUS } from './suspicion.ts';
import { voterAnswers, voteWindow } from '../../respondents/vote-form.ts';

type Summary = z.input<(typeof VoteSummary)['output']>;

const votable = sql.raw(`(${VOTABLE_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** The Votes screen's summary: settings, totals, valid votes per day in `tz`, and per submission. */
export async function voteSummary(db: Db, form: ScopedVoteForm, tz: string, now: Date): Promise<Summary> {
  const formId = form.row.id;
  const [totals] = await sqlRows<{ valid: number; invalid: number; voters: number; suspicious: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE invalid_at IS NULL)::int AS valid,
               count(*) FILTER (WHERE invalid_at IS NOT NULL)::int AS invalid,
               count(DISTINCT coalesce(user_id::text, id::text)) FILTER (WHERE invalid_at IS NULL)::int AS voters,
               count(*) FILTER (WHERE invalid_at IS NULL AND ${SUSPICIOUS})::int AS suspicious
        FROM ${flaggedVotes(formId)}`,
  );
  const perDay = await sqlRows<{ day: string; count: number }>(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS day, count(*)::int AS count
        FROM votes WHERE form_id = ${formId} AND invalid_at IS NULL GROUP BY 1 ORDER BY 1`,
  );
  const tallies = await sqlRows<{ id: string; number: number; status: string; answers: Record<string, unknown>; first_name: string | null; last_name: string | null; valid: number; invalid: number }>(
    db,
    sql`SELECT numbered.id, numbered.number, numbered.status, numbered.answers, u.first_name, u.last_name,
               count(v.id) FILTER (WHERE v.invalid_at IS NULL)::int AS valid,
               count(v.id) FILTER (WHERE v.invalid_at IS NOT NULL)::int AS invalid
        FROM ${numberedSubmissions(formId)}
        LEFT JOIN votes v ON v.submission_id = numbered.id
        LEFT JOIN registered_users u ON u.id = numbered.user_id
        GROUP BY numbered.id, numbered.number, numbered.status, numbered.answers, u.first_name, u.last_name
        HAVING numbered.status IN ${votable} OR count(v.id) > 0
        ORDER BY valid DESC, numbered.number`,
  );
  const row = form.row;
  const [slugs] = await sqlRows<{ company: string; project: string }>(
    db,
    sql`SELECT c.slug AS company, p.slug AS project FROM projects p JOIN companies c ON c.id = p.company_id WHERE p.id = ${row.projectId}`,
  );
  const segment = (text: string) => encodeURIComponent(text);
  return {
    settings: {
      public_votes: row.publicVotes,
      public_path: `/p/${segment(slugs?.company ?? '')}/${segment(slugs?.project ?? '')}/f/${segment(row.slug)}/vote`,
      page_shown: row.publishedVersion !== null && (row.status === 'open' || row.status === 'closed'),
      window: voteWindow(row, now),
      opens_at: row.voteOpensAt?.toISOString() ?? null,
      closes_at: row.voteClosesAt?.toISOString() ?? null,
      votes_per_email: row.votesPerEmail,
    },
    totals: { valid: totals?.valid ?? 0, invalid: totals?.invalid ?? 0, voters: totals?.voters ?? 0, suspicious: totals?.suspicious ?? 0 },
    per_day: perDay.map((day) => ({ day: day.day, count: Number(day.count) })),
    fields: form.fields,
    items: tallies.map((tally) => ({
      submission: tally.id,
      number: Number(tally.number),
      status: tally.status as Summary['items'][number]['status'],
      name: tally.first_name === null ? null : `${tally.first_name} ${tally.last_name ?? ''}`.trim() || null,
      answers: voterAnswers(tally.answers, form.fields),
      valid: Number(tally.valid),
      invalid: Number(tally.invalid),
    })),
  };
}
