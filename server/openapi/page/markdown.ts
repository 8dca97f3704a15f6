import { escapeHtml, SafeHtml } from './html.ts';

/**
 * The little Markdown the description's texts use: paragraphs, `-` lists (continued by
 * indented lines) and `code`. Everything else is shown as text, escaped.
 */
export function markdown(text: string): SafeHtml {
  const blocks = text.split(/\n{2,}/).map((block) => {
    const lines = block.split('\n');
    if (!lines[0]!.startsWith('- ')) return `<p>${inline(lines.join(' ')).value}</p>`;
    const items: string[] = [];
    for (const line of lines) {
      if (line.startsWith('- ')) items.push(line.slice(2));
      else items[items.length - 1] += ` ${line.trim()}`;
    }
    return `<ul>${items.map((item) => `<li>${inline(item).value}</li>`).join('')}</ul>`;
  });
  return new SafeHtml(blocks.join('\n'));
}

/** One line of text with its `code` spans. */
export function inline(text: string): SafeHtml {
  const parts = text.split('`').map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)));
  return new SafeHtml(parts.join(''));
}
