import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JudgeDeviceReport, JudgeScore, SessionJudges } from '../../contract/judging.ts';
import { MAX_DEVICES_PER_JUDGE } from '../../server/areas/judging/devices.ts';
import { idempotencyKeys } from '../../server/db/schema/http.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { judgeDevices } from '../../server/db/schema/judging.ts';
import { expectOk } from './accounts.ts';
import type { Browser } from './browser.ts';
import { MINUTE } from './clock.ts';
import { useTestServer } from './harness.ts';
import { judgingWorld, openSession, type JudgingWorld } from './judging-fixtures.ts';
import { expectError } from './public-fixtures.ts';

const server = useTestServer();

const TABLET = 'tablet-7f3a9c2e';

function report(browser: Browser, device: string, pending: Array<{ company: string; project: string; form: string; session: string; count: number }>, label = 'Chrome on Android') {
  return browser.call(JudgeDeviceReport, { device, app_version: '1.4.2', label, pending });
}

const judgesOf = async (w: JudgingWorld, session: string) => {
  const answer = await w.manager.call(SessionJudges, { ...w.scope, session });
  expectOk(answer);
  return new Map(answer.body.items.map((item) => [item.judge.name, item]));
};

describe("a judge's devices and progress, as the organisers follow them", () => {
  it("shows the count a judge's tablet reported for the session, and leaves out what it named of a session she does not judge", async () => {
    const w = await judgingWorld(server);
    const session = await openSession(w, { assignment: { mode: 'all' } });
    const notHers = await openSession(w, { name: 'Without Ada', assignment: { mode: 'all' }, judges: [w.judges.bruno.id] });
    const at = { company: w.company, project: w.project, form: w.form };

    const sent = await report(w.judges.ada.browser, TABLET, [
      { ...at, session: session.id, count: 3 },
      { ...at, session: notHers.id, count: 7 },
      // Her session, named under another form: not where it belongs, so not taken either.
      { ...at, form: notHers.id, session: session.id, count: 9 },
    ]);
    expectOk(sent);
    expect(sent.body).toEqual({ ok: true });

    const judges = await judgesOf(w, session.id);
    expect(judges.get('ada')!.devices).toEqual([
      { device: TABLET, label: 'Chrome on Android', app_version: '1.4.2', last_sync_at: server.clock.now().toISOString(), pending: 3 },
    ]);
    expect(judges.get('bruno')!.devices).toEqual([]);
    // The other session shows no device of hers, and nothing of it was stored.
    expect([...(await judgesOf(w, notHers.id)).values()].flatMap((item) => item.devices)).toEqual([]);
    const [stored] = await server.db.select().from(judgeDevices).where(eq(judgeDevices.operatorId, w.judges.ada.id));
    expect(stored!.pending).toEqual({ [session.id]: 3 });

    // The next report replaces it: sent, then no longer holding the session at all.
    server.clock.advance(5 * MINUTE);
    expectOk(await report(w.judges.ada.browser, TABLET, [{ ...at, session: session.id, count: 0 }], 'Chrome on Android'));
    expect((await judgesOf(w, session.id)).get('ada')!.devices).toMatchObject([{ pending: 0, last_sync_at: server.clock.now().toISOString() }]);
    expectOk(await report(w.judges.ada.browser, TABLET, []));
    expect((await judgesOf(w, session.id)).get('ada')!.devices).toEqual([]);
  });

  it('counts per judge what they hold, scored, abstained on and declared a conflict with, and when they last scored', async () => {
    const w = await judgingWorld(server);
    const session = await openSession(w, { assignment: { mode: 'all' }, judges: [w.judges.ada.id, w.judges.bruno.id] });
    const [first, second, third] = w.ids as [string, string, string];
    const score = (given: { submission: string; values: Record<string, number>; abstain?: boolean; conflict?: boolean; changed_at: string }) =>
      w.judges.ada.browser.call(JudgeScore, { ...w.scope, session: session.id, ...given });
    const minutesAgo = (minutes: number) => new Date(server.clock.now().getTime() - minutes * MINUTE).toISOString();
    expectOk(await score({ submission: first, values: { quality: 4, impact: 4 }, changed_at: minutesAgo(30) }));
    expectOk(await score({ submission: second, values: {}, abstain: true, changed_at: minutesAgo(10) }));
    expectOk(await score({ submission: third, values: {}, conflict: true, changed_at: minutesAgo(20) }));

    const judges = await judgesOf(w, session.id);
    expect([...judges.keys()]).toEqual(['ada', 'bruno']);
    expect(judges.get('ada')).toMatchObject({
      judge: { id: w.judges.ada.id, name: 'ada', email: 'ada@example.com' },
      assigned: 3,
      scored: 1,
      abstained: 1,
      conflicts: 1,
      last_scored_at: minutesAgo(10),
      devices: [],
    });
    expect(judges.get('bruno')).toMatchObject({ assigned: 4, scored: 0, abstained: 0, conflicts: 0, last_scored_at: null });
  });

  it('lists a judge of the panel who holds nothing', async () => {
    const w = await judgingWorld(server);
    // One accepted submission, one judge for it: two of the three hold nothing.
    const session = await openSession(w, { scope: { kind: 'status', statuses: ['accepted'] }, assignment: { mode: 'per_submission', per_submission: 1 } });
    const items = [...(await judgesOf(w, session.id)).values()];
    expect(items.map((item) => item.judge.name)).toEqual(['ada', 'bruno', 'carla']);
    expect(items.map((item) => item.assigned).sort()).toEqual([0, 0, 1]);
  });

  it('is for the organisers: a judge of the session is refused the judges call', async () => {
    const w = await judgingWorld(server);
    const session = await openSession(w);
    expectError(await w.judges.ada.browser.call(SessionJudges, { ...w.scope, session: session.id }), 403, 'forbidden');
    expectOk(await w.outsider.browser.call(SessionJudges, { ...w.scope, session: session.id }));
  });

  it('writes no log row and keeps no stored answer for a report, keeps the refusals, and keeps a judge to the devices heard from last', async () => {
    const w = await judgingWorld(server);
    const session = await openSession(w);
    const at = { company: w.company, project: w.project, form: w.form, session: session.id };
    expectOk(await report(w.judges.ada.browser, TABLET, [{ ...at, count: 1 }]));
    expect(await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, JudgeDeviceReport.path))).toEqual([]);
    expect(await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.endpoint, JudgeDeviceReport.path))).toEqual([]);

    const refused = await w.judges.ada.browser.call(JudgeDeviceReport, { device: 'short', app_version: '1.4.2', pending: [] });
    expectError(refused, 400, 'validation_failed');
    expect(Object.keys(refused.error!.fields!)).toEqual(['device']);
    expect(await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, JudgeDeviceReport.path))).toHaveLength(1);

    for (let index = 0; index < MAX_DEVICES_PER_JUDGE; index++) {
      server.clock.advance(MINUTE);
      expectOk(await report(w.judges.ada.browser, `browser-${String(index).padStart(4, '0')}`, [{ ...at, count: 0 }]));
    }
    const kept = await server.db.select({ device: judgeDevices.device }).from(judgeDevices).where(eq(judgeDevices.operatorId, w.judges.ada.id));
    expect(kept).toHaveLength(MAX_DEVICES_PER_JUDGE);
    // The tablet, heard from first, is the one forgotten.
    expect(kept.map((row) => row.device)).not.toContain(TABLET);
    expect((await judgesOf(w, session.id)).get('ada')!.devices[0]).toMatchObject({ device: `browser-${String(MAX_DEVICES_PER_JUDGE - 1).padStart(4, '0')}` });
  });
});
