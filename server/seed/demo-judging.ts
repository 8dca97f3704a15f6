// The demo's judging: a blind session on the application form of Premio Aurora 2026, open for two
// weeks more, with the demo's judge on its panel holding every submission sent, and half of them
// scored, so that the judges' screens and the ranking have something to show. Deterministic, and
// done once: a form with a session of that name is left as it is.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SessionSave, type Criterion } from '../../contract/judging.ts';
import type { Db } from '../db/db.ts';
import { operators } from '../db/schema/accounting.ts';
import { forms } from '../db/schema/forms.ts';
import { judgingSessions, scores, sessionAssignments } from '../db/schema/judging.ts';
import { saveSession } from '../areas/judging/sessions.ts';

/** The name of the demo's judging session. */
export const DEMO_SESSION = 'Prima selezione';

const DAY = 24 * 60 * 60 * 1000;

/** The demo session's criteria (the benchmark scores on them too). */
export const CRITERIA: Criterion[] = [
  {
    key: 'originalita',
    label: { it: 'Originalità', en: 'Originality' },
    help: { it: 'Quanto è nuova l’idea?', en: 'How new is the idea?' },
    min: 1,
    max: 10,
    min_label: { it: 'Già vista', en: 'Seen before' },
    max_label: { it: 'Mai vista', en: 'Never seen' },
    weight: 2,
    required: true,
    counted: true,
  },
  {
    key: 'fattibilita',
    label: { it: 'Fattibilità', en: 'Feasibility' },
    min: 1,
    max: 10,
    min_label: { it: 'Irrealizzabile', en: 'Out of reach' },
    max_label: { it: 'Pronta a partire', en: 'Ready to start' },
    weight: 1,
    required: true,
    counted: true,
  },
  {
    key: 'impatto',
    label: { it: 'Impatto sul territorio', en: 'Local impact' },
    min: 1,
    max: 5,
    weight: 1,
    required: false,
    counted: true,
  },
];

/**
 * Seeds the demo's session where it is missing, the judge named by `judgeEmail` on its panel;
 * returns how many scores it wrote.
 */
export async function seedDemoJudging(db: Db, projectId: string, judgeEmail: string, now: Date): Promise<number> {
  const [form] = await db
    .select({ id: forms.id, companyId: forms.companyId })
    .from(forms)
    .where(and(eq(forms.projectId, projectId), eq(forms.slug, 'candidatura')));
  const [judge] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, judgeEmail));
  if (!form || !judge) return 0;
  const [existing] = await db
    .select({ id: judgingSessions.id })
    .from(judgingSessions)
    .where(and(eq(judgingSessions.formId, form.id), eq(judgingSessions.name, DEMO_SESSION)));
  if (existing) return 0;
  const scope = { company: form.companyId, project: projectId, form: form.id };
  const input = SessionSave.input.parse({
    ...scope,
    name: DEMO_SESSION,
    criteria: CRITERIA,
    judges: [judge.id],
    assignment: { mode: 'all' },
    blind: true,
    others_scores: 'after_own',
    status: 'open',
    closes_at: new Date(now.getTime() + 14 * DAY).toISOString(),
  });
  const session = await saveSession(db, scope, input, now);
  const held = await db
    .select({ submission: sessionAssignments.submissionId })
    .from(sessionAssignments)
    .where(eq(sessionAssignments.sessionId, session.id))
    .orderBy(sessionAssignments.submissionId);
  // Every other submission scored, over the last three days, with values that vary but repeat on every installation.
  const rows = held
    .filter((_, index) => index % 2 === 0)
    .map(({ submission }, index) => {
      const changedAt = new Date(now.getTime() - ((index * 37) % (3 * 24 * 60)) * 60_000);
      const abstain = index % 23 === 11;
      return {
        id: crypto.randomUUID(),
        sessionId: session.id,
        submissionId: submission,
        judgeId: judge.id,
        values: abstain ? {} : { originalita: 1 + ((index * 7) % 10), fattibilita: 1 + ((index * 3 + 4) % 10), ...(index % 4 === 0 ? {} : { impatto: 1 + (index % 5) }) },
        comment: index % 5 === 0 ? 'Da rivedere con la commissione.' : '',
        abstain,
        conflict: false,
        changedAt,
        createdAt: changedAt,
        updatedAt: changedAt,
      };
    });
  for (let at = 0; at < rows.length; at += 100) await db.insert(scores).values(rows.slice(at, at + 100));
  return rows.length;
}
