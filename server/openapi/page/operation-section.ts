import type { OpenApiDocument, Operation, Parameter, Ref, Response } from '../types.ts';
import { html, type SafeHtml } from './html.ts';
import { inline, markdown } from './markdown.ts';
import { schemaTable } from './schema-table.ts';
import type { Resolve } from './schema-text.ts';

/** One operation found in the document, with where it lives. */
export interface Located {
  method: string;
  path: string;
  operation: Operation;
}

/** The section of one operation: what it does, who may call it, what it takes and what it answers. */
export function operationSection(item: Located, document: OpenApiDocument, resolve: Resolve): SafeHtml {
  const { operation } = item;
  const permission = operation['x-permission'];
  const parameters = (operation.parameters ?? []).map((parameter) => resolveParameter(parameter, document));
  return html`<article id="${operation.operationId}">
    <h3><span class="method">${item.method.toUpperCase()}</span> <code>${item.path}</code></h3>
    ${markdown(withoutPermission(operation.description ?? operation.summary ?? ''))}
    <p class="permission">Permission <code>${permission}</code>: ${inline(document['x-permissions'][permission] ?? '')}</p>
    ${parameterList('Path parameters', parameters.filter((p) => p.in === 'path'), resolve)}
    ${parameterList('Headers', parameters.filter((p) => p.in === 'header'), resolve)}
    ${requestBody(operation, resolve)}
    ${answers(operation.responses, resolve)}
  </article>`;
}

// The description names the permission for tools that show no `x-permission`; here the box above says it.
function withoutPermission(description: string): string {
  return description
    .split('\n\n')
    .filter((paragraph) => !paragraph.startsWith('Permission `'))
    .join('\n\n');
}

function resolveParameter(parameter: Parameter | Ref, document: OpenApiDocument): Parameter {
  if (!('$ref' in parameter)) return parameter;
  return document.components.parameters[parameter.$ref.split('/').pop()!]!;
}

function parameterList(title: string, parameters: Parameter[], resolve: Resolve): SafeHtml | string {
  if (parameters.length === 0) return '';
  const rows = { type: 'object', properties: Object.fromEntries(parameters.map((p) => [p.name, { ...p.schema, ...(p.description ? { description: p.description } : {}) }])) };
  const required = parameters.filter((p) => p.required).map((p) => p.name);
  return html`<h4>${title}</h4>${schemaTable({ ...rows, required }, resolve)}`;
}

function requestBody(operation: Operation, resolve: Resolve): SafeHtml | string {
  const body = operation.requestBody;
  if (!body) return '';
  return html`${Object.entries(body.content).map(
    ([type, media]) => html`<h4>Request body <code>${type}</code></h4>${media.schema ? schemaTable(media.schema, resolve) : ''}`,
  )}`;
}

function answers(responses: Record<string, Response>, resolve: Resolve): SafeHtml {
  const success = Object.entries(responses).filter(([status]) => status.startsWith('2'));
  const others = Object.entries(responses).filter(([status]) => !status.startsWith('2'));
  return html`${success.map(
    ([status, response]) =>
      html`<h4>Answer ${status}</h4><p>${response.description}</p>${Object.entries(response.content ?? {}).map(
        ([type, media]) => html`<p class="type"><code>${type}</code></p>${media.schema ? schemaTable(media.schema, resolve) : ''}`,
      )}`,
  )}
    <h4>Other answers</h4>
    <dl class="errors">${others.map(([status, response]) => html`<dt>${status}</dt><dd>${inline(response.description)}</dd>`)}</dl>`;
}
