import { jsonEqual } from '../../contract/json-equal.ts';
import type { JsonSchema, Ref } from './types.ts';

const PREFIX = '#/components/schemas/';

/**
 * The named schemas of the document. A schema zod wrote with `$defs` (a recursive type, or a
 * part registered with an id) keeps its definitions here too: inside an OpenAPI document
 * `#/$defs/...` would point at the document's root, so those references are rewritten.
 */
export class SchemaComponents {
  private readonly schemas = new Map<string, JsonSchema>();

  /** Stores a schema under a name and returns the reference to it. */
  add(name: string, schema: JsonSchema): Ref {
    if (this.schemas.has(name)) throw new Error(`Two schemas named ${name} in the API's description`);
    const { $defs, ...rest } = schema;
    const names = new Map<string, string>();
    for (const [key, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      names.set(key, this.definitionName(name, key, definition));
    }
    const rewrite = (ref: string) => (ref === '#' ? `${PREFIX}${name}` : rewriteDefinitionRef(ref, names));
    for (const [key, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      this.schemas.set(names.get(key)!, rewriteRefs(definition, rewrite));
    }
    this.schemas.set(name, rewriteRefs(rest, rewrite));
    return { $ref: `${PREFIX}${name}` };
  }

  /** Every stored schema by name, sorted. */
  all(): Record<string, JsonSchema> {
    return Object.fromEntries([...this.schemas].sort(([a], [b]) => a.localeCompare(b)));
  }

  // A definition zod named after a registered id keeps that name when it means the same schema everywhere.
  private definitionName(owner: string, key: string, definition: JsonSchema): string {
    const safe = key.replace(/[^A-Za-z0-9._-]/g, '_');
    if (key.startsWith('__')) return `${owner}${safe}`;
    const existing = this.schemas.get(safe);
    if (!existing || jsonEqual(existing, definition)) return safe;
    return `${owner}.${safe}`;
  }
}

function rewriteDefinitionRef(ref: string, names: Map<string, string>): string {
  const match = /^#\/\$defs\/(.+)$/.exec(ref);
  const renamed = match && names.get(decodeURIComponent(match[1]!));
  return renamed ? `${PREFIX}${renamed}` : ref;
}

// Values of these keywords are data, not schemas: a `$ref` member there is left as it is.
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);
// Members of these keywords are named schemas: their names are not keywords.
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

function rewriteRefs(schema: JsonSchema, rewrite: (ref: string) => string): JsonSchema {
  const result: JsonSchema = {};
  for (const [key, member] of Object.entries(schema)) {
    if (key === '$ref' && typeof member === 'string') result[key] = rewrite(member);
    else if (DATA_KEYWORDS.has(key)) result[key] = member;
    else if (NAMED_SCHEMAS.has(key) && isSchema(member)) {
      result[key] = Object.fromEntries(Object.entries(member).map(([name, sub]) => [name, rewriteAny(sub, rewrite)]));
    } else result[key] = rewriteAny(member, rewrite);
  }
  return result;
}

function rewriteAny(value: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteAny(item, rewrite));
  return isSchema(value) ? rewriteRefs(value, rewrite) : value;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
