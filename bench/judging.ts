// Judging at the size of a real prize, on PGlite, in the server's own functions: a session of 500
// submissions made for 20 judges (every judge every submission, and 3 judges per submission), what
// one judge's device stores of it, and the ranking once every judge scored every submission.
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { SessionSave } from '../contract/judging.ts';
import { judgeSession } from '../server/areas/judging/judge.ts';
import { sessionRanking } from '../server/areas/judging/session-ranking.ts';
import { saveSession } from '../server/areas/judging/sessions.ts';
import { openDatabase } from '../server/db/client.ts';
import { formVersions, forms } from '../server/db/schema/forms.ts';
import { CRITERIA } from '../server/seed/demo-judging.ts';
import { COMPANY, FORM, PROJECT } from './results.ts';

const SUBMISSIONS = 500;
const JUDGES = 20;

/** What the benchmark measured (ms and bytes). */
export interface JudgingFigures {
  submissions: number;
  judges: number;
  /** Making the session, every judge every submission, and 3 judges per submission. */
  saveAll: number;
  savePerSubmission: number;
  /** One judge's whole session as their device stores it (JSON), in the mode `all`. */
  deviceBytes: number;
  readForJudge: number;
  scores: number;
  ranking: number;
}

/** A label in the form's two languages. */
export const label = (en: string) => ({ en, it: `${en} (it)` });

/** The benchmarks' application form: a personal name, a title and a pitch. */
export const DEFINITION = {
  slug: 'bench-judging',
  title: label('Application'),
  languages: ['it', 'en'],
  default_lang: 'it',
  blocks: [
    {
      key: 'main',
      title: label('Main'),
      fields: [
        { type: 'text', key: 'name', label: label('Name'), personal: true },
        { type: 'text', key: 'title', label: label('Title') },
        { type: 'long_text', key: 'pitch', label: label('Pitch') },
      ],
    },
  ],
};

const since = (start: number) => Math.round(performance.now() - start);

/** Seeds the form, its submissions and its judges, then times the session's making, a judge's read and the ranking. */
export async function benchJudging(): Promise<JudgingFigures> {
  const database = await openDatabase({ kind: 'pglite' });
  const db = database.db;
  try {
    await database.migrate();
    const now = new Date();
    await db.execute(sql`INSERT INTO companies (id, name, slug, created_at, updated_at) VALUES (${COMPANY}, 'Bench', 'bench', now(), now())`);
    await db.execute(sql`INSERT INTO projects (id, company_id, name, slug, languages, default_lang, created_at, updated_at)
      VALUES (${PROJECT}, ${COMPANY}, 'Bench prize', 'bench-prize', '["it","en"]', 'it', now(), now())`);
    const definition = DEFINITION as unknown as typeof forms.$inferInsert.draft;
    await db.insert(forms).values({ id: FORM, companyId: COMPANY, projectId: PROJECT, slug: 'bench-judging', status: 'closed', draft: definition, publishedVersion: 1, createdAt: now, updatedAt: now });
    await db.insert(formVersions).values({ formId: FORM, number: 1, definition, publishedAt: now });
    await db.execute(sql`INSERT INTO submissions (id, company_id, project_id, form_id, status, form_version, answers, lang, created_at, updated_at, submitted_at)
      SELECT md5('submission' || g)::uuid, ${COMPANY}, ${PROJECT}, ${FORM}, 'received', 1,
        jsonb_build_object('name', 'Person ' || g, 'title', 'Project ' || g, 'pitch', repeat('A project that changes the neighbourhood. ', 20)),
        'it', now(), now(), timestamptz '2026-01-01' + make_interval(secs => g * 60)
      FROM generate_series(1, ${SUBMISSIONS}) AS g`);
    await db.execute(sql`INSERT INTO operators (id, email, first_name, password_hash, created_at, updated_at)
      SELECT gen_random_uuid(), 'judge' || lpad(g::text, 2, '0') || '@example.org', 'Judge ' || g, 'x', now(), now() FROM generate_series(1, ${JUDGES}) AS g`);
    await db.execute(sql`INSERT INTO grants (id, operator_id, company_id, role, project_id, created_at)
      SELECT gen_random_uuid(), id, ${COMPANY}, 'judge', ${PROJECT}, now() FROM operators WHERE email LIKE 'judge%'`);
    const judges = ((await db.execute(sql`SELECT id FROM operators WHERE email LIKE 'judge%' ORDER BY email`)) as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
    const scope = { company: COMPANY, project: PROJECT, form: FORM };
    const input = (assignment: { mode: 'all' } | { mode: 'per_submission'; per_submission: number }) =>
      SessionSave.input.parse({ ...scope, name: `Bench ${assignment.mode}`, criteria: CRITERIA, judges, assignment, blind: true, others_scores: 'never', status: 'open' });

    let start = performance.now();
    const all = await saveSession(db, scope, input({ mode: 'all' }), now);
    const saveAll = since(start);
    start = performance.now();
    await saveSession(db, scope, input({ mode: 'per_submission', per_submission: 3 }), now);
    const savePerSubmission = since(start);

    start = performance.now();
    const whole = await judgeSession(db, scope, all.id, judges[0]!);
    const readForJudge = since(start);
    const deviceBytes = Buffer.byteLength(JSON.stringify({ entity: whole }));

    // Every judge scores every submission, each judge on a scale of their own (some severe, some lenient).
    await db.execute(sql`INSERT INTO scores (id, session_id, submission_id, judge_id, values, changed_at, created_at, updated_at)
      SELECT gen_random_uuid(), a.session_id, a.submission_id, a.judge_id,
        jsonb_build_object('originalita', 1 + (abs(hashtext(a.submission_id::text || a.judge_id::text)) % 10),
                           'fattibilita', 1 + (abs(hashtext(a.judge_id::text || a.submission_id::text)) % 10),
                           'impatto', 1 + (abs(hashtext(a.submission_id::text)) % 5)),
        now(), now(), now()
      FROM session_assignments a WHERE a.session_id = ${all.id}`);
    const [{ n: scores = 0 } = {}] = ((await db.execute(sql`SELECT count(*)::int AS n FROM scores`)) as unknown as { rows: Array<{ n: number }> }).rows;
    start = performance.now();
    await sessionRanking(db, all);
    const ranking = since(start);
    return { submissions: SUBMISSIONS, judges: JUDGES, saveAll, savePerSubmission, deviceBytes, readForJudge, scores: Number(scores), ranking };
  } finally {
    await database.close();
  }
}
