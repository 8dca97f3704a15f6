import { operation, type Operation } from '../../lib/area.ts';

const PROJECT = 'company/:company/project/:project';

/** The changes the users area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation(`${PROJECT}/users/block`, 'userBlock'),
  operation(`${PROJECT}/users/erase`, 'userErase'),
  operation('admin/installation/export/start', 'exportStart'),
];
