import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { JudgeSessionGet, JudgeSessionList, type Score } from '../../../contract/judging.ts';
import { call } from '../../lib/api.ts';
import { storeAnswer } from '../../lib/cache/use-cached.ts';
import { patchSnapshot } from '../../lib/db/snapshots.ts';
import type { SessionRef } from '../../lib/judging/session-path.ts';

type SessionAnswer = EndpointOutput<typeof JudgeSessionGet>;
type ListAnswer = EndpointOutput<typeof JudgeSessionList>;

/** How a judge's list of sessions counts one submission: held unless they declared a conflict, scored once it has a score. */
interface Counted {
  assigned: number;
  scored: number;
}

function counted(score: Score | null): Counted {
  if (score?.conflict) return { assigned: 0, scored: 0 };
  return { assigned: 1, scored: score ? 1 : 0 };
}

/**
 * Puts scores into a session as it is kept, each over the judge's own score unless that one is
 * later (the server keeps the later change too); answers the session and how its counts moved.
 */
export function withScores(answer: SessionAnswer, scores: readonly Score[]): { answer: SessionAnswer; moved: Counted } | undefined {
  const bySubmission = new Map(scores.map((score) => [score.submission, score]));
  const moved: Counted = { assigned: 0, scored: 0 };
  let changed = false;
  const submissions = answer.entity.submissions.map((submission) => {
    const score = bySubmission.get(submission.id);
    if (!score || (submission.my_score && submission.my_score.changed_at > score.changed_at)) return submission;
    const before = counted(submission.my_score);
    const after = counted(score);
    moved.assigned += after.assigned - before.assigned;
    moved.scored += after.scored - before.scored;
    changed = true;
    return { ...submission, my_score: score };
  });
  return changed ? { answer: { entity: { ...answer.entity, submissions } }, moved } : undefined;
}

// The judge's list of sessions with one session's counts moved, kept within what it holds.
function withCounts(list: ListAnswer, session: string, moved: Counted): ListAnswer | undefined {
  if (!list.items.some((item) => item.session === session)) return undefined;
  const items = list.items.map((item) => {
    if (item.session !== session) return item;
    const assigned = Math.max(0, item.assigned + moved.assigned);
    return { ...item, assigned, scored: Math.min(assigned, Math.max(0, item.scored + moved.scored)) };
  });
  return { ...list, items };
}

/**
 * Writes scores this device saved, queued or saw delivered into what it keeps of the session:
 * the session's own answer (each submission's score, so its state and the count follow) and the
 * judge's list of sessions (its counts), so that a reload with no connection shows them as the
 * server has them. Only what changes the kept score moves a count: the same score written again
 * (queued, then delivered) counts once, and the next read of either replaces it with the server's.
 */
export async function keepScores(ref: SessionRef, scores: readonly Score[]): Promise<void> {
  if (scores.length === 0) return;
  let moved: Counted = { assigned: 0, scored: 0 };
  await patchSnapshot<SessionAnswer>(JudgeSessionGet.path, ref, (answer) => {
    const next = withScores(answer, scores);
    moved = next?.moved ?? { assigned: 0, scored: 0 };
    return next?.answer;
  });
  if (moved.assigned === 0 && moved.scored === 0) return;
  await patchSnapshot<ListAnswer>(JudgeSessionList.path, {}, (list) => withCounts(list, ref.session, moved));
}

// The session and submission a queued score's body names, when it names them.
function refOf(body: Record<string, unknown>): { ref: SessionRef; submission: string; changedAt: unknown } | null {
  const { company, project, form, session, submission } = body;
  if (typeof company !== 'string' || typeof project !== 'string' || typeof form !== 'string') return null;
  if (typeof session !== 'string' || typeof submission !== 'string') return null;
  return { ref: { company, project, form, session }, submission, changedAt: body.changed_at };
}

/**
 * A score the judge discarded (the server refused it) leaves what this device keeps of the session
 * as the server has it: both the session and the list of sessions are read again. Where they
 * cannot be read, the submission's kept score is taken back when it is the discarded one, so the
 * submission shows "to score" again and the counts fall, instead of claiming a score the server
 * never took.
 */
export async function forgetScore(body: Record<string, unknown>): Promise<void> {
  const named = refOf(body);
  if (!named) return;
  const { ref, submission, changedAt } = named;
  const [session, list] = await Promise.all([call(JudgeSessionGet, ref), call(JudgeSessionList, {})]);
  if (session.ok) await storeAnswer(JudgeSessionGet, ref, session.data);
  if (list.ok) await storeAnswer(JudgeSessionList, {}, list.data);
  if (session.ok) return;
  let moved: Counted = { assigned: 0, scored: 0 };
  await patchSnapshot<SessionAnswer>(JudgeSessionGet.path, ref, (answer) => {
    const kept = answer.entity.submissions.find((item) => item.id === submission);
    if (!kept?.my_score || kept.my_score.changed_at !== changedAt) return undefined;
    const before = counted(kept.my_score);
    const after = counted(null);
    moved = { assigned: after.assigned - before.assigned, scored: after.scored - before.scored };
    const submissions = answer.entity.submissions.map((item) => (item.id === submission ? { ...item, my_score: null } : item));
    return { entity: { ...answer.entity, submissions } };
  });
  if (list.ok || (moved.assigned === 0 && moved.scored === 0)) return;
  await patchSnapshot<ListAnswer>(JudgeSessionList.path, {}, (kept) => withCounts(kept, ref.session, moved));
}
