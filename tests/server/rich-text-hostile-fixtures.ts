// Hostile rich-text documents: each is either refused by the schema or, where it is a harmless
// text that only looks dangerous, accepted and rendered inert.

/** One hostile document and what must become of it. */
export interface HostileCase {
  name: string;
  doc: unknown;
  /** `refused`: the schema says no; `inert`: the schema takes it and the HTML carries nothing active. */
  verdict: 'refused' | 'inert';
  /** What the rendered HTML must show instead (escaped text), when accepted. */
  shows?: string;
}

export const MEDIA_ID = '7d1c2a4e-5b6f-4a3e-8c9d-0e1f2a3b4c5d';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const text = (value: unknown, marks?: unknown[]) => (marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const linked = (href: string) => doc(paragraph(text('click', [{ type: 'link', attrs: { href } }])));
const button = (href: string, label = 'Apply') => doc({ type: 'buttonLink', attrs: { href, label } });
const image = (attrs: Record<string, unknown>) => doc({ type: 'image', attrs });
// JSON.parse makes `__proto__` an own key, as a request body would; an object literal would set the prototype instead.
const parsed = (json: string) => JSON.parse(json) as unknown;

function nested(levels: number): unknown {
  let node: unknown = paragraph(text('deep'));
  for (let level = 0; level < levels; level++) node = { type: 'blockquote', content: [node] };
  return doc(node);
}

function nestedArrays(levels: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < levels; level++) value = [value];
  return doc({ type: 'heading', attrs: { level: value } });
}

const LINKS: HostileCase[] = [
  ['javascript: link', 'javascript:alert(1)'],
  ['mixed-case javascript: link', 'JaVaScRiPt:alert(1)'],
  ['data: link', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript: link', 'vbscript:msgbox(1)'],
  ['entity-encoded scheme', 'jav&#x61;script:alert(1)'],
  ['decimal-entity scheme', '&#106;avascript:alert(1)'],
  ['percent-encoded scheme', '%6Aavascript:alert(1)'],
  ['tab before the scheme', '\tjavascript:alert(1)'],
  ['line feed inside the scheme', 'java\nscript:alert(1)'],
  ['space before the scheme', ' javascript:alert(1)'],
  ['protocol-relative address', '//evil.example/steal'],
  ['path then backslash', '/\\evil.example/steal'],
  ['backslashes only', '\\\\evil.example\\steal'],
  ['https without slashes', 'https:evil.example'],
  ['user name before the host', 'https://bank.example@evil.example/'],
  ['file: link', 'file:///etc/passwd'],
  ['zero-width space in the address', 'https://example.org/\u200b'],
  ['fragment only', '#top'],
].map(([name, href]) => ({ name: name!, doc: linked(href!), verdict: 'refused' as const }));

const BUTTONS: HostileCase[] = [
  { name: 'button with a javascript: address', doc: button('javascript:alert(1)'), verdict: 'refused' },
  { name: 'button with a data: address', doc: button('data:text/html,<script>alert(1)</script>'), verdict: 'refused' },
  { name: 'button without a label', doc: button('https://example.org', '  '), verdict: 'refused' },
  { name: 'button whose label is markup', doc: button('https://example.org', '<b onclick="alert(1)">Go</b>'), verdict: 'inert', shows: '&lt;b onclick="alert(1)"&gt;Go&lt;/b&gt;' },
];

const ATTRIBUTES: HostileCase[] = [
  { name: 'onclick on a paragraph', doc: doc({ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [text('x')] }), verdict: 'refused' },
  { name: 'onerror on an image', doc: image({ media_id: MEDIA_ID, alt: '', onerror: 'alert(1)' }), verdict: 'refused' },
  { name: 'onmouseover on a link', doc: doc(paragraph(text('x', [{ type: 'link', attrs: { href: 'https://example.org', onmouseover: 'alert(1)' } }]))), verdict: 'refused' },
  { name: 'onload on the document', doc: { type: 'doc', attrs: { onload: 'alert(1)' }, content: [] }, verdict: 'refused' },
  { name: 'style on a heading', doc: doc({ type: 'heading', attrs: { level: 2, style: 'background:url(javascript:alert(1))' }, content: [text('x')] }), verdict: 'refused' },
  { name: 'class on a paragraph', doc: doc({ type: 'paragraph', attrs: { class: 'rt-button' }, content: [text('x')] }), verdict: 'refused' },
  { name: 'target and rel on a link', doc: doc(paragraph(text('x', [{ type: 'link', attrs: { href: 'https://example.org', target: '_self', rel: 'opener' } }]))), verdict: 'refused' },
  { name: 'image by a src address', doc: image({ src: 'https://evil.example/pixel.png', alt: '' }), verdict: 'refused' },
  { name: 'image with a src beside its media id', doc: image({ media_id: MEDIA_ID, alt: '', src: 'javascript:alert(1)' }), verdict: 'refused' },
  { name: 'image whose media id is a path', doc: image({ media_id: '../../etc/passwd', alt: '' }), verdict: 'refused' },
  { name: 'image description that closes the attribute', doc: image({ media_id: MEDIA_ID, alt: '"><svg onload=alert(1)>' }), verdict: 'inert', shows: 'alt="&quot;&gt;&lt;svg onload=alert(1)&gt;"' },
  { name: 'style on a table cell', doc: doc({ type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { style: 'color:red' }, content: [paragraph()] }] }] }), verdict: 'refused' },
  { name: 'a cell spanning a thousand columns', doc: doc({ type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 1000 }, content: [paragraph()] }] }] }), verdict: 'refused' },
  { name: 'negative list start', doc: doc({ type: 'orderedList', attrs: { start: -1 }, content: [{ type: 'listItem', content: [paragraph(text('x'))] }] }), verdict: 'refused' },
];

const TEXTS: HostileCase[] = [
  { name: 'script element in text', doc: doc(paragraph(text('<script>alert(1)</script>'))), verdict: 'inert', shows: '&lt;script&gt;alert(1)&lt;/script&gt;' },
  { name: 'image with onerror in text', doc: doc(paragraph(text('<img src=x onerror=alert(1)>'))), verdict: 'inert', shows: '&lt;img src=x onerror=alert(1)&gt;' },
  { name: 'an address written as text', doc: doc(paragraph(text('javascript:alert(1)'))), verdict: 'inert', shows: '<p>javascript:alert(1)</p>' },
  { name: 'entities in text', doc: doc(paragraph(text('&lt;script&gt; &#60;b&#62;'))), verdict: 'inert', shows: '&amp;lt;script&amp;gt; &amp;#60;b&amp;#62;' },
  { name: 'comment and CDATA in a heading', doc: doc({ type: 'heading', attrs: { level: 3 }, content: [text('<!-- x --><![CDATA[<script>]]>')] }), verdict: 'inert', shows: '&lt;!-- x --&gt;' },
  { name: 'number as text', doc: doc(paragraph(text(42))), verdict: 'refused' },
  { name: 'object as text', doc: doc(paragraph(text({ toString: 'alert(1)' }))), verdict: 'refused' },
  { name: 'empty text node', doc: doc(paragraph(text(''))), verdict: 'refused' },
  { name: 'NUL in text', doc: doc(paragraph(text('a\u0000b'))), verdict: 'refused' },
  { name: 'half a surrogate pair in text', doc: doc(paragraph(text('a\ud800b'))), verdict: 'refused' },
  { name: 'text longer than a node may hold', doc: doc(paragraph(text('x'.repeat(10_001)))), verdict: 'refused' },
];

const STRUCTURE: HostileCase[] = [
  { name: 'script node', doc: doc({ type: 'script', content: [text('alert(1)')] }), verdict: 'refused' },
  { name: 'iframe node', doc: doc({ type: 'iframe', attrs: { src: 'https://evil.example' } }), verdict: 'refused' },
  { name: 'code block node', doc: doc({ type: 'codeBlock', content: [text('x')] }), verdict: 'refused' },
  { name: 'unknown mark', doc: doc(paragraph(text('x', [{ type: 'code' }]))), verdict: 'refused' },
  { name: 'text style mark with a colour', doc: doc(paragraph(text('x', [{ type: 'textStyle', attrs: { color: 'red' } }]))), verdict: 'refused' },
  { name: 'marks nested in a mark', doc: doc(paragraph(text('x', [{ type: 'bold', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }]))), verdict: 'refused' },
  { name: 'content inside a mark', doc: doc(paragraph(text('x', [{ type: 'italic', content: [text('<script>')] }]))), verdict: 'refused' },
  { name: 'the same mark twice', doc: doc(paragraph(text('x', [{ type: 'bold' }, { type: 'bold' }]))), verdict: 'refused' },
  { name: 'heading level 1', doc: doc({ type: 'heading', attrs: { level: 1 }, content: [text('x')] }), verdict: 'refused' },
  { name: 'heading level 7', doc: doc({ type: 'heading', attrs: { level: 7 }, content: [text('x')] }), verdict: 'refused' },
  { name: 'heading level as a string', doc: doc({ type: 'heading', attrs: { level: '2' }, content: [text('x')] }), verdict: 'refused' },
  { name: 'text at block level', doc: doc(text('loose')), verdict: 'refused' },
  { name: 'paragraph inside a paragraph', doc: doc(paragraph(paragraph(text('x')))), verdict: 'refused' },
  { name: 'content inside a hard break', doc: doc(paragraph({ type: 'hardBreak', content: [text('<script>')] })), verdict: 'refused' },
  { name: 'not a document', doc: { type: 'paragraph', content: [text('x')] }, verdict: 'refused' },
  { name: 'an array instead of a document', doc: [paragraph(text('x'))], verdict: 'refused' },
  { name: 'HTML instead of a document', doc: '<p onclick="alert(1)">x</p>', verdict: 'refused' },
  { name: '__proto__ key in a node', doc: parsed('{"type":"doc","content":[{"type":"paragraph","__proto__":{"isAdmin":true}}]}'), verdict: 'refused' },
  { name: '__proto__ key in link attributes', doc: parsed('{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"x","marks":[{"type":"link","attrs":{"href":"https://example.org","__proto__":{"href":"javascript:alert(1)"}}}]}]}]}'), verdict: 'refused' },
  { name: 'constructor key in attributes', doc: parsed('{"type":"doc","content":[{"type":"heading","attrs":{"level":2,"constructor":{"prototype":{"x":1}}}}]}'), verdict: 'refused' },
  { name: 'prototype key on the document', doc: parsed('{"type":"doc","content":[],"prototype":{"polluted":true}}'), verdict: 'refused' },
];

const SIZE: HostileCase[] = [
  {
    name: 'a 5 MB document',
    doc: doc(...Array.from({ length: 1_000 }, () => paragraph(text('x'.repeat(5_000))))),
    verdict: 'refused',
  },
  { name: '10,000 levels of nesting', doc: nested(10_000), verdict: 'refused' },
  { name: '21 levels of nesting', doc: nested(19), verdict: 'refused' },
  { name: '10,000 levels of arrays in an attribute', doc: nestedArrays(10_000), verdict: 'refused' },
  { name: '100,000 sibling nodes', doc: doc(...Array.from({ length: 100_000 }, () => ({ type: 'horizontalRule' }))), verdict: 'refused' },
];

/** The whole corpus. */
export const HOSTILE_CASES: HostileCase[] = [...LINKS, ...BUTTONS, ...ATTRIBUTES, ...TEXTS, ...STRUCTURE, ...SIZE];
