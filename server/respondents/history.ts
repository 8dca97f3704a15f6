import crypto from 'node:crypto';
import type { SubmissionStatus } from '../../contract/submission-status.ts';
import type { Db } from '../db/db.ts';
import { submissionHistory } from '../db/schema/submissions.ts';

/**
 * Records a change of a submission's status in its history, in the transaction of the change:
 * `operatorId` null is the respondent's own (sending, withdrawing).
 */
export async function recordStatus(
  db: Db,
  change: { submissionId: string; from: SubmissionStatus | null; to: SubmissionStatus; operatorId: string | null; at: Date },
): Promise<void> {
  await db.insert(submissionHistory).values({
    id: crypto.randomUUID(),
    submissionId: change.submissionId,
    fromStatus: change.from,
    toStatus: change.to,
    operatorId: change.operatorId,
    at: change.at,
  });
}
