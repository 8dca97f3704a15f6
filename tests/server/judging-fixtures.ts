// Judging sessions put straight into the database, for the tests that need one as it stands, and
// the world of the judging tests: the application form, its submissions and three judges.
import { and, eq } from 'drizzle-orm';
import { SessionSave, type Criterion } from '../../contract/judging.ts';
import { judgingSessions, sessionAssignments, sessionJudges } from '../../server/db/schema/judging.ts';
import { expectOk } from './accounts.ts';
import type { Browser } from './browser.ts';
import type { TestServer } from './harness.ts';
import { seedSubmission } from './respondents.ts';
import { person, seedGrant, seedOperator, sessionBrowser } from './tenancy.ts';
import { voteWorld } from './votes-fixtures.ts';

/** Two criteria: quality (1 to 5, twice the weight) and impact (1 to 5). */
export const CRITERIA: Criterion[] = [
  { key: 'quality', label: { en: 'Quality', it: 'Qualità' }, min: 1, max: 5, weight: 2, required: true, counted: true },
  { key: 'impact', label: { en: 'Impact', it: 'Impatto' }, min: 1, max: 5, weight: 1, required: true, counted: true },
];

/** Stores an open session of every judge every submission, with its panel and assignment. Returns its id. */
export async function seedSession(
  server: TestServer,
  scope: { company: string; project: string; form: string },
  judges: string[],
  submissions: string[],
  values: Partial<typeof judgingSessions.$inferInsert> = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  await server.db.insert(judgingSessions).values({
    id,
    companyId: scope.company,
    projectId: scope.project,
    formId: scope.form,
    name: 'First round',
    criteria: CRITERIA,
    assignmentMode: 'all',
    scope: { kind: 'submitted' },
    status: 'open',
    createdAt: now,
    updatedAt: now,
    ...values,
  });
  if (judges.length > 0) await server.db.insert(sessionJudges).values(judges.map((operatorId) => ({ sessionId: id, operatorId })));
  const held = submissions.flatMap((submissionId) => judges.map((judgeId) => ({ sessionId: id, submissionId, judgeId })));
  if (held.length > 0) await server.db.insert(sessionAssignments).values(held);
  return id;
}

/**
 * The application form of the public side's tests, its four sent submissions (a fifth is
 * withdrawn) plus `extra` more, and three judges of the project with a browser each; `outsider`
 * edits the project but judges none of it.
 */
export async function judgingWorld(server: TestServer, extra = 0) {
  const world = await voteWorld(server);
  for (let index = 0; index < extra; index++) await seedSubmission(server, world.scope, null, { answers: { kind: 'team', pitch: `Extra ${index}` } });
  const judges: Record<'ada' | 'bruno' | 'carla', { id: string; browser: Browser }> = {} as never;
  for (const name of ['ada', 'bruno', 'carla'] as const) {
    const id = await seedOperator(server, person(name));
    await seedGrant(server, id, 'judge', world.company, world.project);
    judges[name] = { id, browser: await sessionBrowser(server, id) };
  }
  const outsiderId = await seedOperator(server, person('otto'));
  await seedGrant(server, outsiderId, 'editor', world.company, world.project);
  return { ...world, judges, outsider: { id: outsiderId, browser: await sessionBrowser(server, outsiderId) } };
}

/** The judging tests' world. */
export type JudgingWorld = Awaited<ReturnType<typeof judgingWorld>>;

/** A session's input: the three judges, two per submission, blind and open, with `values` over it. */
export function sessionInput(w: JudgingWorld, values: Record<string, unknown> = {}) {
  return {
    ...w.scope,
    name: 'First round',
    criteria: CRITERIA,
    judges: [w.judges.ada.id, w.judges.bruno.id, w.judges.carla.id],
    assignment: { mode: 'per_submission' as const, per_submission: 2 },
    blind: true,
    others_scores: 'never' as const,
    status: 'open' as const,
    ...values,
  };
}

/** Saves a new session through the API as the world's manager; its entity. */
export async function openSession(w: JudgingWorld, values: Record<string, unknown> = {}) {
  const saved = await w.manager.call(SessionSave, sessionInput(w, values));
  expectOk(saved);
  return saved.body.entity;
}

/** The submissions a judge holds in a session, sorted. */
export async function heldBy(server: TestServer, session: string, judge: string): Promise<string[]> {
  const rows = await server.db
    .select({ submission: sessionAssignments.submissionId })
    .from(sessionAssignments)
    .where(and(eq(sessionAssignments.sessionId, session), eq(sessionAssignments.judgeId, judge)));
  return rows.map((row) => row.submission).sort();
}
