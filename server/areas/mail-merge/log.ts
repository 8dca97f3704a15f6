import { words, type AreaLog } from '../../http/log-sentence.ts';
import { campaignSentences } from './campaign-log.ts';
import { sendingSentences } from './sending-log.ts';
import { templateSentences } from './template-log.ts';

/** How mail-merge's calls read in the operations' log. */
export const mailMergeLog: AreaLog = {
  label: words({ it: 'Mail-merge', en: 'Mail-merge', es: 'Combinación de correo', fr: 'Publipostage', pt: 'Mala direta' }),
  sentences: { ...templateSentences, ...campaignSentences, ...sendingSentences },
};
