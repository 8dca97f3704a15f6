import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DraftSubmit, SubmissionWithdraw } from '../../contract/public.ts';
import { MAX_TAGS, ResultsChange, ResultsNoteAdd, ResultsNoteDelete, ResultsSubmissionGet, ResultsTags } from '../../contract/results.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { submissionHistory, submissionNotes, submissions } from '../../server/db/schema/submissions.ts';
import { expectOk } from './accounts.ts';
import { MINUTE } from './clock.ts';
import { useTestServer } from './harness.ts';
import { publicWorld, respondent, SITE } from './public-fixtures.ts';
import { RESULTS_V1, resultsTeam, seedResultsWorld, type Who } from './results-fixtures.ts';

const server = useTestServer();

async function world() {
  const seeded = await seedResultsWorld(server.db, server.clock.now());
  const team = await resultsTeam(server, seeded);
  return { ...seeded, ...team, scope: { company: seeded.company, project: seeded.project, form: seeded.form } };
}

type World = Awaited<ReturnType<typeof world>>;

async function rowsOf(w: World, ...who: Who[]) {
  const rows = await server.db.select().from(submissions).where(inArray(submissions.id, who.map((name) => w.ids[name])));
  return Object.fromEntries(rows.map((row) => [w.whoOf(row.id), row]));
}

describe('changing the status of submissions', () => {
  it('changes those named, writes each change in their history with its operator, and counts only what changed', async () => {
    const w = await world();
    server.clock.advance(MINUTE);
    const change = { ...w.scope, target: { ids: [w.ids.ana, w.ids.ben, w.ids.fay, w.otherSubmission, crypto.randomUUID()] }, status: 'in_review' as const };
    const answer = await w.asia.browser.call(ResultsChange, change, { 'idempotency-key': crypto.randomUUID() });
    expectOk(answer);
    // Ben was in review already, Fay's draft is hers, the other form's submission and an unknown id are ignored.
    expect(answer.body).toEqual({ changed: 1 });
    const rows = await rowsOf(w, 'ana', 'ben', 'fay');
    expect([rows.ana!.status, rows.ben!.status, rows.fay!.status]).toEqual(['in_review', 'in_review', 'draft']);
    expect(rows.ana!.updatedAt).toEqual(server.clock.now());
    const [other] = await server.db.select().from(submissions).where(eq(submissions.id, w.otherSubmission));
    expect(other!.status).toBe('received');

    const again = await w.asia.browser.call(ResultsChange, change, { 'idempotency-key': crypto.randomUUID() });
    expect(again.body).toEqual({ changed: 0 });
    const history = await server.db.select().from(submissionHistory);
    expect(history.map((row) => [w.whoOf(row.submissionId), row.fromStatus, row.toStatus, row.operatorId])).toEqual([['ana', 'received', 'in_review', w.asia.id]]);

    const got = await w.asia.browser.call(ResultsSubmissionGet, { ...w.scope, submission: w.ids.ana });
    expect(got.body.entity.history).toEqual([{ from: 'received', to: 'in_review', by: { id: w.asia.id, name: 'asia' }, at: server.clock.now().toISOString() }]);
  });

  it('gives the same answer to a replay of the same call, and applies it once', async () => {
    const w = await world();
    const key = crypto.randomUUID();
    const change = { ...w.scope, target: { ids: [w.ids.gil] }, status: 'accepted' as const, add_tags: ['winner'] };
    const first = await w.asia.browser.call(ResultsChange, change, { 'idempotency-key': key });
    const replay = await w.asia.browser.call(ResultsChange, change, { 'idempotency-key': key });
    expect([first.body, replay.body]).toEqual([{ changed: 1 }, { changed: 1 }]);
    expect(await server.db.select().from(submissionHistory)).toHaveLength(1);
  });

  it('records a withdrawal an operator makes, and its moment', async () => {
    const w = await world();
    expectOk(await w.elio.browser.call(ResultsChange, { ...w.scope, target: { ids: [w.ids.dan] }, status: 'withdrawn' }));
    const rows = await rowsOf(w, 'dan');
    expect(rows.dan).toMatchObject({ status: 'withdrawn', withdrawnAt: server.clock.now() });
  });

  it('changes every submission the filters select, as the operator saw them before the change', async () => {
    const w = await world();
    // Ana and Ben carry "shortlist": the tag is taken away and the status set, both on the same two.
    const answer = await w.asia.browser.call(ResultsChange, {
      ...w.scope,
      target: { filters: { tags: ['shortlist'] } },
      status: 'accepted',
      remove_tags: ['shortlist'],
    });
    expect(answer.body).toEqual({ changed: 2 });
    const rows = await rowsOf(w, 'ana', 'ben', 'gil');
    expect([rows.ana!.status, rows.ana!.tags, rows.ben!.status, rows.ben!.tags]).toEqual(['accepted', [], 'accepted', ['late']]);
    expect(rows.gil!.status).toBe('received');
    // Days are read in the caller's time zone: in Tokyo, Gil sent on the 15th.
    const late = await w.asia.browser.call(ResultsChange, { ...w.scope, target: { filters: { submitted_from: '2030-01-15' }, tz: 'Asia/Tokyo' }, add_tags: ['late'] });
    expect(late.body).toEqual({ changed: 1 });
    expect((await rowsOf(w, 'gil')).gil!.tags).toEqual(['late']);
  });

  it('refuses a change that changes nothing, and an operator who may not assist the form', async () => {
    const w = await world();
    expect((await w.asia.browser.call(ResultsChange, { ...w.scope, target: { ids: [w.ids.ana] } })).status).toBe(400);
    const refused = await w.otto.browser.call(ResultsChange, { ...w.scope, target: { ids: [w.ids.ana] }, status: 'rejected' });
    expect(refused.status).toBe(403);
    expect((await rowsOf(w, 'ana')).ana!.status).toBe('received');
  });
});

describe('tags', () => {
  it('are added and removed as sets, in lower case, each once, the submission keeping its own order', async () => {
    const w = await world();
    const answer = await w.asia.browser.call(ResultsChange, {
      ...w.scope,
      target: { ids: [w.ids.ben, w.ids.cleo] },
      add_tags: ['Follow-up', 'late', 'follow-up'],
      remove_tags: ['shortlist'],
    });
    expect(answer.body).toEqual({ changed: 2 });
    const rows = await rowsOf(w, 'ben', 'cleo');
    expect(rows.ben!.tags).toEqual(['late', 'follow-up']);
    expect(rows.cleo!.tags).toEqual(['follow-up', 'late']);
    const again = await w.asia.browser.call(ResultsChange, { ...w.scope, target: { ids: [w.ids.ben, w.ids.cleo] }, add_tags: ['late'] });
    expect(again.body).toEqual({ changed: 0 });
  });

  it(`hold at most ${MAX_TAGS} on a submission`, async () => {
    const w = await world();
    const many = Array.from({ length: MAX_TAGS }, (_, index) => `tag ${index}`);
    expectOk(await w.asia.browser.call(ResultsChange, { ...w.scope, target: { ids: [w.ids.ana] }, add_tags: many }));
    const tags = (await rowsOf(w, 'ana')).ana!.tags;
    expect(tags).toHaveLength(MAX_TAGS);
    expect(tags[0]).toBe('shortlist');
    expect(tags).not.toContain(`tag ${MAX_TAGS - 1}`);
  });

  it('in use on the form are listed commonest first', async () => {
    const w = await world();
    const answer = await w.asia.browser.call(ResultsTags, w.scope);
    expect(answer.body.items).toEqual([
      { tag: 'late', count: 2 },
      { tag: 'shortlist', count: 2 },
    ]);
  });
});

describe('internal notes', () => {
  it('are added by an assistant, listed with the submission, deleted by their author or an editor only', async () => {
    const w = await world();
    const added = await w.asia.browser.call(ResultsNoteAdd, { ...w.scope, submission: w.ids.ana, body: '  Call her back about the budget.  ' });
    expectOk(added);
    expect(added.body.entity).toMatchObject({ body: 'Call her back about the budget.', by: { id: w.asia.id, name: 'asia' }, deletable: true });
    server.clock.advance(MINUTE);
    const second = await w.alba.browser.call(ResultsNoteAdd, { ...w.scope, submission: w.ids.ana, body: 'Strong portfolio.' });
    const got = await w.alba.browser.call(ResultsSubmissionGet, { ...w.scope, submission: w.ids.ana });
    expect(got.body.entity.notes).toBe(2);
    expect(got.body.entity.notes_list.map((note) => note.body)).toEqual(['Call her back about the budget.', 'Strong portfolio.']);
    // Each reader is offered Delete where the server allows it: Alba her own only, the editor both.
    expect(got.body.entity.notes_list.map((note) => note.deletable)).toEqual([false, true]);
    const asEditor = await w.elio.browser.call(ResultsSubmissionGet, { ...w.scope, submission: w.ids.ana });
    expect(asEditor.body.entity.notes_list.map((note) => note.deletable)).toEqual([true, true]);

    // Another assistant may not delete Asia's note; the editor of the project may, and Alba her own.
    const refused = await w.alba.browser.call(ResultsNoteDelete, { ...w.scope, note: added.body.entity.id });
    expect(refused.status).toBe(403);
    expectOk(await w.elio.browser.call(ResultsNoteDelete, { ...w.scope, note: added.body.entity.id }));
    expectOk(await w.alba.browser.call(ResultsNoteDelete, { ...w.scope, note: second.body.entity.id }));
    expect(await server.db.select().from(submissionNotes)).toEqual([]);
    // Gone: not found again.
    expect((await w.alba.browser.call(ResultsNoteDelete, { ...w.scope, note: second.body.entity.id })).status).toBe(404);
  });

  it("of another form are not found, and a note is never added to another form's submission", async () => {
    const w = await world();
    const otto = await w.otto.browser.call(ResultsNoteAdd, { ...w.scope, form: w.otherForm, submission: w.otherSubmission, body: 'Other form.' });
    expectOk(otto);
    expect((await w.elio.browser.call(ResultsNoteDelete, { ...w.scope, note: otto.body.entity.id })).status).toBe(404);
    expect((await w.asia.browser.call(ResultsNoteAdd, { ...w.scope, submission: w.otherSubmission, body: 'Here?' })).status).toBe(404);
    expect(await server.db.select().from(submissionNotes)).toHaveLength(1);
  });

  it('are logged without their words', async () => {
    const w = await world();
    expectOk(await w.asia.browser.call(ResultsNoteAdd, { ...w.scope, submission: w.ids.ana, body: 'Private remark about Ana.' }));
    const [row] = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, ResultsNoteAdd.path));
    expect(row).toMatchObject({ target: `form:${w.form}`, operatorId: w.asia.id, status: 200 });
    expect(row!.summary).toMatchObject({ name: 'Grant', submission: w.ids.ana });
    expect(JSON.stringify(row)).not.toContain('Private remark');
  });
});

describe('one submission', () => {
  it('comes with the version it answered', async () => {
    const w = await world();
    const got = await w.asia.browser.call(ResultsSubmissionGet, { ...w.scope, submission: w.ids.cleo });
    expect(got.body.entity).toMatchObject({ id: w.ids.cleo, version: 1, tags: [], lang: 'fr', notes: 0, history: [], notes_list: [] });
    expect(got.body.entity.definition).toEqual({ ...RESULTS_V1, slug: got.body.entity.definition.slug });
  });

  it("has the respondent's own sending and withdrawal in its history, then the operators' changes", async () => {
    const { scope, form } = await publicWorld(server);
    const seeded = { company: scope.company, project: scope.project, form, otherForm: form, otherSubmission: '', ids: {} as Record<Who, string>, users: {}, whoOf: (id: string) => id };
    const team = await resultsTeam(server, seeded);
    const browser = await respondent(server, 'kai@example.org');
    const sent = await browser.call(DraftSubmit, { ...SITE, form: 'apply', answers: { name: 'Kai', kind: 'solo', pitch: 'A long enough pitch.', rules: true }, lang: 'en' });
    expectOk(sent);
    const id = sent.body.submission.id;
    server.clock.advance(MINUTE);
    expectOk(await browser.call(SubmissionWithdraw, { ...SITE, submission: id }));
    server.clock.advance(MINUTE);
    expectOk(await team.elio.browser.call(ResultsChange, { ...scope, form, target: { ids: [id] }, status: 'received' }));
    const got = await team.asia.browser.call(ResultsSubmissionGet, { ...scope, form, submission: id });
    const at = (minutes: number) => new Date(server.clock.now().getTime() - minutes * MINUTE).toISOString();
    expect(got.body.entity.history).toEqual([
      { from: 'draft', to: 'received', by: null, at: at(2) },
      { from: 'received', to: 'withdrawn', by: null, at: at(1) },
      { from: 'withdrawn', to: 'received', by: { id: team.elio.id, name: 'elio' }, at: at(0) },
    ]);
  });
});
