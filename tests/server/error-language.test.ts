import { describe, expect, it } from 'vitest';
import { SetPreferredLang } from '../../contract/sign-in.ts';
import { ERRORS } from '../../contract/endpoints.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

// A PIN of letters breaks the PIN rule; a missing Email breaks the required rule.
const BAD_UNLOCK = { Pin: 'abcdef' };

async function badUnlock(browser: Browser) {
  const answer = await browser.post('accounting/login-unlock', BAD_UNLOCK);
  expect(answer.status).toBe(400);
  return answer.error;
}

describe('error messages in the caller language', () => {
  it('are Italian by default (spec: default language it)', async () => {
    expect(await badUnlock(server.browser())).toEqual({
      code: 'validation_failed',
      message: ERRORS.validation_failed.it,
      fields: { Email: 'Il campo Email è obbligatorio', Pin: 'Il campo PIN non è valido' },
    });
  });

  it('follow the AppLanguage cookie', async () => {
    const browser = server.browser();
    browser.setCookie('AppLanguage', 'en');

    expect(await badUnlock(browser)).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not valid.',
      fields: { Email: 'Email field is required', Pin: 'PIN field is not valid' },
    });
  });

  it('follow Accept-Language when there is no cookie', async () => {
    const browser = server.browser({ headers: { 'accept-language': 'de-DE,de;q=0.9,es;q=0.8' } });

    expect(await badUnlock(browser)).toEqual({
      code: 'validation_failed',
      message: ERRORS.validation_failed.es,
      fields: { Email: 'El campo Correo electrónico es obligatorio', Pin: 'El campo PIN no es válido' },
    });
  });

  it('prefer the AppLanguage cookie over Accept-Language', async () => {
    const browser = server.browser({ headers: { 'accept-language': 'es' } });
    browser.setCookie('AppLanguage', 'pt');

    expect((await badUnlock(browser))?.fields?.Email).toBe('O campo E-mail é obrigatório');
  });

  it("follow the signed-in operator's preferred language over the cookie", async () => {
    const admin = await signInAsAdmin(server);
    admin.setCookie('AppLanguage', 'it');
    expectOk(await admin.call(SetPreferredLang, { lang: 'fr' }));

    const answer = await admin.post('accounting/operator/set-preferred-lang/de');

    expect(answer.status).toBe(400);
    expect(answer.error).toEqual({
      code: 'validation_failed',
      message: ERRORS.validation_failed.fr,
      fields: { lang: "Le champ Langue n'est pas valide" },
    });
  });

  it('name the error of a refusal in the same language as its fields', async () => {
    const browser = server.browser();
    browser.setCookie('AppLanguage', 'en');

    const answer = await browser.post('accounting/login-start', { Email: 'nobody@example.com', Password: 'whatever-it-is' });

    expect(answer.status).toBe(401);
    expect(answer.error).toEqual({ code: 'invalid_credentials', message: 'Email or password is wrong.' });
  });
});
