import { describe, expect, it } from 'vitest';
import { AlertAck, AlertCurrent, AlertDelete, AlertList, AlertReceipts, AlertSave, PublicAlerts } from '../../contract/alerts.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { HOUR, MINUTE } from './clock.ts';
import { useTestServer } from './harness.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject, sessionBrowser } from './tenancy.ts';

const server = useTestServer();

const at = (ms: number) => new Date(server.clock.now().getTime() + ms).toISOString();

const NOTICE = { title: { en: 'Maintenance tonight', it: 'Manutenzione stasera' }, severity: 'warning', starts_at: '2030-01-15T08:00:00Z' } as const;

async function publish(admin: Browser, fields: Record<string, unknown>) {
  const answer = await admin.call(AlertSave, { ...NOTICE, ...fields } as never);
  expectOk(answer);
  return answer.body.entity;
}

async function currentIds(browser: Browser): Promise<string[]> {
  const answer = await browser.call(AlertCurrent, {});
  expectOk(answer);
  return answer.body.items.filter((item) => !item.system).map((item) => item.id);
}

// Company A with a manager and a judge, company B with a manager.
async function world() {
  const a = await seedCompany(server, 'company-a');
  const b = await seedCompany(server, 'company-b');
  const aProject = await seedProject(server, a, 'a-one');
  const ids = {
    managerA: await seedOperator(server, person('managerA')),
    judgeA: await seedOperator(server, person('judgeA')),
    managerB: await seedOperator(server, person('managerB')),
    nobody: await seedOperator(server, person('nobody')),
  };
  await seedGrant(server, ids.managerA, 'manager', a);
  await seedGrant(server, ids.judgeA, 'judge', a);
  await seedGrant(server, ids.managerB, 'manager', b);
  const browsers = {
    managerA: await sessionBrowser(server, ids.managerA),
    judgeA: await sessionBrowser(server, ids.judgeA),
    managerB: await sessionBrowser(server, ids.managerB),
    nobody: await sessionBrowser(server, ids.nobody),
  };
  return { a, b, aProject, ids, browsers, admin: await signInAsAdmin(server) };
}

describe('an installation admin publishes announcements', () => {
  it('creates, changes at the version read and refuses a stale version with 409', async () => {
    const admin = await signInAsAdmin(server);
    const created = await publish(admin, {});
    expect(created).toMatchObject({ version: 1, severity: 'warning', audience: {}, ends_at: null, ack_required: false, receipts: 0 });

    const changed = await admin.call(AlertSave, { ...NOTICE, id: created.id, version: 1, severity: 'critical' });
    expectOk(changed);
    expect(changed.body).toMatchObject({ entity: { version: 2, severity: 'critical' } });

    const stale = await admin.call(AlertSave, { ...NOTICE, id: created.id, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'conflict' }, current: { version: 2 } });
  });

  it('refuses a window that ends before it starts, naming the end', async () => {
    const admin = await signInAsAdmin(server);
    const answer = await admin.call(AlertSave, { ...NOTICE, ends_at: NOTICE.starts_at });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'alert_window', fields: { ends_at: expect.any(String) } });
  });

  it('refuses an audience naming a company or a project that does not exist, a role the product does not have, and a title in no language', async () => {
    const admin = await signInAsAdmin(server);
    const company = await admin.call(AlertSave, { ...NOTICE, audience: { companies: [crypto.randomUUID()] } });
    expect(company.status).toBe(400);
    expect(company.error).toMatchObject({ code: 'alert_audience_unknown', fields: { 'audience.companies': expect.any(String) } });
    const project = await admin.call(AlertSave, { ...NOTICE, audience: { public_projects: [crypto.randomUUID()] } });
    expect(project.error).toMatchObject({ code: 'alert_audience_unknown', fields: { 'audience.public_projects': expect.any(String) } });
    const role = await admin.call(AlertSave, { ...NOTICE, audience: { roles: ['owner'] } } as never);
    expect(role.status).toBe(400);
    expect(role.error?.fields).toHaveProperty(['audience.roles.0']);
    const untitled = await admin.call(AlertSave, { ...NOTICE, title: { en: '  ' } });
    expect(untitled.status).toBe(400);
    expect(untitled.error?.fields).toHaveProperty('title');
  });

  it('refuses a body outside the rich-text model or naming a file, and renders a valid one with the one renderer', async () => {
    const { admin, browsers } = await world();
    const script = { en: { type: 'doc', content: [{ type: 'script', content: [] }] } };
    const refused = await admin.call(AlertSave, { ...NOTICE, body: script } as never);
    expect(refused.status).toBe(400);
    const image = { en: { type: 'doc', content: [{ type: 'image', attrs: { media_id: crypto.randomUUID(), alt: '' } }] } };
    const withImage = await admin.call(AlertSave, { ...NOTICE, body: image } as never);
    expect(withImage.status).toBe(400);
    expect(withImage.error?.fields).toHaveProperty(['body.en']);

    const body = { en: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Back at <10 pm>', marks: [{ type: 'bold' }] }] }] } };
    await publish(admin, { body });
    const current = await browsers.nobody.call(AlertCurrent, {});
    expect(current.body.items[0]!.body).toEqual({ en: '<p><strong>Back at &lt;10 pm&gt;</strong></p>' });
  });

  it('lists announcements with their receipts and deletes one with them', async () => {
    const { admin, browsers } = await world();
    const notice = await publish(admin, { ack_required: true });
    expectOk(await browsers.judgeA.call(AlertAck, { id: notice.id }));
    const list = await admin.call(AlertList, {});
    expect(list.body).toMatchObject({ total: 1, items: [{ id: notice.id, receipts: 1 }] });

    expectOk(await admin.call(AlertDelete, { id: notice.id, version: 1 }));
    expect((await admin.call(AlertList, {})).body).toMatchObject({ items: [], total: 0 });
    expect((await admin.call(AlertReceipts, { id: notice.id })).status).toBe(404);
  });
});

describe('alerts by audience and time window', () => {
  it('an empty audience reaches every operator, admins included', async () => {
    const { admin, browsers } = await world();
    const notice = await publish(admin, {});
    for (const browser of [...Object.values(browsers), admin]) expect(await currentIds(browser)).toEqual([notice.id]);
  });

  it('a role reaches those holding it, companies those with a grant there, both that role in those companies', async () => {
    const { admin, browsers, a, b } = await world();
    const judges = await publish(admin, { audience: { roles: ['judge'] } });
    const ofB = await publish(admin, { audience: { companies: [b] } });
    const managersOfA = await publish(admin, { audience: { roles: ['manager'], companies: [a] } });
    const admins = await publish(admin, { audience: { roles: ['installation_admin'] } });

    expect(await currentIds(browsers.judgeA)).toEqual([judges.id]);
    expect(await currentIds(browsers.managerB)).toEqual([ofB.id]);
    expect(await currentIds(browsers.managerA)).toEqual([managersOfA.id]);
    expect(await currentIds(browsers.nobody)).toEqual([]);
    expect(await currentIds(admin)).toEqual([admins.id]);
  });

  it('shows an announcement from its start until its end only', async () => {
    const { admin, browsers } = await world();
    const later = await publish(admin, { starts_at: at(HOUR), ends_at: at(2 * HOUR) });
    expect(await currentIds(browsers.nobody)).toEqual([]);
    server.clock.advance(HOUR);
    expect(await currentIds(browsers.nobody)).toEqual([later.id]);
    server.clock.advance(HOUR);
    expect(await currentIds(browsers.nobody)).toEqual([]);
  });

  it('an audience of public pages only reaches those pages, not the operators, and only in its window', async () => {
    const { admin, browsers, aProject } = await world();
    const notice = await publish(admin, { audience: { public_projects: [aProject] }, ends_at: at(30 * MINUTE) });
    expect(await currentIds(browsers.nobody)).toEqual([]);
    const visitor = server.browser();
    const shown = await visitor.call(PublicAlerts, { company: 'company-a', project: 'a-one' });
    expectOk(shown);
    expect(shown.body.items).toMatchObject([{ id: notice.id, title: NOTICE.title }]);
    expect((await visitor.call(PublicAlerts, { company: 'company-b', project: 'none' })).status).toBe(404);
    server.clock.advance(HOUR);
    expect((await visitor.call(PublicAlerts, { company: 'company-a', project: 'a-one' })).body).toEqual({ items: [] });
  });
});

describe('acknowledgements', () => {
  it('records the caller’s acknowledgement once, shows it as theirs only, and the admin reads who and when', async () => {
    const { admin, browsers, ids } = await world();
    const notice = await publish(admin, { severity: 'critical', ack_required: true });
    const first = await browsers.judgeA.call(AlertAck, { id: notice.id });
    expectOk(first);
    server.clock.advance(MINUTE);
    const again = await browsers.judgeA.call(AlertAck, { id: notice.id });
    expect(again.body.acknowledged_at).toBe(first.body.acknowledged_at);

    const mine = await browsers.judgeA.call(AlertCurrent, {});
    expect(mine.body.items).toMatchObject([{ acknowledged: true, ack_required: true }]);
    const theirs = await browsers.managerA.call(AlertCurrent, {});
    expect(theirs.body.items).toMatchObject([{ acknowledged: false }]);

    const receipts = await admin.call(AlertReceipts, { id: notice.id });
    expect(receipts.body).toEqual({ items: [{ operator: ids.judgeA, email: person('judgeA').email, name: expect.any(String), acknowledged_at: first.body.acknowledged_at }] });
  });

  it('a stranger cannot acknowledge an announcement not meant for them, nor one out of its window', async () => {
    const { admin, browsers, a } = await world();
    const forA = await publish(admin, { audience: { companies: [a] }, ack_required: true });
    const refused = await browsers.managerB.call(AlertAck, { id: forA.id });
    expect(refused.status).toBe(404);
    const future = await publish(admin, { starts_at: at(HOUR) });
    expect((await browsers.managerA.call(AlertAck, { id: future.id })).status).toBe(404);
    expect((await admin.call(AlertReceipts, { id: forA.id })).body).toEqual({ items: [] });
  });
});
