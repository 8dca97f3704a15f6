import type { RichTextDocument } from '../../contract/rich-text-model.ts';
import type { Config } from '../config.ts';
import { publicBase } from '../http/hosts.ts';
import { richTextHtml, type RenderPlace } from './html.ts';
import { sanitizeRichTextHtml } from './sanitize.ts';
import { richTextPlain } from './text.ts';

/** A document rendered: the HTML a page or a mail shows, and the same as plain text. */
export interface RenderedRichText {
  html: string;
  text: string;
}

/** A page of this site: its paths and images stay relative. */
export const ON_PAGE: RenderPlace = { base: '' };

/** A mail: every path and image of this site made absolute on the public URL, never a request's host. */
export function inMail(config: Config): RenderPlace {
  return { base: publicBase(config) };
}

/**
 * Renders a checked document (RichTextDoc) for a page or a mail: the renderer's HTML, passed
 * through the allowlist again, and the plain text.
 */
export function renderRichText(doc: RichTextDocument, place: RenderPlace): RenderedRichText {
  return { html: sanitizeRichTextHtml(richTextHtml(doc, place)), text: richTextPlain(doc, place) };
}

/** The media ids a document's images name, once each: an endpoint checks they are files its owner may show. */
export function richTextMediaIds(doc: RichTextDocument): string[] {
  const ids = new Set<string>();
  const stack: unknown[] = [...doc.content];
  while (stack.length > 0) {
    const node = stack.pop() as { type?: string; attrs?: { media_id?: unknown }; content?: unknown[] };
    if (node?.type === 'image' && typeof node.attrs?.media_id === 'string') ids.add(node.attrs.media_id.toLowerCase());
    if (Array.isArray(node?.content)) stack.push(...node.content);
  }
  return [...ids];
}
