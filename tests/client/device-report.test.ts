// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildCall } from '../../contract/endpoint.ts';
import { JudgeScore, JudgeSessionGet } from '../../contract/judging.ts';
import { deviceId, deviceLabel, pendingScores, useDeviceReport } from '../../src/areas/judging/device-report.ts';
import { db } from '../../src/lib/db/database.ts';
import { writeSnapshot } from '../../src/lib/db/snapshots.ts';
import { enqueue, listOutbox, removeEntry } from '../../src/lib/outbox/store.ts';
import { scriptedApi } from './cache-fixtures.ts';
import { DANA } from './outbox-fixtures.ts';

const server = scriptedApi();

const ref = (session: string) => ({ company: 'c0a80101-0000-4000-8000-000000000001', project: 'c0a80101-0000-4000-8000-000000000002', form: 'c0a80101-0000-4000-8000-000000000003', session });
const HELD_WITH_SCORES = ref('c0a80101-0000-4000-8000-00000000000a');
const HELD_ALL_SENT = ref('c0a80101-0000-4000-8000-00000000000b');
const NEVER_OPENED = ref('c0a80101-0000-4000-8000-00000000000c');

function queueScore(session: typeof HELD_WITH_SCORES, submission: string) {
  return enqueue(
    db,
    { key: crypto.randomUUID(), path: buildCall(JudgeScore.path, { ...session }).path, body: { submission, values: { idea: 4 } }, headers: {}, operator: DANA },
    Date.now(),
  );
}

describe('a judge device report', () => {
  it('names the browser and system the organisers tell devices apart by', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(deviceLabel(android)).toBe('Chrome 131 · Android');
    expect(deviceLabel('')).toBe('');
  });

  it('keeps one id per browser', () => {
    const first = deviceId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(deviceId()).toBe(first);
  });

  it('counts the scores waiting per session held, with 0 for a held session whose scores all went', async () => {
    await db.meta.put({ key: 'operator', value: DANA });
    await writeSnapshot(JudgeSessionGet.path, HELD_WITH_SCORES, { entity: {} });
    await writeSnapshot(JudgeSessionGet.path, HELD_ALL_SENT, { entity: {} });
    await queueScore(HELD_WITH_SCORES, 'a');
    await queueScore(HELD_WITH_SCORES, 'b');

    expect(await pendingScores([HELD_WITH_SCORES, HELD_ALL_SENT, NEVER_OPENED])).toEqual([
      { ...HELD_WITH_SCORES, count: 2 },
      { ...HELD_ALL_SENT, count: 0 },
    ]);
  });

  it('reports again when the outbox changes, as when the service worker sent the scores without the page hearing it', async () => {
    await db.meta.put({ key: 'operator', value: DANA });
    await writeSnapshot(JudgeSessionGet.path, HELD_WITH_SCORES, { entity: {} });
    await queueScore(HELD_WITH_SCORES, 'a');
    const reported: number[] = [];
    server.use(
      http.post('/api/judges/sessions/list', () => HttpResponse.json({ items: [] })),
      http.post('/api/judges/devices/report', async ({ request }) => {
        const body = (await request.json()) as { pending: Array<{ count: number }> };
        reported.push(body.pending[0]?.count ?? -1);
        return HttpResponse.json({ ok: true });
      }),
    );

    renderHook(() => useDeviceReport(HELD_WITH_SCORES));
    await waitFor(() => expect(reported).toContain(1));
    // Another context (the worker) empties the queue: no message, only the stored change.
    for (const entry of await listOutbox(db)) await removeEntry(db, entry);

    await waitFor(() => expect(reported.at(-1)).toBe(0));
  });
});
