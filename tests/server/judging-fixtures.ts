// Judging sessions put straight into the database, for the tests that need one as it stands.
import type { Criterion } from '../../contract/judging.ts';
import { judgingSessions, sessionAssignments, sessionJudges } from '../../server/db/schema/judging.ts';
import type { TestServer } from './harness.ts';

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
