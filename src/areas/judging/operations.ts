import { operation, type Operation } from '../../lib/area.ts';

const PROJECT = 'company/:company/project/:project';
// The form's calls name it in the singular.
const FORM_CALLS = `${PROJECT}/form/:form`;

/** The changes the judging area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation(`${FORM_CALLS}/sessions/save`, 'sessionSave'),
  // A discarded score leaves the session kept on the device as the server has it (its module is loaded then, not with the drawer).
  operation('judges/session/:company/:project/:form/:session/score', 'scoreSave', {}, (body) => import('./session-kept.ts').then((kept) => kept.forgetScore(body))),
  operation(`${FORM_CALLS}/session/:session/ranking/export`, 'exportStart'),
];
