import sanitizeHtml from 'sanitize-html';

/**
 * Exactly the tags and attributes the renderer makes (html.ts), nothing more: the second layer
 * after the schema and the renderer. Links and images only by the schemes the schema allows,
 * never protocol-relative; a class only on the button link.
 */
export const RICH_TEXT_ALLOWLIST: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'br', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'img', 'table', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { a: ['rt-button'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Nothing of a tag the renderer never makes survives, not even its text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
};

/** HTML held to the allowlist: what the renderer made passes unchanged, anything else is dropped. */
export function sanitizeRichTextHtml(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_ALLOWLIST);
}
