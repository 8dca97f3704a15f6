import { operation, type Operation } from '../../lib/area.ts';

const PROJECT = 'company/:company/project/:project';
// The form's calls name it in the singular.
const FORM_CALLS = `${PROJECT}/form/:form`;

/** The changes the forms area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation(`${PROJECT}/forms/create`, 'formCreate'),
  operation(`${PROJECT}/forms/import`, 'formCreate'),
  operation(`${FORM_CALLS}/draft/save`, 'formDraftSave'),
  operation(`${FORM_CALLS}/options/save`, 'formOptionsSave'),
  operation(`${FORM_CALLS}/publish`, 'formPublish'),
  operation(`${FORM_CALLS}/version/restore`, 'formDraftSave'),
  operation(`${FORM_CALLS}/duplicate`, 'formDuplicate'),
  operation(`${FORM_CALLS}/archive`, 'formArchive'),
  operation(`${FORM_CALLS}/invitations/send`, 'formInvite'),
  operation(`${FORM_CALLS}/invitations/revoke`, 'formInviteRevoke'),
];
