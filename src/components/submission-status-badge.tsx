import type { SubmissionStatus } from '../../contract/submission-status.ts';
import { useI18nContext } from '../../i18n/i18n-react';
import { StatusBadge, type StatusTone } from './status-badge.tsx';

/** What each status means to the reader. */
export const SUBMISSION_STATUS_TONES: Record<SubmissionStatus, StatusTone> = {
  draft: 'neutral',
  received: 'info',
  in_review: 'warning',
  accepted: 'positive',
  rejected: 'negative',
  withdrawn: 'neutral',
};

/** A submission's status, in the colour of what it means, in the shell's words (every signed-in screen has them). */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { LL } = useI18nContext();
  return <StatusBadge tone={SUBMISSION_STATUS_TONES[status]}>{LL.shell.submissionStatuses[status]()}</StatusBadge>;
}
