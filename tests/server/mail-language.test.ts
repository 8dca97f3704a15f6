import { describe, expect, it } from 'vitest';
import { AdminOperatorInvite, CompanyOperatorInvite, CompanyOperatorResendInvite } from '../../contract/operators.ts';
import { LoginStart, RecoveryStart, SetPreferredLang } from '../../contract/sign-in.ts';
import { OPERATOR, addOperator, expectOk, signIn, signInAsAdmin, type Person } from './accounts.ts';
import { BASE_URL, type BrowserOptions } from './browser.ts';
import { useTestServer } from './harness.ts';
import { person, seedCompany, signInWithRole } from './tenancy.ts';

const server = useTestServer();

// A browser that asks for anything but the operator's language, by cookie and by header.
const ENGLISH_BROWSER: BrowserOptions = { headers: { 'Accept-Language': 'en-GB,en;q=0.9', Cookie: 'AppLanguage=en' } };
const PORTUGUESE: Person = { ...OPERATOR, lang: 'pt' };

function inviteLink(email: string): string {
  const link = /https?:\/\/\S+\/app\/out\/invite\/\S+/.exec(server.mail.last(email).text)?.[0];
  if (!link) throw new Error(`No invite link mailed to ${email}`);
  return link;
}

describe("mails to an operator go in the operator's preferred language, whatever the browser asks", () => {
  it('the PIN', async () => {
    await addOperator(server, PORTUGUESE);

    expectOk(await server.browser(ENGLISH_BROWSER).call(LoginStart, { Email: OPERATOR.email, Password: OPERATOR.password }));

    expect(server.mail.last(OPERATOR.email).subject).toBe('Seu PIN de acesso · Back office');
  });

  it('the recovery link', async () => {
    await addOperator(server, PORTUGUESE);

    expectOk(await server.browser(ENGLISH_BROWSER).call(RecoveryStart, { Email: OPERATOR.email }));
    await server.settle();

    expect(server.mail.last(OPERATOR.email).subject).toBe('Escolha uma nova senha · Back office');
  });

  it('the notice of failed sign-ins', async () => {
    await addOperator(server, PORTUGUESE);

    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      for (let i = 0; i < 5; i++) {
        await server.browser({ ...ENGLISH_BROWSER, ip }).call(LoginStart, { Email: OPERATOR.email, Password: 'not-the-password' });
      }
    }
    await server.settle();

    expect(server.mail.last(OPERATOR.email).subject).toBe('Tentativas de acesso sem sucesso na sua conta · Back office');
  });

  it('the PIN after the operator changed their preference', async () => {
    await addOperator(server, PORTUGUESE);
    const browser = await signIn(server, OPERATOR.email, OPERATOR.password);
    expectOk(await browser.call(SetPreferredLang, { lang: 'fr' }));

    expectOk(await server.browser(ENGLISH_BROWSER).call(LoginStart, { Email: OPERATOR.email, Password: OPERATOR.password }));

    expect(server.mail.last(OPERATOR.email).subject).toBe('Votre code PIN de connexion · Back-office');
  });
});

describe('an invitation goes in the language the inviter chose', () => {
  it("a company's invitation, whose link opens its page in that language", async () => {
    const acme = await seedCompany(server, 'acme');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);

    expectOk(await manager.call(CompanyOperatorInvite, { company: acme, Email: 'nuevo@example.com', Lang: 'es', Role: 'judge' }));

    const mail = server.mail.last('nuevo@example.com');
    expect(mail.subject).toBe('Te han invitado al back office · Back office');
    expect(mail.html).toContain('<html lang="es">');
    expect(inviteLink('nuevo@example.com')).toMatch(new RegExp(`^${BASE_URL}/app/out/invite/[A-Za-z0-9_-]{40,}\\?lang=es$`));
  });

  it("without a choice, the inviter's own language (their preference, not the browser's)", async () => {
    const acme = await seedCompany(server, 'acme');
    const manager = await signInWithRole(server, { ...person('maria'), lang: 'fr' }, 'manager', acme);
    const admin = await signInAsAdmin(server, { headers: { 'Accept-Language': 'en' } });
    admin.setCookie('AppLanguage', 'en');

    expectOk(await manager.call(CompanyOperatorInvite, { company: acme, Email: 'nouveau@example.com', Role: 'judge' }));
    expectOk(await admin.call(AdminOperatorInvite, { Email: 'nuovo@example.com', InstallationAdmin: false }));

    expect(server.mail.last('nouveau@example.com').subject).toBe('Vous êtes invité dans le back-office · Back-office');
    expect(inviteLink('nouveau@example.com')).toMatch(/\?lang=fr$/);
    expect(server.mail.last('nuovo@example.com').subject).toBe('Sei invitato nel back office · Back office');
    expect(inviteLink('nuovo@example.com')).toMatch(/\?lang=it$/);
  });

  it('a new link for the same invitation keeps its language, whatever the one who sends it reads', async () => {
    const acme = await seedCompany(server, 'acme');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);
    expectOk(await manager.call(CompanyOperatorInvite, { company: acme, Email: 'novo@example.com', Lang: 'pt', Role: 'manager' }));

    expectOk(await manager.call(CompanyOperatorResendInvite, { company: acme, Email: 'novo@example.com' }));

    expect(server.mail.to('novo@example.com').map((mail) => mail.subject)).toEqual([
      'Você foi convidado para o back office · Back office',
      'Você foi convidado para o back office · Back office',
    ]);
    expect(inviteLink('novo@example.com')).toMatch(/\?lang=pt$/);
  });

  it("someone who is an operator already reads it in their own language, and so does its page", async () => {
    const acme = await seedCompany(server, 'acme');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);
    await addOperator(server, PORTUGUESE);

    expectOk(await manager.call(CompanyOperatorInvite, { company: acme, Email: OPERATOR.email, Lang: 'fr', Role: 'judge' }));

    expect(server.mail.last(OPERATOR.email).subject).toBe('Você foi convidado para o back office · Back office');
    expect(inviteLink(OPERATOR.email)).toMatch(/\?lang=pt$/);
  });

  it('refuses a language that is not one of the five, naming the field', async () => {
    const acme = await seedCompany(server, 'acme');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);

    const answer = await manager.post(`company/${acme}/operators/invite`, { Email: 'x@example.com', Lang: 'de', Role: 'judge' });

    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('validation_failed');
    expect(Object.keys(answer.error?.fields ?? {})).toEqual(['Lang']);
    expect(server.mail.to('x@example.com')).toHaveLength(0);
  });
});
