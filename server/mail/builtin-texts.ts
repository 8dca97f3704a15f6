// The product's own text of every notification in every language: a subject with `{{tags}}` and
// a body in the rich-text model, built from the words of builtin-words.ts. A level's override
// replaces it; the hash of the one an override was written over tells when it is outdated.
import crypto from 'node:crypto';
import type { Language } from '../../contract/languages.ts';
import type { NotificationKey } from '../../contract/notification-catalog.ts';
import type { RichTextDocument, RichTextInline, RichTextParagraph } from '../../contract/rich-text-model.ts';
import { BUILTIN_WORDS } from './builtin-words.ts';

/** One notification's text in one language: what a level stores and what a mail is rendered from. */
export interface NotificationText {
  subject: string;
  body: RichTextDocument;
}

// A line feed in the words is a line break in the paragraph.
function paragraph(words: string): RichTextParagraph {
  const content: RichTextInline[] = [];
  words.split('\n').forEach((line, index) => {
    if (index > 0) content.push({ type: 'hardBreak' });
    if (line !== '') content.push({ type: 'text', text: line });
  });
  return { type: 'paragraph', content };
}

/** The built-in text of a notification in a language. */
export function builtinText(key: NotificationKey, lang: Language): NotificationText {
  const words = BUILTIN_WORDS[key];
  return {
    subject: words.subject[lang],
    body: { type: 'doc', content: words.paragraphs.map((words) => paragraph(typeof words === 'string' ? words : words[lang])) },
  };
}

/** The SHA-256 of a built-in text's subject and body as JSON: an override keeps the one it was written over. */
export function builtinHash(key: NotificationKey, lang: Language): string {
  const { subject, body } = builtinText(key, lang);
  return crypto.createHash('sha256').update(JSON.stringify({ subject, body })).digest('hex');
}
