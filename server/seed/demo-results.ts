// The demo's results: the application's 200 submissions get the history of their statuses (sent by
// their respondent, then taken into review and decided by the demo's assistant and editor), a few
// tags and some internal notes, so that the results screens show them. Deterministic, and done
// once: a form whose submissions have a history already is left as it is.
import crypto from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { SubmissionStatus } from '../../contract/submission-status.ts';
import type { Db } from '../db/db.ts';
import { operators } from '../db/schema/accounting.ts';
import { forms } from '../db/schema/forms.ts';
import { submissionHistory, submissionNotes, submissions } from '../db/schema/submissions.ts';

const HOUR = 60 * 60 * 1000;

const NOTES = [
  'Progetto solido: chiedere il preventivo dettagliato.',
  'Ha già partecipato nel 2024, con un buon risultato.',
  'Budget alto rispetto al piano: da discutere in commissione.',
  'Call back about the schools involved.',
  'Strong team, weak timeline.',
];

type HistoryRow = typeof submissionHistory.$inferInsert;

// The steps that led to a status: sent, taken into review, decided.
function stepsTo(status: SubmissionStatus): SubmissionStatus[] {
  if (status === 'in_review') return ['received', 'in_review'];
  if (status === 'accepted' || status === 'rejected') return ['received', 'in_review', status];
  return ['received'];
}

/**
 * Gives the demo application's sent submissions their history, tags and notes: the reviews by
 * `reviewer` (the assistant), the decisions by `decider` (the editor). Returns how many submissions it changed.
 */
export async function seedDemoResults(db: Db, project: string, reviewerEmail: string, deciderEmail: string, now: Date): Promise<number> {
  const [form] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.projectId, project), eq(forms.slug, 'candidatura')));
  if (!form) return 0;
  const sent = await db
    .select({ id: submissions.id, status: submissions.status, submittedAt: submissions.submittedAt })
    .from(submissions)
    .where(and(eq(submissions.formId, form.id), ne(submissions.status, 'draft')))
    .orderBy(asc(submissions.submittedAt), asc(submissions.createdAt));
  if (sent.length === 0) return 0;
  const [done] = await db
    .select({ id: submissionHistory.id })
    .from(submissionHistory)
    .where(inArray(submissionHistory.submissionId, sent.map((row) => row.id)))
    .limit(1);
  if (done) return 0;
  const people = await db.select({ id: operators.id, email: operators.email }).from(operators).where(inArray(operators.email, [reviewerEmail, deciderEmail]));
  const reviewer = people.find((row) => row.email === reviewerEmail)?.id ?? null;
  const decider = people.find((row) => row.email === deciderEmail)?.id ?? null;

  const history: HistoryRow[] = [];
  const notes: Array<typeof submissionNotes.$inferInsert> = [];
  const tagged = new Map<string, string[]>();
  sent.forEach((row, index) => {
    const at = row.submittedAt ?? now;
    let from: SubmissionStatus = 'draft';
    stepsTo(row.status).forEach((to, step) => {
      // Reviews a day after sending, decisions two days later, never after now.
      const later = Math.min(at.getTime() + step * (24 + (index % 5)) * HOUR, now.getTime() - (3 - step) * 60_000);
      const moment = new Date(step === 0 ? at.getTime() : Math.max(at.getTime() + step * 1000, later));
      history.push({ id: crypto.randomUUID(), submissionId: row.id, fromStatus: from, toStatus: to, operatorId: step === 0 ? null : step === 1 ? reviewer : decider, at: moment });
      from = to;
    });
    const tags: string[] = [];
    if (index % 7 === 0 && row.status !== 'rejected') tags.push('shortlist');
    if (index % 11 === 3) tags.push('late');
    if (index % 13 === 5) tags.push('follow-up');
    if (tags.length > 0) tagged.set(row.id, tags);
    if (index % 9 === 2) {
      notes.push({
        id: crypto.randomUUID(),
        submissionId: row.id,
        operatorId: index % 2 === 0 ? reviewer : decider,
        body: NOTES[index % NOTES.length]!,
        createdAt: new Date(Math.min(at.getTime() + 30 * HOUR, now.getTime() - 60_000)),
      });
    }
  });
  // In slices: one statement per few hundred rows keeps every engine's parameter limit far away.
  for (let at = 0; at < history.length; at += 300) await db.insert(submissionHistory).values(history.slice(at, at + 300));
  if (notes.length > 0) await db.insert(submissionNotes).values(notes);
  const byTags = new Map<string, string[]>();
  for (const [id, tags] of tagged) byTags.set(tags.join(','), [...(byTags.get(tags.join(',')) ?? []), id]);
  for (const [tags, ids] of byTags) await db.update(submissions).set({ tags: tags.split(',') }).where(inArray(submissions.id, ids));
  return sent.length;
}
