// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { JudgeSessionGet, JudgeSessionList, type Score } from '../../contract/judging.ts';
import { forgetScore } from '../../src/areas/judging/session-kept.ts';
import { db } from '../../src/lib/db/database.ts';
import { readSnapshot, writeSnapshot } from '../../src/lib/db/snapshots.ts';
import { DANA, scriptedApi } from './cache-fixtures.ts';

const REF = {
  company: 'c0a80101-0000-4000-8000-000000000001',
  project: 'c0a80101-0000-4000-8000-000000000002',
  form: 'c0a80101-0000-4000-8000-000000000003',
  session: 'c0a80101-0000-4000-8000-000000000004',
};
const SESSION_PATH = `/api/judges/session/${REF.company}/${REF.project}/${REF.form}/${REF.session}/get`;
const REFUSED_AT = '2030-01-15T11:00:00.000Z';

const score = (submission: string, value: number, changedAt: string): Score => ({
  submission,
  values: { idea: value },
  comment: '',
  abstain: false,
  conflict: false,
  changed_at: changedAt,
});
const submission = (id: string, myScore: Score | null) => ({ id, number: 1, answers: {}, sender: null, my_score: myScore, my_history: [], others: [] });
const session = (scores: Array<Score | null>) => ({ entity: { name: 'Round one', submissions: scores.map((kept, index) => submission(['a', 'b', 'c'][index]!, kept)) } });
const list = (scored: number) => ({ items: [{ ...REF, name: 'Round', status: 'open', closes_at: null, assigned: 3, scored }] });
// The body the outbox held: the judge scored "c" offline, and the server refused it.
const discarded = { ...REF, submission: 'c', values: { idea: 6 }, changed_at: REFUSED_AT };

interface Kept {
  entity: { submissions: Array<{ id: string; my_score: Score | null }> };
}
const keptScores = async () => (await readSnapshot<Kept>(JudgeSessionGet.path, REF))?.entity.submissions.map((entry) => [entry.id, entry.my_score?.values.idea ?? null]);
const keptScored = async () => (await readSnapshot<ReturnType<typeof list>>(JudgeSessionList.path, {}))?.items[0]?.scored;

const server = scriptedApi();

describe('a refused score the judge discards', () => {
  beforeEach(async () => {
    await db.meta.put({ key: 'operator', value: DANA.email });
    // As the device kept it once the score was queued: "c" scored, counted in the list.
    await writeSnapshot(JudgeSessionGet.path, REF, session([score('a', 4, '2030-01-15T09:00:00.000Z'), null, score('c', 6, REFUSED_AT)]));
    await writeSnapshot(JudgeSessionList.path, {}, list(2));
  });

  it('leaves the session and the list as the server has them, read again', async () => {
    server.use(
      // Meanwhile another tablet of the judge's scored "b".
      http.post(SESSION_PATH, () => HttpResponse.json(session([score('a', 4, '2030-01-15T09:00:00.000Z'), score('b', 8, '2030-01-15T10:30:00.000Z'), null]))),
      http.post('/api/judges/sessions/list', () => HttpResponse.json({ items: [{ ...list(2).items[0]!, name: 'Round (as the server has it)' }] })),
    );

    await forgetScore(discarded);

    expect(await keptScores()).toEqual([['a', 4], ['b', 8], ['c', null]]);
    expect((await readSnapshot<ReturnType<typeof list>>(JudgeSessionList.path, {}))?.items[0]?.name).toBe('Round (as the server has it)');
  });

  it('with no answer from the server, takes the discarded score back and counts it no more', async () => {
    server.use(
      http.post(SESSION_PATH, () => HttpResponse.error()),
      http.post('/api/judges/sessions/list', () => HttpResponse.error()),
    );

    await forgetScore(discarded);

    expect(await keptScores()).toEqual([['a', 4], ['b', null], ['c', null]]);
    expect(await keptScored()).toBe(1);
  });

  it('with no answer, leaves a later score of the same submission, made after the refused one, as it is', async () => {
    server.use(
      http.post(SESSION_PATH, () => HttpResponse.error()),
      http.post('/api/judges/sessions/list', () => HttpResponse.error()),
    );

    await forgetScore({ ...discarded, changed_at: '2030-01-15T10:59:00.000Z' });

    expect(await keptScores()).toEqual([['a', 4], ['b', null], ['c', 6]]);
    expect(await keptScored()).toBe(2);
  });
});
