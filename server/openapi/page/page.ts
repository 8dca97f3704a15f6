import crypto from 'node:crypto';
import type { JsonSchema, OpenApiDocument } from '../types.ts';
import { html, SafeHtml } from './html.ts';
import { inline, markdown } from './markdown.ts';
import { operationSection, type Located } from './operation-section.ts';
import type { Resolve } from './schema-text.ts';
import { DOCS_PAGE_STYLE } from './style.ts';

/** The page's policy: no script at all, its one style sheet by hash, nothing from elsewhere. */
export const DOCS_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${crypto.createHash('sha256').update(DOCS_PAGE_STYLE).digest('base64')}'`,
  "img-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * The description as a page for integrators, rendered on the server from the document
 * itself (so the page and the JSON never disagree): every call grouped by area with its
 * permission, input and answers, then the error codes.
 */
export function renderDocsPage(document: OpenApiDocument): string {
  const resolve = resolver(document);
  const areas = document.tags.map((tag) => ({ name: tag.name, items: operationsOf(document, tag.name) }));
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${document.info.title} ${document.info.version}</title>
<style>${new SafeHtml(DOCS_PAGE_STYLE)}</style>
</head>
<body>
<header>
<h1>${document.info.title} <small>${document.info.version}</small></h1>
<p>The same description as <a href="/api/openapi.json">OpenAPI 3.1 (JSON)</a>, for code generators and fuzzers.</p>
</header>
<nav aria-label="Calls">
<h2>Calls by area</h2>
<ul>${areas.map(
    (area) =>
      html`<li><a href="#area-${area.name}">${area.name}</a><ul>${area.items.map(
        (item) => html`<li><a href="#${item.operation.operationId}"><code>${item.path}</code></a> ${inline(item.operation.summary ?? '')}</li>`,
      )}</ul></li>`,
  )}<li><a href="#error-codes">Error codes</a></li></ul>
</nav>
<main>
<section id="how-to-call"><h2>How to call</h2>${markdown(document.info.description)}</section>
${areas.map((area) => html`<section id="area-${area.name}"><h2>${area.name}</h2>${area.items.map((item) => operationSection(item, document, resolve))}</section>`)}
${errorCodes(document)}
</main>
</body>
</html>
`.value;
}

function operationsOf(document: OpenApiDocument, tag: string): Located[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => operation.tags.includes(tag))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}

function errorCodes(document: OpenApiDocument): SafeHtml {
  return html`<section id="error-codes"><h2>Error codes</h2>
<table><thead><tr><th>code</th><th>status</th><th>message (English)</th></tr></thead>
<tbody>${Object.entries(document['x-error-codes']).map(
    ([code, error]) => html`<tr><td><code>${code}</code></td><td>${error.status}</td><td>${error.message}</td></tr>`,
  )}</tbody></table></section>`;
}

function resolver(document: OpenApiDocument): Resolve {
  return (schema: JsonSchema) => {
    const ref = schema.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/components/schemas/')) return schema;
    return document.components.schemas[ref.slice('#/components/schemas/'.length)] ?? schema;
  };
}
