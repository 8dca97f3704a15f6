import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CanAccessCompany, PasswordChange } from '../../contract/accounting.ts';
import { CheckLogin, InviteAccept, LoginStart, Logout, RecoveryComplete, RecoveryStart, SetPreferredLang } from '../../contract/sign-in.ts';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { buildCall } from '../../contract/endpoint.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { OPERATOR, addOperator, expectOk, invite, signIn, signInAsAdmin } from './accounts.ts';
import { DEFAULT_IP } from './browser.ts';
import { ADMIN, useTestServer } from './harness.ts';

const server = useTestServer();
const MUTATIONS = ENDPOINTS.filter((endpoint) => endpoint.kind === 'mutation');

async function logRows() {
  return server.db.select().from(operationsLog).orderBy(asc(operationsLog.id));
}

// A body that is not an object is refused by every call before it does anything.
const REFUSED_BODY: unknown[] = [];

describe('the operations log', () => {
  it('records each step of a sign-in with who, where, what and the outcome', async () => {
    await signInAsAdmin(server);

    const rows = await logRows();

    expect(rows.map((row) => [row.endpoint, row.status])).toEqual([
      ['accounting/login-start', 200],
      ['accounting/login-unlock', 200],
    ]);
    for (const row of rows) {
      expect(row.operatorId).toBeTruthy();
      expect(row.ip).toBe(DEFAULT_IP);
      expect(row.at.toISOString()).toBe(server.clock.now().toISOString());
    }
  });

  it('records every change of a working day, each with its outcome', async () => {
    const admin = await signInAsAdmin(server);
    expectOk(await admin.call(SetPreferredLang, { lang: 'en' }));
    const token = await invite(server, admin, OPERATOR);
    expectOk(await server.browser().call(InviteAccept, { Token: token, FirstName: OPERATOR.firstName, Password: OPERATOR.password }));
    expectOk(await admin.call(PasswordChange, { OldPassword: ADMIN.password, NewPassword: 'another-password-1' }));
    expectOk(await server.browser().call(RecoveryStart, { Email: ADMIN.email }));
    await server.settle();
    expectOk(await server.browser().call(RecoveryComplete, { Token: server.mail.token(ADMIN.email, 'recovery'), Password: 'third-password-1' }));
    expectOk(await admin.call(Logout, {}));

    expect((await logRows()).map((row) => [row.endpoint, row.status])).toEqual([
      ['accounting/login-start', 200],
      ['accounting/login-unlock', 200],
      ['accounting/operator/set-preferred-lang/:lang', 200],
      ['admin/operators/invite', 200],
      ['accounting/invite/accept', 200],
      ['accounting/password/change', 200],
      ['accounting/recovery/start', 200],
      ['accounting/recovery/complete', 200],
      ['accounting/logout', 200],
    ]);
  });

  it('records refused changes with their error code, and never the password', async () => {
    await server.browser().call(LoginStart, { Email: ADMIN.email, Password: 'a-wrong-password' });

    const [row] = await logRows();

    expect(row).toMatchObject({ endpoint: 'accounting/login-start', status: 401, operatorId: null });
    expect(row?.summary).toEqual({ Email: ADMIN.email, Password: '***', error: 'invalid_credentials' });
    expect(JSON.stringify(row)).not.toContain('a-wrong-password');
  });

  it.each(MUTATIONS.map((endpoint) => [endpoint.path, endpoint] as const))('writes a row for a refused %s', async (_path, endpoint) => {
    const admin = await signInAsAdmin(server);
    const before = (await logRows()).length;
    // Path parameters well formed, so the call is reached and refuses the body itself.
    const { path } = buildCall(endpoint.path, { lang: 'en', company: crypto.randomUUID(), project: crypto.randomUUID(), form: crypto.randomUUID(), submission: crypto.randomUUID(), session: crypto.randomUUID(), page: crypto.randomUUID(), template: crypto.randomUUID(), campaign: crypto.randomUUID() });

    const answer = await admin.post(path, REFUSED_BODY);

    const rows = (await logRows()).slice(before);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: endpoint.path, status: answer.status, summary: { error: answer.error?.code } });
  });

  it('records a refusal of access by a signed-in operator, but not the reads', async () => {
    await addOperator(server);
    const operator = await signIn(server, OPERATOR.email, OPERATOR.password);
    const before = (await logRows()).length;

    await operator.call(CheckLogin, {});
    await operator.call(CanAccessCompany, { company: 'acme' });
    await operator.post('admin/operators/invite', { Email: 'x@example.com' });

    const rows = (await logRows()).slice(before);
    expect(rows.map((row) => [row.endpoint, row.status])).toEqual([['admin/operators/invite', 403]]);
  });
});
