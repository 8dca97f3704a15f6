import { CampaignList, CampaignSave, CampaignGet, CampaignCheckCall, CampaignTest, CampaignRecipients, CampaignRecipientsExport } from '../../../contract/mail-merge.ts';
import { AppError } from '../../errors.ts';
import { handle, type Handler } from '../../http/handler.ts';
import type { JobKind } from '../../jobs/kind.ts';

const notYet = () => Promise.reject(new AppError('not_found'));

export const campaignHandlers: Handler[] = [
  handle(CampaignList, notYet),
  handle(CampaignSave, notYet),
  handle(CampaignGet, notYet),
  handle(CampaignCheckCall, notYet),
  handle(CampaignTest, notYet),
  handle(CampaignRecipients, notYet),
  handle(CampaignRecipientsExport, notYet),
];

export const campaignJobs: JobKind[] = [];
