import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AlertCurrent, SystemAlertList } from '../../contract/alerts.ts';
import { checkSystem, findDiskLow } from '../../server/alerts/checks.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { jobs } from '../../server/db/schema/jobs.ts';
import { judgeDevices } from '../../server/db/schema/judging.ts';
import { mailQueue } from '../../server/db/schema/mail.ts';
import { systemAlerts } from '../../server/db/schema/notifications.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { DAY, HOUR, MINUTE } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { person, seedOperator, sessionBrowser } from './tenancy.ts';

const server = useTestServer();

const check = (config: Partial<{ dataDir: string; diskLowPercent: number }> = {}) =>
  checkSystem({ config: { ...server.deps.config, dataDir: '/nonexistent-data-dir', ...config }, database: { db: server.db } }, server.clock.now());

async function alertsOf(kind: string) {
  return server.db.select().from(systemAlerts).where(eq(systemAlerts.kind, kind)).orderBy(systemAlerts.raisedAt);
}

async function openOf(kind: string) {
  return server.db.select().from(systemAlerts).where(and(eq(systemAlerts.kind, kind), isNull(systemAlerts.clearedAt)));
}

async function failedMails(count: number) {
  const now = server.clock.now();
  for (let i = 0; i < count; i++) {
    await server.db.insert(mailQueue).values({ id: crypto.randomUUID(), recipient: `r${i}@example.org`, state: 'failed', attempts: 5, nextAttemptAt: now, lastCode: 550, lastAnswer: '550 mailbox unavailable', cause: 'test', createdAt: now, updatedAt: now });
  }
}

async function adminId(): Promise<string> {
  const [row] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, ADMIN.email));
  return row!.id;
}

async function failedJob(kind: string, state: 'failed' | 'done' | 'queued', attempts: number, error: string | null) {
  const now = server.clock.now();
  await server.db.insert(jobs).values({ id: crypto.randomUUID(), kind, ownerId: await adminId(), input: {}, state, attempts, maxAttempts: 3, error, runAfter: now, createdAt: now, updatedAt: now });
}

describe('system alerts, one per incident', () => {
  it('mails failing in the queue: raised once however often the check runs, cleared when the hour holds no more failures', async () => {
    await failedMails(2);
    await check();
    expect(await alertsOf('mail_failing')).toEqual([]);
    await failedMails(1);
    await check();
    await check();
    const [raised, ...more] = await alertsOf('mail_failing');
    expect(more).toEqual([]);
    expect(raised).toMatchObject({ subject: 'queue', clearedAt: null, details: { failed: 3, retrying: 0, answer: '550 mailbox unavailable' } });

    server.clock.advance(HOUR + MINUTE);
    await check();
    expect(await openOf('mail_failing')).toEqual([]);
    expect((await alertsOf('mail_failing'))[0]!.clearedAt).toEqual(server.clock.now());

    // A new incident is a new alert.
    await failedMails(3);
    await check();
    expect(await alertsOf('mail_failing')).toHaveLength(2);
    expect(await openOf('mail_failing')).toHaveLength(1);
  });

  it('a job failing repeatedly: raised per kind, cleared once a job of that kind ends well', async () => {
    await failedJob('results/export', 'failed', 3, 'storage_full');
    await failedJob('pages/render', 'failed', 1, 'boom');
    await check();
    await check();
    expect(await openOf('job_failing')).toMatchObject([{ subject: 'results/export', details: { job: 'results/export', failures: 3, error: 'storage_full' } }]);

    server.clock.advance(MINUTE);
    await failedJob('results/export', 'done', 1, null);
    await check();
    expect(await openOf('job_failing')).toEqual([]);
    expect(await alertsOf('job_failing')).toHaveLength(1);
  });

  it('a judge’s device whose scores wait for more than two hours: raised from its report, cleared when it reports them sent', async () => {
    const judge = await seedOperator(server, person('judge'));
    const now = server.clock.now();
    const device = { operatorId: judge, device: 'tablet-1', appVersion: '1', label: 'Hall tablet', createdAt: now };
    await server.db.insert(judgeDevices).values({ ...device, pending: { [crypto.randomUUID()]: 4 }, lastSyncAt: now });
    await server.db.insert(judgeDevices).values({ ...device, device: 'tablet-2', label: null, pending: {}, lastSyncAt: now });
    await check();
    expect(await alertsOf('judge_device_waiting')).toEqual([]);

    server.clock.advance(2 * HOUR + MINUTE);
    await check();
    await check();
    expect(await openOf('judge_device_waiting')).toMatchObject([{ subject: `${judge}:tablet-1`, details: { judge: person('judge').email, device: 'Hall tablet', count: 4 } }]);

    await server.db.update(judgeDevices).set({ pending: {}, lastSyncAt: server.clock.now() }).where(eq(judgeDevices.device, 'tablet-1'));
    await check();
    expect(await openOf('judge_device_waiting')).toEqual([]);
    expect(await alertsOf('judge_device_waiting')).toHaveLength(1);
  });

  it('DATA_DIR’s disk low: raised under the threshold, cleared above it, silent for a directory that is not there', async () => {
    await check({ dataDir: server.storageDir, diskLowPercent: 100 });
    await check({ dataDir: server.storageDir, diskLowPercent: 100 });
    expect(await openOf('disk_low')).toMatchObject([{ subject: 'data_dir', details: { threshold: 100 } }]);
    await check({ dataDir: server.storageDir, diskLowPercent: 0 });
    expect(await openOf('disk_low')).toEqual([]);
    expect(await alertsOf('disk_low')).toHaveLength(1);

    const full = async () => ({ type: 0, bsize: 4096, blocks: 1000, bfree: 20, bavail: 20, files: 0, ffree: 0 });
    expect([...(await findDiskLow('/data', 10, full as never))!.values()]).toMatchObject([{ details: { free_percent: 2, threshold: 10 } }]);
    expect(await findDiskLow('/nonexistent-data-dir', 10)).toBeNull();
  });

  it('the admins read open and cleared alerts in five languages, and their banner carries the open ones; nobody else’s does', async () => {
    await failedMails(3);
    await check();
    await failedJob('results/export', 'failed', 3, 'storage_full');
    await check();
    await failedJob('results/export', 'done', 1, null);
    server.clock.advance(MINUTE);
    await check();

    const admin = await signInAsAdmin(server);
    const lists = await admin.call(SystemAlertList, {});
    expectOk(lists);
    expect(lists.body.open).toMatchObject([{ kind: 'mail_failing', severity: 'critical', cleared_at: null }]);
    expect(lists.body.cleared).toMatchObject([{ kind: 'job_failing', subject: 'results/export' }]);
    const [open] = lists.body.open;
    expect(Object.keys(open!.title).sort()).toEqual(['en', 'es', 'fr', 'it', 'pt']);
    expect(open!.text.en).toContain('3 mails failed in the last hour');

    const banner = await admin.call(AlertCurrent, {});
    expect(banner.body.items).toMatchObject([{ id: open!.id, system: true, severity: 'critical', ack_required: false }]);
    const someone = await sessionBrowser(server, await seedOperator(server, person('someone')));
    expect((await someone.call(AlertCurrent, {})).body.items).toEqual([]);
  });

  it('forgets alerts cleared more than 30 days ago in the list', async () => {
    await failedMails(3);
    await check();
    server.clock.advance(2 * HOUR);
    await check();
    server.clock.advance(31 * DAY);
    const admin = await signInAsAdmin(server);
    expect((await admin.call(SystemAlertList, {})).body).toEqual({ open: [], cleared: [] });
  });
});
