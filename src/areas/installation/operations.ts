import { ConditionPublish, ConditionWithdraw, FIELD_LABELS } from '../../../contract/installation.ts';
import { operation, type Operation } from '../../lib/area.ts';

/** The changes the installation area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation(ConditionPublish, 'conditionPublish', FIELD_LABELS),
  operation(ConditionWithdraw, 'conditionWithdraw', FIELD_LABELS),
  operation('admin/installation/logs/export', 'exportStart'),
];
