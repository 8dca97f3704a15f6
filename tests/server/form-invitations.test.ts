import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FormInvitationList, FormInvitationRevoke, FormInvitationSend, MAX_INVITATIONS_PER_SEND } from '../../contract/forms.ts';
import type { Language } from '../../contract/languages.ts';
import { CodeSend, DraftSave, DraftSubmit, PublicFormGet } from '../../contract/public.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { formInvitations } from '../../server/db/schema/submissions.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { emailCodes } from '../../server/db/schema/users.ts';
import { expectOk } from './accounts.ts';
import type { Browser } from './browser.ts';
import { importDefinition, plainForm } from './forms-fixtures.ts';
import { BASE_URL } from './browser.ts';
import { useTestServer } from './harness.ts';
import { expectError, publicWorld, respondent, SITE } from './public-fixtures.ts';
import { person, seedOperator, seedProject, sessionBrowser, signInWithRole } from './tenancy.ts';

const server = useTestServer();
const FORM = { ...SITE, form: 'apply' };

const COMPLETE = { name: 'Ada Lovelace', kind: 'solo', pitch: 'An engine that weaves algebraic patterns.', rules: true };

/** The token of the invitation link in the newest mail to an address. */
function invitationToken(email: string): string {
  const mail = server.mail.last(email);
  const match = /^(https?:\/\/\S+\/p\/aurora\/prize\/f\/apply)\?invitation=([A-Za-z0-9_-]+)$/m.exec(mail.text);
  if (!match) throw new Error(`No invitation link in the mail to ${email}:\n${mail.text}`);
  return match[2]!;
}

async function invite(manager: Browser, scope: { company: string; project: string; form: string }, emails: string[], lang: Language = 'en') {
  const answer = await manager.call(FormInvitationSend, { ...scope, emails, lang });
  await server.settle();
  return answer;
}

async function invitationsOf(manager: Browser, scope: { company: string; project: string; form: string }) {
  const answer = await manager.call(FormInvitationList, scope);
  expectOk(answer);
  return answer.body.items;
}

describe('an editor invites people to an invitation-only form', () => {
  it('mails each address once a personal link to the form, keeping only the hash of its token', async () => {
    const { manager, scope, form } = await publicWorld(server, { access: 'invited' });
    const scoped = { ...scope, form };
    const sent = await invite(manager, scoped, [' Ada@Example.org ', 'bob@example.org', 'ada@example.org']);
    expect([sent.status, sent.body]).toEqual([200, { sent: 2 }]);

    for (const email of ['ada@example.org', 'bob@example.org']) {
      expect(server.mail.to(email)).toHaveLength(1);
      const mail = server.mail.last(email);
      expect(mail.subject).toBe('You are invited: Application · Project prize');
      expect(mail.text).toContain(`${BASE_URL}/p/aurora/prize/f/apply?invitation=`);
      const token = invitationToken(email);
      const rows = await server.db.select().from(formInvitations).where(and(eq(formInvitations.formId, form), eq(formInvitations.email, email)));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      const [log] = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, FormInvitationSend.path));
      expect(log).toMatchObject({ target: `form:${form}`, status: 200 });
      expect(log!.summary).toMatchObject({ invited: ['ada@example.org', 'bob@example.org'], lang: 'en' });
      expect(JSON.stringify(log)).not.toContain(token);
    }

    const items = await invitationsOf(manager, scoped);
    expect(items.map((item) => item.email).sort()).toEqual(['ada@example.org', 'bob@example.org']);
    expect(items[0]).toMatchObject({ invited_by: 'marta@example.com', registered: false, submitted: false });
    expect(JSON.stringify(items)).not.toMatch(/token/i);
  });

  it('writes the mail in the language asked', async () => {
    const { manager, scope, form } = await publicWorld(server, { access: 'invited' });
    expectOk(await invite(manager, { ...scope, form }, ['ada@example.org'], 'it'));
    expect(server.mail.last('ada@example.org').subject).toBe('Sei invitato: Candidatura · Project prize');
  });

  it('lets the invited person in by the link, and tells the list when they registered and sent the form', async () => {
    const { manager, scope, form } = await publicWorld(server, { access: 'invited' });
    const scoped = { ...scope, form };
    await invite(manager, scoped, ['ada@example.org']);
    const token = invitationToken('ada@example.org');
    // The code asked from the link names the invitation.
    expectOk(await server.browser({ sameOrigin: true }).call(CodeSend, { ...SITE, email: 'ada@example.org', lang: 'en', invitation: token }));
    const [code] = await server.db.select().from(emailCodes).where(eq(emailCodes.email, 'ada@example.org'));
    const [row] = await server.db.select().from(formInvitations).where(eq(formInvitations.email, 'ada@example.org'));
    expect(code!.invitationId).toBe(row!.id);

    const ada = await respondent(server, 'ada@example.org');
    expect((await invitationsOf(manager, scoped))[0]).toMatchObject({ registered: true, submitted: false });
    expect((await ada.call(PublicFormGet, FORM)).body.mine?.invited).toBe(true);
    expectOk(await ada.call(DraftSave, { ...FORM, answers: { name: 'Ada' }, block: 0, lang: 'en' }));
    // A draft is not a submission.
    expect((await invitationsOf(manager, scoped))[0]).toMatchObject({ registered: true, submitted: false });
    expectOk(await ada.call(DraftSubmit, { ...FORM, answers: COMPLETE, lang: 'en' }));
    expect((await invitationsOf(manager, scoped))[0]).toMatchObject({ registered: true, submitted: true });
  });

  it('sends an address invited before a new link: the old one stops matching', async () => {
    const { manager, scope, form } = await publicWorld(server, { access: 'invited' });
    const scoped = { ...scope, form };
    await invite(manager, scoped, ['ada@example.org']);
    const first = invitationToken('ada@example.org');
    const [before] = await invitationsOf(manager, scoped);
    server.clock.advance(60_000);
    const again = await invite(manager, scoped, ['ada@example.org']);
    expect(again.body).toEqual({ sent: 1 });
    expect(server.mail.to('ada@example.org')).toHaveLength(2);
    const second = invitationToken('ada@example.org');
    expect(second).not.toBe(first);

    const rows = await server.db.select().from(formInvitations).where(eq(formInvitations.formId, form));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(second)]);
    const [after] = await invitationsOf(manager, scoped);
    expect(after).toMatchObject({ id: before!.id, email: 'ada@example.org' });
    expect(Date.parse(after!.created_at)).toBeGreaterThan(Date.parse(before!.created_at));

    // The old link's token no longer names the invitation; the new one does.
    for (const [token, named] of [
      [first, null],
      [second, before!.id],
    ] as const) {
      await server.db.delete(emailCodes).where(eq(emailCodes.email, 'ada@example.org'));
      expectOk(await server.browser({ sameOrigin: true }).call(CodeSend, { ...SITE, email: 'ada@example.org', lang: 'en', invitation: token }));
      const [code] = await server.db.select().from(emailCodes).where(eq(emailCodes.email, 'ada@example.org'));
      expect(code!.invitationId, token === first ? 'old link' : 'new link').toBe(named);
    }
  });
});

describe('an editor revokes an invitation', () => {
  it('takes it off the list and the person may no longer fill the form in; it is logged without any token', async () => {
    const { manager, scope, form } = await publicWorld(server, { access: 'invited' });
    const scoped = { ...scope, form };
    await invite(manager, scoped, ['ada@example.org', 'bob@example.org']);
    const ada = await respondent(server, 'ada@example.org');
    const [target] = (await invitationsOf(manager, scoped)).filter((item) => item.email === 'ada@example.org');

    const revoked = await manager.call(FormInvitationRevoke, { ...scoped, invitation: target!.id });
    expect([revoked.status, revoked.body]).toEqual([200, { Success: true }]);
    expect((await invitationsOf(manager, scoped)).map((item) => item.email)).toEqual(['bob@example.org']);
    expectError(await ada.call(DraftSave, { ...FORM, answers: { name: 'Ada' }, block: 0, lang: 'en' }), 403, 'not_invited');
    const [log] = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, FormInvitationRevoke.path));
    expect(log).toMatchObject({ target: `form:${form}`, summary: expect.objectContaining({ invitation_revoked: 'ada@example.org' }) });

    // Once gone, it is not found.
    expectError(await manager.call(FormInvitationRevoke, { ...scoped, invitation: target!.id }), 404, 'not_found');
  });

  it("refuses, as not found, another form's invitation named under this form, and keeps it", async () => {
    const { manager, scope, form } = await publicWorld(server, { access: 'invited' });
    const other = await importDefinition(manager, scope, plainForm('other'));
    await invite(manager, { ...scope, form: other }, ['ada@example.org']);
    const [theirs] = await invitationsOf(manager, { ...scope, form: other });
    expectError(await manager.call(FormInvitationRevoke, { ...scope, form, invitation: theirs!.id }), 404, 'not_found');
    expect(await invitationsOf(manager, { ...scope, form: other })).toHaveLength(1);
    expect(await invitationsOf(manager, { ...scope, form })).toEqual([]);
  });
});

describe('refusals', () => {
  it('tells a wrong list of addresses on its field, in the caller’s language, and sends nothing', async () => {
    const { manager, scope, form } = await publicWorld(server, { access: 'invited' });
    const scoped = { ...scope, form };
    server.mail.clear();
    const empty = await invite(manager, scoped, []);
    expectError(empty, 400, 'validation_failed');
    expect(empty.error?.fields).toEqual({ emails: 'Addresses field is required' });

    const wrong = await invite(manager, scoped, ['ada@example.org', 'not an address']);
    expectError(wrong, 400, 'validation_failed');
    expect(wrong.error?.fields).toEqual({ 'emails.1': 'Invalid email address' });

    const many = Array.from({ length: MAX_INVITATIONS_PER_SEND + 1 }, (_, index) => `p${index}@example.org`);
    const tooMany = await invite(manager, scoped, many);
    expectError(tooMany, 400, 'validation_failed');
    expect(tooMany.error?.fields).toEqual({ emails: `Addresses field must not exceed ${MAX_INVITATIONS_PER_SEND}` });
    expect((await invite(manager, scoped, many.slice(1))).body).toEqual({ sent: MAX_INVITATIONS_PER_SEND });
    server.mail.clear();

    expectError(await manager.call(FormInvitationSend, { ...scoped, emails: ['ada@example.org'], lang: 'de' as 'en' }), 400, 'validation_failed');
    expectError(await manager.call(FormInvitationRevoke, { ...scoped, invitation: 'not-an-id' }), 400, 'validation_failed');
    await server.settle();
    expect(server.mail.messages).toEqual([]);
  });

  it('refuses the form’s assistants and the editors of another project', async () => {
    const { company, project, form, scope } = await publicWorld(server, { access: 'invited' });
    const assistantId = await seedOperator(server, person('asha'));
    await server.db.insert(grants).values({ id: crypto.randomUUID(), operatorId: assistantId, companyId: company, role: 'assistant', projectId: project, formId: form, createdAt: server.clock.now() });
    const assistant = await sessionBrowser(server, assistantId);
    const elsewhere = await signInWithRole(server, person('eli'), 'editor', company, await seedProject(server, company, 'elsewhere'));
    for (const caller of [assistant, elsewhere]) {
      expectError(await caller.call(FormInvitationList, { ...scope, form }), 403, 'forbidden');
      expectError(await caller.call(FormInvitationSend, { ...scope, form, emails: ['ada@example.org'], lang: 'en' }), 403, 'forbidden');
    }
    await server.settle();
    expect(server.mail.to('ada@example.org')).toEqual([]);
  });
});
