// A notification as the mail that carries it: the text's tags filled with the values, rendered by
// the one rich-text renderer, laid out on the mail's page (the code big, a button drawn as one),
// and the same as plain text, where a code and each link stand on lines of their own.
import type { Language } from '../../contract/languages.ts';
import type { Notification } from '../../contract/notification-catalog.ts';
import type { RichTextBlock } from '../../contract/rich-text-model.ts';
import type { RenderPlace } from '../rich-text/html.ts';
import { renderRichText } from '../rich-text/render.ts';
import type { NotificationText } from './builtin-texts.ts';
import { mailDocument, mailStyled } from './mail-page.ts';
import { aloneIn, fillBlock, fillSubject, type MailRow, type NotificationValues } from './notification-fill.ts';

export type { MailRow, NotificationValues } from './notification-fill.ts';

/** A notification ready to queue: its subject, and its HTML and plain-text parts. */
export interface RenderedNotification {
  subject: string;
  html: string;
  text: string;
}

const CODE = 'font-size:28px;letter-spacing:6px;font-weight:bold';

// The rows as the plain-text part lists them: the label, then its value indented below it.
function rowsText(rows: readonly MailRow[]): string {
  return rows.map((row) => `${row.label}:\n    ${row.value.split('\n').join('\n    ')}`).join('\n\n');
}

function block(source: RichTextBlock, notification: Notification, values: NotificationValues, place: RenderPlace): { html: string; text: string } {
  const filled = fillBlock(source, notification, values);
  const { html, text } = renderRichText({ type: 'doc', content: filled }, place);
  const alone = aloneIn(source, notification);
  // A code the reader types stands big, and indented on a line of its own in the plain text.
  if (alone?.kind === 'text' && alone.required) return { html: html.replace(/^<p>/, `<p style="${CODE}">`), text: text === '' ? '' : `    ${text}` };
  if (alone?.kind === 'table') {
    const rows = values[alone.name];
    return { html: mailStyled(html), text: Array.isArray(rows) ? rowsText(rows) : '' };
  }
  return { html: mailStyled(html), text };
}

/** A notification's text in a language rendered with its values, for a mail (`inMail`) or a preview. */
export function renderNotification(
  notification: Notification,
  text: NotificationText,
  lang: Language,
  values: NotificationValues,
  place: RenderPlace,
): RenderedNotification {
  const subject = fillSubject(text.subject, notification, values);
  const blocks = text.body.content.map((source) => block(source, notification, values, place));
  const body = blocks
    .map((part) => part.html)
    .filter((html) => html !== '')
    .join('\n');
  const plain = blocks
    .map((part) => part.text)
    .filter((part) => part.trim() !== '')
    .join('\n\n');
  return {
    subject,
    text: plain,
    html: mailDocument(lang, subject, body),
  };
}
