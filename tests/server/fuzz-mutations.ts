import fc from 'fast-check';
import { oddString, wrongType } from './fuzz-values.ts';
import type { Resolve, Schema } from './json-schema-arbitrary.ts';

/**
 * A valid value changed in one place: a required field left out, a field of the wrong type,
 * an unknown field, a string one past its longest, an odd string, NUL or a lone surrogate
 * slipped into a valid string (which keeps the rest of the input valid, so it reaches the handler).
 */
export function mutate(value: unknown, schema: Schema, resolve: Resolve, change: Change): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return change.wrong;
  const s = resolve(schema);
  const names = [...new Set([...Object.keys((s.properties ?? {}) as object), ...((s.required ?? []) as string[])])];
  const copy: Record<string, unknown> = { ...value };
  if (names.length === 0) return withOwn(copy, '__proto__', change.wrong);
  const name = names[change.at % names.length]!;
  const property = resolve(((s.properties ?? {}) as Record<string, Schema>)[name] ?? {});
  const current = copy[name];
  switch (change.how) {
    case 0:
      delete copy[name];
      break;
    case 1:
      copy[name] = change.wrong;
      break;
    case 2:
      copy[`${name}_${change.at % 7}`] = change.wrong;
      break;
    case 3:
      copy[name] = 'x'.repeat(((property.maxLength as number | undefined) ?? 1000) + 1);
      break;
    case 4:
      copy[name] = change.odd;
      break;
    default:
      copy[name] = typeof current === 'string' ? slip(current, change) : change.odd;
  }
  return copy;
}

/** One change of a valid value: where, how, and with what. */
export interface Change {
  at: number;
  how: number;
  wrong: unknown;
  odd: string;
}

/** Changes of a valid value. */
export const change: fc.Arbitrary<Change> = fc.record({ at: fc.nat(), how: fc.nat(6), wrong: wrongType, odd: oddString });

// NUL or a lone surrogate inside the text, at a place drawn from the change.
function slip(text: string, change: Change): string {
  const at = text.length === 0 ? 0 : change.at % (text.length + 1);
  const char = change.how % 2 === 0 ? '\u0000' : '\uD800';
  return `${text.slice(0, at)}${char}${text.slice(at)}`;
}

// An own member named `__proto__` (as JSON.parse makes it), not a change of prototype.
function withOwn(value: Record<string, unknown>, name: string, member: unknown): Record<string, unknown> {
  return Object.defineProperty(value, name, { value: member, enumerable: true, writable: true, configurable: true });
}

/** An object of the schema's field names with values of the wrong type. */
export function wrongTypes(schema: Schema, resolve: Resolve): fc.Arbitrary<unknown> {
  const names = Object.keys((resolve(schema).properties ?? {}) as object);
  return fc.record(Object.fromEntries(names.map((name) => [name, wrongType])), { requiredKeys: [] });
}

/**
 * Odd characters put into one free-text string of a valid value (a string without format,
 * pattern or list of values): the rest stays valid, so the text reaches the handler and the
 * database. The length stays within the field's bounds where it can.
 */
export function oddFreeText(value: unknown, schema: Schema, resolve: Resolve, odd: string, pick: number): unknown {
  const places = freeText(value, schema, resolve, []);
  if (places.length === 0) return value;
  const place = places[pick % places.length]!;
  return setAt(value, place.path, withinBounds(`${odd}${place.text}`, place.schema, resolve));
}

interface Place {
  path: Array<string | number>;
  text: string;
  schema: Schema;
}

function freeText(value: unknown, schema: Schema, resolve: Resolve, path: Array<string | number>): Place[] {
  const s = resolve(schema);
  if (path.length > 6) return [];
  if (typeof value === 'string') return isFreeText(s, resolve) ? [{ path, text: value, schema: s }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => freeText(item, (s.items ?? {}) as Schema, resolve, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  const branch = ((s.anyOf ?? s.oneOf ?? []) as Schema[]).map(resolve).find((b) => b.properties) ?? s;
  const members = (branch.properties ?? {}) as Record<string, Schema>;
  return Object.entries(value).flatMap(([key, member]) => (members[key] ? freeText(member, members[key], resolve, [...path, key]) : []));
}

function setAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? setAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: setAt(record[head!], rest, replacement) };
}

function isFreeText(schema: Schema, resolve: Resolve): boolean {
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return union.map(resolve).some((branch) => isFreeText(branch, resolve));
  return schema.type === 'string' && !schema.format && !schema.pattern && !schema.enum && !('const' in schema);
}

function withinBounds(text: string, schema: Schema, resolve: Resolve): string {
  const union = ((schema.anyOf ?? schema.oneOf ?? []) as Schema[]).map(resolve).find((branch) => isFreeText(branch, resolve));
  const max = ((union ?? schema).maxLength as number | undefined) ?? Infinity;
  return text.length > max ? text.slice(0, max) : text;
}

/** Bodies that are not one JSON object: other JSON, broken JSON, numbers JSON cannot hold, deep nesting, too large. */
export function notAnObject(schema: Schema, resolve: Resolve): fc.Arbitrary<string> {
  const first = Object.keys((resolve(schema).properties ?? {}) as object)[0] ?? 'x';
  return fc.oneof(
    fc.jsonValue({ maxDepth: 2 }).filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)).map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      '{',
      '{"a":1,}',
      '\u0000',
      `{"${first}": 1e999}`,
      `{"${first}": -0}`,
      `{"${first}": 123456789012345678901234567890}`,
      `{"${first}": "\\ud800"}`,
      `{"${first}": "\\u0000"}`,
      `{"__proto__": {"admin": true}, "${first}": null}`,
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `{"${first}": "${'x'.repeat(1_100_000)}"}`,
    ),
  );
}
