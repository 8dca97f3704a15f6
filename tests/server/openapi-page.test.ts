import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParams } from '../../contract/endpoint.ts';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { renderDocsPage } from '../../server/openapi/page/page.ts';
import type { OpenApiDocument } from '../../server/openapi/types.ts';
import type { Answer } from './browser.ts';
import { TestServer } from './harness.ts';

const server = new TestServer();
let page: Answer;
let html: string;
let document: OpenApiDocument;

beforeAll(async () => {
  await server.open();
  page = await server.browser().fetch('/api/docs');
  html = new TextDecoder().decode(page.bytes);
  document = (await server.browser().fetch('/api/openapi.json')).body as OpenApiDocument;
});
afterAll(() => server.close());

// The markup of one operation's article, from its opening tag to its end.
function article(id: string): string {
  const start = html.indexOf(`<article id="${id}">`);
  expect(start, `no article for ${id}`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</article>', start));
}

function operations() {
  return Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));
}

describe('GET /api/docs', () => {
  it('is a page of HTML without a script, its one style allowed by hash in its own policy', () => {
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles).toHaveLength(1);
    const hash = crypto.createHash('sha256').update(styles[0]!).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(html).toContain('href="/api/openapi.json"');
  });

  it('shows every operation of the description in the section of its area, with its method, path and permission', () => {
    for (const { method, path, operation } of operations()) {
      const section = html.lastIndexOf('<section id="area-', html.indexOf(`<article id="${operation.operationId}">`));
      expect(html.slice(section, section + 80), operation.operationId).toContain(`<section id="area-${operation.tags[0]}">`);
      const text = article(operation.operationId);
      expect(text).toContain(`<span class="method">${method.toUpperCase()}</span> <code>${path}</code>`);
      expect(text).toContain(`Permission <code>${operation['x-permission']}</code>`);
      expect(html, 'listed in the contents').toContain(`<a href="#${operation.operationId}">`);
    }
  });

  it("names each contract call's input fields and answer fields", () => {
    for (const endpoint of ENDPOINTS) {
      const id = operations().find(({ path }) => path === `/api/${endpoint.path.replace(/:(\w+)/g, '{$1}')}`)!.operation.operationId;
      const text = article(id);
      const input = z.toJSONSchema(endpoint.input, { io: 'input', unrepresentable: 'any' }) as { properties?: object };
      for (const name of Object.keys(input.properties ?? {})) {
        const where = pathParams(endpoint.path).includes(name) ? 'path parameter' : 'body field';
        expect(text, `${endpoint.path}: ${where} ${name}`).toContain(`<code>${name}</code>`);
      }
      const output = z.toJSONSchema(endpoint.output, { io: 'output', unrepresentable: 'any' }) as { properties?: object };
      for (const name of Object.keys(output.properties ?? {})) expect(text, `${endpoint.path}: answer field ${name}`).toContain(`<code>${name}</code>`);
    }
  });

  it('lists every error code with its status', () => {
    for (const [code, error] of Object.entries(document['x-error-codes'])) {
      expect(html).toContain(`<tr><td><code>${code}</code></td><td>${error.status}</td>`);
    }
  });

  it('escapes what the description says, so no text of it becomes markup', () => {
    const hostile = structuredClone(document);
    const first = Object.values(Object.values(hostile.paths)[0]!)[0]!;
    first.summary = '<img src=x onerror=alert(1)>';
    first.description = 'Ends with `</code><script>alert(1)</script>`.';
    hostile.info.title = '</title><script>alert(1)</script>';
    const rendered = renderDocsPage(hostile);
    expect(rendered).not.toMatch(/<script|<img/i);
    expect(rendered).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
