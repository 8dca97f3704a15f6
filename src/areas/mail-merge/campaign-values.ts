import type { EndpointInput } from '../../../contract/endpoint.ts';
import { isLanguage, type Language } from '../../../contract/languages.ts';
import { MAIL_MERGE_LIMITS, type Audience, type CampaignEntity, type CampaignSave } from '../../../contract/mail-merge.ts';
import type { SubmissionStatus } from '../../../contract/submission-status.ts';
import { fromLocalInput, toLocalInput } from '../../lib/time/local-input.ts';
import type { ProjectScope } from './mm-paths.ts';

/** How a form's submissions are chosen: every one but drafts, by statuses, or by a saved filter of the results. */
export type SubmissionsBy = 'all' | 'status' | 'filter';

/** The registered users' filters as their screen offers them ('' is no filter). */
export interface UsersFilterValues {
  search: string;
  submitted: '' | 'yes' | 'no';
  /** The id of an accepted condition version. */
  condition: string;
  lang: Language | '';
  /** Registered from, until: days (YYYY-MM-DD). */
  from: string;
  to: string;
}

/** A campaign's settings as its form holds them. */
export interface CampaignValues {
  name: string;
  template: string;
  kind: Audience['kind'];
  /** The registered users' filters, as their screen holds them ('' is no filter). */
  users: UsersFilterValues;
  form: string;
  by: SubmissionsBy;
  statuses: SubmissionStatus[];
  filter: string;
  rate_per_second: number | string;
  /** '' for no cap. */
  cap_per_hour: number | string;
  when: 'now' | 'at';
  /** A `datetime-local` value. */
  send_at: string;
}

const NO_USER_FILTER: CampaignValues['users'] = { search: '', submitted: '', condition: '', lang: '', from: '', to: '' };

/** A new campaign: everyone registered, at the default pace, sent when started. */
export const EMPTY_CAMPAIGN: CampaignValues = {
  name: '',
  template: '',
  kind: 'submissions',
  users: NO_USER_FILTER,
  form: '',
  by: 'status',
  statuses: ['draft'],
  filter: '',
  rate_per_second: MAIL_MERGE_LIMITS.defaultRatePerSecond,
  cap_per_hour: '',
  when: 'now',
  send_at: '',
};

function usersOf(audience: Audience): CampaignValues['users'] {
  if (audience.kind !== 'users' || !audience.filter) return NO_USER_FILTER;
  const filter = audience.filter;
  return {
    search: filter.search ?? '',
    submitted: filter.submitted === undefined ? '' : filter.submitted ? 'yes' : 'no',
    condition: filter.condition ?? '',
    lang: isLanguage(filter.lang ?? null) ? filter.lang! : '',
    from: filter.from ?? '',
    to: filter.to ?? '',
  };
}

function audienceValues(audience: Audience): Pick<CampaignValues, 'kind' | 'users' | 'form' | 'by' | 'statuses' | 'filter'> {
  if (audience.kind === 'users') return { kind: 'users', users: usersOf(audience), form: '', by: 'status', statuses: ['draft'], filter: '' };
  const by: SubmissionsBy = audience.filter ? 'filter' : audience.status ? 'status' : 'all';
  return { kind: 'submissions', users: NO_USER_FILTER, form: audience.form, by, statuses: audience.status ?? ['draft'], filter: audience.filter ?? '' };
}

/** The form's values of a stored campaign. */
export function campaignValues(campaign: CampaignEntity): CampaignValues {
  return {
    name: campaign.name,
    template: campaign.template,
    ...audienceValues(campaign.audience),
    rate_per_second: campaign.rate_per_second,
    cap_per_hour: campaign.cap_per_hour ?? '',
    when: campaign.send_at ? 'at' : 'now',
    send_at: toLocalInput(campaign.send_at),
  };
}

/** The audience the form's values describe, as the save takes it. */
export function audienceOf(values: CampaignValues, zone = Intl.DateTimeFormat().resolvedOptions().timeZone): Audience {
  if (values.kind === 'users') {
    const { search, submitted, condition, lang, from, to } = values.users;
    const filter = {
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(submitted ? { submitted: submitted === 'yes' } : {}),
      ...(condition ? { condition } : {}),
      ...(lang ? { lang } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(from || to ? { zone } : {}),
    };
    return Object.keys(filter).length > 0 ? { kind: 'users', filter } : { kind: 'users' };
  }
  return {
    kind: 'submissions',
    form: values.form,
    ...(values.by === 'filter' && values.filter ? { filter: values.filter } : {}),
    ...(values.by === 'status' && values.statuses.length > 0 ? { status: values.statuses } : {}),
  };
}

const whole = (value: number | string) => (typeof value === 'number' ? value : Number(String(value).trim()));

/** The save's payload: the values on the campaign's version; a new campaign has neither id nor version. */
export function campaignPayload(values: CampaignValues, base: CampaignEntity | null, scope: ProjectScope): EndpointInput<typeof CampaignSave> {
  const cap = String(values.cap_per_hour).trim();
  return {
    ...scope,
    ...(base ? { id: base.id, version: base.version } : {}),
    name: values.name.trim(),
    template: values.template,
    audience: audienceOf(values),
    rate_per_second: whole(values.rate_per_second),
    cap_per_hour: cap === '' ? null : whole(cap),
    send_at: values.when === 'at' ? fromLocalInput(values.send_at) : null,
  };
}

/** The form's values of a save kept on the device. */
export function payloadValues(body: EndpointInput<typeof CampaignSave>): CampaignValues {
  return {
    name: body.name,
    template: body.template,
    ...audienceValues(body.audience),
    rate_per_second: body.rate_per_second ?? MAIL_MERGE_LIMITS.defaultRatePerSecond,
    cap_per_hour: body.cap_per_hour ?? '',
    when: body.send_at ? 'at' : 'now',
    send_at: toLocalInput(body.send_at ?? null),
  };
}

/** The words of the form's own check. */
export interface CampaignCheckWords {
  required: string;
  rate: string;
  cap: string;
  sendAt: string;
}

/** The form's own check before anything is sent: the save's rules, in the screen's words. */
export function campaignErrors(values: CampaignValues, words: CampaignCheckWords): Partial<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (values.name.trim() === '') errors.name = words.required;
  if (values.template === '') errors.template = words.required;
  if (values.kind === 'submissions') {
    if (values.form === '') errors.form = words.required;
    if (values.by === 'filter' && values.filter === '') errors.filter = words.required;
    if (values.by === 'status' && values.statuses.length === 0) errors.statuses = words.required;
  }
  const rate = whole(values.rate_per_second);
  if (!Number.isInteger(rate) || rate < 1 || rate > MAIL_MERGE_LIMITS.maxRatePerSecond) errors.rate_per_second = words.rate;
  const cap = String(values.cap_per_hour).trim();
  if (cap !== '' && (!Number.isInteger(whole(cap)) || whole(cap) < 1 || whole(cap) > MAIL_MERGE_LIMITS.maxCapPerHour)) errors.cap_per_hour = words.cap;
  if (values.when === 'at' && fromLocalInput(values.send_at) === null) errors.send_at = words.sendAt;
  return errors;
}

/** The form's field that shows a refusal the server names by the save's path. */
export function fieldOf(path: string): string | null {
  if (path === 'audience.form') return 'form';
  if (path === 'audience.filter') return 'filter';
  if (path.startsWith('audience.status')) return 'statuses';
  if (path.startsWith('audience')) return 'kind';
  if (['name', 'template', 'rate_per_second', 'cap_per_hour', 'send_at'].includes(path)) return path;
  return null;
}
