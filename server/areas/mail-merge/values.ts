// The values of a mail's merge tags for each of a batch of recipients: their names and address,
// the project's and the audience form's words and public addresses (on PUBLIC_URL, never a
// request's host), and their submission's answers as the results export writes them, in their language.
import { and, eq, inArray } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../contract/languages.ts';
import type { FormDefinition } from '../../../contract/form-definition.ts';
import type { Db } from '../../db/db.ts';
import { companies } from '../../db/schema/companies.ts';
import { formVersions, forms } from '../../db/schema/forms.ts';
import { projects } from '../../db/schema/projects.ts';
import { submissions } from '../../db/schema/submissions.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import type { AppDeps } from '../../deps.ts';
import { publicBase } from '../../http/hosts.ts';
import { textIn } from '../../respondents/answered-versions.ts';
import { exportPlan, type ExportPlan } from '../../exports/export-columns.ts';
import type { MergeValues } from './render.ts';

/** Who a mail is for: a registered user (or an erased person's submission), and the submission whose answers fill the answer tags. */
export interface MergeTarget {
  email: string;
  userId: string | null;
  submissionId: string | null;
  lang: Language;
}

/** The audience's form as the tags read it. */
export interface MergeForm {
  id: string;
  slug: string;
  title: FormDefinition['title'];
  defaultLang: string;
  closesAt: Date | null;
  /** Its published versions, oldest first: the answers read as the last one labels them. */
  versions: FormDefinition[];
}

/** The project, its slugs and default language, the audience's form (name, slug, closes_at) read once for a batch. */
export interface MergeContext {
  projectId: string;
  project: string;
  companySlug: string;
  projectSlug: string;
  defaultLang: Language;
  /** The public origin of every link (publicBase). */
  base: string;
  form: MergeForm | null;
}

/** Reads what every mail of a batch shares: the project and the audience's form (null: a users audience). */
export async function mergeContext(db: Db, deps: AppDeps, projectId: string, formId: string | null): Promise<MergeContext> {
  const [row] = await db
    .select({ name: projects.name, slug: projects.slug, defaultLang: projects.defaultLang, companySlug: companies.slug })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) throw new Error(`No project ${projectId}`);
  let form: MergeForm | null = null;
  if (formId) {
    const [found] = await db
      .select({ id: forms.id, slug: forms.slug, draft: forms.draft, closesAt: forms.closesAt })
      .from(forms)
      .where(and(eq(forms.id, formId), eq(forms.projectId, projectId)))
      .limit(1);
    if (found) {
      const versions = await db.select({ definition: formVersions.definition }).from(formVersions).where(eq(formVersions.formId, found.id)).orderBy(formVersions.number);
      const last = versions.at(-1)?.definition ?? found.draft;
      form = { id: found.id, slug: found.slug, title: last.title, defaultLang: last.default_lang, closesAt: found.closesAt, versions: versions.map((version) => version.definition) };
    }
  }
  return {
    projectId,
    project: row.name,
    companySlug: row.companySlug,
    projectSlug: row.slug,
    defaultLang: isLanguage(row.defaultLang) ? row.defaultLang : 'it',
    base: publicBase(deps.config),
    form,
  };
}

/** The public address of the audience's form (its draft opens there too), in a language. */
export function formLink(ctx: MergeContext, lang: Language): string {
  if (!ctx.form) return '';
  const segment = encodeURIComponent;
  return `${ctx.base}/p/${segment(ctx.companySlug)}/${segment(ctx.projectSlug)}/f/${segment(ctx.form.slug)}?lang=${lang}`;
}

// Ids a query names at once: a campaign's 200,000 stay far below a statement's bound of parameters.
const BATCH = 5000;

function batches(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let at = 0; at < ids.length; at += BATCH) out.push(ids.slice(at, at + BATCH));
  return out;
}

// The unsubscribe page opens in the recipient's language.
function inLanguage(link: string, lang: Language): string {
  return link === '' || link.includes('?') ? link : `${link}?lang=${lang}`;
}

// A moment as the product's mails write one (the time in UTC, named).
function closesAt(at: Date, lang: Language): string {
  return `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
}

// The answers of a submission by field key as words in a language: the results export's cells.
function answersText(plan: ExportPlan, answers: Record<string, unknown>): Record<string, string> {
  const cells = plan.cells({ id: '', status: 'draft', tags: [], submittedAt: null, lang: '', version: 0, answers, user: null, notes: [] });
  const out: Record<string, string> = {};
  plan.fields.forEach((field, index) => {
    const cell = cells[index + 1];
    out[field.key] = cell === null || cell === undefined ? '' : String(cell);
  });
  return out;
}

/**
 * The values of a batch of targets (names, answers as text in the target's language, links from
 * PUBLIC_URL, never the Host header); `unsubscribe` gives each target's link (the ledger row's id is
 * known only to the sender).
 */
export async function mergeValues(db: Db, ctx: MergeContext, targets: readonly MergeTarget[], unsubscribe: (target: MergeTarget) => string): Promise<MergeValues[]> {
  const userIds = [...new Set(targets.map((target) => target.userId).filter((id): id is string => id !== null))];
  const submissionIds = [...new Set(targets.map((target) => target.submissionId).filter((id): id is string => id !== null))];
  const users: Array<{ id: string; firstName: string; lastName: string }> = [];
  for (const batch of batches(userIds)) {
    users.push(
      ...(await db
        .select({ id: registeredUsers.id, firstName: registeredUsers.firstName, lastName: registeredUsers.lastName })
        .from(registeredUsers)
        .where(and(eq(registeredUsers.projectId, ctx.projectId), inArray(registeredUsers.id, batch)))),
    );
  }
  const answered: Array<{ id: string; answers: unknown }> = [];
  for (const batch of ctx.form ? batches(submissionIds) : []) {
    answered.push(...(await db.select({ id: submissions.id, answers: submissions.answers }).from(submissions).where(and(eq(submissions.formId, ctx.form!.id), inArray(submissions.id, batch)))));
  }
  const names = new Map(users.map((user) => [user.id, user]));
  const answersOf = new Map(answered.map((row) => [row.id, row.answers as Record<string, unknown>]));
  const plans = new Map<Language, ExportPlan>();
  const planIn = (lang: Language) => {
    let plan = plans.get(lang);
    if (!plan) plans.set(lang, (plan = exportPlan(ctx.form?.versions ?? [], { lang, personal: true, publicBase: ctx.base })));
    return plan;
  };
  return targets.map((target) => {
    const user = target.userId ? names.get(target.userId) : undefined;
    const answers = target.submissionId ? answersOf.get(target.submissionId) : undefined;
    const link = formLink(ctx, target.lang);
    const form = ctx.form;
    return {
      first_name: user?.firstName ?? '',
      last_name: user?.lastName ?? '',
      email: target.email,
      project: ctx.project,
      form: form ? textIn(form.title, target.lang, form.defaultLang) || form.slug : '',
      form_link: link,
      draft_link: link,
      closes_at: form?.closesAt ? closesAt(form.closesAt, target.lang) : '',
      unsubscribe_link: inLanguage(unsubscribe(target), target.lang),
      answers: answers ? answersText(planIn(target.lang), answers) : {},
    };
  });
}
