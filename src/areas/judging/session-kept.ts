import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { JudgeSessionGet, JudgeSessionList, type Score } from '../../../contract/judging.ts';
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
