import type { SubmissionStatus } from '../../../contract/submissions.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { StatusBadge, type StatusTone } from '../../components/status-badge.tsx';

const TONES: Record<SubmissionStatus, StatusTone> = {
  draft: 'neutral',
  received: 'info',
  in_review: 'warning',
  accepted: 'positive',
  rejected: 'negative',
  withdrawn: 'neutral',
};

/** A submission's status, in the colour of what it means. */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { LL } = useI18nContext();
  return <StatusBadge tone={TONES[status]}>{LL.users.statuses[status]()}</StatusBadge>;
}
