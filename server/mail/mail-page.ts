// The page a mail's HTML part stands on: the document around its body, and the inline styles a
// mail client needs for what the rich-text renderer marks by class or tag (a button, a table).
import type { Language } from '../../contract/languages.ts';
import { BUTTON_CLASS, escapeAttribute, escapeText } from '../rich-text/html.ts';

const PAGE = 'font-family:Arial,sans-serif;color:#212121;line-height:1.5';
const BUTTON = 'display:inline-block;padding:10px 18px;background:#1976D2;color:#ffffff;text-decoration:none;border-radius:4px';
const TABLE = 'border-collapse:collapse';
const HEADER_CELL = 'text-align:left;vertical-align:top;padding:4px 12px 4px 0';
const CELL = 'padding:4px 0;vertical-align:top';

/** The renderer's HTML with the styles of a mail: a button link drawn as a button, tables laid out. */
// The renderer escapes every `<` of a text, so a `<th` in its HTML is always its own tag.
export function mailStyled(html: string): string {
  return html
    .replaceAll(`<a class="${BUTTON_CLASS}"`, `<a class="${BUTTON_CLASS}" style="${BUTTON}"`)
    .replaceAll('<table>', `<table style="${TABLE}">`)
    .replace(/<th(?=[ >])/g, `<th style="${HEADER_CELL}"`)
    .replace(/<td(?=[ >])/g, `<td style="${CELL}"`);
}

/** The start of a mail's HTML document, up to where its escaped subject goes in the title. */
export function mailDocumentHead(lang: Language): string {
  return `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>`;
}

/** What stands between the subject in the title and the body. */
export const MAIL_DOCUMENT_BODY = `</title></head><body style="${escapeAttribute(PAGE)}">\n`;

/** The end of a mail's HTML document, after its body. */
export const MAIL_DOCUMENT_END = '\n</body></html>';

/** A mail's whole HTML document: its language, its subject as the title, its styled body. */
export function mailDocument(lang: Language, subject: string, body: string): string {
  return mailDocumentHead(lang) + escapeText(subject) + MAIL_DOCUMENT_BODY + body + MAIL_DOCUMENT_END;
}
