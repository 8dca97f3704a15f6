import { operation, type Operation } from '../../lib/area.ts';

/** The changes the alerts area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation('admin/installation/alerts/save', 'announcementSave'),
  operation('admin/installation/alerts/delete', 'announcementDelete'),
  operation('alerts/ack', 'alertAck'),
];
