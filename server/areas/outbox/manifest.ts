import { serverArea } from '../../area.ts';
import { outboxHandlers } from './batch.ts';
import { outboxLog } from './log.ts';

/** The outbox's batch: queued writes replayed in one request, each as its own call ([outbox](../../../docs/outbox.md)). */
export const outboxArea = serverArea({ name: 'outbox', log: outboxLog, handlers: outboxHandlers });
