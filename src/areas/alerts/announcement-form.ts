import { AlertFields, AlertList, AlertSave, type Announcement, type AudienceRole, type AlertSeverity } from '../../../contract/alerts.ts';
import type { EndpointInput, EndpointOutput } from '../../../contract/endpoint.ts';
import { issueRule } from '../../../contract/issue-rule.ts';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { formatMessage, validationTemplate } from '../../../contract/messages.ts';
import type { RichTextDocument } from '../../../contract/rich-text-model.ts';
import { isEmptyRichText } from '../../../contract/rich-text-model.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { noticeSuccess } from '../../lib/notices.ts';
import { useRecordEditor } from '../../lib/records/use-record-editor.ts';
import { fromLocalInput, toLocalInput } from '../../lib/time/local-input.ts';

type SaveInput = EndpointInput<typeof AlertSave>;
type ListAnswer = EndpointOutput<typeof AlertList>;

/** An announcement as its form holds it: the window as `datetime-local` values. */
export interface AnnouncementValues {
  title: Record<Language, string>;
  body: Partial<Record<Language, RichTextDocument>>;
  severity: AlertSeverity;
  roles: AudienceRole[];
  companies: string[];
  public_projects: string[];
  starts_at: string;
  ends_at: string;
  ack_required: boolean;
}

/** The form's fields that show a problem. */
export const ANNOUNCEMENT_FIELDS = ['title', 'body', 'severity', 'roles', 'companies', 'public_projects', 'starts_at', 'ends_at'] as const;
export type AnnouncementField = (typeof ANNOUNCEMENT_FIELDS)[number];

const noTitle = () => Object.fromEntries(LANGUAGES.map((lang) => [lang, ''])) as Record<Language, string>;

/** The empty form of a new announcement: starting now, without an end. */
export function newAnnouncement(now: Date = new Date()): AnnouncementValues {
  return { title: noTitle(), body: {}, severity: 'info', roles: [], companies: [], public_projects: [], starts_at: toLocalInput(now.toISOString()), ends_at: '', ack_required: false };
}

/** The form's values of a stored announcement. */
export function announcementValues(entity: Announcement): AnnouncementValues {
  return {
    title: { ...noTitle(), ...entity.title },
    body: (entity.body ?? {}) as AnnouncementValues['body'],
    severity: entity.severity,
    roles: entity.audience.roles ?? [],
    companies: entity.audience.companies ?? [],
    public_projects: entity.audience.public_projects ?? [],
    starts_at: toLocalInput(entity.starts_at),
    ends_at: toLocalInput(entity.ends_at),
    ack_required: entity.ack_required,
  };
}

/** The form's values of a save kept on the device. */
export function bodyValues(body: SaveInput): AnnouncementValues {
  return announcementValues({
    id: body.id ?? '',
    version: body.version ?? 0,
    title: body.title as Record<string, string>,
    body: (body.body ?? null) as Announcement['body'],
    severity: body.severity,
    audience: body.audience ?? {},
    starts_at: body.starts_at,
    ends_at: body.ends_at ?? null,
    ack_required: body.ack_required ?? false,
    receipts: 0,
    created_at: '',
    updated_at: '',
  });
}

/** The save of the form's values, on the stored announcement's version when there is one. */
export function announcementPayload(values: AnnouncementValues, base: Announcement | null): SaveInput {
  const title = Object.fromEntries(Object.entries(values.title).filter(([, text]) => text.trim() !== ''));
  const body = Object.fromEntries(Object.entries(values.body).filter(([, doc]) => doc && !isEmptyRichText(doc)));
  const audience = {
    ...(values.roles.length > 0 ? { roles: values.roles } : {}),
    ...(values.companies.length > 0 ? { companies: values.companies } : {}),
    ...(values.public_projects.length > 0 ? { public_projects: values.public_projects } : {}),
  };
  return {
    ...(base ? { id: base.id, version: base.version } : {}),
    title,
    body: Object.keys(body).length > 0 ? body : null,
    severity: values.severity,
    audience,
    starts_at: fromLocalInput(values.starts_at) ?? '',
    ends_at: fromLocalInput(values.ends_at),
    ack_required: values.ack_required,
  };
}

/** The form's field showing a problem the save names by its path (`audience.roles.0`, `body.en.content.0`), or null. */
export function fieldOfPath(path: string): AnnouncementField | null {
  const [first = '', second = ''] = path.split('.');
  const field = first === 'audience' ? second : first;
  return (ANNOUNCEMENT_FIELDS as readonly string[]).includes(field) ? (field as AnnouncementField) : null;
}

/** The save's own schema on the form's values, one message per field in the screen's words. */
export function announcementErrors(values: AnnouncementValues, labels: Record<AnnouncementField, string>, lang: Language): Partial<Record<AnnouncementField, string>> {
  const payload = announcementPayload(values, null);
  const result = AlertFields.safeParse(payload);
  const errors: Partial<Record<AnnouncementField, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      const field = fieldOfPath(path.join('.'));
      if (field === null) continue;
      if (errors[field]) continue;
      const value = path.reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined), payload);
      const { rule, bound } = issueRule(issue, value);
      errors[field] = formatMessage(validationTemplate(rule, lang), labels[field], bound ?? '');
    }
  }
  if (!errors.ends_at && payload.ends_at && payload.starts_at && payload.ends_at <= payload.starts_at) {
    errors.ends_at = formatMessage(validationTemplate('closesAfterOpens', lang));
  }
  return errors;
}

/** The list's answer with one announcement as saved. */
export function listWith(list: ListAnswer, entity: Announcement): ListAnswer {
  const known = list.items.some((item) => item.id === entity.id);
  const items = known ? list.items.map((item) => (item.id === entity.id ? entity : item)) : [entity, ...list.items];
  return { items, total: known ? list.total : list.total + 1 };
}

interface EditorOptions {
  stored: { id: string; list: ListAnswer } | null;
  onSaved(entity: Announcement, created: boolean): void;
  onQueued(): void;
}

/**
 * One announcement's editor (a new one when `stored` is null): read from the list through the
 * cache, checked with the save's own schema, saved at the version it was read, through the outbox.
 */
export function useAnnouncementEditor({ stored, onSaved, onQueued }: EditorOptions) {
  const { LL, locale } = useI18nContext();
  const words = LL.alerts;
  const labels: Record<AnnouncementField, string> = {
    title: words.fieldTitle(),
    body: words.fieldBody(),
    severity: words.fieldSeverity(),
    roles: words.fieldRoles(),
    companies: words.fieldCompanies(),
    public_projects: words.fieldPublic(),
    starts_at: words.fieldStarts(),
    ends_at: words.fieldEnds(),
  };
  return useRecordEditor({
    read: stored
      ? {
          endpoint: AlertList,
          payload: {},
          record: (answer) => answer.items.find((item) => item.id === stored.id) as Announcement,
          answer: (entity: Announcement) => listWith(stored.list, entity),
        }
      : null,
    save: AlertSave,
    payload: (values: AnnouncementValues, base) => announcementPayload(values, base),
    saved: (answer) => answer.entity,
    toValues: announcementValues,
    fromBody: bodyValues,
    empty: newAnnouncement(),
    validate: (values) => announcementErrors(values, labels, locale),
    fieldOf: fieldOfPath,
    texts: { saved: words.saved(), unreachable: words.unreachable() },
    onSaved,
    onQueued: () => {
      noticeSuccess(words.queued());
      onQueued();
    },
  });
}
