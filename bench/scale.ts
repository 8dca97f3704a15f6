// Several servers on one PostgreSQL behind nginx (scripts/nginx.ts, deploy/nginx.conf), with 1, 2
// and 3 server processes: the judging day (judges' devices pushing scores as the outbox does, each
// with its Idempotency-Key), the deadline rush (registered people submitting the demo form within a
// minute) and a campaign to an SMTP relay in this process. In the middle of each run one server is
// killed (SIGKILL) and started again, as a supervisor would: what was acknowledged must be there
// once, mail sent at most once beyond the messages the killed server had in flight.
// BENCH_SCALE_FACTOR (0.1 for a quick run) scales every workload; BENCH_SCALE_SERVERS ("1,2,3")
// the server counts; BENCH_DATABASE_URL a cluster to use (else a private one is started).
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { SessionSave } from '../contract/judging.ts';
import { MAIL_MERGE_LIMITS } from '../contract/mail-merge.ts';
import { createSession } from '../server/auth/sessions.ts';
import { saveSession } from '../server/areas/judging/sessions.ts';
import { openDatabase } from '../server/db/client.ts';
import type { Database, Db } from '../server/db/db.ts';
import { formVersions, forms } from '../server/db/schema/forms.ts';
import { mmCampaigns, mmTemplates } from '../server/db/schema/mail-merge.ts';
import { registeredUsers } from '../server/db/schema/users.ts';
import { onCluster } from './cluster.ts';
import { answersOf } from './public-submit.ts';
import { acceptConditions, currentConditions } from '../server/respondents/conditions.ts';
import { createRespondentSession, respondentCookieName } from '../server/respondents/sessions.ts';
import { CRITERIA } from '../server/seed/demo-judging.ts';
import { freePort, startAppGroup, startNginx, type AppGroup, type AppProcess, type RunningNginx } from '../scripts/nginx.ts';
import { DEFINITION } from './judging.ts';

const FACTOR = Number(process.env.BENCH_SCALE_FACTOR ?? 1);
const SERVER_COUNTS = (process.env.BENCH_SCALE_SERVERS ?? '1,2,3').split(',').map(Number);
const scaled = (count: number) => Math.max(1, Math.round(count * FACTOR));
const JUDGES = scaled(500);
const SCORES_PER_JUDGE = 40;
const RUSH_PEOPLE = scaled(2_000);
const RUSH_MS = 60_000 * FACTOR;
const RECIPIENTS = scaled(10_000);
/** A judging session holds at most 200 judges (JUDGING_LIMITS): the judges are split among sessions. */
const JUDGES_PER_SESSION = 200;
const RETRY_PAUSE_MS = 250;
const ADMIN = { email: 'admin@example.com', password: 'bench-scale-password-1' };
const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** One workload's figures at one server count. */
export interface ScaleLine {
  workload: string;
  servers: number;
  /** Acknowledged writes (scores, submissions) or mails taken by the relay. */
  done: number;
  seconds: number;
  perSecond: number;
  /** Of each request (a mail: from its queueing to its sending), ms. */
  p50: number;
  p99: number;
  /** Requests answered with an error or not at all, then sent again with the same key. */
  retried: number;
  /** Acknowledged but not in the database. */
  lost: number;
  /** Applied (or mailed) twice. */
  twice: number;
  /** Mail only: the messages the killed server held when it died, the ones allowed to go twice. */
  inFlight: number | null;
  /** After the kill: when the killed server's job and mail were taken over, in s (lease 30 s); null: it held none. */
  takeoverSeconds: number | null;
  /** When the killed server was killed, after the workload's start, in s. */
  killedAt: number;
}

/** What the benchmark measured. */
export interface ScaleFigures {
  factor: number;
  cores: number;
  lines: ScaleLine[];
  /** The CPU time used per process kind over each run (s), to tell what limits. */
  cpu: Array<{ servers: number; workload: string; serversCpu: number; postgresCpu: number; nginxCpu: number; benchCpu: number; wall: number }>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A PostgreSQL cluster: BENCH_DATABASE_URL's, or a private one in a temporary folder. */
async function cluster(): Promise<{ url: string; stop(): Promise<void> }> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, stop: async () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-scale-pg-'));
  const port = await freePort();
  const { stdout } = await run(path.join(ROOT, 'scripts', 'postgres-cluster.sh'), ['start', dir, String(port)]);
  return {
    url: stdout.trim(),
    async stop() {
      await run(path.join(ROOT, 'scripts', 'postgres-cluster.sh'), ['stop', dir]).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The CPU seconds (user + system) a process and its children used so far, from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime, stime, cutime, cstime: fields 14-17 of stat, 12-15 after the name.
    return fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0) / 100;
  } catch {
    return 0;
  }
}

/** The postmaster of the cluster `url` names (its data directory's postmaster.pid), when this machine's. */
async function postmasterPid(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: [row] } = await client.query<{ data_directory: string }>('SHOW data_directory');
    return Number(fs.readFileSync(path.join(row!.data_directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** A process's CPU seconds with its live children's (the backends of a postmaster, the worker of nginx); ended children are in its own count once reaped. */
function treeCpu(pid: number | null): number {
  if (pid === null) return 0;
  let total = cpuSeconds(pid);
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.split(') ')[1]!.split(' ')[1]) === pid) total += cpuSeconds(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/** One installation: the database, nginx and its servers, and an SMTP relay counting what it takes. */
interface Installation {
  servers: number;
  database: Database;
  nginx: RunningNginx;
  group: AppGroup;
  relay: CountingRelay;
  ports: number[];
  postmaster: number | null;
  /** A server's CPU seconds, read now or, once it is gone, when last read. */
  serverCpu(pid: number): number;
  /** The one killed in each run, started again after. */
  victim(): AppProcess;
  /** Kills the victim (SIGKILL), then starts it again on its port; answers once it serves. */
  crash(afterKill?: () => Promise<void>): Promise<void>;
}

interface CountingRelay {
  url: string;
  /** Per recipient, the times a message reached the relay. */
  received: Map<string, number[]>;
  total(): number;
  close(): Promise<void>;
}

async function countingRelay(): Promise<CountingRelay> {
  const received = new Map<string, number[]>();
  let total = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        total++;
        for (const rcpt of session.envelope.rcptTo) received.set(rcpt.address, [...(received.get(rcpt.address) ?? []), Date.now()]);
        callback();
      });
    },
  });
  // A killed server's connection breaks off: expected here, and the message it carried was not taken.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, received, total: () => total, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

async function install(clusterUrl: string, servers: number): Promise<Installation & { dispose(): Promise<void> }> {
  const name = `bo_bench_scale_${crypto.randomBytes(5).toString('hex')}`;
  await onCluster(clusterUrl, `CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const relay = await countingRelay();
  const ports = await Promise.all(Array.from({ length: servers }, () => freePort()));
  const nginx = await startNginx({ upstreams: ports });
  const group = await startAppGroup({
    databaseUrl: url.toString(),
    publicUrl: nginx.url,
    ports,
    // Every request comes from this one address: the limits per address would stop the crowd.
    env: { SMTP_URL: relay.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: '1', RATE_LIMIT_FACTOR: '1000' },
  });
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  const victimPort = ports.at(-1)!;
  const victim = () => group.servers.filter((server) => server.port === victimPort).at(-1)!;
  const lastCpu = new Map<number, number>();
  const serverCpu = (pid: number) => {
    const now = cpuSeconds(pid);
    if (now > 0) lastCpu.set(pid, now);
    return lastCpu.get(pid) ?? 0;
  };
  // Read often enough that the killed server's count is near its last.
  const sampler = setInterval(() => group.servers.forEach((server) => serverCpu(server.pid)), 250);
  return {
    servers,
    database,
    nginx,
    group,
    relay,
    ports,
    postmaster: await postmasterPid(clusterUrl),
    serverCpu,
    victim,
    async crash(afterKill) {
      serverCpu(victim().pid);
      await victim().kill();
      await Promise.all([group.add(victimPort), afterKill?.()]);
    },
    async dispose() {
      clearInterval(sampler);
      await group.stop();
      await nginx.stop();
      await database.close();
      await relay.close();
      await onCluster(clusterUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Sends one write until it is acknowledged, with the same Idempotency-Key each time, as the outbox does. */
async function sendUntilAcknowledged(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  latencies: number[],
  counts: { retried: number; refused: number },
): Promise<boolean> {
  const key = crypto.randomUUID();
  for (;;) {
    const sent = performance.now();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (response.ok) return true;
      if (response.status < 500 && response.status !== 429) {
        counts.refused++;
        return false;
      }
    } catch {
      // The connection broke (the server died under the request): the answer is unknown.
    }
    counts.retried++;
    await sleep(RETRY_PAUSE_MS);
  }
}

/** Kills the victim once `progress()` reaches half of `total`, then starts it again; resolves with the kill's time. */
function crashAtHalf(installation: Installation, progress: () => number, total: number, started: number): { killedAt: Promise<number>; restarted: Promise<void> } {
  let resolveKilled: (at: number) => void = () => undefined;
  const killedAt = new Promise<number>((resolve) => (resolveKilled = resolve));
  const restarted = (async () => {
    while (progress() < total / 2) await sleep(20);
    resolveKilled((performance.now() - started) / 1000);
    await installation.crash();
  })();
  return { killedAt, restarted };
}

interface Cpu {
  servers: number;
  postgres: number;
  nginx: number;
  bench: number;
  wall: number;
}

function cpuNow(installation: Installation): Cpu {
  const usage = process.cpuUsage();
  return {
    // A killed server's count is its last one read.
    servers: installation.group.servers.reduce((sum, server) => sum + installation.serverCpu(server.pid), 0),
    postgres: treeCpu(installation.postmaster),
    nginx: treeCpu(installation.nginx.pid),
    bench: (usage.user + usage.system) / 1e6,
    wall: performance.now() / 1000,
  };
}


// --- (a) The judging day ---------------------------------------------------------------------------

async function judgingDay(installation: Installation): Promise<ScaleLine> {
  const db = installation.database.db;
  const company = crypto.randomUUID();
  const project = crypto.randomUUID();
  const form = crypto.randomUUID();
  const now = new Date();
  await db.execute(sql`INSERT INTO companies (id, name, slug, created_at, updated_at) VALUES (${company}, 'Judging day', ${`judging-${company.slice(0, 8)}`}, now(), now())`);
  await db.execute(sql`INSERT INTO projects (id, company_id, name, slug, languages, default_lang, created_at, updated_at)
    VALUES (${project}, ${company}, 'Judging day', 'judging-day', '["it","en"]', 'it', now(), now())`);
  const definition = DEFINITION as unknown as typeof forms.$inferInsert.draft;
  await db.insert(forms).values({ id: form, companyId: company, projectId: project, slug: 'judging-day', status: 'closed', draft: definition, publishedVersion: 1, createdAt: now, updatedAt: now });
  await db.insert(formVersions).values({ formId: form, number: 1, definition, publishedAt: now });
  await db.execute(sql`INSERT INTO submissions (id, company_id, project_id, form_id, status, form_version, answers, lang, created_at, updated_at, submitted_at)
    SELECT gen_random_uuid(), ${company}, ${project}, ${form}, 'received', 1,
      jsonb_build_object('name', 'Person ' || g, 'title', 'Project ' || g, 'pitch', repeat('A project that changes the neighbourhood. ', 20)),
      'it', now(), now(), now() FROM generate_series(1, ${SCORES_PER_JUDGE}) AS g`);
  const tag = company.slice(0, 8);
  await db.execute(sql`INSERT INTO operators (id, email, first_name, password_hash, created_at, updated_at)
    SELECT gen_random_uuid(), 'judge' || g || '.' || ${tag} || '@example.org', 'Judge ' || g, 'x', now(), now() FROM generate_series(1, ${JUDGES}) AS g`);
  const judges = (await rows<{ id: string }>(db, sql`SELECT id FROM operators WHERE email LIKE ${`judge%.${tag}@example.org`} ORDER BY email`)).map((row) => row.id);
  await db.execute(sql`INSERT INTO grants (id, operator_id, company_id, role, project_id, created_at)
    SELECT gen_random_uuid(), id, ${company}, 'judge', ${project}, now() FROM operators WHERE email LIKE ${`judge%.${tag}@example.org`}`);
  const submissionIds = (await rows<{ id: string }>(db, sql`SELECT id FROM submissions WHERE form_id = ${form}`)).map((row) => row.id);
  const scope = { company, project, form };
  const sessionOf = new Map<string, string>();
  for (let at = 0; at < judges.length; at += JUDGES_PER_SESSION) {
    const panel = judges.slice(at, at + JUDGES_PER_SESSION);
    const input = SessionSave.input.parse({ ...scope, name: `Panel ${at / JUDGES_PER_SESSION + 1}`, criteria: CRITERIA, judges: panel, assignment: { mode: 'all' }, blind: true, others_scores: 'never', status: 'open' });
    const session = await saveSession(db, scope, input, now);
    for (const judge of panel) sessionOf.set(judge, session.id);
  }
  // Signed in beforehand (the day starts with every device signed in): a session each, made in the database.
  const tokens = await Promise.all(judges.map((judge) => createSession(db, judge, now, { ip: '127.0.0.1', userAgent: 'bench' })));

  const latencies: number[] = [];
  const counts = { retried: 0, refused: 0 };
  const acknowledged: Array<{ judge: string; submission: string; value: number }> = [];
  const total = judges.length * submissionIds.length;
  const before = cpuNow(installation);
  const started = performance.now();
  const crash = crashAtHalf(installation, () => acknowledged.length, total, started);
  await Promise.all(
    judges.map(async (judge, index) => {
      const session = sessionOf.get(judge)!;
      const url = `${installation.nginx.url}/api/judges/session/${company}/${project}/${form}/${session}/score`;
      // One device: its outbox sends its writes one after the other.
      for (const [n, submission] of submissionIds.entries()) {
        const value = 1 + ((index + n) % 10);
        const body = { submission, values: { originalita: value, fattibilita: 11 - value, impatto: 1 + (n % 5) }, changed_at: new Date().toISOString() };
        if (await sendUntilAcknowledged(url, body, { cookie: `bo_session=${tokens[index]}` }, latencies, counts)) acknowledged.push({ judge, submission, value });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = cpuNow(installation);
  await crash.restarted;

  const stored = new Map(
    (await rows<{ judge_id: string; submission_id: string; value: number }>(db, sql`SELECT s.judge_id, s.submission_id, (s.values->>'originalita')::int AS value
      FROM scores s JOIN judging_sessions j ON j.id = s.session_id WHERE j.form_id = ${form}`)).map((row) => [`${row.judge_id}/${row.submission_id}`, row.value]),
  );
  const lost = acknowledged.filter((write) => stored.get(`${write.judge}/${write.submission}`) !== write.value).length;
  // Each score is sent once: a second application would have put its first version in the history.
  const [history] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM score_history h JOIN scores s ON s.id = h.score_id JOIN judging_sessions j ON j.id = s.session_id WHERE j.form_id = ${form}`);
  if (counts.refused > 0) console.warn(`Judging day: ${counts.refused} scores refused`);
  recordCpu(installation, 'judging day', before, after);
  return {
    workload: 'judging day',
    servers: installation.servers,
    done: acknowledged.length,
    seconds,
    perSecond: acknowledged.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    retried: counts.retried,
    lost,
    twice: history?.n ?? 0,
    inFlight: null,
    takeoverSeconds: null,
    killedAt: await crash.killedAt,
  };
}

// --- (b) The deadline rush -------------------------------------------------------------------------

const DEMO_SITE = { company: 'aurora', project: 'premio-2026', form: 'candidatura' };

async function deadlineRush(installation: Installation): Promise<ScaleLine> {
  const db = installation.database.db;
  const [site] = await rows<{ company_id: string; project_id: string; form_id: string }>(db, sql`SELECT p.company_id, p.id AS project_id, f.id AS form_id
    FROM projects p JOIN companies c ON c.id = p.company_id JOIN forms f ON f.project_id = p.id
    WHERE c.slug = ${DEMO_SITE.company} AND p.slug = ${DEMO_SITE.project} AND f.slug = ${DEMO_SITE.form}`);
  if (!site) throw new Error('The demo form is missing: the servers start with DEMO_DATA=1');
  const now = new Date();
  const tag = crypto.randomUUID().slice(0, 8);
  const people = Array.from({ length: RUSH_PEOPLE }, (_, n) => ({
    id: crypto.randomUUID(),
    companyId: site.company_id,
    projectId: site.project_id,
    email: `rush${n}.${tag}@example.org`,
    firstName: `Person${n}`,
    lastName: 'Rush',
    preferredLang: 'it',
    createdAt: now,
    updatedAt: now,
  }));
  for (let at = 0; at < people.length; at += 1_000) await db.insert(registeredUsers).values(people.slice(at, at + 1_000));
  const conditions = (await currentConditions(db)).map((condition) => condition.id);
  // Registered and signed in beforehand: the rush is the submitting.
  const tokens: string[] = [];
  for (let at = 0; at < people.length; at += 50) {
    const batch = people.slice(at, at + 50);
    await Promise.all(batch.map((person) => (conditions.length > 0 ? acceptConditions(db, person.id, conditions, now, '127.0.0.1') : undefined)));
    tokens.push(...(await Promise.all(batch.map((person) => createRespondentSession(db, person.id, now, { ip: '127.0.0.1', userAgent: 'bench' })))));
  }
  const cookie = respondentCookieName(false);
  const url = `${installation.nginx.url}/api/p/${DEMO_SITE.company}/${DEMO_SITE.project}/form/${DEMO_SITE.form}/submit`;

  const latencies: number[] = [];
  const counts = { retried: 0, refused: 0 };
  const acknowledged: string[] = [];
  const before = cpuNow(installation);
  const started = performance.now();
  const crash = crashAtHalf(installation, () => acknowledged.length, people.length, started);
  await Promise.all(
    people.map(async (person, index) => {
      // The arrivals spread evenly over the minute before the deadline.
      await sleep((index * RUSH_MS) / people.length);
      if (await sendUntilAcknowledged(url, { answers: answersOf(index, 'rush'), lang: 'it' }, { cookie: `${cookie}=${tokens[index]}` }, latencies, counts)) acknowledged.push(person.id);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = cpuNow(installation);
  await crash.restarted;

  const held = new Map(
    (await rows<{ user_id: string; n: number }>(db, sql`SELECT user_id, count(*)::int AS n FROM submissions WHERE form_id = ${site.form_id} AND status <> 'draft' AND user_id IS NOT NULL GROUP BY user_id`)).map((row) => [row.user_id, row.n]),
  );
  if (counts.refused > 0) console.warn(`Deadline rush: ${counts.refused} submissions refused`);
  recordCpu(installation, 'deadline rush', before, after);
  return {
    workload: 'deadline rush',
    servers: installation.servers,
    done: acknowledged.length,
    seconds,
    perSecond: acknowledged.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    retried: counts.retried,
    lost: acknowledged.filter((id) => !held.has(id)).length,
    twice: [...held.values()].filter((n) => n > 1).length,
    inFlight: null,
    takeoverSeconds: null,
    killedAt: await crash.killedAt,
  };
}

// --- (c) The campaign ------------------------------------------------------------------------------

const doc = (...texts: string[]) => ({ type: 'doc' as const, content: texts.map((text) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] })) });

async function campaign(installation: Installation): Promise<ScaleLine> {
  const db = installation.database.db;
  const company = crypto.randomUUID();
  const project = crypto.randomUUID();
  const template = crypto.randomUUID();
  const campaignId = crypto.randomUUID();
  const now = new Date();
  const tag = company.slice(0, 8);
  await db.execute(sql`INSERT INTO companies (id, name, slug, created_at, updated_at) VALUES (${company}, 'Campaign', ${`campaign-${tag}`}, now(), now())`);
  await db.execute(sql`INSERT INTO projects (id, company_id, name, slug, languages, default_lang, created_at, updated_at)
    VALUES (${project}, ${company}, 'Campaign prize', 'prize', '["it","en"]', 'it', now(), now())`);
  for (let start = 0; start < RECIPIENTS; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, RECIPIENTS - start) }, (_, i) => start + i).map((n) => ({
      id: crypto.randomUUID(),
      companyId: company,
      projectId: project,
      email: `person${n}.${tag}@bench.example`,
      firstName: `Person${n}`,
      lastName: 'Bench',
      preferredLang: n % 3 === 0 ? 'en' : 'it',
      createdAt: now,
      updatedAt: now,
    }));
    await db.insert(registeredUsers).values(batch);
  }
  await db.insert(mmTemplates).values({
    id: template,
    companyId: company,
    projectId: project,
    name: 'Reminder',
    subject: { it: 'Ciao {{first_name}}', en: 'Hello {{first_name}}' },
    body: { it: doc('Cara {{first_name}},', '{{unsubscribe_link}}'), en: doc('Dear {{first_name}},', '{{unsubscribe_link}}') },
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(mmCampaigns).values({
    id: campaignId,
    companyId: company,
    projectId: project,
    name: 'Unthrottled',
    templateId: template,
    audience: { kind: 'users' },
    ratePerSecond: MAIL_MERGE_LIMITS.maxRatePerSecond,
    state: 'draft',
    createdAt: now,
    updatedAt: now,
  });
  const [admin] = await rows<{ id: string }>(db, sql`SELECT id FROM operators WHERE email = ${ADMIN.email}`);
  const token = await createSession(db, admin!.id, now, { ip: '127.0.0.1', userAgent: 'bench' });
  const call = async (action: string, body: object) => {
    const response = await fetch(`${installation.nginx.url}/api/company/${company}/project/${project}/mail-merge/campaign/${campaignId}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `bo_session=${token}`, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`campaign/${action} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { entity: { version: number } };
  };
  const mine = (address: string) => address.endsWith(`.${tag}@bench.example`);
  const sent = () => [...installation.relay.received].filter(([address]) => mine(address)).reduce((sum, [, times]) => sum + times.length, 0);

  const before = cpuNow(installation);
  const started = performance.now();
  const { entity } = await call('get', {});
  await call('start', { version: entity.version });
  // Killed once half the mail is out; what it held then is read just before.
  let inFlight = 0;
  let heldJob = false;
  let killedAt = 0;
  let takeoverSeconds: number | null = null;
  const restarted = (async () => {
    while (sent() < RECIPIENTS / 2) await sleep(20);
    const owner = `%:${installation.victim().pid}/%`;
    const [flying] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM mail_queue WHERE state = 'sending' AND lease_owner LIKE ${owner}`);
    const [job] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM jobs WHERE state = 'running' AND lease_owner LIKE ${owner}`);
    inFlight = flying?.n ?? 0;
    heldJob = (job?.n ?? 0) > 0;
    killedAt = (performance.now() - started) / 1000;
    const killed = performance.now();
    await installation.crash(async () => {
      if (!heldJob && inFlight === 0) return;
      // Taken over: no message or job of the campaign left under the dead server's lease.
      for (;;) {
        const [held] = await rows<{ n: number }>(db, sql`SELECT (SELECT count(*) FROM mail_queue WHERE state = 'sending' AND lease_owner LIKE ${owner})
          + (SELECT count(*) FROM jobs WHERE state = 'running' AND lease_owner LIKE ${owner}) AS n`);
        if (Number(held?.n ?? 0) === 0) break;
        await sleep(100);
      }
      takeoverSeconds = (performance.now() - killed) / 1000;
    });
  })();
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const [state] = await rows<{ state: string }>(db, sql`SELECT state FROM mm_campaigns WHERE id = ${campaignId}`);
    const [left] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM mail_queue WHERE state IN ('queued', 'sending') AND recipient LIKE ${`%.${tag}@bench.example`}`);
    if (state?.state === 'done' && left?.n === 0) break;
    if (Date.now() > deadline) throw new Error(`The campaign did not end in 30 minutes (${sent()} of ${RECIPIENTS} sent)`);
    await sleep(250);
  }
  const seconds = (performance.now() - started) / 1000;
  const after = cpuNow(installation);
  await restarted;

  const times = [...installation.relay.received].filter(([address]) => mine(address));
  const twice = times.reduce((sum, [, at]) => sum + Math.max(0, at.length - 1), 0);
  const delays = (await rows<{ ms: number }>(db, sql`SELECT extract(epoch FROM (sent_at - created_at)) * 1000 AS ms FROM mail_queue WHERE recipient LIKE ${`%.${tag}@bench.example`} AND sent_at IS NOT NULL`)).map((row) => Number(row.ms));
  recordCpu(installation, 'campaign', before, after);
  const done = times.length;
  return {
    workload: 'campaign',
    servers: installation.servers,
    done,
    seconds,
    perSecond: done / seconds,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    retried: 0,
    lost: RECIPIENTS - done,
    twice,
    inFlight,
    takeoverSeconds,
    killedAt,
  };
}

const cpuLines: ScaleFigures['cpu'] = [];

function recordCpu(installation: Installation, workload: string, before: Cpu, after: Cpu): void {
  const round = (value: number) => Math.round(value * 10) / 10;
  cpuLines.push({
    servers: installation.servers,
    workload,
    serversCpu: round(after.servers - before.servers),
    postgresCpu: round(after.postgres - before.postgres),
    nginxCpu: round(after.nginx - before.nginx),
    benchCpu: round(after.bench - before.bench),
    wall: round(after.wall - before.wall),
  });
}

/** Runs the three workloads on 1, 2 and 3 servers behind nginx, each with one server killed in its middle. */
export async function benchScale(): Promise<ScaleFigures> {
  const postgres = await cluster();
  const lines: ScaleLine[] = [];
  try {
    for (const servers of SERVER_COUNTS) {
      const installation = await install(postgres.url, servers);
      try {
        for (const workload of [judgingDay, deadlineRush, campaign]) {
          const line = await workload(installation);
          console.info(
            `${line.workload} on ${servers} server(s): ${line.done} in ${line.seconds.toFixed(1)} s, ${Math.round(line.perSecond)}/s, p50 ${line.p50} ms, p99 ${line.p99} ms, ` +
              `lost ${line.lost}, twice ${line.twice} (uptime: ${os.loadavg().map((load) => load.toFixed(2)).join(' ')})`,
          );
          lines.push(line);
        }
      } finally {
        await installation.dispose();
      }
    }
  } finally {
    await postgres.stop();
  }
  return { factor: FACTOR, cores: os.cpus().length, lines, cpu: cpuLines };
}
