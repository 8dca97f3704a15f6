import type { FormStatus } from '../../../contract/forms.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { StatusBadge, type StatusTone } from '../../components/status-badge.tsx';

const TONES: Record<FormStatus, StatusTone> = { draft: 'neutral', open: 'positive', closed: 'warning', archived: 'neutral' };

/** A form's status, in the colour of its kind. */
export function FormStatusBadge({ status }: { status: FormStatus }) {
  const { LL } = useI18nContext();
  return <StatusBadge tone={TONES[status]}>{LL.forms.statuses[status]()}</StatusBadge>;
}
