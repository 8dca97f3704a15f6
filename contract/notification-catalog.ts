// Every mail the product sends, as a notification: its key, who reads it, the levels that may
// change its words, and the variables its texts may name as `{{variable}}`. No zod, so the
// screens read it in the browser. The built-in texts themselves are the server's
// (`server/mail/builtin-texts.ts`).

/** The levels a notification's sender and texts come from, the nearest last. */
export const NOTY_LEVELS = ['installation', 'company', 'project'] as const;

/** A level that keeps senders and texts of its own. */
export type NotyLevel = (typeof NOTY_LEVELS)[number];

/** Where a text in effect comes from: the product's own words, or a level's override. */
export const TEXT_SOURCES = ['builtin', ...NOTY_LEVELS] as const;

/** Where one text in effect comes from. */
export type TextSource = (typeof TEXT_SOURCES)[number];

/** Where a sender in effect comes from: a level's default sender, or the server's own `MAIL_FROM`. */
export type SenderSource = NotyLevel | 'environment';

/**
 * One variable of a notification: `text` is put in as words, `link` as words that link to
 * themselves, `table` (alone in its paragraph) as a table of rows (a receipt's answers).
 * A `required` one must stay in every override's body: the mail is useless without it.
 */
export interface NotyVariable {
  name: string;
  kind: 'text' | 'link' | 'table';
  required?: boolean;
}

/** One notification of the catalog. */
export interface Notification {
  key: string;
  /** Who reads it: operators (installation level only) or the people of a project. */
  audience: 'operator' | 'respondent';
  /** A security mail: its code or link is required, and its words say what to do when unexpected. */
  security: boolean;
  /** The levels whose texts may override the built-in one. */
  levels: readonly NotyLevel[];
  variables: readonly NotyVariable[];
}

const ALL_LEVELS = NOTY_LEVELS;
const INSTALLATION_ONLY = ['installation'] as const;

/** The catalog, in the order the screens list it. A mail added to the product gets its entry here. */
export const NOTIFICATIONS = [
  {
    key: 'operator.pin',
    audience: 'operator',
    security: true,
    levels: INSTALLATION_ONLY,
    variables: [
      { name: 'first_name', kind: 'text' },
      { name: 'pin', kind: 'text', required: true },
      { name: 'product', kind: 'text' },
    ],
  },
  {
    key: 'operator.recovery',
    audience: 'operator',
    security: true,
    levels: INSTALLATION_ONLY,
    variables: [
      { name: 'first_name', kind: 'text' },
      { name: 'link', kind: 'link', required: true },
      { name: 'product', kind: 'text' },
    ],
  },
  {
    key: 'operator.invite',
    audience: 'operator',
    security: true,
    levels: INSTALLATION_ONLY,
    variables: [
      { name: 'inviter', kind: 'text' },
      { name: 'link', kind: 'link', required: true },
      { name: 'product', kind: 'text' },
    ],
  },
  {
    key: 'operator.login_alert',
    audience: 'operator',
    security: true,
    levels: INSTALLATION_ONLY,
    variables: [
      { name: 'first_name', kind: 'text' },
      { name: 'failures', kind: 'text' },
      { name: 'product', kind: 'text' },
    ],
  },
  {
    key: 'respondent.code',
    audience: 'respondent',
    security: true,
    levels: ALL_LEVELS,
    variables: [
      { name: 'project', kind: 'text' },
      { name: 'code', kind: 'text', required: true },
    ],
  },
  {
    key: 'respondent.receipt',
    audience: 'respondent',
    security: false,
    levels: ALL_LEVELS,
    variables: [
      { name: 'first_name', kind: 'text' },
      { name: 'project', kind: 'text' },
      { name: 'form', kind: 'text' },
      { name: 'submitted_at', kind: 'text' },
      { name: 'answers', kind: 'table' },
    ],
  },
  {
    key: 'respondent.invitation',
    audience: 'respondent',
    security: true,
    levels: ALL_LEVELS,
    variables: [
      { name: 'project', kind: 'text' },
      { name: 'form', kind: 'text' },
      { name: 'link', kind: 'link', required: true },
    ],
  },
  {
    key: 'submission.notice',
    audience: 'operator',
    security: false,
    levels: ALL_LEVELS,
    variables: [
      { name: 'first_name', kind: 'text' },
      { name: 'project', kind: 'text' },
      { name: 'form', kind: 'text' },
      { name: 'sender_name', kind: 'text' },
      { name: 'sender_email', kind: 'text' },
      { name: 'submitted_at', kind: 'text' },
      { name: 'link', kind: 'link' },
    ],
  },
] as const satisfies readonly Notification[];

/** The key of a notification of the catalog. */
export type NotificationKey = (typeof NOTIFICATIONS)[number]['key'];

/** Every notification key, in the catalog's order. */
export const NOTIFICATION_KEYS = NOTIFICATIONS.map((n) => n.key) as readonly NotificationKey[];

/** The notification of a key, or undefined for a key the catalog does not know. */
export function notificationOf(key: string): Notification | undefined {
  return (NOTIFICATIONS as readonly Notification[]).find((n) => n.key === key);
}

/** Whether a level may override this notification's texts (operator mails: the installation only). */
export function levelMayOverride(notification: Notification, level: NotyLevel): boolean {
  return notification.levels.includes(level);
}

/** `{{ name }}` in a subject or a text: the tag's name, spaces around it allowed. */
export const TAG_PATTERN = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** The names of the tags a text holds, in order, each once. */
export function tagsIn(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(TAG_PATTERN)) names.add(match[1] ?? '');
  return [...names];
}

/** The bounds of senders and texts. */
export const NOTY_LIMITS = {
  /** Characters of a sender's name (how the screens call it). */
  senderName: 100,
  /** Characters of a From name. */
  fromName: 100,
  /** Senders per level. */
  senders: 50,
  /** Characters of a subject. */
  subject: 250,
  /** Characters of an SMTP host. */
  host: 253,
  /** Characters of an SMTP user and password. */
  smtpUser: 200,
  smtpPassword: 500,
} as const;
