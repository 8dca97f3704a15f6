import { FIELD_LABELS, NOTY_ENDPOINTS } from '../../../contract/notifications.ts';
import { operation, type Operation } from '../../lib/area.ts';

/** The changes the notification texts queue in the outbox, with their words: loaded with the sync drawer. */
export const TEXT_OPERATIONS: readonly Operation[] = Object.values(NOTY_ENDPOINTS).flatMap((calls) => [
  operation(calls.textsSave, 'notyTextSave', FIELD_LABELS),
  operation(calls.textsReset, 'notyTextReset'),
]);
