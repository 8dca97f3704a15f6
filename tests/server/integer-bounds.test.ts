import { describe, expect, it } from 'vitest';
import { FormVersionGet } from '../../contract/forms.ts';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { inputJsonSchema } from '../../server/openapi/json-schema.ts';
import { signInWithRole, person, seedCompany, seedProject } from './tenancy.ts';
import { seedForm } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

/** The bounds of a PostgreSQL `integer` column, which every whole number the calls take ends up in or is compared with. */
const INT4 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

// Every `integer` of a JSON Schema, with where it sits.
function integersIn(schema: unknown, path: string): Array<{ path: string; minimum?: number; maximum?: number }> {
  if (Array.isArray(schema)) return schema.flatMap((item, index) => integersIn(item, `${path}[${index}]`));
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const own = node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer'));
  const here = own ? [{ path, minimum: node.minimum as number | undefined, maximum: node.maximum as number | undefined }] : [];
  return [...here, ...Object.entries(node).flatMap(([key, value]) => integersIn(value, `${path}.${key}`))];
}

describe('the whole numbers the API takes', () => {
  it('are bounded, in every call, to what a database integer holds', () => {
    const unbounded = ENDPOINTS.flatMap((endpoint) =>
      integersIn(inputJsonSchema(endpoint.input), endpoint.path)
        .filter((found) => found.minimum === undefined || found.maximum === undefined || found.minimum < INT4.min || found.maximum > INT4.max)
        .map((found) => `${found.path}: ${found.minimum} to ${found.maximum}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('past a database integer are refused as not valid, never a 500: a form version numbered 2147483648', async () => {
    const company = await seedCompany(server, 'aurora');
    const project = await seedProject(server, company, 'prize');
    const form = await seedForm(server, company, project, 'apply');
    const editor = await signInWithRole(server, person('edith'), 'editor', company, project);
    for (const number of [2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER]) {
      const answer = await editor.call(FormVersionGet, { company, project, form, number });
      expect([answer.status, answer.error?.code], String(number)).toEqual([400, 'validation_failed']);
      expect(answer.error?.fields?.number, String(number)).toBeTruthy();
    }
    expect((await editor.call(FormVersionGet, { company, project, form, number: 2 ** 31 - 1 })).status).toBe(404);
  });
});
