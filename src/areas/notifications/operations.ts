import { FIELD_LABELS, NOTY_ENDPOINTS, NOTY_LEVELS } from '../../../contract/notifications.ts';
import { operation, type Operation } from '../../lib/area.ts';

/** The changes the notifications area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  ...NOTY_LEVELS.flatMap((level) => [
    operation(NOTY_ENDPOINTS[level].sendersSave, 'senderSave', FIELD_LABELS),
    operation(NOTY_ENDPOINTS[level].sendersDelete, 'senderDelete', FIELD_LABELS),
    operation(NOTY_ENDPOINTS[level].textsSave, 'notyTextSave', FIELD_LABELS),
    operation(NOTY_ENDPOINTS[level].textsReset, 'notyTextReset'),
  ]),
];
