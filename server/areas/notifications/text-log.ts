import type { Localized } from '../../../contract/messages.ts';
import type { NotificationKey } from '../../../contract/notification-catalog.ts';
import { words, type LogFacts, type SentenceRule } from '../../http/log-sentence.ts';

/** Each notification by the name the log gives it. */
const NOTIFICATION_NAMES: Record<NotificationKey, Localized> = {
  'operator.pin': { it: 'PIN di accesso', en: 'sign-in PIN', es: 'PIN de acceso', fr: 'code PIN de connexion', pt: 'PIN de acesso' },
  'operator.recovery': { it: 'recupero della password', en: 'password recovery', es: 'recuperación de la contraseña', fr: 'récupération du mot de passe', pt: 'recuperação da senha' },
  'operator.invite': { it: 'invito al back office', en: 'invitation to the back office', es: 'invitación al back office', fr: 'invitation au back-office', pt: 'convite para o back office' },
  'operator.login_alert': {
    it: 'avviso di accessi non riusciti',
    en: 'failed sign-ins alert',
    es: 'aviso de accesos fallidos',
    fr: 'alerte de connexions échouées',
    pt: 'alerta de acessos sem sucesso',
  },
  'respondent.code': { it: 'codice di conferma', en: 'confirmation code', es: 'código de confirmación', fr: 'code de confirmation', pt: 'código de confirmação' },
  'respondent.receipt': { it: 'ricevuta dell’invio', en: 'submission receipt', es: 'acuse de recibo del envío', fr: 'accusé de réception de l’envoi', pt: 'recibo do envio' },
  'respondent.invitation': { it: 'invito a un modulo', en: 'invitation to a form', es: 'invitación a un formulario', fr: 'invitation à un formulaire', pt: 'convite para um formulário' },
  'submission.notice': { it: 'avviso di nuovo invio', en: 'new submission notice', es: 'aviso de nuevo envío', fr: 'avis de nouvel envoi', pt: 'aviso de novo envio' },
};

// The mail's name from the row's summary: the key itself for one the catalog no longer knows.
function mailOf(row: LogFacts): Localized | string {
  const key = typeof row.summary.key === 'string' ? row.summary.key : '';
  return Object.hasOwn(NOTIFICATION_NAMES, key) ? NOTIFICATION_NAMES[key as NotificationKey] : key;
}

const WHERE = {
  installation: words({ it: 'dell’installazione', en: 'of the installation', es: 'de la instalación', fr: 'de l’installation', pt: 'da instalação' }),
  company: words({ it: 'di {company}', en: 'of {company}', es: 'de {company}', fr: 'de {company}', pt: 'de {company}' }),
  project: words({ it: 'del progetto {target} ({company})', en: 'of the project {target} ({company})', es: 'del proyecto {target} ({company})', fr: 'du projet {target} ({company})', pt: 'do projeto {target} ({company})' }),
};

const SAVED = words({
  it: '{actor} ha modificato il testo della mail «{mail}» ({lang}) {where}',
  en: '{actor} changed the text of the mail “{mail}” ({lang}) {where}',
  es: '{actor} modificó el texto del correo «{mail}» ({lang}) {where}',
  fr: '{actor} a modifié le texte de l’e-mail « {mail} » ({lang}) {where}',
  pt: '{actor} alterou o texto do e-mail «{mail}» ({lang}) {where}',
});

const RESET = words({
  it: '{actor} ha riportato al testo ereditato la mail «{mail}» ({lang}) {where}',
  en: '{actor} put the mail “{mail}” ({lang}) {where} back to its inherited text',
  es: '{actor} devolvió el correo «{mail}» ({lang}) {where} a su texto heredado',
  fr: '{actor} a remis l’e-mail « {mail} » ({lang}) {where} à son texte hérité',
  pt: '{actor} voltou o e-mail «{mail}» ({lang}) {where} ao texto herdado',
});

// The level's words put in the sentence first, so the names they hold are filled with the others.
function rule(sentence: Localized, where: Localized): SentenceRule {
  const placed = Object.fromEntries(Object.entries(sentence).map(([lang, text]) => [lang, text.replace('{where}', where[lang as keyof Localized])])) as Localized;
  return (row) => ({ words: placed, values: { mail: mailOf(row) } });
}

const PREFIXES = { installation: 'admin/installation/noty', company: 'company/:company/noty', project: 'company/:company/project/:project/noty' } as const;

/** The sentences of the texts' calls, by path. */
export const textSentences: Readonly<Record<string, SentenceRule>> = Object.fromEntries(
  (['installation', 'company', 'project'] as const).flatMap((level) => [
    [`${PREFIXES[level]}/texts/save`, rule(SAVED, WHERE[level])],
    [`${PREFIXES[level]}/texts/reset`, rule(RESET, WHERE[level])],
  ]),
);
