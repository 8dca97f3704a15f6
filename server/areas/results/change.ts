// Changes of many submissions at once: a status, tags added and removed, on the ids named (of this
// form only) or on every submission some filters select, in one statement whatever their number.
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_TAGS, type ResultsChange } from '../../../contract/results.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { submissionHistory, submissions } from '../../db/schema/submissions.ts';
import { textArray } from '../../filters/answer-sql.ts';
import { resultsCondition, scopeWhere } from '../../filters/results-filters.ts';
import type { FormScope } from '../../../contract/fields.ts';

type ChangeInput = z.output<typeof ResultsChange.input>;

/** What a change did: how many submissions changed, and how many changed status. */
export interface ChangeOutcome {
  changed: number;
  statusChanged: number;
}

/** The submissions a change names: the ids among the form's own (others are ignored), or those the filters select. */
export async function changeTarget(db: Db, scope: FormScope, target: ChangeInput['target']): Promise<SQL> {
  if ('ids' in target) return and(scopeWhere(scope), inArray(submissions.id, [...new Set(target.ids)]))!;
  return resultsCondition(db, scope, target.filters, target.tz);
}

// A row's tags after the change: its own first, then those added, each once, without those
// removed, at most MAX_TAGS (what would go past them is not added).
function newTags(addTags: readonly string[], removeTags: readonly string[]): SQL {
  return sql`ARRAY(
    SELECT kept.tag FROM (
      SELECT listed.tag, min(listed.position) AS position FROM (
        SELECT tag, position FROM unnest(target.old_tags) WITH ORDINALITY AS own(tag, position)
        UNION ALL SELECT tag, ${MAX_TAGS * 10} + position FROM unnest(${textArray(addTags)}) WITH ORDINALITY AS added(tag, position)
      ) AS listed
      WHERE NOT (listed.tag = ANY(${textArray(removeTags)}))
      GROUP BY listed.tag
    ) AS kept
    ORDER BY kept.position LIMIT ${MAX_TAGS})`;
}

/**
 * Sets a status and adds and removes tags on the target's submissions, with a history row for
 * each change of status, by `operatorId`. Drafts keep their status (they are the respondent's).
 * A submission that already is as asked is left as it is and not counted, so a replay changes nothing.
 */
export async function changeSubmissions(db: Db, scope: FormScope, input: ChangeInput, operatorId: string | null, now: Date): Promise<ChangeOutcome> {
  const where = await changeTarget(db, scope, input.target);
  const status = input.status ?? null;
  const addTags = [...new Set(input.add_tags)];
  const removeTags = [...new Set(input.remove_tags)];
  const at = now.toISOString();
  const [outcome] = await sqlRows<{ changed: number; status_changed: number }>(
    db,
    sql`WITH target AS (
        SELECT ${submissions.id} AS id, ${submissions.status} AS old_status, ${submissions.tags} AS old_tags
        FROM ${submissions} WHERE ${where} FOR UPDATE
      ), wanted AS (
        SELECT target.id, target.old_status,
          CASE WHEN ${status}::text IS NULL OR target.old_status = 'draft' THEN target.old_status ELSE ${status}::text END AS new_status,
          ${newTags(addTags, removeTags)} AS new_tags, target.old_tags
        FROM target
      ), changed AS (
        UPDATE ${submissions} AS changing SET
          status = wanted.new_status,
          tags = wanted.new_tags,
          updated_at = ${at}::timestamptz,
          withdrawn_at = CASE WHEN wanted.new_status = wanted.old_status THEN changing.withdrawn_at
            WHEN wanted.new_status = 'withdrawn' THEN ${at}::timestamptz ELSE NULL END
        FROM wanted
        WHERE changing.id = wanted.id AND (wanted.new_status <> wanted.old_status OR wanted.new_tags <> wanted.old_tags)
        RETURNING changing.id, wanted.old_status, wanted.new_status
      ), history AS (
        INSERT INTO ${submissionHistory} (id, submission_id, from_status, to_status, operator_id, at)
        SELECT gen_random_uuid(), changed.id, changed.old_status, changed.new_status, ${operatorId}::uuid, ${at}::timestamptz
        FROM changed WHERE changed.new_status <> changed.old_status
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM changed)::int AS changed, (SELECT count(*) FROM history)::int AS status_changed`,
  );
  return { changed: outcome?.changed ?? 0, statusChanged: outcome?.status_changed ?? 0 };
}
