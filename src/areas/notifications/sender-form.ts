import type { EndpointInput, EndpointOutput } from '../../../contract/endpoint.ts';
import { issueRule } from '../../../contract/issue-rule.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatMessage, validationTemplate } from '../../../contract/messages.ts';
import { SenderFields, type SMTP_SECURITY, type SenderEntity } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { noticeSuccess } from '../../lib/notices.ts';
import { useRecordEditor } from '../../lib/records/use-record-editor.ts';
import type { LevelCalls, NotyPlace } from './level.ts';

/** How a sender's own relay speaks TLS. */
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

/** A sender as its form holds it: the relay's fields stay while the own server is off, and the password is only ever typed. */
export interface SenderValues {
  name: string;
  from_email: string;
  from_name: string;
  reply_to: string;
  default: boolean;
  own_smtp: boolean;
  smtp: { host: string; port: number | string; secure: SmtpSecurity; user: string; password: string; remove_password: boolean };
}

type SaveInput = EndpointInput<LevelCalls['sendersSave']>;
type ListAnswer = EndpointOutput<LevelCalls['sendersList']>;

/** The form's fields that show a problem, by the save's own path. */
export const SENDER_FIELDS = ['name', 'from_email', 'from_name', 'reply_to', 'smtp.host', 'smtp.port', 'smtp.secure', 'smtp.user', 'smtp.password'] as const;

/** A field of the sender's form that shows a problem. */
export type SenderField = (typeof SENDER_FIELDS)[number];

const NO_SMTP: SenderValues['smtp'] = { host: '', port: 587, secure: 'starttls', user: '', password: '', remove_password: false };

/** The empty form of a new sender. */
export const NEW_SENDER: SenderValues = { name: '', from_email: '', from_name: '', reply_to: '', default: false, own_smtp: false, smtp: NO_SMTP };

/** The form's values of a stored sender: never a password, which the server does not send. */
export function senderValues(sender: SenderEntity): SenderValues {
  const { name, from_email, from_name, reply_to, smtp } = sender;
  return {
    name,
    from_email,
    from_name,
    reply_to: reply_to ?? '',
    default: sender.default,
    own_smtp: smtp !== null,
    smtp: smtp ? { host: smtp.host, port: smtp.port, secure: smtp.secure, user: smtp.user, password: '', remove_password: false } : NO_SMTP,
  };
}

/** The form's values of a save kept on the device: a password it carries is sent with it, not shown again. */
export function bodyValues(body: SaveInput): SenderValues {
  const smtp = body.smtp;
  return {
    name: body.name,
    from_email: body.from_email,
    from_name: body.from_name,
    reply_to: body.reply_to ?? '',
    default: body.default ?? false,
    own_smtp: smtp !== null && smtp !== undefined,
    smtp: smtp ? { host: smtp.host, port: smtp.port, secure: smtp.secure, user: smtp.user ?? '', password: '', remove_password: false } : NO_SMTP,
  };
}

// Left out, the stored password stays; an empty one removes it.
function passwordChange(smtp: SenderValues['smtp']): { password?: string } {
  if (smtp.remove_password) return { password: '' };
  return smtp.password === '' ? {} : { password: smtp.password };
}

/** The save of the form's values at a level, on the stored sender's version when there is one. */
export function senderPayload(values: SenderValues, base: SenderEntity | null, place: NotyPlace): SaveInput {
  const { smtp } = values;
  const port = typeof smtp.port === 'number' ? smtp.port : smtp.port.trim() === '' ? Number.NaN : Number(smtp.port);
  return {
    ...place.scope,
    ...(base ? { id: base.id, version: base.version } : {}),
    name: values.name,
    from_email: values.from_email,
    from_name: values.from_name,
    reply_to: values.reply_to.trim() === '' ? null : values.reply_to,
    default: values.default,
    smtp: values.own_smtp ? { host: smtp.host, port, secure: smtp.secure, user: smtp.user, ...passwordChange(smtp) } : null,
  };
}

function valueAt(payload: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined), payload);
}

/**
 * The save's own schema on the form's values, one message per field in the screen's words; the
 * relay's fields are named by their path (`smtp.host`), as the server names them.
 */
export function senderErrors(place: NotyPlace, values: SenderValues, labels: Record<SenderField, string>, lang: Language): Partial<Record<SenderField, string>> {
  const payload = senderPayload(values, null, place);
  // The save's own fields (the browser's endpoints carry no schemas): the level's ids are the address's.
  const result = SenderFields.safeParse(payload);
  if (result.success) return {};
  const errors: Partial<Record<SenderField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') as SenderField;
    if (!SENDER_FIELDS.includes(field) || errors[field]) continue;
    const { rule, bound } = issueRule(issue, valueAt(payload, issue.path));
    errors[field] = formatMessage(validationTemplate(rule, lang), labels[field], bound ?? '');
  }
  return errors;
}

/** The list's answer with one sender as saved: how a saved sender is kept as if the list had been read. */
export function listWith(list: ListAnswer, sender: SenderEntity): ListAnswer {
  const items = list.items.some((item) => item.id === sender.id) ? list.items.map((item) => (item.id === sender.id ? sender : item)) : [...list.items, sender];
  return { ...list, items };
}

interface SenderEditorOptions {
  place: NotyPlace;
  /** The sender to edit with the level's list as last read, which holds it; null for a new one. */
  stored: { id: string; list: ListAnswer } | null;
  onSaved(sender: SenderEntity, created: boolean): void;
  onQueued(): void;
}

/**
 * One sender's editor at a level (a new one when `id` is null): read from the level's list through
 * the cache, checked with the save's own schema, saved at the version it was read, through the
 * outbox; the server's refusals on the fields that show them.
 */
export function useSenderEditor({ place, stored, onSaved, onQueued }: SenderEditorOptions) {
  const { LL, locale } = useI18nContext();
  const words = LL.notifications.senders.editor;
  const labels: Record<SenderField, string> = {
    name: words.name(),
    from_email: words.fromEmail(),
    from_name: words.fromName(),
    reply_to: words.replyTo(),
    'smtp.host': words.host(),
    'smtp.port': words.port(),
    'smtp.secure': words.secure(),
    'smtp.user': words.user(),
    'smtp.password': words.password(),
  };
  return useRecordEditor({
    read: stored
      ? {
          endpoint: place.calls.sendersList,
          payload: place.scope,
          // A sender deleted meanwhile is no record: the editor says it cannot be opened.
          record: (answer) => answer.items.find((item) => item.id === stored.id) as SenderEntity,
          answer: (sender: SenderEntity) => listWith(stored.list, sender),
        }
      : null,
    save: place.calls.sendersSave,
    payload: (values: SenderValues, base) => senderPayload(values, base, place),
    saved: (answer) => answer.entity,
    toValues: senderValues,
    fromBody: bodyValues,
    empty: NEW_SENDER,
    validate: (values) => senderErrors(place, values, labels, locale),
    fieldOf: (path) => (SENDER_FIELDS.includes(path as SenderField) ? path : null),
    // A typed password goes only with a connection: it never waits in the browser's database.
    secret: (values) => values.own_smtp && !values.smtp.remove_password && values.smtp.password !== '',
    texts: { saved: words.saved(), unreachable: LL.notifications.common.unreachable() },
    onSaved,
    onQueued: () => {
      noticeSuccess(words.queued());
      onQueued();
    },
  });
}
