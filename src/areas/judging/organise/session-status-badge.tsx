import type { SESSION_STATUSES } from '../../../../contract/judging.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { StatusBadge, type StatusTone } from '../../../components/status-badge.tsx';

type SessionStatus = (typeof SESSION_STATUSES)[number];

// Open is what judges act on; a draft waits for its organisers; a closed one is done.
const TONES: Record<SessionStatus, StatusTone> = { draft: 'neutral', open: 'positive', closed: 'info' };

/** A judging session's state, in the colour of what it means. */
export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { LL } = useI18nContext();
  return <StatusBadge tone={TONES[status]}>{LL.judging.organise.status[status]()}</StatusBadge>;
}
