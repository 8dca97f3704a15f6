import { operation, type Operation } from '../../lib/area.ts';

const PROJECT = 'company/:company/project/:project';
// The form's calls name it in the singular.
const FORM_CALLS = `${PROJECT}/form/:form`;

/** The changes the results area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation(`${FORM_CALLS}/results/change`, 'resultsChange'),
  operation(`${FORM_CALLS}/results/note/add`, 'noteAdd'),
  operation(`${FORM_CALLS}/results/note/delete`, 'noteDelete'),
  operation(`${FORM_CALLS}/results/filters/save`, 'filterSave'),
  operation(`${FORM_CALLS}/results/filters/delete`, 'filterDelete'),
  operation(`${FORM_CALLS}/results/export`, 'exportStart'),
];
