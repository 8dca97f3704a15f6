import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { VOTABLE_STATUSES, type VoterState } from '../../../contract/votes.ts';
import { submissions, votes } from '../../db/schema/submissions.ts';
import { AppError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { pendingConditions } from '../../respondents/conditions.ts';
import type { RegisteredUserRow } from '../../respondents/sessions.ts';
import { addressHash } from './address.ts';
import { validVotesOf, voterState } from './gallery.ts';
import { voteWindow, type VoteForm } from '../../respondents/vote-form.ts';

/**
 * Casts a registered user's vote for a submission open to votes in the form's gallery: within the
 * voting window, once per submission (the votes' unique index), and within the form's cap of
 * valid votes per email. The voter's row is locked for the rest of the call's transaction, so two
 * votes of one person sent at once are counted one after the other and never pass the cap together.
 */
export async function castVote(ctx: CallContext, user: RegisteredUserRow, form: VoteForm, submissionId: string): Promise<VoterState> {
  // The required conditions (the privacy notice among them) are accepted before an address is kept with a vote.
  if ((await pendingConditions(ctx.db, user.id)).length > 0) throw new AppError('conditions_pending');
  if (voteWindow(form.row, ctx.now) !== 'open') throw new AppError('votes_closed');
  const [target] = await ctx.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId.toLowerCase()), eq(submissions.formId, form.row.id), inArray(submissions.status, [...VOTABLE_STATUSES])))
    .limit(1);
  if (!target) throw new AppError('not_found');
  await ctx.db.execute(sql`SELECT id FROM registered_users WHERE id = ${user.id} FOR UPDATE`);
  const [existing] = await ctx.db
    .select({ id: votes.id })
    .from(votes)
    .where(and(eq(votes.submissionId, target.id), eq(votes.userId, user.id)))
    .limit(1);
  if (existing) throw new AppError('already_voted');
  const cap = form.row.votesPerEmail;
  if (cap !== null && (await validVotesOf(ctx.db, form.row.id, user.id)) >= cap) throw new AppError('vote_limit');
  const inserted = await ctx.db
    .insert(votes)
    .values({
      id: crypto.randomUUID(),
      formId: form.row.id,
      submissionId: target.id,
      userId: user.id,
      email: user.email,
      emailDomain: user.email.slice(user.email.lastIndexOf('@') + 1),
      addressHash: await addressHash(ctx),
      createdAt: ctx.now,
    })
    .onConflictDoNothing({ target: [votes.submissionId, votes.userId] })
    .returning({ id: votes.id });
  if (inserted.length === 0) throw new AppError('already_voted');
  return voterState(ctx.db, form.row, user.id);
}
