import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FormOptionsSave, FormGet } from '../../contract/forms.ts';
import { ConditionsAccept, OwnDataErase, OwnDataExport } from '../../contract/public.ts';
import { VoteInvalidate } from '../../contract/votes.ts';
import { forms } from '../../server/db/schema/forms.ts';
import { submissions, votes } from '../../server/db/schema/submissions.ts';
import { registeredUsers } from '../../server/db/schema/users.ts';
import { expectOk } from './accounts.ts';
import { HOUR, MINUTE } from './clock.ts';
import { useTestServer } from './harness.ts';
import { expectError, publishCondition, respondent, SITE } from './public-fixtures.ts';
import { seedRespondentFile } from './respondents.ts';
import { castVote, gallery, VOTE, voteWorld } from './votes-fixtures.ts';

const server = useTestServer();

describe('a voter confirms their email and votes', () => {
  it('with the mailed code of the public side: one vote per submission, a second refused, the address kept only as a keyed hash', async () => {
    const world = await voteWorld(server);
    const voter = await respondent(server, 'vera@voters.example', { profile: false, ip: '198.51.100.7' });

    const first = await castVote(voter, world.ids[0]!);
    expectOk(first);
    expect(first.body.mine).toEqual({ voted: [world.ids[0]], used: 1, left: null });

    const again = await castVote(voter, world.ids[0]!, { 'accept-language': 'en' });
    expectError(again, 409, 'already_voted');
    expect(again.error?.message).toBe('You have already voted for this one: each email votes once for each.');

    const rows = await server.db.select().from(votes).where(eq(votes.formId, world.form));
    expect(rows).toHaveLength(1);
    const [vote] = rows;
    const [user] = await server.db.select().from(registeredUsers).where(eq(registeredUsers.email, 'vera@voters.example'));
    expect(vote).toMatchObject({ submissionId: world.ids[0], userId: user!.id, email: 'vera@voters.example', emailDomain: 'voters.example', invalidAt: null });
    // A keyed hash: the same address gives the same hash, and the address itself is nowhere in it.
    expect(vote!.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(vote)).not.toContain('198.51.100.7');
    const second = await castVote(voter, world.ids[1]!);
    expectOk(second);
    const hashes = new Set((await server.db.select({ hash: votes.addressHash }).from(votes)).map((row) => row.hash));
    expect(hashes.size).toBe(1);
  });

  it('signed out, the vote asks to sign in; the gallery tells a signed-in voter what they voted', async () => {
    const world = await voteWorld(server);
    const stranger = server.browser({ sameOrigin: true });
    expectError(await castVote(stranger, world.ids[0]!), 401, 'not_signed_in');
    expect((await gallery(stranger)).body.mine).toBeNull();

    const voter = await respondent(server, 'vera@voters.example', { profile: false });
    expectOk(await castVote(voter, world.ids[2]!));
    expect((await gallery(voter)).body.mine).toEqual({ voted: [world.ids[2]], used: 1, left: null });
  });

  it('a replay of the same Idempotency-Key answers as the first time and casts nothing more', async () => {
    const world = await voteWorld(server);
    const voter = await respondent(server, 'vera@voters.example', { profile: false });
    const key = { 'Idempotency-Key': 'vote-0001-replayed' };
    const first = await castVote(voter, world.ids[0]!, key);
    const replay = await castVote(voter, world.ids[0]!, key);
    expectOk(first);
    expectOk(replay);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await server.db.select().from(votes)).toHaveLength(1);
  });

  it('needs the required conditions accepted first, not a name', async () => {
    const world = await voteWorld(server);
    const condition = await publishCondition(server, 'privacy', 1);
    const voter = await respondent(server, 'vera@voters.example', { profile: false });
    expectError(await castVote(voter, world.ids[0]!), 403, 'conditions_pending');
    expectOk(await voter.call(ConditionsAccept, { ...SITE, conditions: [condition] }));
    expectOk(await castVote(voter, world.ids[0]!));
  });

  it('votes only for submissions open to votes of this form, and only while the form takes public votes', async () => {
    const world = await voteWorld(server);
    const voter = await respondent(server, 'vera@voters.example', { profile: false });
    // Rejected, withdrawn, unknown: not in the gallery, so not found.
    expectError(await castVote(voter, world.ids[3]!), 404, 'not_found');
    expectError(await castVote(voter, world.ids[4]!), 404, 'not_found');
    expectError(await castVote(voter, crypto.randomUUID()), 404, 'not_found');

    await server.db.update(forms).set({ publicVotes: false }).where(eq(forms.id, world.form));
    expectError(await gallery(voter), 404, 'not_found');
    expectError(await castVote(voter, world.ids[0]!), 404, 'not_found');
  });
});

describe('the gallery', () => {
  it('shows the submissions open to votes in the order sent, with only the voter fields, never who sent them', async () => {
    const world = await voteWorld(server);
    const answer = await gallery(server.browser());
    expectOk(answer);
    expect(answer.body.total).toBe(3);
    expect(answer.body.items.map((item) => [item.id, item.number])).toEqual([
      [world.ids[0], 1],
      [world.ids[1], 2],
      [world.ids[2], 3],
    ]);
    expect(answer.body.items[0]!.answers).toEqual({ kind: 'team', pitch: world.sent[0]!.pitch });
    expect(answer.body.fields.map((field) => field.key)).toEqual(['kind', 'pitch']);
    expect(answer.body.vote).toMatchObject({ window: 'open', opens_at: null, closes_at: null, votes_per_email: null, default_lang: 'it' });
    const text = JSON.stringify(answer.body);
    for (const sent of world.sent) expect(text).not.toContain(sent.who);
    expect(text).not.toContain('applicants.example');
  });

  it('pages through the submissions', async () => {
    const world = await voteWorld(server);
    const second = await gallery(server.browser(), 2, 2);
    expect(second.body.items.map((item) => item.id)).toEqual([world.ids[2]]);
    expect(second.body.total).toBe(3);
  });

  it('never shows a personal field, even one a later version marked personal after it was chosen', async () => {
    const world = await voteWorld(server);
    // As if the field had been chosen before a new version marked it personal.
    await server.db.update(forms).set({ voterFields: ['name', 'kind', 'unknown'] }).where(eq(forms.id, world.form));
    const answer = await gallery(server.browser());
    expect(answer.body.fields.map((field) => field.key)).toEqual(['kind']);
    expect(answer.body.items[0]!.answers).toEqual({ kind: 'team' });
  });

  it('serves a file only when the form shows its field to voters and the submission is open to votes', async () => {
    const world = await voteWorld(server, { voter_fields: ['kind', 'deck'] });
    const [owner] = await server.db.select({ user: submissions.userId }).from(submissions).where(eq(submissions.id, world.ids[0]!));
    const deck = await seedRespondentFile(server, world, owner!.user!, 'deck.pdf', new TextEncoder().encode('%PDF-1.4 deck'));
    const { key: _key, ...file } = deck;
    await server.db.update(submissions).set({ answers: { kind: 'team', deck: file, name: 'Nora Bianchi' } }).where(eq(submissions.id, world.ids[0]!));
    const path = `/api/p/${SITE.company}/${SITE.project}/form/${VOTE.form}/vote/file/${deck.media_id}`;

    const served = await server.browser().fetch(path);
    expect(served.status).toBe(200);
    expect(new TextDecoder().decode(served.bytes)).toBe('%PDF-1.4 deck');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    await server.db.update(submissions).set({ status: 'rejected' }).where(eq(submissions.id, world.ids[0]!));
    expect((await server.browser().fetch(path)).status).toBe(404);
    await server.db.update(submissions).set({ status: 'received' }).where(eq(submissions.id, world.ids[0]!));
    await server.db.update(forms).set({ voterFields: ['kind'] }).where(eq(forms.id, world.form));
    expect((await server.browser().fetch(path)).status).toBe(404);
  });
});

describe('the voting window and the cap', () => {
  it('takes votes only between the opening and the closing', async () => {
    const now = server.clock.now().getTime();
    const world = await voteWorld(server, { vote_opens_at: new Date(now + HOUR).toISOString(), vote_closes_at: new Date(now + 3 * HOUR).toISOString() });
    const voter = await respondent(server, 'vera@voters.example', { profile: false });
    expect((await gallery(voter)).body.vote.window).toBe('not_yet');
    expectError(await castVote(voter, world.ids[0]!), 409, 'votes_closed');

    server.clock.advance(HOUR);
    expect((await gallery(voter)).body.vote.window).toBe('open');
    expectOk(await castVote(voter, world.ids[0]!));

    server.clock.advance(2 * HOUR);
    expect((await gallery(voter)).body.vote.window).toBe('closed');
    expectError(await castVote(voter, world.ids[1]!), 409, 'votes_closed');
    expect(await server.db.select().from(votes)).toHaveLength(1);
  });

  it('keeps the votes of one email within the cap; an invalidated vote no longer counts towards it', async () => {
    const world = await voteWorld(server, { votes_per_email: 2 });
    const voter = await respondent(server, 'vera@voters.example', { profile: false });
    expect((await castVote(voter, world.ids[0]!)).body.mine).toMatchObject({ used: 1, left: 1 });
    expect((await castVote(voter, world.ids[1]!)).body.mine).toMatchObject({ used: 2, left: 0 });
    expectError(await castVote(voter, world.ids[2]!), 409, 'vote_limit');
    // Voting again for one already voted says so, rather than the cap.
    expectError(await castVote(voter, world.ids[0]!), 409, 'already_voted');

    const [first] = await server.db.select({ id: votes.id }).from(votes).where(eq(votes.submissionId, world.ids[0]!));
    expectOk(await world.manager.call(VoteInvalidate, { ...world.scope, ids: [first!.id], reason: 'Duplicate account' }));
    expect((await gallery(voter)).body.mine).toEqual({ voted: [world.ids[0], world.ids[1]], used: 1, left: 1 });
    expectOk(await castVote(voter, world.ids[2]!));
  });

  it('counts two votes sent at once one after the other, so both never pass the cap', async () => {
    const world = await voteWorld(server, { votes_per_email: 1 });
    const voter = await respondent(server, 'vera@voters.example', { profile: false });
    const answers = await Promise.all([castVote(voter, world.ids[0]!), castVote(voter, world.ids[1]!), castVote(voter, world.ids[2]!)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.error?.code)).toEqual(['vote_limit', 'vote_limit']);
    expect(await server.db.select().from(votes)).toHaveLength(1);
  });
});

describe('the form options of a vote', () => {
  it('refuse a personal field, a statement or an unknown key among the fields shown to voters, and a closing before the opening', async () => {
    const world = await voteWorld(server);
    const { entity } = (await world.manager.call(FormGet, world.scope)).body;
    const { id: _id, company_id: _c, project_id: _p, version, published_version: _v, draft_changed: _d, draft: _draft, created_at: _a, updated_at: _u, ...options } = entity;

    const refused = await world.manager.call(FormOptionsSave, { ...world.scope, ...options, version, voter_fields: ['kind', 'name', 'missing'] });
    expectError(refused, 400, 'validation_failed');
    expect(Object.keys(refused.error!.fields!)).toEqual(['voter_fields.1', 'voter_fields.2']);

    const backwards = await world.manager.call(FormOptionsSave, {
      ...world.scope,
      ...options,
      version,
      vote_opens_at: '2031-05-02T00:00:00.000Z',
      vote_closes_at: '2031-05-01T00:00:00.000Z',
    });
    expectError(backwards, 400, 'validation_failed');
    expect(Object.keys(backwards.error!.fields!)).toEqual(['vote_closes_at']);

    const saved = await world.manager.call(FormOptionsSave, { ...world.scope, ...options, version, voter_fields: ['pitch'], votes_per_email: 3, assistants_export: true });
    expectOk(saved);
    expect(saved.body.entity).toMatchObject({ voter_fields: ['pitch'], votes_per_email: 3, assistants_export: true });
  });

  it('drop a field saved before that voters may no longer see, instead of refusing every later save', async () => {
    const world = await voteWorld(server);
    // As a copied form, or a later version that removed the field, leaves it: saved, and no longer a field.
    await server.db.update(forms).set({ voterFields: ['gone', 'pitch'] }).where(eq(forms.id, world.form));
    const { entity } = (await world.manager.call(FormGet, world.scope)).body;
    const { id: _id, company_id: _c, project_id: _p, version, published_version: _v, draft_changed: _d, draft: _draft, created_at: _a, updated_at: _u, ...options } = entity;
    expect(options.voter_fields).toEqual(['gone', 'pitch']);

    const saved = await world.manager.call(FormOptionsSave, { ...world.scope, ...options, version, votes_per_email: 4 });
    expectOk(saved);
    expect(saved.body.entity).toMatchObject({ voter_fields: ['pitch'], votes_per_email: 4 });
    // A key chosen anew is still refused.
    const refused = await world.manager.call(FormOptionsSave, { ...world.scope, ...options, version: saved.body.entity.version, voter_fields: ['pitch', 'other'] });
    expectError(refused, 400, 'validation_failed');
    expect(Object.keys(refused.error!.fields!)).toEqual(['voter_fields.1']);
  });
});

describe('erasure', () => {
  it("empties the voter's address on their votes, which stay counted with their domain; their data download lists them before", async () => {
    const world = await voteWorld(server);
    const voter = await respondent(server, 'vera@voters.example', { profile: false });
    expectOk(await castVote(voter, world.ids[0]!));

    const exported = await voter.call(OwnDataExport, SITE);
    expect(JSON.parse(new TextDecoder().decode(exported.bytes)).votes).toEqual([
      { form: 'apply', submission: world.ids[0], voted_at: server.clock.now().toISOString(), valid: true },
    ]);

    server.clock.advance(MINUTE);
    expectOk(await voter.call(OwnDataErase, { ...SITE, email: 'vera@voters.example' }));
    const rows = await server.db.select().from(votes).where(and(eq(votes.formId, world.form)));
    expect(rows).toEqual([expect.objectContaining({ email: null, userId: null, emailDomain: 'voters.example', invalidAt: null })]);
  });
});
