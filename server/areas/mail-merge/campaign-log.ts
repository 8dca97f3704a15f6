import { CampaignRecipientsExport, CampaignSave, CampaignTest } from '../../../contract/mail-merge.ts';
import { words, type SentenceRule } from '../../http/log-sentence.ts';

/** The words of a campaign created, changed, tried and its ledger exported. */
export const CAMPAIGN_WORDS = {
  create: words({
    it: '{actor} ha creato la campagna {target}',
    en: '{actor} created the campaign {target}',
    es: '{actor} creó la campaña {target}',
    fr: '{actor} a créé la campagne {target}',
    pt: '{actor} criou a campanha {target}',
  }),
  save: words({
    it: '{actor} ha modificato la campagna {target}',
    en: '{actor} changed the campaign {target}',
    es: '{actor} modificó la campaña {target}',
    fr: '{actor} a modifié la campagne {target}',
    pt: '{actor} alterou a campanha {target}',
  }),
  test: words({
    it: '{actor} ha inviato una prova della campagna {target}',
    en: '{actor} sent a test of the campaign {target}',
    es: '{actor} envió una prueba de la campaña {target}',
    fr: '{actor} a envoyé un test de la campagne {target}',
    pt: '{actor} enviou um teste da campanha {target}',
  }),
  export: words({
    it: '{actor} ha esportato i destinatari della campagna {target}',
    en: '{actor} exported the recipients of the campaign {target}',
    es: '{actor} exportó los destinatarios de la campaña {target}',
    fr: '{actor} a exporté les destinataires de la campagne {target}',
    pt: '{actor} exportou os destinatários da campanha {target}',
  }),
};

/** The sentences of the campaigns' calls, by path. */
export const campaignSentences: Readonly<Record<string, SentenceRule>> = {
  [CampaignSave.path]: (row) => (row.summary.created === true ? CAMPAIGN_WORDS.create : CAMPAIGN_WORDS.save),
  [CampaignTest.path]: CAMPAIGN_WORDS.test,
  [CampaignRecipientsExport.path]: CAMPAIGN_WORDS.export,
};
