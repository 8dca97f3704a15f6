import { operation } from '../area.ts';

/** The changes every area's jobs share: cancelling one. */
export const JOB_OPERATIONS = [operation('jobs/cancel', 'jobCancel')];
