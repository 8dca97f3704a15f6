import type { Context } from 'hono';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { VOTABLE_STATUSES } from '../../../contract/votes.ts';
import { media } from '../../db/schema/media.ts';
import { submissions } from '../../db/schema/submissions.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findSite } from '../../respondents/site.ts';
import { findVoteForm } from '../../respondents/vote-form.ts';
import { errorAnswer, newCaller } from './caller.ts';
import { answerFile } from './serve.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /api/p/:company/:project/form/:form/vote/file/:media`: a file that a submission open to votes
 * gave as the answer of a field the form shows voters, to anyone who sees the gallery. Any other
 * file (another field's, a personal one, a submission out of the vote, a form without votes) is 404.
 */
export async function serveVoteFile(c: Context, deps: AppDeps): Promise<Response> {
  const caller = newCaller(c, deps);
  try {
    const db = deps.database.db;
    const site = await findSite(db, c.req.param('company') ?? '', c.req.param('project') ?? '');
    const id = (c.req.param('media') ?? '').toLowerCase();
    if (!site || !UUID.test(id)) throw new AppError('not_found');
    const form = await findVoteForm(db, site, c.req.param('form') ?? '');
    const keys = form.fields.filter((field) => field.type === 'file').map((field) => field.key);
    if (keys.length === 0) throw new AppError('not_found');
    const [shown] = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(
        and(
          eq(submissions.formId, form.row.id),
          inArray(submissions.status, [...VOTABLE_STATUSES]),
          or(...keys.map((key) => sql`${submissions.answers} -> ${key} ->> 'media_id' = ${id}`)),
        ),
      )
      .limit(1);
    const [row] = shown ? await db.select().from(media).where(eq(media.id, id)).limit(1) : [];
    if (!row) throw new AppError('not_found');
    return await answerFile(c, deps, { ...row, companyStatus: 'active' }, 'attachment');
  } catch (error) {
    if (error instanceof AppError) return errorAnswer(c, error, caller.lang);
    throw error;
  }
}
