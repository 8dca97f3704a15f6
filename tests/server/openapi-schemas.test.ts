import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../contract/endpoint.ts';
import { buildOpenApiDocument } from '../../server/openapi/document.ts';
import type { OpenApiDocument } from '../../server/openapi/types.ts';

interface Category {
  name: string;
  children: Category[];
}

// A tree: zod writes it with a $ref to itself.
const CategorySchema: z.ZodType<Category> = z.object({ name: z.string(), get children() { return z.array(CategorySchema); } });
// A part registered with an id: zod writes it once, under $defs, and refers to it.
const Money = z.object({ cents: z.number().int(), currency: z.string().length(3) }).meta({ id: 'Money' });

// Calls whose schemas JSON Schema cannot say whole: transforms, refinements, dates, big integers, maps, custom checks.
const ODD_CALLS = [
  endpoint({
    path: 'odd/:when/transforms',
    kind: 'mutation',
    permission: 'companyManage',
    input: z
      .object({
        when: z.string(),
        company: z.uuid(),
        at: z.string().transform((text) => new Date(text)),
        count: z.coerce.number().pipe(z.number().int().min(0)),
        tags: z.set(z.string()),
        total: Money,
      })
      .refine((value) => value.count < 10, { message: 'too many' }),
    output: z.object({ at: z.date(), big: z.bigint(), lookup: z.map(z.string(), z.number()), custom: z.custom<string>((v) => typeof v === 'string'), total: Money }),
  }),
  endpoint({
    path: 'odd/tree',
    kind: 'query',
    permission: 'signedIn',
    input: z.object({ root: CategorySchema }),
    output: z.union([z.object({ found: z.literal(true), tree: CategorySchema }), z.object({ found: z.literal(false) })]),
    download: undefined,
  }),
  endpoint({
    path: 'odd/export',
    kind: 'query',
    permission: 'installationAdmin',
    download: { type: 'text/csv; charset=utf-8', fileName: 'odd.csv' },
    input: z.object({ from: z.iso.datetime().optional() }),
    output: z.string().transform((text) => text.trim()),
  }),
];

function build(): OpenApiDocument {
  return buildOpenApiDocument({ handlers: [], areas: [], version: '0.0.0-test', maxBodyBytes: 1024, endpoints: ODD_CALLS });
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, member]) => (key === '$ref' && typeof member === 'string' ? [member] : refsIn(member)));
}

describe('schemas JSON Schema cannot say whole', () => {
  it('still make a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(build() as never);
    expect(result.errors ?? [], JSON.stringify(result.errors)?.slice(0, 2000)).toEqual([]);
  });

  it('keep their recursive and shared parts as components, every reference inside the document', () => {
    const document = build();
    const refs = refsIn(document);
    expect(refs.some((ref) => ref.startsWith('#/$defs') || ref === '#')).toBe(false);
    for (const ref of refs) {
      expect(ref.startsWith('#/components/'), ref).toBe(true);
      const name = ref.split('/').pop()!;
      expect(document.components.schemas[name] ?? document.components.parameters[name] ?? document.components.headers[name], ref).toBeDefined();
    }
    expect(document.components.schemas.Money).toMatchObject({ type: 'object', required: ['cents', 'currency'] });
    expect(JSON.stringify(document.components.schemas.OddTreeBody)).toContain('"$ref":"#/components/schemas/OddTreeBody');
  });

  it('describe the input side before transforms and the output side after them, anything JSON cannot hold as any value', () => {
    const document = build();
    const body = document.components.schemas.OddTransformsBody as { properties: Record<string, unknown>; required: string[] };
    expect(body.properties.when).toBeUndefined();
    expect(body.properties.at).toEqual({ type: 'string' });
    expect(body.properties.tags).toEqual({});
    const answer = document.components.schemas.OddTransformsAnswer as { properties: Record<string, unknown> };
    expect(answer.properties.big).toEqual({});
    expect(answer.properties.lookup).toEqual({});
    expect(document.paths['/api/odd/{when}/transforms']!.post!.parameters![0]).toMatchObject({ name: 'when', in: 'path', required: true, schema: { type: 'string' } });
    expect(Object.keys(document.paths['/api/odd/export']!.post!.responses['200']!.content!)).toEqual(['text/csv; charset=utf-8']);
  });
});
