// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JudgeSessionGet, JudgeSessionList, type Score } from '../../contract/judging.ts';
import { keepScores } from '../../src/areas/judging/session-kept.ts';
import { db } from '../../src/lib/db/database.ts';
import { readSnapshot, readStored, writeSnapshot } from '../../src/lib/db/snapshots.ts';
import { DANA, emptyDatabase } from './cache-fixtures.ts';

const REF = {
  company: 'c0a80101-0000-4000-8000-000000000001',
  project: 'c0a80101-0000-4000-8000-000000000002',
  form: 'c0a80101-0000-4000-8000-000000000003',
  session: 'c0a80101-0000-4000-8000-000000000004',
};
const OTHER = 'c0a80101-0000-4000-8000-000000000005';

const score = (submission: string, value: number, changedAt: string, more: Partial<Score> = {}): Score => ({
  submission,
  values: { idea: value },
  comment: '',
  abstain: false,
  conflict: false,
  changed_at: changedAt,
  ...more,
});

const submission = (id: string, myScore: Score | null) => ({ id, number: 1, answers: {}, sender: null, my_score: myScore, my_history: [], others: [] });
const item = (session: string, assigned: number, scored: number) => ({ ...REF, session, name: 'Round', status: 'open', closes_at: null, assigned, scored });

interface Kept {
  entity: { name: string; submissions: Array<{ id: string; my_score: Score | null }> };
}

const keptScores = async () =>
  (await readSnapshot<Kept>(JudgeSessionGet.path, REF))?.entity.submissions.map((entry) => [entry.id, entry.my_score?.values.idea ?? null]);
const keptCounts = async () =>
  (await readSnapshot<{ items: Array<{ session: string; assigned: number; scored: number }> }>(JudgeSessionList.path, {}))?.items.map((entry) => [entry.assigned, entry.scored]);

describe('scores written into what the device keeps of the session', () => {
  beforeEach(async () => {
    await emptyDatabase();
    await db.meta.put({ key: 'operator', value: DANA.email });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2030-01-15T08:00:00.000Z') });
    await writeSnapshot(JudgeSessionGet.path, REF, {
      entity: { name: 'Round one', submissions: [submission('a', null), submission('b', score('b', 9, '2030-01-15T10:00:00.000Z')), submission('c', null)] },
    });
    await writeSnapshot(JudgeSessionList.path, {}, { items: [item(REF.session, 3, 1), item(OTHER, 5, 2)] });
    vi.useRealTimers();
  });

  it('put a score saved online on its submission and count it in the list, keeping when the data was read', async () => {
    await keepScores(REF, [score('a', 4, '2030-01-15T09:00:00.000Z')]);

    expect(await keptScores()).toEqual([['a', 4], ['b', 9], ['c', null]]);
    expect(await keptCounts()).toEqual([[3, 2], [5, 2]]);
    const stored = await readStored(JudgeSessionGet.path, REF);
    expect(stored?.savedAt).toBe(Date.parse('2030-01-15T08:00:00.000Z'));
    expect((await readStored(JudgeSessionList.path, {}))?.savedAt).toBe(Date.parse('2030-01-15T08:00:00.000Z'));
  });

  it('count a score queued offline once, when the outbox later delivers it, and the same score saved twice once', async () => {
    const queued = score('c', 6, '2030-01-15T11:00:00.000Z');
    await keepScores(REF, [queued]);
    await keepScores(REF, [queued]);
    await keepScores(REF, [score('c', 7, '2030-01-15T11:05:00.000Z')]);

    expect(await keptScores()).toEqual([['a', null], ['b', 9], ['c', 7]]);
    expect(await keptCounts()).toEqual([[3, 2], [5, 2]]);
  });

  it('leave a later score the device holds as it is, and count nothing for it', async () => {
    await keepScores(REF, [score('b', 2, '2030-01-15T09:30:00.000Z')]);

    expect(await keptScores()).toEqual([['a', null], ['b', 9], ['c', null]]);
    expect(await keptCounts()).toEqual([[3, 1], [5, 2]]);
  });

  it('take a declared conflict off what the judge holds, and a scored submission off the scored too', async () => {
    await keepScores(REF, [score('b', 0, '2030-01-15T12:00:00.000Z', { values: {}, conflict: true }), score('a', 0, '2030-01-15T12:00:00.000Z', { values: {}, abstain: true })]);

    expect(await keptCounts()).toEqual([[2, 1], [5, 2]]);
  });

  it('change nothing when the session was never kept on this device', async () => {
    await db.snapshots.clear();
    await writeSnapshot(JudgeSessionList.path, {}, { items: [item(REF.session, 3, 1)] });

    await keepScores(REF, [score('a', 4, '2030-01-15T09:00:00.000Z')]);

    expect(await readSnapshot(JudgeSessionGet.path, REF)).toBeUndefined();
    expect(await keptCounts()).toEqual([[3, 1]]);
  });
});
