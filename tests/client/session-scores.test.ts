// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { JudgeSessionGet, type Score } from '../../contract/judging.ts';
import { keepDelivered } from '../../src/areas/judging/use-session-scores.ts';
import { db } from '../../src/lib/db/database.ts';
import { readSnapshot, writeSnapshot } from '../../src/lib/db/snapshots.ts';
import { DANA } from './outbox-fixtures.ts';

const REF = {
  company: 'c0a80101-0000-4000-8000-000000000001',
  project: 'c0a80101-0000-4000-8000-000000000002',
  form: 'c0a80101-0000-4000-8000-000000000003',
  session: 'c0a80101-0000-4000-8000-000000000004',
};

const score = (submission: string, value: number, changedAt: string): Score => ({
  submission,
  values: { idea: value },
  comment: '',
  abstain: false,
  conflict: false,
  changed_at: changedAt,
});

const submission = (id: string, myScore: Score | null) => ({ id, number: 1, answers: {}, sender: null, my_score: myScore, my_history: [], others: [] });

describe('scores the outbox delivered', () => {
  it('go into the session kept on the device, unless the device holds a later one', async () => {
    await db.meta.put({ key: 'operator', value: DANA });
    await writeSnapshot(JudgeSessionGet.path, REF, {
      entity: { name: 'Round one', submissions: [submission('a', null), submission('b', score('b', 9, '2030-01-15T10:00:00.000Z')), submission('c', null)] },
    });

    await keepDelivered(REF, [score('a', 4, '2030-01-15T09:00:00.000Z'), score('b', 2, '2030-01-15T09:30:00.000Z')]);

    const kept = await readSnapshot<{ entity: { name: string; submissions: Array<{ id: string; my_score: Score | null }> } }>(JudgeSessionGet.path, REF);
    expect(kept?.entity.name).toBe('Round one');
    expect(kept?.entity.submissions.map((entry) => [entry.id, entry.my_score?.values.idea ?? null])).toEqual([
      ['a', 4],
      ['b', 9],
      ['c', null],
    ]);
  });
});
