import { describe, expect, it } from 'vitest';
import { CanAccessCompany, CanEditProject, CanManageCompany, IsFormAssistant } from '../../contract/accounting.ts';
import { OperatorCurrent, SetPreferredLang } from '../../contract/sign-in.ts';
import { buildCall } from '../../contract/endpoint.ts';
import { LANGUAGES } from '../../contract/languages.ts';
import { OPERATOR, addOperator, expectOk, signIn, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { seedCompany, seedProject } from './tenancy.ts';
import { seedForm } from './forms-fixtures.ts';

const server = useTestServer();

const REFS = { company: 'acme', project: 'prize-2030', form: 'entry' };
const PERMISSION_CHECKS = [CanAccessCompany, CanManageCompany, CanEditProject, IsFormAssistant].map((endpoint) => ({
  name: endpoint.path.split('/')[2]!,
  endpoint,
  path: buildCall(endpoint.path, REFS).path,
}));

async function current(browser: Browser) {
  const answer = await browser.call(OperatorCurrent, {});
  expect(answer.status).toBe(200);
  return answer.body.entity;
}

describe('operator/current', () => {
  it('answers the signed-in operator in the entity wrapper', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await admin.call(OperatorCurrent, {});

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      entity: { first_name: ADMIN.firstName, installation_admin: true, preferred_lang: 'it', email: ADMIN.email },
    });
  });

  it('answers an invited operator with their name, language and no admin flag', async () => {
    await addOperator(server);

    expect(await current(await signIn(server, OPERATOR.email, OPERATOR.password))).toEqual({
      first_name: OPERATOR.firstName,
      installation_admin: false,
      preferred_lang: OPERATOR.lang,
      email: OPERATOR.email,
    });
  });

  it('answers 401 not_signed_in when signed out', async () => {
    const answer = await server.browser().call(OperatorCurrent, {});

    expect(answer.status).toBe(401);
    expect(answer.error?.code).toBe('not_signed_in');
  });
});

describe('operator/set-preferred-lang/{lang}', () => {
  it.each(LANGUAGES)('saves %s as the preferred language', async (lang) => {
    const admin = await signInAsAdmin(server);

    expectOk(await admin.call(SetPreferredLang, { lang }));

    expect((await current(admin)).preferred_lang).toBe(lang);
  });

  it.each(['de', 'EN', 'english', 'e'])('answers 400 to %s and keeps the language', async (lang) => {
    const admin = await signInAsAdmin(server);

    const answer = await admin.post(`accounting/operator/set-preferred-lang/${lang}`);

    expect(answer.status).toBe(400);
    expect(Object.keys(answer.error?.fields ?? {})).toEqual(['lang']);
    expect((await current(admin)).preferred_lang).toBe('it');
  });

  it('answers 401 when signed out', async () => {
    const answer = await server.browser().call(SetPreferredLang, { lang: 'en' });

    expect(answer.status).toBe(401);
  });
});

describe('the permission checks', () => {
  it.each(PERMISSION_CHECKS)('$name answers Success true for an installation admin, about records that exist', async ({ endpoint }) => {
    const admin = await signInAsAdmin(server);
    const company = await seedCompany(server, 'acme');
    const project = await seedProject(server, company, 'prize-2030');
    const form = await seedForm(server, company, project, 'entry');

    const existing = await admin.post(buildCall(endpoint.path, { ...REFS, company, project, form }).path);
    const missing = await admin.post(buildCall(endpoint.path, REFS).path);

    expect(existing.status).toBe(200);
    expect(existing.body).toEqual({ Success: true });
    expect(missing.body).toEqual({ Success: false });
  });

  it.each(PERMISSION_CHECKS)('$name answers Success false for a plain operator', async ({ path }) => {
    await addOperator(server);
    const operator = await signIn(server, OPERATOR.email, OPERATOR.password);

    const answer = await operator.post(path);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Success: false });
  });

  it.each(PERMISSION_CHECKS)('$name answers 401 when signed out', async ({ path }) => {
    const answer = await server.browser().post(path);

    expect(answer.status).toBe(401);
    expect(answer.error?.code).toBe('not_signed_in');
  });
});
