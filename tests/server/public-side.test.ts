import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CodeCheck,
  CodeSend,
  ConditionsAccept,
  DraftSave,
  DraftSubmit,
  OwnDataErase,
  OwnSubmissions,
  ProfileSave,
  PublicFormGet,
  RespondentSignOut,
  SiteGet,
  SubmissionWithdraw,
} from '../../contract/public.ts';
import { CompanyList } from '../../contract/companies.ts';
import { FormDraftSave, FormPublish } from '../../contract/forms.ts';
import { forms } from '../../server/db/schema/forms.ts';
import { formInvitations, submissionHistory, submissions } from '../../server/db/schema/submissions.ts';
import { emailCodes, registeredUsers, respondentSessions } from '../../server/db/schema/users.ts';
import { cleanup } from '../../server/jobs/cleanup.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { LogList } from '../../contract/installation.ts';
import { DAY, MINUTE } from './clock.ts';
import { useTestServer } from './harness.ts';
import { APPLICATION, codeOf, expectError, publicWorld, publishCondition, respondent, SITE, uploadAnswer } from './public-fixtures.ts';
import { pdfOfSize, PIXEL_PNG } from './uploads.ts';

const server = useTestServer();
const FORM = { ...SITE, form: 'apply' };

const COMPLETE = {
  name: 'Ada Lovelace',
  contact: 'ada@example.org',
  kind: 'team',
  members: 3,
  pitch: 'An engine that weaves algebraic patterns.',
  rules: true,
};

describe('a respondent confirms their address', () => {
  it('is told alike whether the address is known, gets a 6-digit code by mail, and is signed in as a new registered user', async () => {
    await publicWorld(server);
    const browser = server.browser({ sameOrigin: true });
    const site = await browser.call(SiteGet, SITE);
    expectOk(site);
    expect(site.body.user).toBeNull();
    expect(site.body.project.languages.length).toBeGreaterThan(0);
    expect(JSON.parse(site.body.theme.Theme_Colors).vuetify.primary).toBe('#1976D2');

    const sent = await browser.call(CodeSend, { ...SITE, email: 'Ada@Example.org', lang: 'en' });
    expect([sent.status, sent.body]).toEqual([200, { Success: true }]);
    await server.settle();
    const mail = server.mail.last('ada@example.org');
    expect(mail.subject).toMatch(/^Your code: \d{6} · Project prize$/);
    expect(mail.text).toContain('prize');

    const checked = await browser.call(CodeCheck, { ...SITE, email: 'ada@example.org', code: codeOf(server, 'ada@example.org') });
    expectOk(checked);
    expect(checked.body.user).toMatchObject({ email: 'ada@example.org', needs_profile: true, pending_conditions: [] });
    const cookie = checked.setCookies.find((set) => set.name === 'p_session');
    expect(cookie?.attributes.path).toBe('/api/p/aurora/prize/');
    expect(cookie?.attributes.httponly).toBe(true);
    expect((await browser.call(SiteGet, SITE)).body.user?.email).toBe('ada@example.org');

    // A second answer for a known address is the same as for the first time.
    const again = await server.browser({ sameOrigin: true }).call(CodeSend, { ...SITE, email: 'ada@example.org', lang: 'en' });
    expect([again.status, again.body]).toEqual([200, { Success: true }]);
  });

  it('takes a code once, in the browser that asked for it only, for 10 minutes and 5 tries', async () => {
    await publicWorld(server);
    const asker = server.browser({ sameOrigin: true });
    expectOk(await asker.call(CodeSend, { ...SITE, email: 'bob@example.org', lang: 'en' }));
    await server.settle();
    const code = codeOf(server, 'bob@example.org');
    // Another browser with the right code: the code is not its own.
    expectError(await server.browser({ sameOrigin: true }).call(CodeCheck, { ...SITE, email: 'bob@example.org', code }), 401, 'code_expired');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expectError(await asker.call(CodeCheck, { ...SITE, email: 'bob@example.org', code: wrong }), 401, 'invalid_code');
    expectError(await asker.call(CodeCheck, { ...SITE, email: 'bob@example.org', code: wrong }), 401, 'code_expired');
    expectError(await asker.call(CodeCheck, { ...SITE, email: 'bob@example.org', code }), 401, 'code_expired');

    expectOk(await asker.call(CodeSend, { ...SITE, email: 'bob@example.org', lang: 'en' }));
    await server.settle();
    server.clock.advance(11 * MINUTE);
    expectError(await asker.call(CodeCheck, { ...SITE, email: 'bob@example.org', code: codeOf(server, 'bob@example.org') }), 401, 'code_expired');

    expectOk(await asker.call(CodeSend, { ...SITE, email: 'bob@example.org', lang: 'en' }));
    await server.settle();
    const fresh = codeOf(server, 'bob@example.org');
    expectOk(await asker.call(CodeCheck, { ...SITE, email: 'bob@example.org', code: fresh }));
    expectError(await asker.call(CodeCheck, { ...SITE, email: 'bob@example.org', code: fresh }), 401, 'code_expired');
  });

  it('keeps the owner able to sign in while strangers ask codes for their address from elsewhere', async () => {
    await publicWorld(server);
    const owner = server.browser({ sameOrigin: true });
    expectOk(await owner.call(CodeSend, { ...SITE, email: 'carla@example.org', lang: 'en' }));
    await server.settle();
    const code = codeOf(server, 'carla@example.org');
    const asked: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const stranger = server.browser({ sameOrigin: true, ip: `198.51.100.${i + 1}` });
      asked.push((await stranger.call(CodeSend, { ...SITE, email: 'carla@example.org', lang: 'en' })).status);
    }
    // The address's share of codes is the owner's and two strangers'; the rest are refused, and none ends the owner's.
    expect(asked).toEqual([200, 200, 429, 429, 429, 429, 429, 429]);
    expectOk(await owner.call(CodeCheck, { ...SITE, email: 'carla@example.org', code }));
  });

  it('limits the codes asked for one address, and from one client for it', async () => {
    await publicWorld(server);
    const browser = server.browser({ sameOrigin: true });
    const ask = () => browser.call(CodeSend, { ...SITE, email: 'dan@example.org', lang: 'en' });
    for (let i = 0; i < 3; i += 1) expectOk(await ask());
    expectError(await ask(), 429, 'rate_limited');
    server.clock.advance(10 * MINUTE);
    expectOk(await ask());
    // Five from this client within the quarter hour, the refused one counted.
    expectError(await ask(), 429, 'rate_limited');
  });

  it('asks name and language once, and the required conditions before any answer is taken', async () => {
    await publicWorld(server);
    const terms = await publishCondition(server, 'terms', 1, true);
    const news = await publishCondition(server, 'newsletter', 1, false);
    const browser = await respondent(server, 'eva@example.org', { profile: false });
    expectError(await browser.call(DraftSave, { ...FORM, answers: { name: 'Eva' }, block: 0, lang: 'en' }), 403, 'profile_needed');
    const profile = await browser.call(ProfileSave, { ...SITE, first_name: 'Eva', last_name: 'Rossi', preferred_lang: 'it' });
    expect(profile.body.user).toMatchObject({ needs_profile: false, pending_conditions: [terms] });
    expectError(await browser.call(DraftSave, { ...FORM, answers: { name: 'Eva' }, block: 0, lang: 'en' }), 403, 'conditions_pending');
    expectError(await browser.call(ConditionsAccept, { ...SITE, conditions: ['7d1c2a4e-5b6f-4a3e-8c9d-0e1f2a3b4c5d'] }), 400, 'validation_failed');
    const accepted = await browser.call(ConditionsAccept, { ...SITE, conditions: [terms, news] });
    expect(accepted.body.user.pending_conditions).toEqual([]);
    expectOk(await browser.call(DraftSave, { ...FORM, answers: { name: 'Eva' }, block: 0, lang: 'en' }));

    // A new version of a required condition is asked again at the next visit; nothing is taken before.
    server.clock.advance(DAY);
    const terms2 = await publishCondition(server, 'terms', 2, true);
    expect((await browser.call(SiteGet, SITE)).body.user?.pending_conditions).toEqual([terms2]);
    expectError(await browser.call(DraftSave, { ...FORM, answers: { name: 'Eva R.' }, block: 0, lang: 'en' }), 403, 'conditions_pending');
    expectOk(await browser.call(ConditionsAccept, { ...SITE, conditions: [terms2] }));
    expectOk(await browser.call(DraftSave, { ...FORM, answers: { name: 'Eva R.' }, block: 0, lang: 'en' }));
  });

  it('refuses a blocked person at the code, and ends their sessions', async () => {
    await publicWorld(server);
    const browser = await respondent(server, 'fred@example.org');
    await server.db.update(registeredUsers).set({ blockedAt: server.clock.now() }).where(eq(registeredUsers.email, 'fred@example.org'));
    expectError(await browser.call(DraftSave, { ...FORM, answers: { name: 'Fred' }, block: 0, lang: 'en' }), 401, 'not_signed_in');
    expectOk(await browser.call(CodeSend, { ...SITE, email: 'fred@example.org', lang: 'en' }));
    await server.settle();
    expectError(await browser.call(CodeCheck, { ...SITE, email: 'fred@example.org', code: codeOf(server, 'fred@example.org') }), 403, 'account_blocked');
  });
});

describe('a respondent fills the form in', () => {
  it('saves the draft as patches, so two devices resume and never undo each other, then submits once with a receipt', async () => {
    const { form } = await publicWorld(server);
    const phone = await respondent(server, 'gia@example.org');
    const first = await phone.call(DraftSave, { ...FORM, answers: { name: 'Gia', kind: 'team' }, block: 0, lang: 'en' });
    expectOk(first);
    expect(first.body.draft).toMatchObject({ answers: { name: 'Gia', kind: 'team' }, revision: 1, version: 1 });

    const laptop = await respondent(server, 'gia@example.org', { ip: '203.0.113.9' });
    const resumed = await laptop.call(PublicFormGet, FORM);
    expect(resumed.body.mine).toMatchObject({ draft: { answers: { name: 'Gia', kind: 'team' } }, submitted: 0, invited: true });
    expect(resumed.body.form).toMatchObject({ window: 'open', version: 1 });

    // Each device sends only what it changed: both changes stay.
    expectOk(await laptop.call(DraftSave, { ...FORM, answers: { members: 3 }, block: 0, lang: 'en' }));
    const merged = await phone.call(DraftSave, { ...FORM, answers: { name: 'Gia Bianchi', kind: null }, block: 1, lang: 'en' });
    expect(merged.body.draft).toMatchObject({ answers: { name: 'Gia Bianchi', members: 3 }, block: 1, revision: 3 });
    expect(merged.body.draft.answers).not.toHaveProperty('kind');

    // What does not fit the form is refused by its key; nothing of the patch is kept.
    const junk = await phone.call(DraftSave, { ...FORM, answers: { members: 'three', nope: 1 }, block: 1, lang: 'en' });
    expectError(junk, 400, 'validation_failed');
    expect(Object.keys(junk.error?.fields ?? {}).sort()).toEqual(['answers.members', 'answers.nope']);

    // Submitting checks the form's own rules: the branch shown asks for members, the rules must be accepted.
    const missing = await phone.call(DraftSubmit, { ...FORM, answers: { kind: 'team', members: 1 }, lang: 'en' });
    expectError(missing, 400, 'validation_failed');
    expect(Object.keys(missing.error?.fields ?? {}).sort()).toEqual(['members', 'pitch', 'rules']);
    // The answers typed stay in the draft for the correction.
    expect((await laptop.call(PublicFormGet, FORM)).body.mine?.draft?.answers).toMatchObject({ kind: 'team', members: 1 });

    const key = '4f6c1a9e-9a8b-4c3d-8e7f-6a5b4c3d2e1f';
    const submitted = await phone.call(DraftSubmit, { ...FORM, answers: { ...COMPLETE, kind: 'solo', members: null }, lang: 'en' }, { 'idempotency-key': key });
    expectOk(submitted);
    expect(submitted.body.submission).toMatchObject({ status: 'received', version: 1, can_withdraw: true });
    expect(submitted.body.confirmation).toEqual({ it: 'Grazie!', en: 'Thank you!' });
    // The same submission sent again (a retry after a lost answer) is the same answer, not a second one.
    const replay = await phone.call(DraftSubmit, { ...FORM, answers: { ...COMPLETE, kind: 'solo', members: null }, lang: 'en' }, { 'idempotency-key': key });
    expect(replay.body).toEqual(submitted.body);

    const held = await server.db.select().from(submissions).where(eq(submissions.formId, form));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ status: 'received', formVersion: 1 });
    // The frozen answers are those of the fields shown: the team's members went with the branch.
    expect(held[0]!.answers).toEqual({ ...COMPLETE, name: 'Ada Lovelace', kind: 'solo', members: undefined });
    expect(held[0]!.submittedAt?.toISOString()).toBe(server.clock.now().toISOString());
    // The draft it was is in its history, once, sent by the person.
    const history = await server.db.select().from(submissionHistory).where(eq(submissionHistory.submissionId, held[0]!.id));
    expect(history).toMatchObject([{ fromStatus: 'draft', toStatus: 'received', operatorId: null, at: server.clock.now() }]);

    await server.settle();
    const receipt = server.mail.last('gia@example.org');
    expect(receipt.subject).toBe('We received your answers: Application · Project prize');
    expect(receipt.text).toContain('Pitch:');
    expect(receipt.text).toContain('An engine that weaves algebraic patterns.');
    expect(receipt.text).toContain('On my own');
    expect(receipt.text).toContain('I accept the rules:');

    // Saves as the person types stay out of the operations' log; the refused one and the submission are there.
    const rows = await server.db.select().from(operationsLog);
    const of = (endpoint: string) => rows.filter((row) => row.endpoint === endpoint).map((row) => row.status);
    expect(of(DraftSave.path)).toEqual([400]);
    expect(of(DraftSubmit.path)).toEqual([400, 200]);

    const mine = await laptop.call(OwnSubmissions, SITE);
    expect(mine.body.items).toEqual([expect.objectContaining({ status: 'received', form: { slug: 'apply', title: { it: 'Candidatura', en: 'Application' } } })]);
    expect((await laptop.call(PublicFormGet, FORM)).body.mine).toMatchObject({ draft: null, submitted: 1 });
  });

  it('takes a PDF for the file field: the person’s own file, of the type and size the field says', async () => {
    await publicWorld(server);
    const browser = await respondent(server, 'hal@example.org');
    const pdf = await uploadAnswer(browser, { form: 'apply', field: 'deck' }, { bytes: pdfOfSize(2000), filename: 'deck.pdf', type: 'application/pdf' });
    expectOk(pdf);
    expect(pdf.body).toMatchObject({ name: 'deck.pdf', size: 2000, type: 'application/pdf' });
    const file = pdf.body as { media_id: string; name: string; size: number; type: string };
    expectOk(await browser.call(DraftSave, { ...FORM, answers: { deck: file }, block: 1, lang: 'en' }));
    const read = await browser.fetch(`/api/p/aurora/prize/file/${file.media_id}`);
    expect([read.status, read.headers.get('content-type')]).toEqual([200, 'application/pdf']);

    // A picture where a PDF is asked, a file over the field's 1 MB, a field that takes no file: refused.
    expectError(await uploadAnswer(browser, { form: 'apply', field: 'deck' }, { bytes: PIXEL_PNG, filename: 'me.png', type: 'image/png' }), 400, 'validation_failed');
    expect((await uploadAnswer(browser, { form: 'apply', field: 'deck' }, { bytes: pdfOfSize(1_200_000), filename: 'big.pdf', type: 'application/pdf' })).status).toBe(413);
    expectError(await uploadAnswer(browser, { form: 'apply', field: 'pitch' }, { bytes: pdfOfSize(), filename: 'a.pdf', type: 'application/pdf' }), 400, 'validation_failed');

    // Another person can neither read the file nor give it as their own answer.
    const other = await respondent(server, 'ivy@example.org');
    expect((await other.fetch(`/api/p/aurora/prize/file/${file.media_id}`)).status).toBe(404);
    expectError(await other.call(DraftSave, { ...FORM, answers: { deck: file }, block: 1, lang: 'en' }), 400, 'validation_failed');
    // Signed out, nothing is taken.
    expectError(await uploadAnswer(server.browser({ sameOrigin: true }), { form: 'apply', field: 'deck' }, { bytes: pdfOfSize(), filename: 'a.pdf', type: 'application/pdf' }), 401, 'not_signed_in');
  });

  it('takes nothing before the opening nor after the closing time, and a draft cannot be submitted after closing', async () => {
    const opens = new Date(server.clock.now().getTime() + DAY).toISOString();
    const closes = new Date(server.clock.now().getTime() + 3 * DAY).toISOString();
    const { form } = await publicWorld(server, { opens_at: opens, closes_at: closes });
    const browser = await respondent(server, 'jo@example.org');
    expect((await browser.call(PublicFormGet, FORM)).body.form.window).toBe('not_yet');
    expectError(await browser.call(DraftSave, { ...FORM, answers: { name: 'Jo' }, block: 0, lang: 'en' }), 409, 'form_not_open');
    server.clock.advance(2 * DAY);
    expectOk(await browser.call(DraftSave, { ...FORM, answers: { ...COMPLETE, name: 'Jo' }, block: 1, lang: 'en' }));
    server.clock.advance(DAY);
    expect((await browser.call(PublicFormGet, FORM)).body.form.window).toBe('closed');
    expectError(await browser.call(DraftSubmit, { ...FORM, answers: {}, lang: 'en' }), 409, 'form_not_open');
    // Closed by its editor before its closing time, alike.
    await server.db.update(forms).set({ status: 'closed', closesAt: null }).where(eq(forms.id, form));
    expect((await browser.call(PublicFormGet, FORM)).body.form.window).toBe('closed');
    expectError(await browser.call(DraftSubmit, { ...FORM, answers: {}, lang: 'en' }), 409, 'form_not_open');
  });

  it('holds each person to the form’s limit of submissions; a withdrawn one no longer counts', async () => {
    await publicWorld(server, { max_submissions: 1 });
    const browser = await respondent(server, 'kai@example.org');
    const first = await browser.call(DraftSubmit, { ...FORM, answers: COMPLETE, lang: 'en' });
    expectOk(first);
    // Sent in one go, without a draft saved before: one submission, and its history as for any other.
    const sent = await server.db.select().from(submissions).where(eq(submissions.id, first.body.submission.id));
    expect(sent).toMatchObject([{ status: 'received', answers: COMPLETE, submittedAt: server.clock.now() }]);
    const history = await server.db.select().from(submissionHistory).where(eq(submissionHistory.submissionId, first.body.submission.id));
    expect(history).toMatchObject([{ fromStatus: 'draft', toStatus: 'received', operatorId: null }]);
    expectError(await browser.call(DraftSubmit, { ...FORM, answers: COMPLETE, lang: 'en' }), 409, 'submission_limit');
    expectError(await browser.call(DraftSave, { ...FORM, answers: { name: 'Kai' }, block: 0, lang: 'en' }), 409, 'submission_limit');
    const withdrawn = await browser.call(SubmissionWithdraw, { ...SITE, submission: first.body.submission.id });
    expect(withdrawn.body.submission).toMatchObject({ status: 'withdrawn', can_withdraw: false });
    expectError(await browser.call(SubmissionWithdraw, { ...SITE, submission: first.body.submission.id }), 409, 'withdraw_closed');
    expectOk(await browser.call(DraftSubmit, { ...FORM, answers: COMPLETE, lang: 'en' }));
    // Someone else's submission is not found.
    const other = await respondent(server, 'lia@example.org');
    expectError(await other.call(SubmissionWithdraw, { ...SITE, submission: first.body.submission.id }), 404, 'not_found');
  });

  it('lets only the people invited fill in an invitation-only form', async () => {
    const { form } = await publicWorld(server, { access: 'invited' });
    await server.db.insert(formInvitations).values({ id: crypto.randomUUID(), formId: form, email: 'max@example.org', tokenHash: hashToken('invite-token'), createdAt: server.clock.now() });
    const stranger = await respondent(server, 'ned@example.org');
    expect((await stranger.call(PublicFormGet, FORM)).body.mine?.invited).toBe(false);
    expectError(await stranger.call(DraftSave, { ...FORM, answers: { name: 'Ned' }, block: 0, lang: 'en' }), 403, 'not_invited');
    expectError(await stranger.call(DraftSubmit, { ...FORM, answers: COMPLETE, lang: 'en' }), 403, 'not_invited');
    const invited = await respondent(server, 'max@example.org');
    expect((await invited.call(PublicFormGet, FORM)).body.mine?.invited).toBe(true);
    expectOk(await invited.call(DraftSubmit, { ...FORM, answers: COMPLETE, lang: 'en' }));
  });

  it('shows a form published again in its new version at once, and checks the answers against it', async () => {
    const { form, manager, scope } = await publicWorld(server);
    const browser = await respondent(server, 'vera@example.org');
    expect((await browser.call(PublicFormGet, FORM)).body.form).toMatchObject({ version: 1, definition: { title: APPLICATION.title } });
    const title = { ...APPLICATION.title, en: 'Application, second call' };
    const saved = await manager.call(FormDraftSave, { ...scope, form, draft: { ...APPLICATION, title } });
    expectOk(saved);
    expectOk(await manager.call(FormPublish, { ...scope, form, version: saved.body.entity.version }));
    expect((await browser.call(PublicFormGet, FORM)).body.form).toMatchObject({ version: 2, definition: { title } });
    const sent = await browser.call(DraftSubmit, { ...FORM, answers: COMPLETE, lang: 'en' });
    expectOk(sent);
    expect(sent.body.submission).toMatchObject({ version: 2, form: { title } });
  });

  it('shows only published forms that are open or closed', async () => {
    await publicWorld(server, { status: 'draft' });
    expectError(await server.browser({ sameOrigin: true }).call(PublicFormGet, FORM), 404, 'not_found');
    expectError(await server.browser({ sameOrigin: true }).call(PublicFormGet, { ...SITE, form: 'nothing' }), 404, 'not_found');
    expectError(await server.browser({ sameOrigin: true }).call(SiteGet, { company: 'aurora', project: 'nothing' }), 404, 'not_found');
  });
});

describe('registered users and operators never share a session', () => {
  it('keeps the registered user’s cookie to the project’s public calls, and the back office refuses it even when sent', async () => {
    await publicWorld(server);
    const browser = await respondent(server, 'olga@example.org');
    const token = browser.cookie('p_session')!;
    expectError(await browser.call(CompanyList, {}), 401, 'not_signed_in');
    // Sent by hand, under any name the back office might read, it opens nothing.
    const forged = server.browser({ sameOrigin: true });
    forged.setCookie('bo_session', token, '/');
    forged.setCookie('p_session', token, '/');
    expectError(await forged.call(CompanyList, {}), 401, 'not_signed_in');
  });

  it('refuses an operator’s session on the public side’s calls that need a registered user', async () => {
    const { manager } = await publicWorld(server);
    expectError(await manager.call(DraftSave, { ...FORM, answers: { name: 'Marta' }, block: 0, lang: 'en' }), 401, 'not_signed_in');
    expect((await manager.call(SiteGet, SITE)).body.user).toBeNull();
  });

  it('forgets sessions left unused for 30 days and codes past their 10 minutes', async () => {
    await publicWorld(server);
    const idle = await respondent(server, 'rosa@example.org');
    expectOk(await server.browser({ sameOrigin: true }).call(CodeSend, { ...SITE, email: 'sam@example.org', lang: 'en' }));
    server.clock.advance(31 * DAY);
    await cleanup(server.db, server.clock.now(), server.deps.storage);
    expect(await server.db.select().from(respondentSessions)).toEqual([]);
    expect(await server.db.select().from(emailCodes)).toEqual([]);
    expect((await idle.call(SiteGet, SITE)).body.user).toBeNull();
  });

  it('signs out this browser only', async () => {
    await publicWorld(server);
    const one = await respondent(server, 'pia@example.org');
    const two = await respondent(server, 'pia@example.org', { ip: '203.0.113.20' });
    expectOk(await one.call(RespondentSignOut, SITE));
    expect((await one.call(SiteGet, SITE)).body.user).toBeNull();
    expect((await two.call(SiteGet, SITE)).body.user?.email).toBe('pia@example.org');
  });
});

describe('a registered user erases their data', () => {
  it('blanks their personal answers and removes their account, keeps the anonymous answers, and signs them out', async () => {
    const { form } = await publicWorld(server);
    const browser = await respondent(server, 'quinn@example.org');
    expectOk(await browser.call(DraftSubmit, { ...FORM, answers: COMPLETE, lang: 'en' }));
    // The log names them while they are registered, in the project's area.
    const admin = await signInAsAdmin(server);
    const submitted = async () => (await admin.call(LogList, { pageSize: 200 })).body.items.find((item) => item.endpoint === DraftSubmit.path);
    expect(await submitted()).toMatchObject({ target_name: 'Ada Lovelace', area: 'projects', operator_id: null });
    expectError(await browser.call(OwnDataErase, { ...SITE, email: 'someone@example.org' }), 400, 'validation_failed');
    expectError(await browser.call(DraftSave, { ...FORM, answers: { members: 'lots', name: COMPLETE.name }, block: 0, lang: 'en' }), 400, 'validation_failed');
    expectOk(await browser.call(OwnDataErase, { ...SITE, email: 'quinn@example.org' }));
    expect(await server.db.select().from(registeredUsers).where(eq(registeredUsers.email, 'quinn@example.org'))).toEqual([]);
    const [row] = await server.db.select().from(submissions).where(and(eq(submissions.formId, form), eq(submissions.status, 'received')));
    expect(row?.userId).toBeNull();
    expect(row?.answers.name ?? null).toBeNull();
    expect(row?.answers.contact ?? null).toBeNull();
    expect(row?.answers).toMatchObject({ kind: 'team', members: 3, pitch: COMPLETE.pitch, rules: true });
    expect((await browser.call(SiteGet, SITE)).body.user).toBeNull();
    expect((await submitted())?.target_name).toBeNull();
    // The operations' log says what happened, never what they typed: nothing of theirs outlives the erasure there.
    const log = JSON.stringify(await server.db.select().from(operationsLog));
    expect(log).toContain('p/:company/:project/form/:form/submit');
    for (const personal of ['quinn@example.org', COMPLETE.name, COMPLETE.contact, COMPLETE.pitch]) expect(log).not.toContain(personal);
  });
});
