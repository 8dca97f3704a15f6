import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JudgeScore, JudgeSessionGet, JudgeSessionList, SessionGet, SessionRanking, SessionSave } from '../../contract/judging.ts';
import { ResultsIds, SavedFilterSave } from '../../contract/results.ts';
import { judgingSessions, scoreHistory, scores, sessionAssignments } from '../../server/db/schema/judging.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { savedFilters } from '../../server/db/schema/submissions.ts';
import { expectOk } from './accounts.ts';
import type { Browser } from './browser.ts';
import { HOUR, MINUTE } from './clock.ts';
import { useTestServer } from './harness.ts';
import { heldBy as heldByOf, judgingWorld as judgingWorldOf, openSession, sessionInput } from './judging-fixtures.ts';
import { seedForm } from './forms-fixtures.ts';
import { expectError } from './public-fixtures.ts';
import { seedSubmission } from './respondents.ts';

const server = useTestServer();

const judgingWorld = (extra = 0) => judgingWorldOf(server, extra);
const heldBy = (session: string, judge: string) => heldByOf(server, session, judge);

describe('a judging session', () => {
  it('spreads N judges per submission with loads within one of each other, and refuses a panel member who is not a judge of the project', async () => {
    const w = await judgingWorld(7);
    const session = await openSession(w);
    // Four sent submissions of the world (the withdrawn one left out) and seven more: 11 × 2 = 22 seats.
    expect(session).toMatchObject({ name: 'First round', status: 'open', submissions: 11, short: 0, version: 1, assignment: { mode: 'per_submission', per_submission: 2 } });
    expect(session.judges.map((judge) => judge.name).sort()).toEqual(['ada', 'bruno', 'carla']);
    const loads = await Promise.all(Object.values(w.judges).map(async (judge) => (await heldBy(session.id, judge.id)).length));
    expect(loads.reduce((sum, load) => sum + load, 0)).toBe(22);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);

    const refused = await w.manager.call(SessionSave, sessionInput(w, { judges: [w.judges.ada.id, w.outsider.id] }));
    expectError(refused, 400, 'validation_failed');
    expect(Object.keys(refused.error!.fields!)).toEqual(['judges.1']);

    // Saved again at its version: what each judge holds stays; at an old version, a conflict.
    const before = await heldBy(session.id, w.judges.ada.id);
    const again = await w.manager.call(SessionSave, sessionInput(w, { id: session.id, version: 1, name: 'Round one' }));
    expectOk(again);
    expect(again.body.entity).toMatchObject({ name: 'Round one', version: 2 });
    expect(await heldBy(session.id, w.judges.ada.id)).toEqual(before);
    expectError(await w.manager.call(SessionSave, sessionInput(w, { id: session.id, version: 1 })), 409, 'conflict');
    expect((await w.manager.call(SessionGet, { ...w.scope, session: session.id })).body.entity.name).toBe('Round one');
    const [logged] = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, SessionSave.path));
    expect(logged).toMatchObject({ status: 200, target: `session:${session.id}` });
  });

  it("shows a judge only the sessions they sit on, drafts aside, with their progress", async () => {
    const w = await judgingWorld();
    const open = await openSession(w, { assignment: { mode: 'all' } });
    await openSession(w, { name: 'Not yet', status: 'draft' });
    await openSession(w, { name: 'Without Carla', judges: [w.judges.ada.id] });
    const submission = (await heldBy(open.id, w.judges.carla.id))[0]!;
    expectOk(await w.judges.carla.browser.call(JudgeScore, { ...w.scope, session: open.id, submission, values: { quality: 4, impact: 2 } }));

    const listed = await w.judges.carla.browser.call(JudgeSessionList, {});
    expect(listed.body.items).toEqual([{ company: w.company, project: w.project, form: w.form, session: open.id, name: 'First round', status: 'open', closes_at: null, assigned: 4, scored: 1 }]);
    expect((await w.outsider.browser.call(JudgeSessionList, {})).body.items).toEqual([]);
  });

  it('never sends a judge of a blind session a personal answer or who sent it; an open one sends both', async () => {
    const w = await judgingWorld();
    const blind = await openSession(w, { assignment: { mode: 'all' } });
    const got = await w.judges.ada.browser.call(JudgeSessionGet, { ...w.scope, session: blind.id });
    expectOk(got);
    const raw = JSON.stringify(got.body);
    // The world's senders' names and addresses are answers of fields marked personal.
    for (const sent of w.sent.filter((entry) => entry.status !== 'withdrawn')) {
      expect(raw).not.toContain(sent.who);
      expect(raw).not.toContain(`${sent.who.split(' ')[0]!.toLowerCase()}@applicants.example`);
    }
    expect(got.body.entity.fields.map((field) => field.key)).not.toContain('name');
    expect(got.body.entity.submissions).toHaveLength(4);
    expect(got.body.entity.submissions.every((submission) => submission.sender === null && submission.answers.name === undefined)).toBe(true);
    expect(got.body.entity.submissions[0]!.answers.pitch).toBe(w.sent[0]!.pitch);

    const open = await openSession(w, { assignment: { mode: 'all' }, blind: false });
    const named = await w.judges.ada.browser.call(JudgeSessionGet, { ...w.scope, session: open.id });
    expect(named.body.entity.submissions[0]).toMatchObject({ number: 1, answers: { name: w.sent[0]!.who }, sender: { email: expect.stringContaining('@applicants.example') } });
  });

  it("refuses a judge another panel's session, a submission not theirs, values off the scale, and scores once the session closed", async () => {
    const w = await judgingWorld();
    const session = await openSession(w, { judges: [w.judges.ada.id, w.judges.bruno.id], assignment: { mode: 'per_submission', per_submission: 1 } });
    const adas = await heldBy(session.id, w.judges.ada.id);
    const brunos = await heldBy(session.id, w.judges.bruno.id);
    const score = (browser: Browser, submission: string, values: Record<string, number> = { quality: 3, impact: 3 }) =>
      browser.call(JudgeScore, { ...w.scope, session: session.id, submission, values });

    expectError(await w.judges.carla.browser.call(JudgeSessionGet, { ...w.scope, session: session.id }), 404, 'not_found');
    expectError(await score(w.judges.carla.browser, adas[0]!), 404, 'not_found');
    expectError(await score(w.judges.ada.browser, brunos[0]!), 403, 'not_assigned');
    const off = await score(w.judges.ada.browser, adas[0]!, { quality: 9 });
    expectError(off, 400, 'validation_failed');
    expect(off.error!.fields).toMatchObject({ 'values.quality': expect.any(String), 'values.impact': expect.any(String) });
    expectError(await score(w.judges.ada.browser, adas[0]!, { quality: 3, impact: 3, beauty: 2 }), 400, 'validation_failed');

    await server.db.update(judgingSessions).set({ closesAt: new Date(server.clock.now().getTime() + HOUR) }).where(eq(judgingSessions.id, session.id));
    expectOk(await score(w.judges.ada.browser, adas[0]!));
    server.clock.advance(2 * HOUR);
    expectError(await score(w.judges.ada.browser, adas[1]!), 409, 'session_closed');
    expect(await server.db.select().from(scores)).toHaveLength(1);
  });

  it('refuses a fractional value on a whole-number criterion, with the field error on that criterion, and keeps no score', async () => {
    const w = await judgingWorld();
    const session = await openSession(w, { judges: [w.judges.ada.id], assignment: { mode: 'all' } });
    const [submission] = await heldBy(session.id, w.judges.ada.id);

    const fractional = await w.judges.ada.browser.call(JudgeScore, { ...w.scope, session: session.id, submission: submission!, values: { quality: 2.5, impact: 3 } });

    expectError(fractional, 400, 'validation_failed');
    expect(Object.keys(fractional.error!.fields ?? {})).toEqual(['values.quality']);
    expect(fractional.error!.fields!['values.quality']).toMatch(/whole number/);
    expect(await server.db.select().from(scores)).toHaveLength(0);
    expectOk(await w.judges.ada.browser.call(JudgeScore, { ...w.scope, session: session.id, submission: submission!, values: { quality: 2, impact: 3 } }));
  });

  it('keeps the change a judge made later when two devices send one submission out of order, the other in the history', async () => {
    const w = await judgingWorld();
    const session = await openSession(w, { assignment: { mode: 'all' } });
    const submission = (await heldBy(session.id, w.judges.ada.id))[0]!;
    const at = (minutes: number) => new Date(server.clock.now().getTime() - minutes * MINUTE).toISOString();
    const send = (values: Record<string, number>, changedAt: string) =>
      w.judges.ada.browser.call(JudgeScore, { ...w.scope, session: session.id, submission, values, changed_at: changedAt });

    expect((await send({ quality: 5, impact: 5 }, at(1))).body).toMatchObject({ kept: 'this', entity: { values: { quality: 5, impact: 5 } } });
    // The tablet's earlier change arrives after the laptop's later one: it loses, and is kept in the history.
    expect((await send({ quality: 2, impact: 2 }, at(10))).body).toMatchObject({ kept: 'later', entity: { values: { quality: 5, impact: 5 } } });
    const [stored] = await server.db.select().from(scores);
    expect(stored!.values).toEqual({ quality: 5, impact: 5 });
    expect((await server.db.select().from(scoreHistory)).map((entry) => entry.values)).toEqual([{ quality: 2, impact: 2 }]);
    // A later one replaces it, the one it replaced going into the history.
    expect((await send({ quality: 4, impact: 3 }, at(0))).body.kept).toBe('this');
    expect((await server.db.select().from(scoreHistory)).map((entry) => entry.values)).toEqual([
      { quality: 2, impact: 2 },
      { quality: 5, impact: 5 },
    ]);
    // The judge reads both back with the session, the newest first, beside the score kept.
    const read = await w.judges.ada.browser.call(JudgeSessionGet, { ...w.scope, session: session.id });
    const mine = (read.body as { entity: { submissions: Array<{ id: string; my_score: { values: object }; my_history: Array<{ values: object }> }> } }).entity.submissions.find(
      (entry) => entry.id === submission,
    )!;
    expect(mine.my_score.values).toEqual({ quality: 4, impact: 3 });
    expect(mine.my_history.map((entry) => entry.values)).toEqual([
      { quality: 5, impact: 5 },
      { quality: 2, impact: 2 },
    ]);
  });

  it('gives a submission to another judge when its judge declares a conflict, and counts the conflict nowhere', async () => {
    const w = await judgingWorld(2);
    const session = await openSession(w, { assignment: { mode: 'per_submission', per_submission: 2 } });
    const submission = (await heldBy(session.id, w.judges.ada.id))[0]!;
    const holders = async () =>
      (await server.db.select({ judge: sessionAssignments.judgeId }).from(sessionAssignments).where(and(eq(sessionAssignments.sessionId, session.id), eq(sessionAssignments.submissionId, submission)))).map(
        (row) => row.judge,
      );
    const others = (await holders()).filter((judge) => judge !== w.judges.ada.id);

    const declared = await w.judges.ada.browser.call(JudgeScore, { ...w.scope, session: session.id, submission, values: {}, conflict: true });
    expectOk(declared);
    expect(declared.body.entity).toMatchObject({ conflict: true, values: {} });
    const now = await holders();
    expect(now).toHaveLength(2);
    expect(now).not.toContain(w.judges.ada.id);
    expect(now).toEqual(expect.arrayContaining(others));
    // Saving the session again does not give it back to her.
    expectOk(await w.manager.call(SessionSave, sessionInput(w, { id: session.id, version: 1 })));
    expect(await holders()).not.toContain(w.judges.ada.id);
    const ranking = await w.manager.call(SessionRanking, { ...w.scope, session: session.id });
    expect(ranking.body.items.find((line) => line.submission === submission)).toMatchObject({ judges: 0, total: null, rank: null });
  });

  it('ranks the scores through the API as the hand-computed weighted totals say', async () => {
    const w = await judgingWorld();
    const session = await openSession(w, { assignment: { mode: 'all' }, judges: [w.judges.ada.id, w.judges.bruno.id] });
    const [first, second, third] = (await heldBy(session.id, w.judges.ada.id)).slice(0, 3) as [string, string, string];
    const give = (judge: 'ada' | 'bruno', submission: string, quality: number, impact: number) =>
      w.judges[judge].browser.call(JudgeScore, { ...w.scope, session: session.id, submission, values: { quality, impact } });
    // Weighted totals (quality × 2 + impact): Ada 14, 12, 8; Bruno 8, 5 and an abstention.
    await give('ada', first, 5, 4);
    await give('ada', second, 4, 4);
    await give('ada', third, 3, 2);
    await give('bruno', first, 3, 2);
    await give('bruno', second, 2, 1);
    expectOk(await w.judges.bruno.browser.call(JudgeScore, { ...w.scope, session: session.id, submission: third, values: {}, abstain: true }));

    const ranking = await w.manager.call(SessionRanking, { ...w.scope, session: session.id });
    expectOk(ranking);
    const by = new Map(ranking.body.items.map((line) => [line.submission, line]));
    expect(by.get(first)).toMatchObject({ total: 11, judges: 2, spread: { sd: 3, range: 6 }, rank: 1, rank_normalised: 1, mean: { quality: 4, impact: 3 } });
    expect(by.get(second)).toMatchObject({ total: 8.5, rank: 2 });
    expect(by.get(third)).toMatchObject({ total: 8, judges: 1, rank: 3 });
    expect(by.get(first)!.normalised).toBeCloseTo(1.034522, 5);
    expect(ranking.body.items.at(-1)).toMatchObject({ judges: 0, total: null, rank: null });
    // The judges do not read it.
    expectError(await w.judges.ada.browser.call(SessionRanking, { ...w.scope, session: session.id }), 403, 'forbidden');
  });

  it("takes exactly the sent submissions a saved filter of the results selects, reads it again at each save, and refuses another form's filter on `scope`", async () => {
    const w = await judgingWorld(2);
    // A draft answering "team" too: the results list it when the filter asks for drafts, a session never.
    const draft = await seedSubmission(server, w.scope, null, { status: 'draft', answers: { kind: 'team', pitch: 'Not sent yet' } });
    const teams = { status: ['draft', 'received', 'in_review', 'accepted'] as const, answers: [{ field: 'kind', op: 'is' as const, values: ['team'] }] };
    const saved = await w.manager.call(SavedFilterSave, { ...w.scope, name: 'Teams', filters: { ...teams, status: [...teams.status] } });
    expectOk(saved);
    const filter = saved.body.entity.id;
    const listed = await w.manager.call(ResultsIds, { ...w.scope, filters: { ...teams, status: [...teams.status] } });
    expect(listed.body.ids).toContain(draft);
    // The world's teams are Nora (received) and Ida (accepted), and the two extra ones (received).
    const expected = listed.body.ids.filter((id) => id !== draft).sort();
    expect(expected).toEqual([w.ids[0]!, w.ids[2]!, ...listed.body.ids.filter((id) => !w.ids.includes(id) && id !== draft)].sort());
    expect(expected).toHaveLength(4);

    const session = await openSession(w, { assignment: { mode: 'all' }, scope: { kind: 'filter', filter } });
    expect(session).toMatchObject({ submissions: 4, scope: { kind: 'filter', filter, tz: 'UTC' } });
    expect(await heldBy(session.id, w.judges.ada.id)).toEqual(expected);

    // The filter narrowed to the accepted ones: saving the session again takes the filter as it is now.
    expectOk(await w.manager.call(SavedFilterSave, { ...w.scope, id: filter, name: 'Teams', filters: { ...teams, status: ['accepted'] } }));
    const again = await w.manager.call(SessionSave, sessionInput(w, { id: session.id, version: 1, assignment: { mode: 'all' }, scope: { kind: 'filter', filter } }));
    expectOk(again);
    expect(again.body.entity.submissions).toBe(1);
    expect(await heldBy(session.id, w.judges.bruno.id)).toEqual([w.ids[2]!]);

    // A filter of another form of the project, another editor's filter kept to themselves, or none at all: refused on `scope`.
    const otherForm = await seedForm(server, w.company, w.project, 'other-form');
    const foreign = crypto.randomUUID();
    const privateOne = crypto.randomUUID();
    const now = server.clock.now();
    await server.db.insert(savedFilters).values([
      { id: foreign, formId: otherForm, ownerId: w.outsider.id, name: 'Elsewhere', filters: {}, shared: true, createdAt: now, updatedAt: now },
      { id: privateOne, formId: w.form, ownerId: w.outsider.id, name: 'Mine only', filters: {}, shared: false, createdAt: now, updatedAt: now },
    ]);
    for (const id of [foreign, privateOne, crypto.randomUUID()]) {
      const refused = await w.manager.call(SessionSave, sessionInput(w, { scope: { kind: 'filter', filter: id } }));
      expectError(refused, 400, 'validation_failed');
      expect(refused.error!.fields).toEqual({ scope: expect.stringContaining('saved filter') });
    }
    // The session still takes what it took.
    expect((await w.manager.call(SessionGet, { ...w.scope, session: session.id })).body.entity).toMatchObject({ version: 2, submissions: 1 });
  });
});
