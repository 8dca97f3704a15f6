import { describe, expect, it } from 'vitest';
import { CheckLogin, LoginStart, RecoveryComplete, RecoveryStart } from '../../contract/sign-in.ts';
import { OPERATOR, addOperator, expectOk, signInAsAdmin } from './accounts.ts';
import { BASE_URL } from './browser.ts';
import { HOUR, SECOND } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';

const server = useTestServer();
const NEW_PASSWORD = 'recovered-password-1';

async function requestRecovery(email: string = ADMIN.email) {
  const answer = await server.browser().call(RecoveryStart, { Email: email });
  await server.settle();
  return answer;
}

async function recoveryToken(email: string = ADMIN.email): Promise<string> {
  expectOk(await requestRecovery(email));
  return server.mail.token(email, 'recovery');
}

function complete(token: string, password = NEW_PASSWORD) {
  return server.browser().call(RecoveryComplete, { Token: token, Password: password });
}

async function canSignIn(password: string): Promise<boolean> {
  return (await server.browser().call(LoginStart, { Email: ADMIN.email, Password: password })).status === 200;
}

describe('password recovery', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await requestRecovery(ADMIN.email);
    const unknown = await requestRecovery('nobody@example.com');

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(server.mail.to('nobody@example.com')).toHaveLength(0);
    expect(server.mail.to(ADMIN.email)).toHaveLength(1);
  });

  it("mails a /app/out/recovery/{token} link in the operator's language", async () => {
    await addOperator(server, { ...OPERATOR, lang: 'es' });

    await requestRecovery(OPERATOR.email);

    const mail = server.mail.last(OPERATOR.email);
    expect(mail.subject).toBe('Elige una nueva contraseña · Back office');
    expect(mail.text).toMatch(new RegExp(`^${BASE_URL}/app/out/recovery/[A-Za-z0-9_-]{40,}$`, 'm'));
    expect(mail.html).toContain(`${BASE_URL}/app/out/recovery/${server.mail.token(OPERATOR.email, 'recovery')}`);
  });

  it('sets the new password with the link', async () => {
    const token = await recoveryToken();

    expectOk(await complete(token));

    expect(await canSignIn(NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(ADMIN.password)).toBe(false);
  });

  it('works once', async () => {
    const token = await recoveryToken();
    expectOk(await complete(token));

    const again = await complete(token, 'yet-another-password');

    expect(again.status).toBe(400);
    expect(again.error?.code).toBe('invalid_token');
    expect(await canSignIn(NEW_PASSWORD)).toBe(true);
  });

  it('does not work after 1 hour', async () => {
    const token = await recoveryToken();
    server.clock.advance(HOUR);

    const answer = await complete(token);

    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('invalid_token');
    expect(await canSignIn(ADMIN.password)).toBe(true);
  });

  it('still works a second before the hour ends', async () => {
    const token = await recoveryToken();
    server.clock.advance(HOUR - SECOND);

    expectOk(await complete(token));
  });

  it('ends every session of the operator', async () => {
    const admin = await signInAsAdmin(server);
    const token = await recoveryToken();

    expectOk(await complete(token));

    expect((await admin.call(CheckLogin, {})).body.logged).toBe(false);
  });

  it('only the newest link works', async () => {
    const first = await recoveryToken();
    const second = await recoveryToken();

    expect((await complete(first)).error?.code).toBe('invalid_token');
    expectOk(await complete(second));
  });

  it('refuses an unknown token', async () => {
    const answer = await complete('made-up-token');

    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('invalid_token');
  });

  it('holds the new password to the policy', async () => {
    const token = await recoveryToken();

    const answer = await complete(token, 'too-short');

    expect(answer.status).toBe(400);
    expect(answer.error?.fields).toEqual({ Password: 'Il campo Password deve contenere almeno 10 caratteri' });
    expectOk(await complete(token));
  });
});
