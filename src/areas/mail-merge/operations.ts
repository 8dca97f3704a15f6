import { operation, type Operation } from '../../lib/area.ts';

const PROJECT = 'company/:company/project/:project/mail-merge';
const TEMPLATE = `${PROJECT}/template/:template`;
const CAMPAIGN = `${PROJECT}/campaign/:campaign`;

/** The changes the mail-merge area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation(`${PROJECT}/templates/save`, 'mmTemplateSave'),
  operation(`${TEMPLATE}/duplicate`, 'mmTemplateDuplicate'),
  operation(`${TEMPLATE}/delete`, 'mmTemplateDelete'),
  operation(`${TEMPLATE}/restore`, 'mmTemplateRestore'),
  operation(`${PROJECT}/campaigns/save`, 'mmCampaignSave'),
  operation(`${CAMPAIGN}/test`, 'mmCampaignTest'),
  operation(`${CAMPAIGN}/start`, 'mmCampaignStart'),
  operation(`${CAMPAIGN}/pause`, 'mmCampaignPause'),
  operation(`${CAMPAIGN}/resume`, 'mmCampaignResume'),
  operation(`${CAMPAIGN}/cancel`, 'mmCampaignCancel'),
  operation(`${CAMPAIGN}/retry-failed`, 'mmCampaignRetry'),
  operation(`${CAMPAIGN}/recipients/export`, 'exportStart'),
];
