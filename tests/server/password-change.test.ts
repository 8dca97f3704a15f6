import { describe, expect, it } from 'vitest';
import { CanAccessCompany, PasswordChange } from '../../contract/accounting.ts';
import { CheckLogin, OperatorCurrent, SetPreferredLang } from '../../contract/sign-in.ts';
import { AdminOperatorInvite } from '../../contract/operators.ts';
import { expectOk, signIn, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { ADMIN, useTestServer } from './harness.ts';

const server = useTestServer();
const NEW_PASSWORD = 'a-brand-new-password';

async function canSignIn(password: string): Promise<boolean> {
  const answer = await server.browser().post('accounting/login-start', { Email: ADMIN.email, Password: password });
  return answer.status === 200;
}

async function signInWithGeneratedPassword(): Promise<Browser> {
  const generated = await server.resetWithGeneratedAdminPassword();
  return signIn(server, ADMIN.email, generated);
}

describe('the forced password change of a generated admin password', () => {
  it('flags mustchange at checklogin', async () => {
    const admin = await signInWithGeneratedPassword();

    expect((await admin.call(CheckLogin, {})).body).toEqual({ logged: true, mustchange: true });
  });

  it('answers 403 password_change_required to the other signed-in calls', async () => {
    const admin = await signInWithGeneratedPassword();

    const answers = await Promise.all([
      admin.call(CanAccessCompany, { company: 'acme' }),
      admin.call(AdminOperatorInvite, { Email: 'someone@example.com', InstallationAdmin: false }),
    ]);

    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.error?.code).toBe('password_change_required');
    }
  });

  it('still answers the calls the password page needs', async () => {
    const admin = await signInWithGeneratedPassword();

    expect((await admin.call(OperatorCurrent, {})).status).toBe(200);
    expect((await admin.call(SetPreferredLang, { lang: 'en' })).status).toBe(200);
  });

  it('takes a new password without OldPassword and clears the flag', async () => {
    const admin = await signInWithGeneratedPassword();

    expectOk(await admin.call(PasswordChange, { NewPassword: NEW_PASSWORD }));

    expect((await admin.call(CheckLogin, {})).body).toEqual({ logged: true, mustchange: false });
    expect((await admin.call(CanAccessCompany, { company: 'acme' })).status).toBe(200);
    expect(await canSignIn(NEW_PASSWORD)).toBe(true);
  });
});

describe('changing the password', () => {
  it('needs the current password', async () => {
    const admin = await signInAsAdmin(server);

    const missing = await admin.call(PasswordChange, { NewPassword: NEW_PASSWORD });
    const wrong = await admin.call(PasswordChange, { OldPassword: 'not-the-password', NewPassword: NEW_PASSWORD });

    expect(missing.status).toBe(400);
    expect(missing.error?.fields).toEqual({ OldPassword: 'Il campo Password attuale è obbligatorio' });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.code).toBe('wrong_password');
    expect(await canSignIn(ADMIN.password)).toBe(true);
  });

  it('with the right current password, replaces it', async () => {
    const admin = await signInAsAdmin(server);

    expectOk(await admin.call(PasswordChange, { OldPassword: ADMIN.password, NewPassword: NEW_PASSWORD }));

    expect(await canSignIn(NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(ADMIN.password)).toBe(false);
  });

  it('signs out the other browsers but keeps this one', async () => {
    const other = await signInAsAdmin(server);
    const admin = await signInAsAdmin(server);

    expectOk(await admin.call(PasswordChange, { OldPassword: ADMIN.password, NewPassword: NEW_PASSWORD }));

    expect((await admin.call(CheckLogin, {})).body.logged).toBe(true);
    expect((await other.call(CheckLogin, {})).body.logged).toBe(false);
  });

  it('refuses the same password again', async () => {
    const admin = await signInAsAdmin(server);
    expectOk(await admin.call(SetPreferredLang, { lang: 'en' }));

    const answer = await admin.call(PasswordChange, { OldPassword: ADMIN.password, NewPassword: ADMIN.password });

    expect(answer.status).toBe(400);
    expect(answer.error?.fields).toEqual({ NewPassword: 'The new password must differ from the current one' });
  });

  it('holds the new password to 10 characters, in English', async () => {
    const admin = await signInAsAdmin(server);
    expectOk(await admin.call(SetPreferredLang, { lang: 'en' }));

    const answer = await admin.call(PasswordChange, { OldPassword: ADMIN.password, NewPassword: 'short-pw' });

    expect(answer.status).toBe(400);
    expect(answer.error?.fields).toEqual({ NewPassword: 'New password field must be at least 10 characters long' });
  });

  it('holds the new password to 10 characters, in Italian', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await admin.call(PasswordChange, { OldPassword: ADMIN.password, NewPassword: '123456789' });

    expect(answer.status).toBe(400);
    expect(answer.error?.fields).toEqual({ NewPassword: 'Il campo Nuova password deve contenere almeno 10 caratteri' });
  });

  it('takes a password of exactly 10 characters', async () => {
    const admin = await signInAsAdmin(server);

    expectOk(await admin.call(PasswordChange, { OldPassword: ADMIN.password, NewPassword: '0123456789' }));
  });

  it('answers 401 when signed out', async () => {
    const answer = await server.browser().call(PasswordChange, { OldPassword: ADMIN.password, NewPassword: NEW_PASSWORD });

    expect(answer.status).toBe(401);
  });
});
