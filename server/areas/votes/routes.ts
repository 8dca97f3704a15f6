import * as contract from '../../../contract/votes.ts';
import { canEditProject } from '../../auth/grants.ts';
import { AppError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { handle } from '../../http/handler.ts';
import { presentJob } from '../../jobs/presenter.ts';
import { enqueueJob } from '../../jobs/store.ts';
import { wakeRunners } from '../../jobs/wake.ts';
import type { RegisteredUserRow } from '../../respondents/sessions.ts';
import { siteOf } from '../../respondents/site.ts';
import { findVoteForm, voteWindow } from '../../respondents/vote-form.ts';
import { castVote } from './cast.ts';
import { voteExportJob } from './export.ts';
import { formName, formOf, type ScopedVoteForm } from './form-scope.ts';
import { galleryPage, voterState } from './gallery.ts';
import { listVotes } from './list.ts';
import { invalidateVotes, restoreVotes } from './marks.ts';
import { voteSummary } from './tally.ts';
import type { FormScope } from '../../../contract/fields.ts';

const MINUTE = 60;

// The signed-in registered user of a `respondent` call; the adapter has refused the call without one.
function userOf(ctx: CallContext): RegisteredUserRow {
  if (!ctx.respondent) throw new AppError('not_signed_in');
  return ctx.respondent.user;
}

const scopeOf = (input: FormScope): FormScope => ({ company: input.company, project: input.project, form: input.form });

// An operator's change to a form's votes, named in the log by the form, with its title kept for when it is gone.
function audit(ctx: CallContext, form: ScopedVoteForm, summary: Record<string, unknown>) {
  const row = form.row;
  ctx.audit({ target: `form:${row.id}`, summary: { company: row.companyId, project: row.projectId, slug: row.slug, name: formName(row), ...summary } });
}

/** The handlers of the votes: the public gallery and vote, and the operators' calls. */
export const voteHandlers = [
  handle(contract.VoteGallery, async (ctx, input) => {
    const form = await findVoteForm(ctx.db, siteOf(ctx), input.form);
    const { row, definition } = form;
    const user = ctx.respondent?.user;
    return {
      vote: {
        title: definition.title,
        description: definition.description ?? {},
        languages: definition.languages,
        default_lang: definition.default_lang,
        window: voteWindow(row, ctx.now),
        opens_at: row.voteOpensAt?.toISOString() ?? null,
        closes_at: row.voteClosesAt?.toISOString() ?? null,
        votes_per_email: row.votesPerEmail,
      },
      fields: form.fields,
      ...(await galleryPage(ctx.db, form, input.page, input.pageSize)),
      mine: user ? await voterState(ctx.db, row, user.id) : null,
    };
  }),

  handle(
    contract.VoteCast,
    async (ctx, input) => {
      const user = userOf(ctx);
      const form = await findVoteForm(ctx.db, siteOf(ctx), input.form);
      const mine = await castVote(ctx, user, form, input.submission);
      // Named by their id only, as every registered user's change: the log keeps nothing personal.
      ctx.audit({ target: `user:${user.id}`, companyId: user.companyId, summary: { project: user.projectId, form: form.row.slug, submission: input.submission } });
      return { mine };
    },
    // Per client address: generous for a household or an office behind one address, short of a flood.
    { rateLimits: [{ name: 'ip', limit: 120, windowSeconds: 15 * MINUTE, key: (_input, caller) => caller.ip }] },
  ),

  handle(contract.VoteSummary, async (ctx, input) => voteSummary(ctx.db, await formOf(ctx.db, scopeOf(input)), input.tz, ctx.now)),

  handle(contract.VoteList, async (ctx, input) => {
    const form = await formOf(ctx.db, scopeOf(input));
    // The voters' addresses are personal: the form's assistants read them only when the form lets them.
    const showEmail = form.row.assistantsExport || canEditProject(await ctx.grantee(), input.company, input.project);
    return listVotes(ctx.db, form.row.id, input, showEmail);
  }),

  handle(contract.VoteInvalidate, async (ctx, { ids, reason, ...scope }) => {
    const form = await formOf(ctx.db, scopeOf(scope));
    const changed = await invalidateVotes(ctx.db, form.row.id, ids, reason, ctx.session!.operator.id, ctx.now);
    // Which votes, so that a restore later still shows they were once invalidated, and why.
    audit(ctx, form, { votes: changed.length, ids: changed, reason });
    return { changed: changed.length };
  }),

  handle(contract.VoteRestore, async (ctx, { ids, ...scope }) => {
    const form = await formOf(ctx.db, scopeOf(scope));
    const restored = await restoreVotes(ctx.db, form.row, ids);
    audit(ctx, form, { votes: restored.ids.length, ids: restored.ids, ...(restored.overCap > 0 ? { over_cap: restored.overCap } : {}) });
    return { changed: restored.ids.length, over_cap: restored.overCap };
  }),

  handle(contract.VoteExport, async (ctx, input) => {
    const form = await formOf(ctx.db, scopeOf(input));
    const job = await enqueueJob(
      ctx.db,
      {
        kind: voteExportJob.name,
        ownerId: ctx.session!.operator.id,
        companyId: input.company,
        input: { ...scopeOf(input), format: input.format, tz: input.tz, lang: input.lang, emails: true },
        maxAttempts: voteExportJob.maxAttempts,
      },
      ctx.now,
    );
    audit(ctx, form, { format: input.format, job: job.id });
    // Woken once the call's transaction has committed, so the runner finds the row.
    ctx.defer(async () => wakeRunners());
    return presentJob(job);
  }),
];
