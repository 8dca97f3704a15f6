// Who a campaign writes to: the project's registered users by the registered-users screen's
// filters, or the people behind a form's submissions by a saved results filter or by statuses.
// Each address gets one mail; those who unsubscribed, were erased or are blocked are left out.
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { MAIL_MERGE_LIMITS, type Audience } from '../../../contract/mail-merge.ts';
import type { Language } from '../../../contract/languages.ts';
import { ResultsFiltersSchema } from '../../../contract/results.ts';
import type { Db } from '../../db/db.ts';
import { forms } from '../../db/schema/forms.ts';
import { projects } from '../../db/schema/projects.ts';
import { savedFilters, submissions } from '../../db/schema/submissions.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, fieldError } from '../../errors.ts';
import { resultsCondition, scopeWhere } from '../../filters/results-filters.ts';
import { daysReversed, userFiltersWhere } from '../../respondents/user-filters.ts';
import { unsubscribeKey, unsubscribedAmong } from './unsubscribe.ts';
import type { MergeTarget } from './values.ts';

/** Why someone matched gets nothing. */
export type LeftOutReason = 'unsubscribed' | 'erased' | 'blocked';

/** Who a campaign would write to now. */
export interface AudienceResult {
  /** Everyone who gets the mail, once each, in a stable order (by address), with their language (theirs, else the project's default). */
  recipients: MergeTarget[];
  /**
   * Everyone matched who gets nothing, with why. An erased person has no address ('') and one entry
   * per submission; a person both blocked and unsubscribed counts once, as blocked.
   */
  leftOut: Array<{ email: string; userId: string | null; reason: LeftOutReason }>;
  /** Matches beyond the first of one address. */
  duplicates: number;
  /** The audience's form's closing moment, when it has one. */
  closesAt: Date | null;
}

/** The campaign an audience is resolved for. */
export interface AudienceOwner {
  companyId: string;
  projectId: string;
  audience: Audience;
}

// One match of the audience: a registered user, or a submission with its sender (null once erased).
interface Match {
  email: string | null;
  userId: string | null;
  submissionId: string | null;
  preferredLang: string;
  blocked: boolean;
}

const MATCH_FIELDS = {
  email: sql<string | null>`lower(${registeredUsers.email})`,
  userId: registeredUsers.id,
  preferredLang: registeredUsers.preferredLang,
  blocked: sql<boolean>`${registeredUsers.blockedAt} IS NOT NULL`,
};

async function userMatches(db: Db, campaign: AudienceOwner & { audience: { kind: 'users' } }): Promise<Match[]> {
  const filters = campaign.audience.filter ?? {};
  if (daysReversed(filters)) throw fieldError({ audience: { rule: 'invalid' } });
  const where = userFiltersWhere({ company: campaign.companyId, project: campaign.projectId }, filters);
  const rows = await db.select(MATCH_FIELDS).from(registeredUsers).where(where);
  return rows.map((row) => ({ ...row, submissionId: null }));
}

/** The form of a submissions audience, only under the campaign's project and company. */
export async function audienceForm(db: Db, campaign: Pick<AudienceOwner, 'companyId' | 'projectId'>, formId: string) {
  const [form] = await db
    .select({ id: forms.id, closesAt: forms.closesAt })
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.projectId, campaign.projectId), eq(forms.companyId, campaign.companyId)))
    .limit(1);
  if (!form) throw fieldError({ 'audience.form': { code: 'not_found' } });
  return form;
}

/** The results filters a saved filter of the form holds; one gone, another form's or unreadable: 400 on `audience.filter`. */
export async function savedAudienceFilter(db: Db, formId: string, filterId: string) {
  const [row] = await db
    .select()
    .from(savedFilters)
    .where(and(eq(savedFilters.id, filterId), eq(savedFilters.formId, formId)))
    .limit(1);
  const parsed = row ? ResultsFiltersSchema.safeParse(row.filters) : null;
  if (!row || !parsed?.success) throw fieldError({ 'audience.filter': { code: 'filter_not_found' } });
  return { row, filters: parsed.data };
}

async function submissionWhere(db: Db, campaign: AudienceOwner, audience: Extract<Audience, { kind: 'submissions' }>, tz: string): Promise<SQL> {
  const scope = { company: campaign.companyId, project: campaign.projectId, form: audience.form };
  if (audience.filter) return resultsCondition(db, scope, (await savedAudienceFilter(db, audience.form, audience.filter)).filters, tz);
  return and(scopeWhere(scope), audience.status ? inArray(submissions.status, audience.status) : ne(submissions.status, 'draft'))!;
}

// A person's latest submission comes first, so the one whose answers fill the tags is their latest.
async function submissionMatches(db: Db, campaign: AudienceOwner, audience: Extract<Audience, { kind: 'submissions' }>, tz: string): Promise<Match[]> {
  const where = await submissionWhere(db, campaign, audience, tz);
  const rows = await db
    .select({ ...MATCH_FIELDS, submissionId: submissions.id })
    .from(submissions)
    .leftJoin(registeredUsers, eq(registeredUsers.id, submissions.userId))
    .where(where)
    .orderBy(desc(sql`coalesce(${submissions.submittedAt}, ${submissions.createdAt})`), desc(submissions.id));
  return rows.map((row) => ({ ...row, preferredLang: row.preferredLang ?? '', blocked: row.blocked ?? false }));
}

const byAddress = (a: { email: string }, b: { email: string }) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0);

/**
 * Resolves a campaign's audience now: every match once per address (the extra matches counted as
 * duplicates), then left out in this order: erased (a submission whose sender is gone), blocked,
 * unsubscribed from the project's campaigns. More distinct addresses than
 * `MAIL_MERGE_LIMITS.recipients`: 400 `audience_too_large`. A saved filter's days are read in `tz`.
 */
export async function resolveAudience(db: Db, deps: AppDeps, campaign: AudienceOwner, tz = 'UTC'): Promise<AudienceResult> {
  const [project] = await db
    .select({ languages: projects.languages, defaultLang: projects.defaultLang })
    .from(projects)
    .where(eq(projects.id, campaign.projectId))
    .limit(1);
  if (!project) throw new AppError('not_found');
  const { audience } = campaign;
  const form = audience.kind === 'submissions' ? await audienceForm(db, campaign, audience.form) : null;
  const matches = audience.kind === 'users' ? await userMatches(db, { ...campaign, audience }) : await submissionMatches(db, campaign, audience, tz);

  const leftOut: AudienceResult['leftOut'] = [];
  const first = new Map<string, Match>();
  let duplicates = 0;
  for (const match of matches) {
    if (match.email === null) leftOut.push({ email: '', userId: null, reason: 'erased' });
    else if (first.has(match.email)) duplicates += 1;
    else first.set(match.email, match);
  }
  if (first.size > MAIL_MERGE_LIMITS.recipients) throw new AppError('audience_too_large', { args: [MAIL_MERGE_LIMITS.recipients] });

  const unsubscribed = await unsubscribedAmong(db, await unsubscribeKey(deps), campaign.projectId, [...first.keys()]);
  const languages = new Set<string>(project.languages);
  const recipients: MergeTarget[] = [];
  for (const [email, match] of first) {
    const reason = match.blocked ? 'blocked' : unsubscribed.has(email) ? 'unsubscribed' : null;
    if (reason) leftOut.push({ email, userId: match.userId, reason });
    else {
      const lang = (languages.has(match.preferredLang) ? match.preferredLang : project.defaultLang) as Language;
      recipients.push({ email, userId: match.userId, submissionId: match.submissionId, lang });
    }
  }
  recipients.sort(byAddress);
  leftOut.sort(byAddress);
  return { recipients, leftOut, duplicates, closesAt: form?.closesAt ?? null };
}
