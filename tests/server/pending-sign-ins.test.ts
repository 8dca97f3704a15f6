import { describe, expect, it } from 'vitest';
import { PasswordChange } from '../../contract/accounting.ts';
import { CheckLogin, LoginStart, LoginUnlock, RecoveryComplete, RecoveryStart } from '../../contract/sign-in.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { ADMIN, useTestServer } from './harness.ts';

const server = useTestServer();

/** A sign-in begun with the current password: the PIN is mailed, not yet typed. */
async function begunSignIn(): Promise<{ browser: Browser; pin: string }> {
  const browser = server.browser({ ip: '203.0.113.40' });
  expectOk(await browser.call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }));
  return { browser, pin: server.mail.pin(ADMIN.email) };
}

async function expectEnded(begun: { browser: Browser; pin: string }): Promise<void> {
  const answer = await begun.browser.call(LoginUnlock, { Email: ADMIN.email, Pin: begun.pin });
  expect(answer.status).toBe(401);
  expect(answer.error?.code).toBe('pin_expired');
  expect((await begun.browser.call(CheckLogin, {})).body.logged).toBe(false);
}

describe('a sign-in begun with the old password', () => {
  it('ends when the operator changes the password', async () => {
    const admin = await signInAsAdmin(server);
    const begun = await begunSignIn();

    expectOk(await admin.call(PasswordChange, { OldPassword: ADMIN.password, NewPassword: 'a-new-password-1' }));

    await expectEnded(begun);
  });

  it('ends when the password is recovered', async () => {
    const begun = await begunSignIn();
    expectOk(await server.browser().call(RecoveryStart, { Email: ADMIN.email }));
    await server.settle();

    expectOk(await server.browser().call(RecoveryComplete, { Token: server.mail.token(ADMIN.email, 'recovery'), Password: 'a-new-password-1' }));

    await expectEnded(begun);
  });
});
