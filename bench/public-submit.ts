// 200 respondents submitting the demo application form at once, on a real server on PGlite or PostgreSQL.
import crypto from 'node:crypto';
import { latestPin } from '../e2e/fixtures/mail.ts';
import { startBenchServer, type BenchServerOptions } from './server.ts';

const RESPONDENTS = Number(process.env.BENCH_RESPONDENTS ?? 200);
const SITE = '/api/p/aurora/premio-2026';

/** What the benchmark measured. */
export interface SubmitFigures {
  engine: 'pglite' | 'postgres';
  respondents: number;
  /** From the first request to the last answer. */
  seconds: number;
  submissionsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 200. */
  failed: number;
  /** Respondents whose submission the server does not hold. */
  lost: number;
  /** Respondents with more than one. */
  duplicated: number;
  /** Signing the respondents up (not measured above). */
  setupSeconds: number;
}

/** The answers of one respondent: every required field of the demo form, valid (`who` names them and their mailbox). */
export function answersOf(index: number, who = 'respondent') {
  return {
    nome: `${who} ${index}`,
    email: `${who}.${index}@example.org`,
    categoria: 'scienza',
    temi: ['clima'],
    regione: 'nord',
    descrizione:
      'Un sensore a basso costo per misurare la qualità dell’aria nelle scuole, costruito con gli studenti e i loro insegnanti, i cui dati sono pubblicati ogni giorno su una mappa aperta che tutti possono leggere e riusare.',
    maturita: 3,
    consenso: true,
  };
}

class Respondent {
  private readonly cookies = new Map<string, string>();
  constructor(
    readonly url: string,
    readonly email: string,
  ) {}

  async call(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
    const response = await fetch(`${this.url}${SITE}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...headers },
      body: JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: response.status, json: await response.json().catch(() => null) };
  }

  async signUp(mailDir: string): Promise<void> {
    const sent = await this.call('code/send', { email: this.email, lang: 'it' });
    if (sent.status !== 200) throw new Error(`code/send answered ${sent.status}`);
    const code = await latestPin(mailDir, this.email);
    const checked = await this.call('code/check', { email: this.email, code });
    if (checked.status !== 200) throw new Error(`code/check answered ${checked.status}`);
    const profile = await this.call('profile/save', { first_name: 'Bench', last_name: this.email, preferred_lang: 'it' });
    const pending = (profile.json as { user: { pending_conditions: string[] } }).user.pending_conditions;
    if (pending.length > 0) await this.call('conditions/accept', { conditions: pending });
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Signs RESPONDENTS people up, then has them all submit at once, and counts what the server holds:
 * on PGlite, or on a database of its own in the PostgreSQL cluster `clusterUrl`.
 */
export async function benchPublicSubmit(options: Omit<BenchServerOptions, 'env'> = {}): Promise<SubmitFigures> {
  // The limits on codes are loosened: a crowd signing up from one address is the setup, not what is measured.
  const server = await startBenchServer({ ...options, env: { RATE_LIMIT_FACTOR: '50' } });
  try {
    const setupStart = performance.now();
    const people = Array.from({ length: RESPONDENTS }, (_, i) => new Respondent(server.url, `bench.${i}.${crypto.randomUUID().slice(0, 8)}@example.org`));
    // Ten at a time: the sign-up is not what is measured.
    for (let at = 0; at < people.length; at += 10) await Promise.all(people.slice(at, at + 10).map((person) => person.signUp(server.mailDir)));
    const setupSeconds = (performance.now() - setupStart) / 1000;

    const latencies: number[] = [];
    let failed = 0;
    const start = performance.now();
    await Promise.all(
      people.map(async (person, index) => {
        const sent = performance.now();
        const answer = await person.call('form/candidatura/submit', { answers: answersOf(index), lang: 'it' }, { 'idempotency-key': crypto.randomUUID() });
        latencies.push(performance.now() - sent);
        if (answer.status !== 200) failed += 1;
      }),
    );
    const seconds = (performance.now() - start) / 1000;

    let lost = 0;
    let duplicated = 0;
    for (const person of people) {
      const mine = (await person.call('submissions', {})).json as { items: Array<{ status: string }> };
      const held = mine.items.filter((item) => item.status === 'received').length;
      if (held === 0) lost += 1;
      if (held > 1) duplicated += 1;
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      engine: server.engine,
      respondents: RESPONDENTS,
      seconds,
      submissionsPerSecond: RESPONDENTS / seconds,
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      max: Math.round(sorted.at(-1) ?? 0),
      failed,
      lost,
      duplicated,
      setupSeconds,
    };
  } finally {
    await server.stop();
  }
}
