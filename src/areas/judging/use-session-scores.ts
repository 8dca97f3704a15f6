import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { buildCall } from '../../../contract/endpoint.ts';
import { JudgeScore, type Score } from '../../../contract/judging.ts';
import { db } from '../../lib/db/database.ts';
import { operatorOutbox } from '../../lib/outbox/store.ts';
import type { SessionRef } from '../../lib/judging/session-path.ts';
import { keepScores } from './session-kept.ts';

/** A score as the screen shows it, and whether it still waits in this device's outbox. */
export interface ShownScore extends Score {
  waiting: boolean;
}

// A queued body back as a score: what the judge sent, as the server will take it.
function queuedScore(body: Record<string, unknown>): Score | null {
  if (typeof body.submission !== 'string') return null;
  return {
    submission: body.submission,
    values: (body.values as Record<string, number> | undefined) ?? {},
    comment: typeof body.comment === 'string' ? body.comment : '',
    abstain: body.abstain === true,
    conflict: body.conflict === true,
    changed_at: typeof body.changed_at === 'string' ? body.changed_at : new Date(0).toISOString(),
  };
}

/**
 * The judge's scores of a session as this device knows them: the server's (as the session was
 * last read), those saved since, and over both the changes still waiting in the outbox, the last
 * one of each submission winning, as it will on the server. Reloads, restarts and a closed
 * browser keep the waiting ones: the outbox lives in IndexedDB.
 */
export function useSessionScores(ref: SessionRef, fromServer: ReadonlyArray<{ id: string; my_score: Score | null }>) {
  const path = buildCall(JudgeScore.path, { ...ref }).path;
  const queued = useLiveQuery(async () => (await operatorOutbox(db)).filter((entry) => entry.path === path), [path]);
  const [saved, setSaved] = useState<Map<string, Score>>(new Map());
  // A waiting score that leaves the outbox while it was still pending was delivered: it stays shown as
  // scored, and goes into the session kept on the device.
  const waiting = useRef<Map<number, Score>>(new Map());
  useEffect(() => {
    if (!queued) return;
    const now = new Map(queued.flatMap((entry) => {
      const score = entry.status === 'pending' ? queuedScore(entry.body) : null;
      return score ? [[entry.seq, score] as const] : [];
    }));
    const delivered = [...waiting.current].filter(([seq]) => !queued.some((entry) => entry.seq === seq)).map(([, score]) => score);
    waiting.current = now;
    if (delivered.length === 0) return;
    setSaved((current) => {
      const next = new Map(current);
      for (const score of delivered) {
        const known = next.get(score.submission);
        if (!known || known.changed_at <= score.changed_at) next.set(score.submission, score);
      }
      return next;
    });
    void keepScores(ref, delivered).catch(() => undefined);
    // The reference is rebuilt every render; the queue is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued]);
  const scores = new Map<string, ShownScore>();
  for (const submission of fromServer) if (submission.my_score) scores.set(submission.id, { ...submission.my_score, waiting: false });
  for (const [submission, score] of saved) {
    const known = scores.get(submission);
    if (!known || known.changed_at <= score.changed_at) scores.set(submission, { ...score, waiting: false });
  }
  for (const entry of queued ?? []) {
    const score = queuedScore(entry.body);
    if (score) scores.set(score.submission, { ...score, waiting: true });
  }
  return {
    scores,
    /** Until the outbox was read once, a score shown may still change. */
    ready: queued !== undefined,
    /** A score the server took (its answer): shown, and kept with the session on the device until it is read again. */
    remember(score: Score) {
      setSaved((current) => new Map(current).set(score.submission, score));
      void keepScores(ref, [score]).catch(() => undefined);
    },
    /** A score the outbox keeps to send: the queue shows it waiting, and the session kept on the device counts it already. */
    queue(score: Score) {
      void keepScores(ref, [score]).catch(() => undefined);
    },
  };
}
