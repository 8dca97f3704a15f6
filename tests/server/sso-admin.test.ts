// The providers' calls and the admin's test: discovery before a save, enabling only after a test
// passed since the last change, a test that reports what a sign-in would do and creates no session
// and no operator, its routes for installation admins only, and the client secret never in clear
// in an answer, a log line or a table.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LogList } from '../../contract/installation.ts';
import { SsoProvidersPublic, ssoStartPath, type SsoReport } from '../../contract/sso-sign-in.ts';
import { SsoProvidersDelete, SsoProvidersList, SsoProvidersSave } from '../../contract/sso.ts';
import { SSO_PROVIDERS_PATH } from '../../contract/sso-start.ts';
import { operators, sessions } from '../../server/db/schema/accounting.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { ssoIdentities, ssoProviders } from '../../server/db/schema/sso.ts';
import { queryRows } from './test-database.ts';
import { expectOk, OPERATOR } from './accounts.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { seedCompany, seedOperator, seedProject } from './tenancy.ts';
import { CLIENT, startTestProvider, type TestProvider } from './sso-provider.ts';
import { exchange, realTime, REDIRECT_URI, saveTestProvider, ssoApp, walk } from './sso-support.ts';

const server = useTestServer();
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider([REDIRECT_URI]);
});
afterAll(() => provider.close());
beforeEach(() => {
  realTime(server);
  provider.accounts.clear();
});

async function counts() {
  const [s] = await server.db.select({ n: count() }).from(sessions);
  const [o] = await server.db.select({ n: count() }).from(operators);
  const [i] = await server.db.select({ n: count() }).from(ssoIdentities);
  const [g] = await server.db.select({ n: count() }).from(grants);
  return { sessions: s?.n, operators: o?.n, identities: i?.n, grants: g?.n };
}

describe('the providers’ calls', () => {
  it('has the sign-in page ask the enabled providers at the path the contract declares', () => {
    expect(SsoProvidersPublic.path).toBe(SSO_PROVIDERS_PATH);
  });

  it('refuses a provider whose issuer cannot be discovered, on its field', async () => {
    const { app } = ssoApp(server);
    const admin = await app.as();
    const answer = await admin.call(SsoProvidersSave, { name: 'Nowhere', issuer: 'http://127.0.0.1:9', client_id: 'x', client_secret: 'y' } as never);
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('sso_discovery_failed');
    expect(answer.error?.fields?.issuer).toBeTruthy();
    const plain = await admin.call(SsoProvidersSave, { name: 'Plain', issuer: 'http://idp.example.org', client_id: 'x', client_secret: 'y' } as never);
    expect(plain.status).toBe(400);
    expect(plain.error?.fields?.issuer).toBeTruthy();
    expect(await server.db.select().from(ssoProviders)).toHaveLength(0);
  });

  it('needs a secret for a new provider, and keeps the stored one when a save leaves it out', async () => {
    const { app } = ssoApp(server);
    const admin = await app.as();
    const missing = await admin.call(SsoProvidersSave, { name: 'Campus', issuer: provider.issuer, client_id: CLIENT.id } as never);
    expect(missing.status).toBe(400);
    expect(missing.error?.fields?.client_secret).toBeTruthy();
    const entity = await saveTestProvider(admin, provider);
    const [stored] = await server.db.select().from(ssoProviders);
    const renamed = await admin.call(SsoProvidersSave, { id: entity.id, version: entity.version, name: 'Campus renamed', issuer: provider.issuer, client_id: CLIENT.id } as never);
    expectOk(renamed);
    const [after] = await server.db.select().from(ssoProviders);
    expect(after?.clientSecretSealed).toBe(stored?.clientSecretSealed);
    const stale = await admin.call(SsoProvidersSave, { id: entity.id, version: entity.version, name: 'Stale', issuer: provider.issuer, client_id: CLIENT.id } as never);
    expect(stale.status).toBe(409);
  });

  it('enables a provider only after a test passed since its last change; the sign-in page lists enabled ones only', async () => {
    const { app } = ssoApp(server);
    const admin = await app.as();
    provider.accounts.set('alice-sub', { email: ADMIN.email, email_verified: true });
    let entity = await saveTestProvider(admin, provider, { link_verified_email: true });
    const refused = await admin.call(SsoProvidersSave, { ...editable(entity), enabled: true } as never);
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('sso_not_tested');
    expect(refused.error?.fields?.enabled).toBeTruthy();
    expect((await app.browser().call(SsoProvidersPublic, {})).body).toEqual({ items: [] });

    const test = await walk(admin, entity.id, 'alice-sub', { test: true });
    const report = (await exchange(admin, test.token)).body as { test: SsoReport };
    expect(report.test.passed).toBe(true);
    entity = ((await admin.call(SsoProvidersList, {})).body as { items: (typeof entity)[] }).items[0]!;
    expect(entity.test_passed).toBe(true);
    const enabled = await admin.call(SsoProvidersSave, { ...editable(entity), enabled: true } as never);
    expectOk(enabled);
    expect((await app.browser().call(SsoProvidersPublic, {})).body).toEqual({ items: [{ id: entity.id, name: 'Campus login' }] });

    // A change of what a sign-in does asks for a new test.
    entity = (enabled.body as { entity: typeof entity }).entity;
    const changed = await admin.call(SsoProvidersSave, { ...editable(entity), scopes: 'openid email', enabled: true } as never);
    expect(changed.error?.code).toBe('sso_not_tested');
    const disabled = await admin.call(SsoProvidersSave, { ...editable(entity), scopes: 'openid email', enabled: false } as never);
    expectOk(disabled);
    expect((disabled.body as { entity: typeof entity }).entity.test_passed).toBe(false);
  });

  it('deletes a provider; its linked operators keep their accounts', async () => {
    const { app } = ssoApp(server);
    const admin = await app.as();
    const entity = await saveTestProvider(admin, provider);
    expectOk(await admin.call(SsoProvidersDelete, { id: entity.id }));
    expect(await server.db.select().from(ssoProviders)).toHaveLength(0);
    expect((await admin.call(SsoProvidersDelete, { id: entity.id })).status).toBe(404);
  });
});

describe('the admin’s test', () => {
  it('reports what a sign-in would do and creates 0 sessions, 0 operators, 0 links and 0 roles', async () => {
    const { app } = ssoApp(server);
    const admin = await app.as();
    const company = await seedCompany(server, 'aurora');
    const project = await seedProject(server, company, 'prize');
    provider.accounts.set('dora-sub', { email: 'dora.rossi@example.org', email_verified: true, given_name: 'Dora', family_name: 'Rossi', groups: ['editors', 'staff'] });
    const entity = await saveTestProvider(admin, provider, { create_operators: true, role_map: [{ group: 'editors', role: 'project_editor', company, project }] });
    const before = await counts();

    const test = await walk(admin, entity.id, 'dora-sub', { test: true });
    const answer = await exchange(admin, test.token);
    expectOk(answer);
    const report = (answer.body as { test: SsoReport }).test;
    expect(report).toMatchObject({
      passed: true,
      refusal: null,
      discovery: { issuer: provider.issuer, pkce_s256: true, iss_parameter: true },
      claims: { subject: 'dora-sub', email: 'd***i@example.org', email_verified: true, given_name: 'Dora', family_name: 'Rossi', groups: ['editors', 'staff'] },
      operator: { outcome: 'created', reason: 'created', email: 'd***i@example.org' },
      roles: [{ group: 'editors', role: 'project_editor', company, project }],
      groups_applied: true,
      clock_tolerance_seconds: 30,
    });
    expect(Math.abs(report.clock_difference_seconds!)).toBeLessThanOrEqual(2);
    expect(report.checks.every((check) => check.ok)).toBe(true);
    expect(report.checks.map((check) => check.check)).toEqual(expect.arrayContaining(['discovery', 'pkce_s256', 'iss_parameter', 'state', 'nonce', 'clock', 'operator']));
    expect(await counts()).toEqual(before);
  });

  it('tells why a sign-in would be refused, in the reader’s language, and does not count as passed', async () => {
    const { app } = ssoApp(server);
    const admin = await app.as();
    provider.accounts.set('alice-sub', { email: ADMIN.email, email_verified: false });
    const entity = await saveTestProvider(admin, provider, { link_verified_email: true });
    const test = await walk(admin, entity.id, 'alice-sub', { test: true });
    const report = ((await exchange(admin, test.token)).body as { test: SsoReport }).test;
    expect(report).toMatchObject({ passed: false, refusal: 'sso_email_unverified', operator: { outcome: 'refused', reason: 'sso_email_unverified', email: 'a***n@example.com' } });
    expect(report.refusal_text).toContain('verificat');
    expect(report.checks.at(-1)).toEqual({ check: 'operator', ok: false });
    const [row] = await server.db.select().from(ssoProviders).where(eq(ssoProviders.id, entity.id));
    expect(row?.testedAt).toBeNull();
  });

  it('is refused to anyone but an installation admin, and its report only to the admin who started it', async () => {
    const { app } = ssoApp(server);
    const admin = await app.as();
    const entity = await saveTestProvider(admin, provider);
    expect((await app.browser().fetch(ssoStartPath(entity.id, true))).status).toBe(401);
    await seedOperator(server, OPERATOR);
    const operator = await app.as(OPERATOR.email);
    expect((await operator.fetch(ssoStartPath(entity.id, true))).status).toBe(403);

    provider.accounts.set('alice-sub', { email: ADMIN.email, email_verified: true });
    const test = await walk(admin, entity.id, 'alice-sub', { test: true });
    // The same browser signed out of the admin's session: the report is not given.
    const cookie = admin.cookie('bo_sso')!;
    const signedOut = app.browser();
    signedOut.setCookie('bo_sso', cookie, '/api/sso');
    const refused = await exchange(signedOut, test.token);
    expect(refused.error?.code).toBe('sso_result_invalid');
  });
});

describe('the client secret', () => {
  it('is absent from every answer, log line and table in clear, and the changes and tests are in the operations’ log', async () => {
    const { app, lines } = ssoApp(server);
    const admin = await app.as();
    provider.accounts.set('alice-sub', { email: ADMIN.email, email_verified: true });
    const answers: unknown[] = [];
    const save = await admin.call(SsoProvidersSave, { name: 'Campus login', issuer: provider.issuer, client_id: CLIENT.id, client_secret: CLIENT.secret, link_verified_email: true } as never);
    answers.push(save.body);
    const entity = (save.body as { entity: { id: string; version: number } }).entity;
    answers.push((await admin.call(SsoProvidersList, {})).body);
    const test = await walk(admin, entity.id, 'alice-sub', { test: true });
    answers.push((await exchange(admin, test.token)).body);
    const renamed = await admin.call(SsoProvidersSave, { id: entity.id, name: 'Campus', issuer: provider.issuer, client_id: CLIENT.id, client_secret: `${CLIENT.secret}-new` } as never);
    answers.push(renamed.body);
    answers.push((await admin.call(LogList, {})).body);
    answers.push((await app.browser().call(SsoProvidersPublic, {})).body);

    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(CLIENT.secret);
    for (const line of lines) expect(line).not.toContain(CLIENT.secret);
    const tables = await queryRows<{ tablename: string }>(server.db, sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
    for (const { tablename } of tables) {
      const rows = await queryRows<Record<string, unknown>>(server.db, sql.raw(`SELECT * FROM "${tablename}"`));
      expect(JSON.stringify(rows), tablename).not.toContain(CLIENT.secret);
    }

    const log = (await admin.call(LogList, {})).body as { items: Array<{ endpoint: string; sentence: string; summary: Record<string, unknown> }> };
    const sso = log.items.filter((row) => row.endpoint.includes('sso'));
    expect(sso.map((row) => row.endpoint)).toEqual(['admin/installation/sso/save', 'sso/result', 'admin/installation/sso/save']);
    expect(sso[0]!.summary).toMatchObject({ name: 'Campus', secret_changed: true });
    expect(sso[1]!.summary).toMatchObject({ test: true, passed: true });
    expect(sso.map((row) => row.sentence)).toEqual([expect.stringContaining('provider'), expect.stringContaining('test'), expect.stringContaining('provider')]);
  });
});

function editable(entity: { id: string; version: number; name: string; issuer: string; client_id: string; scopes: string; claims: unknown; role_map: unknown; link_verified_email: boolean; create_operators: boolean; groups_win: boolean }) {
  const { id, version, name, issuer, client_id, scopes, claims, role_map, link_verified_email, create_operators, groups_win } = entity;
  return { id, version, name, issuer, client_id, scopes, claims, role_map, link_verified_email, create_operators, groups_win };
}
