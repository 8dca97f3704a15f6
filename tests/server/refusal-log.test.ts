import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validationMessage } from '../../contract/labels.ts';
import { ProjectCreate } from '../../contract/projects.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { writeLog } from '../../server/http/oplog.ts';
import type { Answer } from './browser.ts';
import { useTestServer } from './harness.ts';
import { person, seedCompany, seedGrant, seedOperator, sessionBrowser } from './tenancy.ts';

const server = useTestServer();

async function logRows() {
  return server.db.select().from(operationsLog).orderBy(asc(operationsLog.id));
}

/** The manager of company B asks to create a project in company A, with `name`. */
async function refusedCreate(name: string): Promise<Answer> {
  const a = await seedCompany(server, 'company-a');
  const b = await seedCompany(server, 'company-b');
  const managerB = await seedOperator(server, person('manager-b'));
  await seedGrant(server, managerB, 'manager', b);
  const browser = await sessionBrowser(server, managerB);
  return browser.call(ProjectCreate, { company: a, name, slug: 'new-one', languages: ['it'], default_lang: 'it' });
}

describe('refusals in the operations log', () => {
  it('a plain refused change writes its row', async () => {
    const answer = await refusedCreate('Plain name');

    const rows = await logRows();
    expect(answer.status).toBe(403);
    expect(rows.map((row) => [row.endpoint, row.status, row.summary.error])).toEqual([[ProjectCreate.path, 403, 'forbidden']]);
  });

  it.each([
    ['a NUL', 'Name\u0000with a NUL'],
    ['a lone surrogate', 'Name \ud800 alone'],
    ['a lone low surrogate', '\udfff'],
  ])('a refused change whose input holds %s writes its row too', async (_label, name) => {
    const answer = await refusedCreate(name);

    const rows = await logRows();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(rows.map((row) => [row.endpoint, row.status, row.summary.error])).toEqual([[ProjectCreate.path, answer.status, answer.error?.code]]);
  });

  it('a question whose path holds a NUL is refused and logged', async () => {
    const operator = await seedOperator(server, person('olivia'));
    const browser = await sessionBrowser(server, operator);

    const answer = await browser.post('accounting/operator/can-access-company/acme%00');

    expect(answer.status).toBe(400);
    expect(answer.error?.fields).toEqual({ company: validationMessage('invalid', 'company', 'en') });
    expect((await logRows()).map((row) => [row.endpoint, row.status])).toEqual([['accounting/operator/can-access-company/:company', 400]]);
  });

  it('whatever text a row holds, it is written, with the text made safe', async () => {
    await writeLog(server.db, {
      at: server.clock.now(),
      operatorId: null,
      ip: '192.0.2.1\u0000',
      endpoint: 'accounting/login-start',
      status: 400,
      target: 'operator:\ud800',
      summary: { 'key\u0000': 'value\u0000', nested: { deep: ['\udc00', 'ok'] }, error: 'validation_failed' },
    });

    const [row] = await logRows();
    expect(row).toMatchObject({
      ip: '192.0.2.1\ufffd',
      target: 'operator:\ufffd',
      summary: { 'key\ufffd': 'value\ufffd', nested: { deep: ['\ufffd', 'ok'] }, error: 'validation_failed' },
    });
  });
});
