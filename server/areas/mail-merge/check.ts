// The check before sending: the audience resolved now and the mail rendered for every recipient,
// counted by language, left-out reason, empty tag and size, with the finish estimated at the pace.
import { eq } from 'drizzle-orm';
import type { CampaignCheck } from '../../../contract/mail-merge.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Db } from '../../db/db.ts';
import { mmTemplates, type FrozenTemplate } from '../../db/schema/mail-merge.ts';
import type { AppDeps } from '../../deps.ts';
import { fieldError } from '../../errors.ts';
import { resolveAudience } from './audience.ts';
import type { CampaignRow } from './campaign-presenter.ts';
import { mailFiller, templateLanguage } from './render.ts';
import { unsubscribeKey, unsubscribeLinks, unsubscribeToken } from './unsubscribe.ts';
import { mergeContext, mergeValues, type MergeContext, type MergeTarget } from './values.ts';

/** Recipients whose values are read with one call of `mergeValues`. */
export const CHECK_BATCH = 1_000;

const HOUR = 3_600;

/** What a campaign sends: the copy frozen at its start, else its template as it stands (gone: 400 on `template`). */
export async function campaignTemplate(db: Db, row: Pick<CampaignRow, 'frozen' | 'templateId'>): Promise<FrozenTemplate> {
  if (row.frozen) return row.frozen;
  const [template] = row.templateId ? await db.select().from(mmTemplates).where(eq(mmTemplates.id, row.templateId)).limit(1) : [];
  if (!template) throw fieldError({ template: { code: 'not_found' } });
  return { name: template.name, senderId: template.senderId, subject: template.subject, body: template.body };
}

/**
 * The unsubscribe link a recipient's mail would carry before the campaign starts: the ledger row
 * whose id the real token names is written only at the start, so a made-up id of the same length
 * stands in (the size and the look of the link are those of the real one).
 */
export async function previewUnsubscribe(deps: AppDeps, context: MergeContext): Promise<(target: MergeTarget) => string> {
  const token = unsubscribeToken(await unsubscribeKey(deps), '00000000-0000-4000-8000-000000000000');
  const link = unsubscribeLinks(context.base, { company: context.companySlug, project: context.projectSlug }, token).page;
  return () => link;
}

/**
 * How long sending `count` messages takes at `rate` a second, at most `cap` an hour: the cap's
 * share of each hour goes at the rate, then the sending waits for the next hour.
 */
export function sendingSeconds(count: number, rate: number, cap: number | null): number {
  if (count === 0) return 0;
  if (cap === null || cap >= rate * HOUR) return Math.ceil(count / rate);
  const fullHours = Math.floor((count - 1) / cap);
  return fullHours * HOUR + Math.ceil((count - fullHours * cap) / rate);
}

/** Renders the campaign's mail for every recipient it would have now and reports what would go out. */
export async function checkCampaign(db: Db, deps: AppDeps, row: CampaignRow, now: Date, tz?: string): Promise<CampaignCheck> {
  const started = performance.now();
  const template = await campaignTemplate(db, row);
  const audience = await resolveAudience(db, deps, row, tz);
  const formId = row.audience.kind === 'submissions' ? row.audience.form : null;
  const context: MergeContext = await mergeContext(db, deps, row.projectId, formId);
  const unsubscribe = await previewUnsubscribe(deps, context);
  const fill = mailFiller(template, context);

  const byLanguage: Partial<Record<Language, number>> = {};
  const emptyTags = new Map<string, number>();
  let bytes = 0;
  let largest = 0;
  for (let start = 0; start < audience.recipients.length; start += CHECK_BATCH) {
    // Each in the language their mail goes out in: theirs when the template has it, else the project's default.
    const targets = audience.recipients.slice(start, start + CHECK_BATCH).map((target) => ({ ...target, lang: templateLanguage(template, target.lang, context.defaultLang) }));
    const values = await mergeValues(db, context, targets, unsubscribe);
    targets.forEach((target, index) => {
      const mail = fill(target.lang, values[index]!);
      byLanguage[target.lang] = (byLanguage[target.lang] ?? 0) + 1;
      for (const tag of new Set(mail.emptyTags)) emptyTags.set(tag, (emptyTags.get(tag) ?? 0) + 1);
      const size = Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text);
      bytes += size;
      largest = Math.max(largest, size);
    });
  }

  const count = audience.recipients.length;
  const seconds = sendingSeconds(count, row.ratePerSecond, row.capPerHour);
  const from = row.sendAt && row.sendAt > now ? row.sendAt : now;
  const finish = new Date(from.getTime() + seconds * 1000);
  const leftOut = { unsubscribed: 0, erased: 0, blocked: 0, duplicate: audience.duplicates };
  for (const person of audience.leftOut) leftOut[person.reason] += 1;
  return {
    recipients: count,
    by_language: byLanguage,
    left_out: leftOut,
    empty_tags: [...emptyTags].map(([tag, n]) => ({ tag, count: n })).sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : 1)),
    size: { average: count === 0 ? 0 : Math.round(bytes / count), largest },
    finish_estimate: {
      seconds,
      at: finish.toISOString(),
      closes_at: audience.closesAt?.toISOString() ?? null,
      after_close: audience.closesAt !== null && finish > audience.closesAt,
    },
    took_ms: Math.round(performance.now() - started),
  };
}
