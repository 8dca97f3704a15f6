import type { JsonSchema } from '../types.ts';
import { html, type SafeHtml } from './html.ts';
import { inline } from './markdown.ts';
import { constraintTexts, isSchema, typeText, type Resolve } from './schema-text.ts';

interface Row {
  name: string;
  required: boolean;
  type: string;
  notes: string[];
}

const MAX_DEPTH = 6;

/** The fields of a schema as a table, nested objects and arrays of objects flattened into dotted names. */
export function schemaTable(schema: JsonSchema, resolve: Resolve): SafeHtml {
  const root = resolve(schema);
  const rows = fieldRows(root, resolve, '', 0);
  if (rows.length === 0 && hasNoProperties(root)) return html`<p class="none">No fields.</p>`;
  if (rows.length === 0) {
    return html`<p>${typeText(root, resolve)}${inline(notesText(constraintTexts(root, resolve)))}</p>`;
  }
  return html`<table class="fields">
    <thead><tr><th>field</th><th>type</th><th>rules</th></tr></thead>
    <tbody>${rows.map(
      (row) =>
        html`<tr><td><code>${row.name}</code>${row.required ? html` <span class="required">required</span>` : ''}</td><td>${row.type}</td><td>${inline(row.notes.join('; '))}</td></tr>`,
    )}</tbody>
  </table>`;
}

function fieldRows(schema: JsonSchema, resolve: Resolve, prefix: string, depth: number): Row[] {
  if (depth > MAX_DEPTH) return [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([key, property]) => {
    const name = `${prefix}${key}`;
    const row: Row = { name, required: required.has(key), type: typeText(property, resolve), notes: constraintTexts(property, resolve) };
    return [row, ...childRows(resolve(property), resolve, name, depth)];
  });
}

// An object's members, or the members of the objects an array holds, under the field's name.
function childRows(schema: JsonSchema, resolve: Resolve, name: string, depth: number): Row[] {
  if (isSchema(schema.properties)) return fieldRows(schema, resolve, `${name}.`, depth + 1);
  if (isSchema(schema.items)) {
    const items = resolve(schema.items);
    if (isSchema(items.properties)) return fieldRows(items, resolve, `${name}[].`, depth + 1);
  }
  const nullable = ((schema.anyOf ?? []) as JsonSchema[]).map(resolve).find((branch) => isSchema(branch.properties));
  return nullable ? fieldRows(nullable, resolve, `${name}.`, depth + 1) : [];
}

function hasNoProperties(schema: JsonSchema): boolean {
  return schema.type === 'object' && Object.keys((schema.properties ?? {}) as object).length === 0;
}

function notesText(notes: string[]): string {
  return notes.length > 0 ? ` (${notes.join('; ')})` : '';
}
