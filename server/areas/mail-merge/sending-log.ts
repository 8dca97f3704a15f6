import { CampaignCancel, CampaignPause, CampaignResume, CampaignRetryFailed, CampaignStart } from '../../../contract/mail-merge.ts';
import { words, type SentenceRule } from '../../http/log-sentence.ts';

/** The words of a campaign started, paused, resumed, cancelled and its failed recipients queued again. */
export const SENDING_WORDS = {
  start: words({
    it: '{actor} ha avviato la campagna {target}',
    en: '{actor} started the campaign {target}',
    es: '{actor} inició la campaña {target}',
    fr: '{actor} a lancé la campagne {target}',
    pt: '{actor} iniciou a campanha {target}',
  }),
  schedule: words({
    it: '{actor} ha programmato la campagna {target}',
    en: '{actor} scheduled the campaign {target}',
    es: '{actor} programó la campaña {target}',
    fr: '{actor} a programmé la campagne {target}',
    pt: '{actor} agendou a campanha {target}',
  }),
  pause: words({
    it: '{actor} ha messo in pausa la campagna {target}',
    en: '{actor} paused the campaign {target}',
    es: '{actor} pausó la campaña {target}',
    fr: '{actor} a mis en pause la campagne {target}',
    pt: '{actor} pausou a campanha {target}',
  }),
  resume: words({
    it: '{actor} ha ripreso la campagna {target}',
    en: '{actor} resumed the campaign {target}',
    es: '{actor} reanudó la campaña {target}',
    fr: '{actor} a repris la campagne {target}',
    pt: '{actor} retomou a campanha {target}',
  }),
  cancel: words({
    it: '{actor} ha annullato la campagna {target}',
    en: '{actor} cancelled the campaign {target}',
    es: '{actor} canceló la campaña {target}',
    fr: '{actor} a annulé la campagne {target}',
    pt: '{actor} cancelou a campanha {target}',
  }),
  retry: words({
    it: '{actor} ha rimesso in coda i destinatari non riusciti della campagna {target} ({retried})',
    en: '{actor} queued again the failed recipients of the campaign {target} ({retried})',
    es: '{actor} volvió a poner en cola los destinatarios fallidos de la campaña {target} ({retried})',
    fr: '{actor} a remis en file les destinataires en échec de la campagne {target} ({retried})',
    pt: '{actor} recolocou na fila os destinatários com falha da campanha {target} ({retried})',
  }),
};

/** The sentences of the sending calls, by path. */
export const sendingSentences: Readonly<Record<string, SentenceRule>> = {
  [CampaignStart.path]: (row) => (row.summary.state === 'scheduled' ? SENDING_WORDS.schedule : SENDING_WORDS.start),
  [CampaignPause.path]: SENDING_WORDS.pause,
  [CampaignResume.path]: SENDING_WORDS.resume,
  [CampaignCancel.path]: SENDING_WORDS.cancel,
  [CampaignRetryFailed.path]: (row) => ({ words: SENDING_WORDS.retry, values: { retried: String(typeof row.summary.retried === 'number' ? row.summary.retried : 0) } }),
};
