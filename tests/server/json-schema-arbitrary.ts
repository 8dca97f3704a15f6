import fc from 'fast-check';

/** A JSON Schema as the API's description holds it. */
export type Schema = { [keyword: string]: unknown };

/** Finds the schema a `$ref` points at. */
export type Resolve = (schema: Schema) => Schema;

/** Values the fuzzer mixes into strings so that some inputs reach past validation: known ids, emails, passwords. */
export interface Hints {
  /** Ids of records that exist, for `format: uuid`. */
  ids: readonly string[];
  /** Strings worth trying anywhere a string goes. */
  strings: readonly string[];
  /**
   * Records that belong together, named as the path parameters that name them (a company, its
   * project, a form of that project, a judging session of the form): drawn alone, ids rarely name
   * a form of the project named, and the call stops at 404 before it reads anything else.
   */
  scopes?: ReadonlyArray<Readonly<Record<string, string>>>;
}

const MAX_DEPTH = 6;
const INT32 = 2 ** 31 - 1;

/** Values valid under a JSON Schema (as far as JSON Schema says: the server may still refuse them). */
export function valueOf(schema: Schema, resolve: Resolve, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const union = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (union) return fc.oneof(...union.map((branch) => valueOf(branch, resolve, hints, depth + 1)));
  if (Array.isArray(s.allOf)) return valueOf(mergeAll(s.allOf as Schema[], resolve), resolve, hints, depth + 1);
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (types.length === 0) return s.properties ? objectOf(s, resolve, hints, depth) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => valueOfType(type, s, resolve, hints, depth)));
}

function valueOfType(type: string, s: Schema, resolve: Resolve, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(s, hints);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf((s.items ?? {}) as Schema, resolve, hints, depth + 1), {
        minLength: (s.minItems as number | undefined) ?? 0,
        maxLength: Math.max((s.minItems as number | undefined) ?? 0, Math.min((s.maxItems as number | undefined) ?? 4, 4)),
      });
    default:
      return objectOf(s, resolve, hints, depth);
  }
}

function objectOf(s: Schema, resolve: Resolve, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  const required = ((s.required ?? []) as string[]).filter((key) => key in properties);
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, valueOf(property, resolve, hints, depth + 1)])),
    { requiredKeys: required },
  );
  if (typeof s.additionalProperties !== 'object' || s.additionalProperties === null) return record;
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), valueOf(s.additionalProperties as Schema, resolve, hints, depth + 1), {
    maxKeys: 3,
  });
  return fc.tuple(extra, record).map(([more, known]) => ({ ...more, ...known }));
}

function stringOf(s: Schema, hints: Hints): fc.Arbitrary<string> {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = (s.maxLength as number | undefined) ?? 200;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (s.format === 'uuid') return hints.ids.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hints.ids) }, fc.uuid()) : fc.uuid();
  if (s.format === 'date-time') return dateTime();
  if (s.format === 'email') return fc.emailAddress().filter(fits);
  if (typeof s.pattern === 'string') return matching(s.pattern, fits);
  const plain = fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 40)) });
  const hinted = hints.strings.filter(fits);
  return hinted.length > 0 ? fc.oneof(plain, fc.constantFrom(...hinted)) : plain;
}

function matching(pattern: string, fits: (text: string) => boolean): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter(fits);
  } catch {
    return fc.string().filter(fits);
  }
}

function dateTime(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString());
}

/**
 * Whole numbers at the edges of what JSON, JavaScript and the database hold, where overflows and
 * off-by-ones live: zero both ways, a database integer's ends and one past them, 2^32, and the
 * largest integers a double holds exactly (and one past).
 */
export const EDGE_INTEGERS = [0, -0, 1, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 2 ** 32, 2 ** 53 - 1, 2 ** 53, -(2 ** 53 - 1), -(2 ** 53)];

function numberOf(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = (s.minimum as number | undefined) ?? -Number.MAX_SAFE_INTEGER;
  const max = (s.maximum as number | undefined) ?? Number.MAX_SAFE_INTEGER;
  const above = s.exclusiveMinimum as number | undefined;
  const below = s.exclusiveMaximum as number | undefined;
  const within = (n: number) => n >= min && n <= max && (above === undefined || n > above) && (below === undefined || n < below);
  // The schema's own ends and the edges it allows, drawn as often as everything else together.
  const edges = [...new Set([min, max, ...EDGE_INTEGERS])].filter((n) => within(n) && (!integer || Number.isInteger(n)));
  const anywhere = fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (integer ? Math.trunc(n) : n)).filter(within);
  const near = fc.integer({ min: Math.max(min, -INT32), max: Math.max(Math.max(min, -INT32), Math.min(max, INT32, Math.max(min, -INT32) + 1000)) }).filter(within);
  const drawn = integer ? fc.oneof(near, anywhere) : anywhere;
  return edges.length > 0 ? fc.oneof({ weight: 2, arbitrary: drawn }, { weight: 2, arbitrary: fc.constantFrom(...edges) }) : drawn;
}

function mergeAll(schemas: Schema[], resolve: Resolve): Schema {
  const parts = schemas.map(resolve);
  return {
    ...Object.assign({}, ...parts),
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => (part.required ?? []) as string[]),
  };
}
