import { CampaignStart, CampaignPause, CampaignResume, CampaignCancel, CampaignRetryFailed } from '../../../contract/mail-merge.ts';
import { AppError } from '../../errors.ts';
import { handle, type Handler } from '../../http/handler.ts';
import type { JobKind } from '../../jobs/kind.ts';

const notYet = () => Promise.reject(new AppError('not_found'));

export const sendingHandlers: Handler[] = [
  handle(CampaignStart, notYet),
  handle(CampaignPause, notYet),
  handle(CampaignResume, notYet),
  handle(CampaignCancel, notYet),
  handle(CampaignRetryFailed, notYet),
];

export const sendingJobs: JobKind[] = [];
