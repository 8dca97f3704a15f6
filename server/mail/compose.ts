// How every mail of the product is laid out: a greeting, the body, a code or a link on a line of
// its own, a table of answers when there is one, the small print, and a signature; as text and HTML.
import type { Language } from '../../contract/languages.ts';
import type { Localized } from '../../contract/messages.ts';
import { formatMessage } from '../../contract/messages.ts';
import type { MailMessage } from './mailer.ts';

/** The product's name: the operators' mails are signed with it. */
export const PRODUCT: Localized = { en: 'Back office', it: 'Back office', es: 'Back office', fr: 'Back-office', pt: 'Back office' };

/** The greeting with a first name, and without one. */
export const GREETING: Localized = { en: 'Hello {0},', it: 'Ciao {0},', es: 'Hola {0}:', fr: 'Bonjour {0},', pt: 'Olá {0},' };
export const GREETING_ANONYMOUS: Localized = { en: 'Hello,', it: 'Ciao,', es: 'Hola:', fr: 'Bonjour,', pt: 'Olá,' };

/** The texts of one mail; `{0}`, `{1}`... in the subject and body take the values' arguments. */
export interface MailText {
  subject: Localized;
  body: Localized;
  /** A paragraph after the code or the link. */
  after?: Localized;
  /** The words of the link's button; without them the link stands as it is. */
  action?: Localized;
  /** The small print. */
  footer?: Localized;
}

/** One row of a mail's table (a receipt's answers). */
export interface MailRow {
  label: string;
  value: string;
}

/** What fills a mail's texts in. */
export interface MailValues {
  /** Who signs it: the product's name unless said (a project signs its respondents' mails). */
  signature?: string;
  /** The reader's first name, or none for a plain greeting. */
  name?: string;
  subject?: ReadonlyArray<string | number>;
  body?: ReadonlyArray<string | number>;
  /** A line right under the body (who sent a submission). */
  detail?: string;
  code?: string;
  link?: string;
  table?: readonly MailRow[];
}

/** Text made safe to stand in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const SMALL = 'font-size:12px;color:#616161';
const BUTTON = 'display:inline-block;padding:10px 18px;background:#1976D2;color:#ffffff;text-decoration:none;border-radius:4px';

/** One mail in the reader's language, as plain text and HTML. */
export function composeMail(to: string, lang: Language, text: MailText, values: MailValues = {}): MailMessage {
  const signature = values.signature ?? PRODUCT[lang];
  const greeting = values.name ? formatMessage(GREETING[lang], values.name) : GREETING_ANONYMOUS[lang];
  const body = formatMessage(text.body[lang], ...(values.body ?? []));
  const after = text.after?.[lang];
  const action = text.action?.[lang];
  const footer = text.footer?.[lang];
  // The code and the link stand on lines of their own, so no encoding ever splits them.
  const plain = [greeting, '', body, ...(values.detail ? [values.detail] : []), ''];
  const html = [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(body)}${values.detail ? `<br>\n${escapeHtml(values.detail)}` : ''}</p>`];
  if (values.code) {
    plain.push(`    ${values.code}`, '');
    html.push(`<p style="font-size:28px;letter-spacing:6px;font-weight:bold">\n${escapeHtml(values.code)}\n</p>`);
  }
  if (values.link) {
    plain.push(values.link, '');
    const link = escapeHtml(values.link);
    html.push(action ? `<p><a href="${link}" style="${BUTTON}">${escapeHtml(action)}</a></p>\n<p style="${SMALL}">\n${link}\n</p>` : `<p><a href="${link}">${link}</a></p>`);
  }
  if (values.table) {
    for (const row of values.table) plain.push(`${row.label}:`, `    ${row.value.split('\n').join('\n    ')}`, '');
    html.push(
      '<table style="border-collapse:collapse">',
      ...values.table.map(
        (row) =>
          `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(row.label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
      ),
      '</table>',
    );
  }
  if (after) {
    plain.push(after, '');
    html.push(`<p>${escapeHtml(after)}</p>`);
  }
  if (footer) {
    plain.push(footer, '');
    html.push(`<p style="${SMALL}">${escapeHtml(footer)}</p>`);
  }
  plain.push(`— ${signature}`);
  html.push(`<p>— ${escapeHtml(signature)}</p>`);
  return {
    to,
    subject: `${formatMessage(text.subject[lang], ...(values.subject ?? []))} · ${signature}`,
    text: plain.join('\n'),
    html: `<!doctype html>\n<html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#212121;line-height:1.5">\n${html.join('\n')}\n</body></html>`,
  };
}
