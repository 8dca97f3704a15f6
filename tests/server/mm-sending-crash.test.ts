import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignStart } from '../../contract/mail-merge.ts';
import { openDatabase, type DatabaseTarget } from '../../server/db/client.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { mmCampaigns, mmRecipients, mmTemplates } from '../../server/db/schema/mail-merge.ts';
import { projects } from '../../server/db/schema/projects.ts';
import { pinOf } from './mailbox.ts';
import { doc } from './mm-campaigns-fixtures.ts';
import { expectedSubject, headerOf, people, registerPeople } from './mm-sending-fixtures.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { TestRelay, waitFor } from './smtp-relay.ts';
import { scratchPostgresDatabase, testEngine } from './test-database.ts';

const ADMIN = { email: 'admin@example.com', password: 'crash-test-password-1' };
const COUNT = 1_000;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Where both lives of the server keep their data: a PGlite directory, or a PostgreSQL database of their own. */
async function sharedDatabase(): Promise<{ env: Record<string, string>; target: DatabaseTarget }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-mm-crash-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const postgres = testEngine() === 'postgres' ? await scratchPostgresDatabase() : undefined;
  if (postgres) cleanups.push(() => postgres.drop());
  const target: DatabaseTarget = postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
  return { env: { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' }, target };
}

/** Works on the database while no server holds it (PGlite has one process per directory). */
async function withDatabase<T>(target: DatabaseTarget, work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** A project with 1,000 registered people and a draft campaign to all of them, at 100 a second. */
async function seedCampaign(target: DatabaseTarget) {
  return withDatabase(target, async (db) => {
    const now = new Date();
    const company = crypto.randomUUID();
    const project = crypto.randomUUID();
    const template = crypto.randomUUID();
    const campaign = crypto.randomUUID();
    await db.insert(companies).values({ id: company, name: 'Aurora', slug: 'aurora', createdAt: now, updatedAt: now });
    await db.insert(projects).values({ id: project, companyId: company, name: 'Prize', slug: 'prize', languages: ['it', 'en'], defaultLang: 'it', createdAt: now, updatedAt: now });
    const list = people(COUNT);
    await registerPeople(db, { company, project }, list, now);
    await db.insert(mmTemplates).values({
      id: template,
      companyId: company,
      projectId: project,
      name: 'Reminder',
      subject: { it: 'Ciao {{first_name}}', en: 'Hello {{first_name}}' },
      body: { it: doc('Cara {{first_name}},', 'il bando chiude presto.'), en: doc('Dear {{first_name}},', 'the call closes soon.') },
      createdAt: now,
      updatedAt: now,
    });
    await db.insert(mmCampaigns).values({ id: campaign, companyId: company, projectId: project, name: 'Reminder', templateId: template, audience: { kind: 'users' }, ratePerSecond: 100, state: 'draft', createdAt: now, updatedAt: now });
    return { company, project, campaign, list };
  });
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  cleanups.push(() => server.kill());
  return server;
}

describe('a server killed in the middle of a campaign', () => {
  it('goes on after a restart where the ledger stood: nobody skipped, nobody mailed twice but the counted possible duplicates', async () => {
    const relay = await TestRelay.start();
    cleanups.push(() => relay.close());
    const database = await sharedDatabase();
    const { company, project, campaign, list } = await seedCampaign(database.target);
    const env = { ...database.env, SMTP_URL: relay.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: '0', LOG_LEVEL: 'info' };

    const first = await start(env);
    expect((await first.post('accounting/login-start', { Email: ADMIN.email, Password: ADMIN.password })).status).toBe(200);
    await waitFor(() => relay.to(ADMIN.email).length === 1, 'the PIN');
    expect((await first.post('accounting/login-unlock', { Email: ADMIN.email, Pin: pinOf(relay.to(ADMIN.email)[0]!.raw) })).status).toBe(200);
    const startPath = CampaignStart.path.replace(':company', company).replace(':project', project).replace(':campaign', campaign);
    const started = await first.post(startPath, { version: 1 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    // Killed with a third of the campaign at the relay: messages under way, rows handed and not.
    await waitFor(() => relay.received.length >= COUNT / 3, 'a third of the campaign', 60_000);
    await first.kill();
    const atKill = relay.received.length;
    expect(atKill).toBeLessThan(COUNT);

    const second = await start(env);
    const campaignMail = () => relay.received.filter((mail) => !mail.to.includes(ADMIN.email));
    await waitFor(() => new Set(campaignMail().flatMap((mail) => mail.to)).size === COUNT, 'every recipient after the restart', 120_000);
    // Long enough for a second copy, were one to come, and for the campaign to be marked done.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await second.stop();

    const copies = new Map<string, number>();
    for (const mail of campaignMail()) for (const to of mail.to) copies.set(to, (copies.get(to) ?? 0) + 1);
    const twice = [...copies].filter(([, n]) => n > 1).map(([email]) => email);
    for (const who of list) expect(relay.to(who.email).map((mail) => headerOf(mail.raw, 'Subject'))[0]).toBe(expectedSubject(who));

    await withDatabase(database.target, async (db) => {
      const [row] = await db.select().from(mmCampaigns).where(eq(mmCampaigns.id, campaign));
      const rows = await db.select().from(mmRecipients).where(eq(mmRecipients.campaignId, campaign));
      expect(row).toMatchObject({ state: 'done' });
      expect(rows).toHaveLength(COUNT);
      expect(rows.every((r) => r.state === 'sent')).toBe(true);
      const marked = new Set(rows.filter((r) => r.possibleDuplicate === 1).map((r) => r.email));
      expect(marked.size).toBe(row!.possibleDuplicates);
      // Every recipient mailed twice is one the ledger shows as a possible duplicate.
      expect(twice.length).toBeLessThanOrEqual(row!.possibleDuplicates);
      for (const email of twice) expect(marked.has(email), email).toBe(true);
      console.info(`killed at ${atKill} received; ${twice.length} received twice; ${row!.possibleDuplicates} counted as possible duplicates`);
    });
  }, 300_000);
});
