import { operation, type Operation } from '../../lib/area.ts';

// The form's calls name it in the singular.
const FORM_CALLS = 'company/:company/project/:project/form/:form';

/** The changes the votes area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation(`${FORM_CALLS}/votes/invalidate`, 'voteInvalidate'),
  operation(`${FORM_CALLS}/votes/restore`, 'voteRestore'),
  operation(`${FORM_CALLS}/votes/export`, 'exportStart'),
];
