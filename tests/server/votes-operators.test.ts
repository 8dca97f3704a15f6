import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUSPICION, VoteInvalidate, VoteList, VoteRestore, VoteSummary } from '../../contract/votes.ts';
import { forms } from '../../server/db/schema/forms.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { expectOk } from './accounts.ts';
import { MINUTE } from './clock.ts';
import { useTestServer } from './harness.ts';
import { expectError, respondent } from './public-fixtures.ts';
import { person, seedOperator, sessionBrowser } from './tenancy.ts';
import { castVote, seedVote, voteWorld } from './votes-fixtures.ts';

const server = useTestServer();

/** The vote world with an assistant of the form beside its manager. */
async function operatorsWorld() {
  const world = await voteWorld(server);
  const assistantId = await seedOperator(server, person('asia'));
  await server.db.insert(grants).values({
    id: crypto.randomUUID(),
    operatorId: assistantId,
    companyId: world.company,
    role: 'assistant',
    projectId: world.project,
    formId: world.form,
    createdAt: server.clock.now(),
  });
  return { ...world, assistant: await sessionBrowser(server, assistantId) };
}

type World = Awaited<ReturnType<typeof operatorsWorld>>;

const at = (iso: string) => new Date(iso);

/** Votes that make each flag, and votes just short of each. Returns the ids by what they are. */
async function seedSuspects(w: World) {
  const form = w.form;
  const [first, second] = w.ids as [string, string];
  const vote = (submission: string, email: string, address: string, iso: string) => seedVote(server, { form, submission, email, address, at: at(iso) });
  const burst: string[] = [];
  // One more than burstVotes votes from one address within the window: a burst.
  for (let i = 0; i <= SUSPICION.burstVotes; i++) burst.push(await vote(first, `b${i}@gmail.com`, 'one-address', `2030-01-10T10:0${i}:00Z`));
  const calm: string[] = [];
  // burstVotes votes within the window from another address, and one more an hour later: no burst.
  for (let i = 0; i < SUSPICION.burstVotes; i++) calm.push(await vote(first, `c${i}@gmail.com`, 'calm-address', `2030-01-10T11:0${i}:00Z`));
  calm.push(await vote(first, 'c9@gmail.com', 'calm-address', '2030-01-10T12:30:00Z'));
  const club: string[] = [];
  // One more than domainEmails addresses of one domain within the window, each from its own address.
  for (let i = 0; i <= SUSPICION.domainEmails; i++) club.push(await vote(second, `member${i}@club.example`, `club-${i}`, `2030-01-10T14:0${i}:00Z`));
  const small: string[] = [];
  for (let i = 0; i < SUSPICION.domainEmails; i++) small.push(await vote(second, `person${i}@small.example`, `small-${i}`, `2030-01-10T15:0${i}:00Z`));
  // Many addresses of a big provider within minutes are ordinary.
  const common: string[] = [];
  for (let i = 0; i < 12; i++) common.push(await vote(second, `fan${i}@gmail.com`, `fan-${i}`, `2030-01-10T16:0${Math.floor(i / 2)}:${String((i % 2) * 30).padStart(2, '0')}Z`));
  const disposable = await vote(second, 'throwaway@mailinator.com', 'lonely', '2030-01-10T18:00:00Z');
  return { burst, calm, club, small, common, disposable };
}

describe('the votes list', () => {
  it('flags bursts from one address, many emails of one domain within minutes, and disposable domains, each by its own rule', async () => {
    const w = await operatorsWorld();
    const s = await seedSuspects(w);

    const all = await w.manager.call(VoteList, { ...w.scope, pageSize: 200 });
    expectOk(all);
    const flags = new Map(all.body.items.map((item) => [item.id, item.flags]));
    expect(all.body.total).toBe(flags.size);
    for (const id of s.burst) expect(flags.get(id)).toEqual(['burst']);
    for (const id of s.club) expect(flags.get(id)).toEqual(['domain']);
    expect(flags.get(s.disposable)).toEqual(['disposable']);
    for (const id of [...s.calm, ...s.small, ...s.common]) expect(flags.get(id)).toEqual([]);

    const suspicious = await w.manager.call(VoteList, { ...w.scope, filter: 'suspicious', pageSize: 200 });
    expect(suspicious.body.items.map((item) => item.id).sort()).toEqual([...s.burst, ...s.club, s.disposable].sort());
    expect(suspicious.body.total).toBe(s.burst.length + s.club.length + 1);
  });

  it('is newest first and paged, names the submission by its number, and filters by submission', async () => {
    const w = await operatorsWorld();
    await seedSuspects(w);
    const page = await w.manager.call(VoteList, { ...w.scope, page: 2, pageSize: 10 });
    const firstPage = await w.manager.call(VoteList, { ...w.scope, page: 1, pageSize: 10 });
    expect(firstPage.body.items[0]).toMatchObject({ email: 'throwaway@mailinator.com', email_domain: 'mailinator.com', submission: { id: w.ids[1], number: 2 }, valid: true });
    const times = [...firstPage.body.items, ...page.body.items].map((item) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const ofFirst = await w.manager.call(VoteList, { ...w.scope, submission: w.ids[0], pageSize: 200 });
    expect(ofFirst.body.items.every((item) => item.submission.id === w.ids[0])).toBe(true);
    expect(ofFirst.body.total).toBe(SUSPICION.burstVotes + 1 + SUSPICION.burstVotes + 1);
  });

  it("shows the form's assistants the voters' domains but not their addresses, unless the form lets them", async () => {
    const w = await operatorsWorld();
    await seedSuspects(w);
    const seen = await w.assistant.call(VoteList, { ...w.scope });
    expectOk(seen);
    expect(seen.body.items.every((item) => item.email === null && item.email_domain !== '')).toBe(true);
    await server.db.update(forms).set({ assistantsExport: true }).where(eq(forms.id, w.form));
    expect((await w.assistant.call(VoteList, { ...w.scope })).body.items[0]!.email).toBe('throwaway@mailinator.com');
  });
});

describe('the votes summary', () => {
  it('counts the valid votes per submission, with what voters saw of it, per day in the reader’s time zone, and the totals', async () => {
    const w = await operatorsWorld();
    const [a, b, c] = w.ids as [string, string, string];
    for (const [submission, iso, address] of [
      [a, '2030-01-12T10:00:00Z', 'x1'],
      [a, '2030-01-12T23:30:00Z', 'x2'],
      [b, '2030-01-13T09:00:00Z', 'x3'],
    ] as const) {
      await seedVote(server, { form: w.form, submission, email: `${address}@voters.example`, address, at: at(iso) });
    }

    const utc = await w.assistant.call(VoteSummary, { ...w.scope, tz: 'UTC' });
    expectOk(utc);
    expect(utc.body.totals).toEqual({ valid: 3, invalid: 0, voters: 3, suspicious: 0 });
    expect(utc.body.per_day).toEqual([
      { day: '2030-01-12', count: 2 },
      { day: '2030-01-13', count: 1 },
    ]);
    // 23:30 UTC is past midnight in Rome.
    const rome = await w.assistant.call(VoteSummary, { ...w.scope, tz: 'Europe/Rome' });
    expect(rome.body.per_day).toEqual([
      { day: '2030-01-12', count: 1 },
      { day: '2030-01-13', count: 2 },
    ]);
    expect(utc.body.items.map((item) => [item.submission, item.number, item.valid])).toEqual([
      [a, 1, 2],
      [b, 2, 1],
      [c, 3, 0],
    ]);
    expect(utc.body.items[0]).toMatchObject({ status: 'received', name: 'Nora Bianchi', answers: { kind: 'team', pitch: w.sent[0]!.pitch }, invalid: 0 });
    expect(utc.body.fields.map((field) => field.key)).toEqual(['kind', 'pitch']);
    expect(utc.body.settings).toEqual({ public_votes: true, public_path: '/p/aurora/prize/f/apply/vote', page_shown: true, window: 'open', opens_at: null, closes_at: null, votes_per_email: null });
    // Archived, the form's vote page answers 404: the screen says it is not shown, whatever the window.
    await server.db.update(forms).set({ status: 'archived' }).where(eq(forms.id, w.form));
    expect((await w.manager.call(VoteSummary, { ...w.scope })).body.settings).toMatchObject({ page_shown: false, window: 'open' });
  });
});

describe('invalidating votes', () => {
  it('keeps them, marks them with the time, the operator and the reason, logs it, and the counts follow; restoring counts them again', async () => {
    const w = await operatorsWorld();
    const voter = await respondent(server, 'vera@voters.example', { profile: false });
    expectOk(await castVote(voter, w.ids[0]!));
    const other = await seedVote(server, { form: w.form, submission: w.ids[0]!, email: 'x@mailinator.com', address: 'x', at: server.clock.now() });
    const mine = (await w.manager.call(VoteList, { ...w.scope })).body.items.find((item) => item.email === 'vera@voters.example')!.id;

    server.clock.advance(MINUTE);
    const done = await w.manager.call(VoteInvalidate, { ...w.scope, ids: [other, mine], reason: 'Bought votes' });
    expectOk(done);
    expect(done.body).toEqual({ changed: 2 });
    // Again: what is invalid already keeps its first mark.
    expect((await w.manager.call(VoteInvalidate, { ...w.scope, ids: [other], reason: 'Another reason' })).body).toEqual({ changed: 0 });

    const invalid = await w.manager.call(VoteList, { ...w.scope, filter: 'invalid' });
    expect(invalid.body.total).toBe(2);
    expect(invalid.body.items[0]).toMatchObject({ valid: false, invalid_reason: 'Bought votes', invalid_by: 'marta', invalid_at: server.clock.now().toISOString() });
    const summary = await w.manager.call(VoteSummary, { ...w.scope });
    expect(summary.body.totals).toMatchObject({ valid: 0, invalid: 2 });
    expect(summary.body.items[0]).toMatchObject({ submission: w.ids[0], valid: 0, invalid: 2 });

    const [logged] = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, VoteInvalidate.path)).orderBy(desc(operationsLog.id)).limit(2);
    expect(logged).toMatchObject({ status: 200, target: `form:${w.form}`, summary: expect.objectContaining({ votes: 0, reason: 'Another reason' }) });
    const rows = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, VoteInvalidate.path));
    expect(rows.map((row) => row.summary.votes)).toEqual([2, 0]);

    const restored = await w.manager.call(VoteRestore, { ...w.scope, ids: [mine] });
    expect(restored.body).toEqual({ changed: 1, over_cap: 0 });
    expect((await w.manager.call(VoteSummary, { ...w.scope })).body.totals).toMatchObject({ valid: 1, invalid: 1 });
    // The log names the votes each change marked or counted again.
    const [restoreLog] = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, VoteRestore.path));
    expect(restoreLog!.summary).toMatchObject({ votes: 1, ids: [mine] });
    expect(rows.map((row) => row.summary.ids)).toEqual([expect.arrayContaining([mine, other]), []]);
  });

  it("counts a vote again only while its voter is under the form's cap", async () => {
    const w = await voteWorld(server, { votes_per_email: 2 });
    const voter = await respondent(server, 'vera@voters.example', { profile: false });
    expectOk(await castVote(voter, w.ids[0]!));
    const [first] = (await w.manager.call(VoteList, { ...w.scope })).body.items;
    expectOk(await w.manager.call(VoteInvalidate, { ...w.scope, ids: [first!.id], reason: 'Checked later' }));
    // The place it freed is used: two valid votes, the cap.
    expectOk(await castVote(voter, w.ids[1]!));
    expectOk(await castVote(voter, w.ids[2]!));

    const refused = await w.manager.call(VoteRestore, { ...w.scope, ids: [first!.id] });
    expect(refused.body).toEqual({ changed: 0, over_cap: 1 });
    expect((await w.manager.call(VoteSummary, { ...w.scope })).body.totals).toMatchObject({ valid: 2, invalid: 1 });

    // Once one of the two is invalidated, the first counts again.
    const newest = (await w.manager.call(VoteList, { ...w.scope })).body.items.find((vote) => vote.valid);
    expectOk(await w.manager.call(VoteInvalidate, { ...w.scope, ids: [newest!.id], reason: 'Swap' }));
    expect((await w.manager.call(VoteRestore, { ...w.scope, ids: [first!.id] })).body).toEqual({ changed: 1, over_cap: 0 });
  });

  it("is the project's editors' to do: the form's assistants read the votes but change nothing", async () => {
    const w = await operatorsWorld();
    const id = await seedVote(server, { form: w.form, submission: w.ids[0]!, email: 'x@voters.example', address: 'x', at: server.clock.now() });
    expectError(await w.assistant.call(VoteInvalidate, { ...w.scope, ids: [id], reason: 'No' }), 403, 'forbidden');
    expectError(await w.assistant.call(VoteRestore, { ...w.scope, ids: [id] }), 403, 'forbidden');
    expect((await w.manager.call(VoteList, { ...w.scope })).body.items[0]!.valid).toBe(true);
  });

  it('changes nothing in another form', async () => {
    const w = await operatorsWorld();
    const id = await seedVote(server, { form: w.form, submission: w.ids[0]!, email: 'x@voters.example', address: 'x', at: server.clock.now() });
    const [otherForm] = await server.db
      .insert(forms)
      .values({ id: crypto.randomUUID(), companyId: w.company, projectId: w.project, slug: 'other', draft: { ...(await server.db.select().from(forms).where(eq(forms.id, w.form)))[0]!.draft, slug: 'other' }, createdAt: server.clock.now(), updatedAt: server.clock.now() })
      .returning({ id: forms.id });
    const answer = await w.manager.call(VoteInvalidate, { ...w.scope, form: otherForm!.id, ids: [id], reason: 'No' });
    expect(answer.body).toEqual({ changed: 0 });
  });
});
