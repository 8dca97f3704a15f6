// Signing in through a real OpenID provider (oidc-provider on 127.0.0.1): the first sign-in links
// an operator by a verified email or creates one, later ones find the account by issuer and
// subject, the groups give roles, and the session is every other session's kind.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckLogin, LoginStart, LoginUnlock } from '../../contract/sign-in.ts';
import { SessionList } from '../../contract/accounting.ts';
import { operators, sessions } from '../../server/db/schema/accounting.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { ssoIdentities } from '../../server/db/schema/sso.ts';
import { expectOk } from './accounts.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { seedCompany, seedProject } from './tenancy.ts';
import { startTestProvider, type TestProvider } from './sso-provider.ts';
import { enableDirectly, exchange, realTime, REDIRECT_URI, saveTestProvider, ssoApp, walk } from './sso-support.ts';

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

async function operatorCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(operators);
  return row?.n ?? 0;
}

describe('signing in through a provider', () => {
  it('links the installation admin by a verified email at the first sign-in, then finds them by issuer and subject', async () => {
    const { app } = ssoApp(server);
    const admin = await app.as();
    const entity = await saveTestProvider(admin, provider, { link_verified_email: true });
    await enableDirectly(server, entity.id);
    provider.accounts.set('alice-sub', { email: ADMIN.email, email_verified: true, given_name: 'Alice' });

    const browser = app.browser();
    const first = await walk(browser, entity.id, 'alice-sub');
    // PKCE S256, state and nonce went to the provider; the binding cookie is HttpOnly on a narrow path.
    const sent = new URL(first.start.headers.get('location')!);
    expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sent.searchParams.get('state')).toBeTruthy();
    expect(sent.searchParams.get('nonce')).toBeTruthy();
    expect(sent.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    const binding = first.start.setCookies.find((cookie) => cookie.name === 'bo_sso');
    expect(binding?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api/sso' });
    // The provider's answer carried the issuer (RFC 9207).
    expect(first.back.searchParams.get('iss')).toBe(provider.issuer);

    const before = await operatorCount();
    const answer = await exchange(browser, first.token);
    expectOk(answer);
    expect(answer.body).toEqual({ logged: true });
    expect((await browser.call(CheckLogin, {})).body).toMatchObject({ logged: true });
    // A session like any other: listed among the operator's sessions.
    const listed = await browser.call(SessionList, {});
    // The admin's own session from before, and this one.
    expect((listed.body as { items: unknown[] }).items).toHaveLength(2);
    expect(await operatorCount()).toBe(before);
    const [identity] = await server.db.select().from(ssoIdentities);
    expect(identity).toMatchObject({ issuer: provider.issuer, subject: 'alice-sub', email: ADMIN.email });

    // The provider changes the account's email: the account is still found by its subject.
    provider.accounts.set('alice-sub', { email: 'alice.renamed@example.org', email_verified: false });
    const other = app.browser();
    const second = await walk(other, entity.id, 'alice-sub');
    expectOk(await exchange(other, second.token));
    const [session] = await server.db.select({ operatorId: sessions.operatorId }).from(sessions).innerJoin(operators, eq(operators.id, sessions.operatorId)).where(eq(operators.email, ADMIN.email)).limit(1);
    expect(session).toBeDefined();
    expect(await server.db.select().from(ssoIdentities)).toHaveLength(1);
  });

  it('creates an operator at the first sign-in and gives the roles its groups map to', async () => {
    const { app } = ssoApp(server);
    const admin = await app.as();
    const company = await seedCompany(server, 'aurora');
    const project = await seedProject(server, company, 'prize');
    const other = await seedProject(server, company, 'other');
    const entity = await saveTestProvider(admin, provider, {
      create_operators: true,
      role_map: [
        { group: 'editors', role: 'project_editor', company, project },
        { group: 'judges', role: 'project_judge', company, project: other },
        { group: 'managers', role: 'company_manager', company },
      ],
    });
    await enableDirectly(server, entity.id);
    provider.accounts.set('bruno-sub', { email: 'Bruno@Example.org', email_verified: true, given_name: 'Bruno', family_name: 'Neri', groups: ['editors', 'judges', 'unmapped'] });

    const before = await operatorCount();
    const browser = app.browser();
    const done = await walk(browser, entity.id, 'bruno-sub');
    expectOk(await exchange(browser, done.token));
    expect(await operatorCount()).toBe(before + 1);
    const [bruno] = await server.db.select().from(operators).where(eq(operators.email, 'bruno@example.org'));
    expect(bruno).toMatchObject({ firstName: 'Bruno Neri', installationAdmin: false });
    const given = await server.db.select({ role: grants.role, projectId: grants.projectId }).from(grants).where(eq(grants.operatorId, bruno!.id));
    expect(given).toHaveLength(2);
    expect(given).toEqual(expect.arrayContaining([{ role: 'editor', projectId: project }, { role: 'judge', projectId: other }]));

    // Without groups_win the groups count at the first sign-in only.
    provider.accounts.set('bruno-sub', { email: 'bruno@example.org', email_verified: true, groups: ['managers'] });
    const again = app.browser();
    expectOk(await exchange(again, (await walk(again, entity.id, 'bruno-sub')).token));
    expect(await server.db.select().from(grants).where(eq(grants.operatorId, bruno!.id))).toHaveLength(2);
  });

  it('applies the groups at every sign-in when they win, taking back the mapped roles they no longer give', async () => {
    const { app } = ssoApp(server);
    const admin = await app.as();
    const company = await seedCompany(server, 'aurora');
    const project = await seedProject(server, company, 'prize');
    const entity = await saveTestProvider(admin, provider, {
      create_operators: true,
      groups_win: true,
      role_map: [
        { group: 'editors', role: 'project_editor', company, project },
        { group: 'admins', role: 'installation_admin' },
      ],
    });
    await enableDirectly(server, entity.id);
    provider.accounts.set('carla-sub', { email: 'carla@example.org', email_verified: true, groups: ['editors'] });
    const first = app.browser();
    expectOk(await exchange(first, (await walk(first, entity.id, 'carla-sub')).token));
    const [carla] = await server.db.select().from(operators).where(eq(operators.email, 'carla@example.org'));
    expect(await server.db.select().from(grants).where(and(eq(grants.operatorId, carla!.id), eq(grants.role, 'editor')))).toHaveLength(1);

    provider.accounts.set('carla-sub', { email: 'carla@example.org', email_verified: true, groups: ['admins'] });
    const second = app.browser();
    expectOk(await exchange(second, (await walk(second, entity.id, 'carla-sub')).token));
    expect(await server.db.select().from(grants).where(eq(grants.operatorId, carla!.id))).toHaveLength(0);
    const [after] = await server.db.select().from(operators).where(eq(operators.id, carla!.id));
    expect(after?.installationAdmin).toBe(true);
  });

  it('rotates the browser’s session: the one it held before ends', async () => {
    const { app } = ssoApp(server);
    const admin = await app.as();
    const entity = await saveTestProvider(admin, provider, { link_verified_email: true });
    await enableDirectly(server, entity.id);
    provider.accounts.set('alice-sub', { email: ADMIN.email, email_verified: true });
    const [held] = await server.db.select({ n: count() }).from(sessions);
    const done = await walk(admin, entity.id, 'alice-sub');
    expectOk(await exchange(admin, done.token));
    const [now] = await server.db.select({ n: count() }).from(sessions);
    expect(now?.n).toBe(held?.n);
  });

  it('leaves the password and PIN sign-in to the installation admin while a provider is enabled', async () => {
    const { app } = ssoApp(server);
    const entity = await saveTestProvider(await app.as(), provider, { link_verified_email: true });
    await enableDirectly(server, entity.id);
    const browser = app.browser();
    expectOk(await browser.call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }));
    await app.settle();
    expectOk(await browser.call(LoginUnlock, { Email: ADMIN.email, Pin: server.mail.pin(ADMIN.email) }));
    expect((await browser.call(CheckLogin, {})).body).toMatchObject({ logged: true });
  });
});
