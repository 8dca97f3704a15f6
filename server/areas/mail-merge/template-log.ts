import { TemplateDelete, TemplateDuplicate, TemplateRestore, TemplateSave, UnsubscribeSave } from '../../../contract/mail-merge.ts';
import { words, type SentenceRule } from '../../http/log-sentence.ts';

/** The words of a template created, saved, copied, deleted and restored. */
export const TEMPLATE_WORDS = {
  create: words({
    it: '{actor} ha creato il modello di mail {target}',
    en: '{actor} created the mail template {target}',
    es: '{actor} creó la plantilla de correo {target}',
    fr: '{actor} a créé le modèle d’e-mail {target}',
    pt: '{actor} criou o modelo de e-mail {target}',
  }),
  save: words({
    it: '{actor} ha modificato il modello di mail {target}',
    en: '{actor} changed the mail template {target}',
    es: '{actor} modificó la plantilla de correo {target}',
    fr: '{actor} a modifié le modèle d’e-mail {target}',
    pt: '{actor} alterou o modelo de e-mail {target}',
  }),
  duplicate: words({
    it: '{actor} ha creato il modello di mail {target} come copia di un altro',
    en: '{actor} made the mail template {target} as a copy of another',
    es: '{actor} hizo la plantilla de correo {target} como copia de otra',
    fr: '{actor} a fait le modèle d’e-mail {target} comme copie d’un autre',
    pt: '{actor} fez o modelo de e-mail {target} como cópia de outro',
  }),
  delete: words({
    it: '{actor} ha eliminato il modello di mail {target}',
    en: '{actor} deleted the mail template {target}',
    es: '{actor} eliminó la plantilla de correo {target}',
    fr: '{actor} a supprimé le modèle d’e-mail {target}',
    pt: '{actor} excluiu o modelo de e-mail {target}',
  }),
  restore: words({
    it: '{actor} ha ripristinato una versione precedente del modello di mail {target}',
    en: '{actor} restored an earlier version of the mail template {target}',
    es: '{actor} restauró una versión anterior de la plantilla de correo {target}',
    fr: '{actor} a restauré une version antérieure du modèle d’e-mail {target}',
    pt: '{actor} restaurou uma versão anterior do modelo de e-mail {target}',
  }),
  unsubscribed: words({
    it: 'Un destinatario si è disiscritto dalle campagne di {target} dalla pagina del link della mail',
    en: 'A recipient unsubscribed from the campaigns of {target} on the page of the mail’s link',
    es: 'Un destinatario se dio de baja de las campañas de {target} en la página del enlace del correo',
    fr: 'Un destinataire s’est désinscrit des campagnes de {target} sur la page du lien de l’e-mail',
    pt: 'Um destinatário cancelou a inscrição nas campanhas de {target} na página do link do e-mail',
  }),
  subscribedAgain: words({
    it: 'Un destinatario si è iscritto di nuovo alle campagne di {target}',
    en: 'A recipient subscribed again to the campaigns of {target}',
    es: 'Un destinatario volvió a suscribirse a las campañas de {target}',
    fr: 'Un destinataire s’est réabonné aux campagnes de {target}',
    pt: 'Um destinatário voltou a se inscrever nas campanhas de {target}',
  }),
};

/** The sentences of the templates' calls and of the unsubscribe page's, by path. */
export const templateSentences: Readonly<Record<string, SentenceRule>> = {
  [TemplateSave.path]: (row) => (row.summary.created === true ? TEMPLATE_WORDS.create : TEMPLATE_WORDS.save),
  [TemplateDuplicate.path]: TEMPLATE_WORDS.duplicate,
  [TemplateDelete.path]: TEMPLATE_WORDS.delete,
  [TemplateRestore.path]: TEMPLATE_WORDS.restore,
  [UnsubscribeSave.path]: (row) => (row.summary.unsubscribed === false ? TEMPLATE_WORDS.subscribedAgain : TEMPLATE_WORDS.unsubscribed),
};
