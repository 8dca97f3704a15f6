import { z } from 'zod';
import type { JsonSchema } from './types.ts';

// A type JSON Schema has no word for (a transform's result, a date, a custom type) becomes `{}`,
// "any value", instead of stopping the description: the adapter still checks it with zod.
// Refinements (`.refine`, `.superRefine`) are left out by zod itself; the server applies them.
const OPTIONS = { unrepresentable: 'any' } as const;

/** What a caller may send: the input side of the schema (before transforms and defaults). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return withoutDialect(z.toJSONSchema(schema, { ...OPTIONS, io: 'input' }) as JsonSchema);
}

/** What the server answers: the output side of the schema (after transforms and defaults). */
export function outputJsonSchema(schema: z.ZodType): JsonSchema {
  return withoutDialect(z.toJSONSchema(schema, { ...OPTIONS, io: 'output' }) as JsonSchema);
}

// Inside an OpenAPI 3.1 document the dialect is the document's own: a `$schema` on each schema only repeats it.
function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

/** The schema of one property of an object schema, looked up in its branches too (anyOf, oneOf, allOf). */
export function propertySchema(schema: JsonSchema, name: string): JsonSchema | undefined {
  const own = (schema.properties as Record<string, JsonSchema> | undefined)?.[name];
  if (own) return own;
  for (const branch of branches(schema)) {
    const found = propertySchema(branch, name);
    if (found) return found;
  }
  return undefined;
}

/** The schema without some properties (they travel elsewhere, as path segments), in every branch. */
export function withoutProperties(schema: JsonSchema, names: readonly string[]): JsonSchema {
  if (names.length === 0) return schema;
  const result: JsonSchema = { ...schema };
  if (isRecord(schema.properties)) {
    result.properties = Object.fromEntries(Object.entries(schema.properties).filter(([key]) => !names.includes(key)));
  }
  if (Array.isArray(schema.required)) {
    const required = schema.required.filter((key) => !names.includes(key as string));
    if (required.length > 0) result.required = required;
    else delete result.required;
  }
  for (const keyword of BRANCH_KEYWORDS) {
    const list = schema[keyword];
    if (Array.isArray(list)) result[keyword] = list.map((branch: JsonSchema) => withoutProperties(branch, names));
  }
  return result;
}

/** Whether a value of this schema could need no property at all (an empty body is then enough). */
export function requiresProperties(schema: JsonSchema): boolean {
  if (Array.isArray(schema.required) && schema.required.length > 0) return true;
  const list = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (list) return list.every(requiresProperties);
  return ((schema.allOf as JsonSchema[] | undefined) ?? []).some(requiresProperties);
}

const BRANCH_KEYWORDS = ['anyOf', 'oneOf', 'allOf'] as const;

function branches(schema: JsonSchema): JsonSchema[] {
  return BRANCH_KEYWORDS.flatMap((keyword) => (Array.isArray(schema[keyword]) ? (schema[keyword] as JsonSchema[]) : []));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
