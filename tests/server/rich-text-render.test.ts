import { describe, expect, it } from 'vitest';
import { RichTextDoc } from '../../contract/rich-text.ts';
import { ON_PAGE, renderRichText, richTextMediaIds } from '../../server/rich-text/render.ts';

const MEDIA_ID = '7d1c2a4e-5b6f-4a3e-8c9d-0e1f2a3b4c5d';
const MAIL = { base: 'https://bo.example.org' };

const doc = RichTextDoc.parse({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Premio Aurora' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Read ' },
        { type: 'text', text: 'the rules', marks: [{ type: 'link', attrs: { href: 'https://example.org/rules' } }, { type: 'bold' }] },
        { type: 'text', text: ' again', marks: [{ type: 'link', attrs: { href: 'https://example.org/rules' } }] },
        { type: 'text', text: ', ' },
        { type: 'text', text: 'your page', marks: [{ type: 'link', attrs: { href: '/p/aurora/premio-2026/me' } }] },
        { type: 'hardBreak' },
        { type: 'text', text: 'or write', marks: [{ type: 'link', attrs: { href: 'mailto:info@example.org' } }] },
      ],
    },
    { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Apply' }] }] }] },
    { type: 'buttonLink', attrs: { href: '/p/aurora/premio-2026/f/candidatura', label: 'Apply now' } },
    { type: 'image', attrs: { media_id: MEDIA_ID, alt: 'The jury' } },
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [{ type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Phase' }] }] }, { type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Date' }] }] }] },
        { type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 2 }, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Opens 1 March' }] }] }] },
      ],
    },
  ],
});

describe('rendering a document', () => {
  it('writes the HTML of a page: one anchor per link, other sites in a new tab, this site relative', () => {
    expect(renderRichText(doc, ON_PAGE).html).toBe(
      '<h2>Premio Aurora</h2>' +
        '<p>Read <a href="https://example.org/rules" target="_blank" rel="noopener noreferrer"><strong>the rules</strong> again</a>, ' +
        '<a href="/p/aurora/premio-2026/me">your page</a><br /><a href="mailto:info@example.org">or write</a></p>' +
        '<ol start="3"><li><p>Apply</p></li></ol>' +
        '<p><a class="rt-button" href="/p/aurora/premio-2026/f/candidatura">Apply now</a></p>' +
        `<img src="/api/img/${MEDIA_ID}" alt="The jury" />` +
        '<table><tbody><tr><th><p>Phase</p></th><th><p>Date</p></th></tr><tr><td colspan="2"><p>Opens 1 March</p></td></tr></tbody></table>',
    );
  });

  it('makes every address of this site absolute in a mail', () => {
    const { html } = renderRichText(doc, MAIL);
    expect(html).toContain('<a href="https://bo.example.org/p/aurora/premio-2026/me">your page</a>');
    expect(html).toContain('<a class="rt-button" href="https://bo.example.org/p/aurora/premio-2026/f/candidatura">');
    expect(html).toContain(`<img src="https://bo.example.org/api/img/${MEDIA_ID}"`);
    expect(html).toContain('href="https://example.org/rules"');
  });

  it('writes the plain text of a mail: addresses after their words, lists and cells marked', () => {
    expect(renderRichText(doc, MAIL).text).toBe(
      [
        'Premio Aurora',
        'Read the rules again (https://example.org/rules), your page (https://bo.example.org/p/aurora/premio-2026/me)\nor write (mailto:info@example.org)',
        '3. Apply',
        'Apply now: https://bo.example.org/p/aurora/premio-2026/f/candidatura',
        '[The jury]',
        'Phase | Date\nOpens 1 March',
      ].join('\n\n'),
    );
  });

  it('names the media a document shows, once each', () => {
    const twice = RichTextDoc.parse({ type: 'doc', content: [{ type: 'blockquote', content: [{ type: 'image', attrs: { media_id: MEDIA_ID, alt: '' } }] }, { type: 'image', attrs: { media_id: MEDIA_ID.toUpperCase(), alt: '' } }] });
    expect(richTextMediaIds(twice)).toEqual([MEDIA_ID]);
    expect(richTextMediaIds(doc)).toEqual([MEDIA_ID]);
  });
});
