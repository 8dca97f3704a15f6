import { buildCall, type Endpoint } from '../../../contract/endpoint.ts';
import type { OutboxEntry } from '../outbox/entry.ts';
import { recordOf } from '../outbox/record.ts';
import type { KeptSave } from './edit-session.ts';

/**
 * The newest save of a record kept on the device and not sent yet, among the outbox's entries:
 * the one of the save's own path that targets the same record as `payload` (a save of it), or null.
 */
export function keptSave(entries: readonly OutboxEntry[], save: Endpoint, payload: Record<string, unknown>): KeptSave | null {
  const { path, body } = buildCall(save.path, payload);
  const record = recordOf(path, body, '');
  // The entry itself: the same object until the queue changes.
  return entries.filter((entry) => entry.record === record && entry.path === path).at(-1) ?? null;
}
