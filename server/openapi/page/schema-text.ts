import type { JsonSchema } from '../types.ts';

/** Finds the schema a `$ref` points at; a schema without one is returned as it is. */
export type Resolve = (schema: JsonSchema) => JsonSchema;

// zod writes these bounds for every safe integer; they say nothing to a reader.
const SAFE = Number.MAX_SAFE_INTEGER;

/** The type of a schema in a few words: `string`, `array of string`, `string | null`. */
export function typeText(schema: JsonSchema, resolve: Resolve, depth = 0): string {
  const s = resolve(schema);
  if (depth > 4) return '…';
  const union = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (union) return union.map((branch) => typeText(branch, resolve, depth + 1)).join(' | ');
  if ('const' in s) return JSON.stringify(s.const);
  const types = Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : [];
  if (types.length === 0) return 'any';
  return types
    .map((type) => {
      if (type === 'array' && s.items) return `array of ${typeText(s.items as JsonSchema, resolve, depth + 1)}`;
      if (type === 'object' && isSchema(s.additionalProperties) && !s.properties) {
        return `object of ${typeText(s.additionalProperties, resolve, depth + 1)}`;
      }
      return type;
    })
    .join(' | ');
}

/** What else a schema holds its values to: bounds, format, pattern, allowed values, default; values in `code` spans. */
export function constraintTexts(schema: JsonSchema, resolve: Resolve): string[] {
  const s = resolve(schema);
  const union = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  const own = [
    s.format ? `format ${String(s.format)}` : '',
    range(s.minLength, s.maxLength, 'characters'),
    range(s.minItems, s.maxItems, 'items'),
    range(bound(s.minimum), bound(s.maximum), ''),
    s.pattern && !s.format ? `pattern \`${String(s.pattern)}\`` : '',
    Array.isArray(s.enum) ? `one of ${s.enum.map((value) => `\`${JSON.stringify(value)}\``).join(', ')}` : '',
    'default' in s ? `default \`${JSON.stringify(s.default)}\`` : '',
    typeof s.description === 'string' ? s.description : '',
  ].filter(Boolean);
  const inBranches = (union ?? []).flatMap((branch) => constraintTexts(branch, resolve));
  return [...own, ...inBranches];
}

function bound(value: unknown): unknown {
  return typeof value === 'number' && Math.abs(value) >= SAFE ? undefined : value;
}

function range(min: unknown, max: unknown, unit: string): string {
  const suffix = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined) return `${String(min)} to ${String(max)}${suffix}`;
  if (min !== undefined) return `at least ${String(min)}${suffix}`;
  if (max !== undefined) return `at most ${String(max)}${suffix}`;
  return '';
}

/** True for a JSON object (a schema), not an array nor a boolean. */
export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
