// A campaign of 10,000 recipients on the real server (PGlite), through the HTTP API, to an SMTP
// relay in this process: the check's time, then the sending at the default pace and unthrottled,
// in messages per second, with the server's resident memory sampled over each run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { CampaignCheckCall, CampaignGet, CampaignStart, MAIL_MERGE_LIMITS, type CampaignEntity } from '../contract/mail-merge.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from '../e2e/fixtures/server.ts';
import { openDatabase } from '../server/db/client.ts';
import { companies } from '../server/db/schema/companies.ts';
import { mmCampaigns, mmTemplates } from '../server/db/schema/mail-merge.ts';
import { projects } from '../server/db/schema/projects.ts';
import { registeredUsers } from '../server/db/schema/users.ts';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const PROBE = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));
const COMPANY = '00000000-0000-4000-8000-0000000c0de1';
const PROJECT = '00000000-0000-4000-8000-0000000070d1';
const TEMPLATE = '00000000-0000-4000-8000-00000000e3a1';
const PACED = '00000000-0000-4000-8000-00000000ca01';
const UNTHROTTLED = '00000000-0000-4000-8000-00000000ca02';

/** One sending run: how long, how fast, and the server's memory meanwhile. */
export interface SendingRun {
  rate: number;
  messages: number;
  /** From the start call to the campaign marked done, and its messages per second. */
  seconds: number;
  perSecond: number;
  /** The start call alone: the audience resolved and the ledger written. */
  startMs: number;
  /** From the relay's first message of the campaign to its last, and the messages per second between. */
  relaySeconds: number;
  relayPerSecond: number;
  /** Resident memory at the start, its peak, and at the end (MB). */
  rssStartMb: number;
  rssPeakMb: number;
  rssEndMb: number;
  /** The resident memory sampled every tenth of the run (MB). */
  rssSamplesMb: number[];
}

/** What the benchmark measured. */
export interface MailMergeFigures {
  recipients: number;
  seedSeconds: number;
  /** The check of 10,000 recipients: as the client waited for it, and as the server timed it. */
  checkMs: number;
  checkServerMs: number;
  runs: SendingRun[];
}

/** An SMTP relay in this process: it takes every message and counts it, keeping only the admin's (the sign-in PIN). */
interface CountingRelay {
  url: string;
  count(): number;
  /** When the relay took its last message (ms since the epoch). */
  lastAt(): number;
  /** The messages to the installation admin, raw. */
  admin: string[];
  close(): Promise<void>;
}

async function countingRelay(): Promise<CountingRelay> {
  let taken = 0;
  let lastAt = 0;
  const admin: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const forAdmin = session.envelope.rcptTo.some((rcpt) => rcpt.address === ADMIN_EMAIL);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (forAdmin) chunks.push(chunk);
      });
      stream.on('end', () => {
        taken++;
        lastAt = Date.now();
        if (forAdmin) admin.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, count: () => taken, lastAt: () => lastAt, admin, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

const doc = (...texts: string[]) => ({ type: 'doc' as const, content: texts.map((text) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] })) });

// The project, its registered people (a third English, the rest Italian) and two draft campaigns to them all.
async function seed(dbDir: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  try {
    await database.migrate();
    const db = database.db;
    const now = new Date();
    await db.insert(companies).values({ id: COMPANY, name: 'Bench', slug: 'bench', createdAt: now, updatedAt: now });
    await db.insert(projects).values({ id: PROJECT, companyId: COMPANY, name: 'Bench prize', slug: 'prize', languages: ['it', 'en'], defaultLang: 'it', createdAt: now, updatedAt: now });
    for (let start = 0; start < RECIPIENTS; start += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, RECIPIENTS - start) }, (_, i) => start + i).map((n) => ({
        id: crypto.randomUUID(),
        companyId: COMPANY,
        projectId: PROJECT,
        email: `person${n}@bench.example`,
        firstName: `Person${n}`,
        lastName: 'Bench',
        preferredLang: n % 3 === 0 ? 'en' : 'it',
        createdAt: now,
        updatedAt: now,
      }));
      await db.insert(registeredUsers).values(rows);
    }
    await db.insert(mmTemplates).values({
      id: TEMPLATE,
      companyId: COMPANY,
      projectId: PROJECT,
      name: 'Draft reminder',
      subject: { it: 'Ciao {{first_name}}, la tua bozza aspetta', en: 'Hello {{first_name}}, your draft is waiting' },
      body: {
        it: doc('Cara {{first_name}} {{last_name}},', 'la tua candidatura a {{project}} non è ancora inviata.', 'Per non ricevere più queste email: {{unsubscribe_link}}'),
        en: doc('Dear {{first_name}} {{last_name}},', 'your application to {{project}} is not sent yet.', 'To stop these mails: {{unsubscribe_link}}'),
      },
      createdAt: now,
      updatedAt: now,
    });
    const campaign = (id: string, name: string, rate: number) => ({
      id,
      companyId: COMPANY,
      projectId: PROJECT,
      name,
      templateId: TEMPLATE,
      audience: { kind: 'users' as const },
      ratePerSecond: rate,
      state: 'draft' as const,
      createdAt: now,
      updatedAt: now,
    });
    await db.insert(mmCampaigns).values([campaign(PACED, 'At the default pace', MAIL_MERGE_LIMITS.defaultRatePerSecond), campaign(UNTHROTTLED, 'Unthrottled', MAIL_MERGE_LIMITS.maxRatePerSecond)]);
  } finally {
    await database.close();
  }
}

function rssSamples(file: string, from: number, to: number): number[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ').map(Number))
    .filter(([at = 0]) => at >= from && at <= to)
    .map((sample) => (sample[1] ?? 0) / 1e6);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seeds the people and campaigns, starts the server on them, times the check, then sends both campaigns. */
export async function benchMailMerge(): Promise<MailMergeFigures> {
  const relay = await countingRelay();
  const memoryFile = path.join(os.tmpdir(), `bench-mail-merge-memory-${crypto.randomUUID()}.txt`);
  let seedSeconds = 0;
  const server = await startServer({
    prepare: async (dbDir) => {
      const started = performance.now();
      await seed(dbDir);
      seedSeconds = (performance.now() - started) / 1000;
    },
    env: { SMTP_URL: relay.url, BENCH_MEMORY_FILE: memoryFile, DEMO_DATA: '0' },
    nodeArgs: ['--import', 'tsx', '--import', PROBE, ...(process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [])],
  });
  try {
    const call = await signedIn(server.url, relay);
    const path = (endpoint: { path: string }, campaign: string) =>
      endpoint.path.replace(':company', COMPANY).replace(':project', PROJECT).replace(':campaign', campaign);

    const checkStarted = performance.now();
    const check = (await call(path(CampaignCheckCall, PACED), {})) as { recipients: number; took_ms: number };
    const checkMs = performance.now() - checkStarted;
    if (check.recipients !== RECIPIENTS) throw new Error(`The check found ${check.recipients} recipients`);

    const runs: SendingRun[] = [];
    for (const campaign of [PACED, UNTHROTTLED]) {
      const before = relay.count();
      const { entity } = (await call(path(CampaignGet, campaign), {})) as { entity: CampaignEntity };
      const started = Date.now();
      await call(path(CampaignStart, campaign), { version: entity.version });
      const startMs = Date.now() - started;
      let firstAt = 0;
      let state = 'sending';
      while (state !== 'done') {
        // As the campaign's screen follows it: once a second.
        await sleep(firstAt === 0 ? 50 : 1_000);
        if (firstAt === 0 && relay.count() > before) firstAt = Date.now();
        state = ((await call(path(CampaignGet, campaign), {})) as { entity: CampaignEntity }).entity.state;
      }
      const ended = Date.now();
      const messages = relay.count() - before;
      const samples = rssSamples(memoryFile, started, ended);
      const tenth = Math.max(1, Math.floor(samples.length / 10));
      const relaySeconds = (relay.lastAt() - firstAt) / 1000;
      runs.push({
        rate: entity.rate_per_second,
        messages,
        seconds: (ended - started) / 1000,
        perSecond: messages / ((ended - started) / 1000),
        startMs,
        relaySeconds,
        relayPerSecond: messages / relaySeconds,
        rssStartMb: samples[0] ?? 0,
        rssPeakMb: Math.max(0, ...samples),
        rssEndMb: samples.at(-1) ?? 0,
        rssSamplesMb: samples.filter((_, i) => i % tenth === 0),
      });
    }
    return { recipients: RECIPIENTS, seedSeconds, checkMs, checkServerMs: check.took_ms, runs };
  } finally {
    await server.stop();
    await relay.close();
    fs.rmSync(memoryFile, { force: true });
  }
}

/** Signs the installation admin in with the PIN the relay took; answers a poster of API calls with the session. */
async function signedIn(url: string, relay: CountingRelay): Promise<(path: string, body: object) => Promise<unknown>> {
  const jar = new Map<string, string>();
  const post = async (apiPath: string, body: object) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${url}/api/${apiPath}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (!response.ok) throw new Error(`${apiPath} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  await post('accounting/login-start', { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD });
  for (let waited = 0; relay.admin.length === 0; waited += 50) {
    if (waited > 30_000) throw new Error('No PIN reached the relay');
    await sleep(50);
  }
  const pin = /^\s*(\d{6})\s*$/m.exec(relay.admin[0]!)?.[1];
  if (!pin) throw new Error('No PIN in the sign-in mail');
  await post('accounting/login-unlock', { Email: ADMIN_EMAIL, Pin: pin });
  return post;
}
