import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CampaignCancel, CampaignPause, CampaignResume, CampaignRetryFailed, CampaignSave, CampaignStart } from '../../contract/mail-merge.ts';
import { SEND_JOB } from '../../server/areas/mail-merge/feeder.ts';
import { jobs } from '../../server/db/schema/jobs.ts';
import { mmCampaigns } from '../../server/db/schema/mail-merge.ts';
import { registeredUsers } from '../../server/db/schema/users.ts';
import { expectOk } from './accounts.ts';
import { HOUR } from './clock.ts';
import { useTestServer } from './harness.ts';
import { blockUser, campaignWorld, seedCampaign, seedUnsubscribe } from './mm-campaigns-fixtures.ts';
import { campaignRow, ledger, people, registerPeople } from './mm-sending-fixtures.ts';

const server = useTestServer();

/** A draft campaign to the project's registered users: five people, one blocked and one unsubscribed. */
async function draft() {
  const world = await campaignWorld(server);
  const list = people(5);
  await registerPeople(server.db, world.scope, list, server.clock.now());
  const [blocked] = await server.db.select().from(registeredUsers).where(eq(registeredUsers.email, list[1]!.email));
  await blockUser(server, blocked!.id);
  await seedUnsubscribe(server, world.project, list[3]!.email);
  const campaign = await seedCampaign(server, world.scope, { template: world.template, audience: { kind: 'users' } });
  const call = { ...world.scope, campaign };
  const version = async () => (await campaignRow(server.db, campaign)).version;
  return { world, list, campaign, call, version, manager: world.manager };
}

describe('starting a campaign', () => {
  it('freezes the template, writes the ledger (recipients queued in order with no mail, the left out with why) and queues its sending job', async () => {
    const { list, campaign, call, version, manager } = await draft();

    const answer = await manager.call(CampaignStart, { ...call, version: await version() });
    expectOk(answer);
    expect(answer.body.entity).toMatchObject({ state: 'sending', counts: { total: 5, queued: 3, left_out: 2, sent: 0, failed: 0 } });
    const rows = await ledger(server.db, campaign);
    expect(rows.map((row) => [row.email, row.state, row.reason, row.mailId])).toEqual([
      [list[0]!.email, 'queued', null, null],
      [list[2]!.email, 'queued', null, null],
      [list[4]!.email, 'queued', null, null],
      [list[1]!.email, 'left_out', 'blocked', null],
      [list[3]!.email, 'left_out', 'unsubscribed', null],
    ]);
    const row = await campaignRow(server.db, campaign);
    expect(row.frozen?.name).toBe('Reminder');
    const [job] = await server.db.select().from(jobs).where(eq(jobs.id, row.jobId!));
    expect(job).toMatchObject({ kind: SEND_JOB, state: 'queued', input: { campaign } });

    // A campaign starts once; a stale version is a conflict.
    const again = await manager.call(CampaignStart, { ...call, version: await version() });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('campaign_not_editable');
    expect((await manager.call(CampaignPause, { ...call, version: 1 })).error?.code).toBe('conflict');
  });

  it('refuses an audience of nobody', async () => {
    const world = await campaignWorld(server);
    const campaign = await seedCampaign(server, world.scope, { template: world.template, audience: { kind: 'users' } });
    const answer = await world.manager.call(CampaignStart, { ...world.scope, campaign, version: 1 });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('audience_empty');
    expect((await campaignRow(server.db, campaign)).state).toBe('draft');
  });

  it('waits for send_at when it is later: scheduled, its job due then; paused and resumed it waits again', async () => {
    const { campaign, call, version, manager } = await draft();
    const sendAt = new Date(server.clock.now().getTime() + 2 * HOUR);
    await server.db.update(mmCampaigns).set({ sendAt }).where(eq(mmCampaigns.id, campaign));

    expectOk(await manager.call(CampaignStart, { ...call, version: await version() }));
    const scheduled = await campaignRow(server.db, campaign);
    expect(scheduled).toMatchObject({ state: 'scheduled', startedAt: null });
    const [job] = await server.db.select().from(jobs).where(eq(jobs.id, scheduled.jobId!));
    expect(job!.runAfter).toEqual(sendAt);

    const paused = await manager.call(CampaignPause, { ...call, version: await version() });
    expect(paused.body.entity).toMatchObject({ state: 'paused', paused_reason: 'operator' });
    expect((await server.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!.state).toBe('cancelled');

    const resumed = await manager.call(CampaignResume, { ...call, version: await version() });
    expect(resumed.body.entity).toMatchObject({ state: 'scheduled', paused_reason: null });
    const again = await campaignRow(server.db, campaign);
    expect(again.jobId).not.toBe(job!.id);
  });

  it('moves a scheduled campaign’s job to its new time, and keeps the template and audience it froze at its start', async () => {
    const { world, campaign, call, version, manager } = await draft();
    const sendAt = new Date(server.clock.now().getTime() + 2 * HOUR);
    await server.db.update(mmCampaigns).set({ sendAt }).where(eq(mmCampaigns.id, campaign));
    expectOk(await manager.call(CampaignStart, { ...call, version: await version() }));
    const { jobId } = await campaignRow(server.db, campaign);
    const fields = { ...world.scope, id: campaign, name: 'Reminder', template: world.template, audience: { kind: 'users' as const } };

    const sooner = new Date(server.clock.now().getTime() + HOUR);
    expectOk(await manager.call(CampaignSave, { ...fields, version: await version(), send_at: sooner.toISOString() }));
    expect((await server.db.select().from(jobs).where(eq(jobs.id, jobId!)))[0]!.runAfter).toEqual(sooner);
    expectOk(await manager.call(CampaignSave, { ...fields, version: await version(), send_at: null }));
    expect((await server.db.select().from(jobs).where(eq(jobs.id, jobId!)))[0]!.runAfter).toEqual(server.clock.now());

    const otherAudience = await manager.call(CampaignSave, { ...fields, version: await version(), audience: { kind: 'users', filter: { submitted: true } } });
    expect(otherAudience.error?.code).toBe('campaign_not_editable');
  });
});

describe('cancelling a campaign', () => {
  it('keeps the rows not handed to the queue queued with no mail, as not sent, and refuses a second cancel', async () => {
    const { campaign, call, version, manager } = await draft();
    expectOk(await manager.call(CampaignStart, { ...call, version: await version() }));

    const cancelled = await manager.call(CampaignCancel, { ...call, version: await version() });
    expectOk(cancelled);
    expect(cancelled.body.entity).toMatchObject({ state: 'cancelled', counts: { queued: 3 } });
    expect(cancelled.body.entity.finished_at).not.toBeNull();
    expect((await ledger(server.db, campaign)).filter((row) => row.state === 'queued').every((row) => row.mailId === null)).toBe(true);

    expect((await manager.call(CampaignCancel, { ...call, version: await version() })).error?.code).toBe('campaign_not_editable');
    expect((await manager.call(CampaignResume, { ...call, version: await version() })).error?.code).toBe('campaign_not_editable');
    expect((await manager.call(CampaignRetryFailed, { ...call, version: await version() })).error?.code).toBe('campaign_not_editable');
  });

  it('answers retried 0 and changes nothing when no recipient failed', async () => {
    const { call, version, manager } = await draft();
    expectOk(await manager.call(CampaignStart, { ...call, version: await version() }));
    const before = await version();
    const answer = await manager.call(CampaignRetryFailed, { ...call, version: before });
    expect(answer.body).toMatchObject({ retried: 0, entity: { state: 'sending', version: before } });
  });
});
