import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { InviteAccept, InviteCheck } from '../../contract/sign-in.ts';
import { AdminOperatorInvite } from '../../contract/operators.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { OPERATOR, addOperator, expectOk, invite, signIn, signInAsAdmin, type Person } from './accounts.ts';
import { BASE_URL } from './browser.ts';
import { DAY, SECOND } from './clock.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();
const NEWCOMER: Person = { email: 'nina@example.com', firstName: 'Nina', password: 'nina-password-1', lang: 'pt' };

async function inviteNewcomer(person: Person = NEWCOMER): Promise<string> {
  return invite(server, await signInAsAdmin(server), person);
}

function accept(token: string, fields: { FirstName?: string; Password: string }) {
  return server.browser().call(InviteAccept, { Token: token, ...fields });
}

async function operatorRow(email: string) {
  const [row] = await server.db.select().from(operators).where(eq(operators.email, email));
  return row;
}

describe('inviting an operator', () => {
  it("mails a /app/out/invite/{token} link in the invitee's language, naming the inviter", async () => {
    const token = await inviteNewcomer();

    const mail = server.mail.last(NEWCOMER.email);
    expect(mail.subject).toBe('Você foi convidado para o back office · Back office');
    expect(mail.text).toContain('Admin convidou você');
    expect(mail.text).toContain(`${BASE_URL}/app/out/invite/${token}`);
  });

  it('is for installation admins only', async () => {
    await addOperator(server);
    const operator = await signIn(server, OPERATOR.email, OPERATOR.password);

    const asOperator = await operator.call(AdminOperatorInvite, { Email: NEWCOMER.email, InstallationAdmin: false });
    const signedOut = await server.browser().call(AdminOperatorInvite, { Email: NEWCOMER.email, InstallationAdmin: false });

    expect(asOperator.status).toBe(403);
    expect(asOperator.error?.code).toBe('forbidden');
    expect(signedOut.status).toBe(401);
    expect(server.mail.to(NEWCOMER.email)).toHaveLength(0);
  });

  it('tells the link page the address and that nobody has it yet', async () => {
    const token = await inviteNewcomer();

    const answer = await server.browser().call(InviteCheck, { Token: token });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Success: true, Email: NEWCOMER.email, Existing: false });
  });

  it('tells the link page when the address belongs to an operator already', async () => {
    await addOperator(server);
    const token = await inviteNewcomer(OPERATOR);

    expect((await server.browser().call(InviteCheck, { Token: token })).body).toEqual({
      Success: true,
      Email: OPERATOR.email,
      Existing: true,
    });
  });

  it('refuses an unknown link at check', async () => {
    const answer = await server.browser().call(InviteCheck, { Token: 'no-such-invite' });

    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('invalid_token');
  });
});

describe('accepting an invite', () => {
  it('creates the operator with the first name, password and language, and they can sign in', async () => {
    const token = await inviteNewcomer();

    expectOk(await accept(token, { FirstName: NEWCOMER.firstName, Password: NEWCOMER.password }));

    expect(await operatorRow(NEWCOMER.email)).toMatchObject({
      firstName: NEWCOMER.firstName,
      preferredLang: 'pt',
      installationAdmin: false,
      mustChange: false,
    });
    expect((await operatorRow(NEWCOMER.email))?.passwordHash).toMatch(/^\$argon2id\$/);
    await signIn(server, NEWCOMER.email, NEWCOMER.password);
  });

  it('gives the installation admin flag when the invite says so', async () => {
    const token = await inviteNewcomer({ ...NEWCOMER, installationAdmin: true });

    expectOk(await accept(token, { FirstName: NEWCOMER.firstName, Password: NEWCOMER.password }));

    expect((await operatorRow(NEWCOMER.email))?.installationAdmin).toBe(true);
  });

  it('works once', async () => {
    const token = await inviteNewcomer();
    expectOk(await accept(token, { FirstName: NEWCOMER.firstName, Password: NEWCOMER.password }));

    const again = await accept(token, { FirstName: 'Mallory', Password: 'mallory-password' });

    expect(again.status).toBe(400);
    expect(again.error?.code).toBe('invalid_token');
    expect((await server.browser().call(InviteCheck, { Token: token })).status).toBe(400);
    expect((await operatorRow(NEWCOMER.email))?.firstName).toBe(NEWCOMER.firstName);
  });

  it('does not work after 7 days', async () => {
    const token = await inviteNewcomer();
    server.clock.advance(7 * DAY);

    const answer = await accept(token, { FirstName: NEWCOMER.firstName, Password: NEWCOMER.password });

    expect(answer.error?.code).toBe('invalid_token');
    expect(await operatorRow(NEWCOMER.email)).toBeUndefined();
  });

  it('still works a second before the 7 days end', async () => {
    const token = await inviteNewcomer();
    server.clock.advance(7 * DAY - SECOND);

    expectOk(await accept(token, { FirstName: NEWCOMER.firstName, Password: NEWCOMER.password }));
  });

  it('asks a new operator for a first name and a policy-abiding password', async () => {
    const token = await inviteNewcomer();

    const noName = await accept(token, { Password: NEWCOMER.password });
    const shortPassword = await accept(token, { FirstName: NEWCOMER.firstName, Password: 'short' });

    expect(noName.error?.fields).toEqual({ FirstName: 'Il campo Nome è obbligatorio' });
    expect(shortPassword.error?.fields).toEqual({ Password: 'Il campo Password deve contenere almeno 10 caratteri' });
    expect(await operatorRow(NEWCOMER.email)).toBeUndefined();
  });

  it('asks an existing operator for their own password before granting', async () => {
    await addOperator(server);
    const token = await inviteNewcomer({ ...OPERATOR, installationAdmin: true });

    const wrong = await accept(token, { Password: 'not-olivias-password' });
    expect(wrong.error?.code).toBe('wrong_password');
    expect((await operatorRow(OPERATOR.email))?.installationAdmin).toBe(false);

    expectOk(await accept(token, { Password: OPERATOR.password }));
    expect((await operatorRow(OPERATOR.email))?.installationAdmin).toBe(true);
  });

  it("mails an existing operator in their own language, whatever the invite's Lang", async () => {
    await addOperator(server);
    await inviteNewcomer({ ...OPERATOR, lang: 'fr' });

    expect(server.mail.last(OPERATOR.email).subject).toBe('You are invited to the back office · Back office');
  });
});
