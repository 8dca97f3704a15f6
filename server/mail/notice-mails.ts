// The mails that tell operators of what happens on the public side: a submission to a form that
// asks for a mail at each one. Signed with the product's name, as the operators' other mails are.
import type { Language } from '../../contract/languages.ts';
import { composeMail, GREETING, GREETING_ANONYMOUS, PRODUCT, type MailText } from './compose.ts';
import type { MailMessage } from './mailer.ts';

const SUBMISSION_NOTICE: MailText = {
  subject: { en: 'New submission: {0}', it: 'Nuovo invio: {0}', es: 'Nuevo envío: {0}', fr: 'Nouvel envoi : {0}', pt: 'Novo envio: {0}' },
  body: {
    en: '{0} sent “{1}” ({2}) on {3}.',
    it: '{0} ha inviato «{1}» ({2}) il {3}.',
    es: '{0} envió «{1}» ({2}) el {3}.',
    fr: '{0} a envoyé « {1} » ({2}) le {3}.',
    pt: '{0} enviou «{1}» ({2}) em {3}.',
  },
  action: {
    en: 'See the submissions',
    it: 'Vedi gli invii',
    es: 'Ver los envíos',
    fr: 'Voir les envois',
    pt: 'Ver os envios',
  },
  footer: {
    en: 'You get this mail because the form asks to mail its operators at each submission; its Form Options can stop it.',
    it: 'Ricevi questa email perché il modulo chiede di avvisare i suoi operatori a ogni invio; le Opzioni del modulo possono fermarla.',
    es: 'Recibes este correo porque el formulario pide avisar a sus operadores en cada envío; sus Opciones del formulario pueden detenerlo.',
    fr: 'Vous recevez cet e-mail car le formulaire demande d’avertir ses opérateurs à chaque envoi ; ses Options du formulaire peuvent l’arrêter.',
    pt: 'Você recebe este e-mail porque o formulário pede para avisar seus operadores a cada envio; as Opções do formulário podem desativá-lo.',
  },
};

/** Every text of these mails, for the completeness test. */
export const NOTICE_MAIL_TEXTS = { PRODUCT, HELLO_NAME: GREETING, HELLO: GREETING_ANONYMOUS, SUBMISSION_NOTICE };

/** What a submission notice tells: the form and its project, who sent it and when, and where to read it. */
export interface SubmissionNoticeValues {
  /** The operator's first name, or '' for a plain greeting. */
  name: string;
  project: string;
  form: string;
  /** The person who sent it: their name (may be empty) and address. */
  sender: { name: string; email: string };
  when: string;
  link: string;
}

/** The mail that tells an operator of a new submission, with a link to the form's submissions. */
export function submissionNoticeMail(to: string, lang: Language, values: SubmissionNoticeValues): MailMessage {
  const name = values.sender.name.trim();
  return composeMail(to, lang, SUBMISSION_NOTICE, {
    name: values.name,
    subject: [values.form],
    body: [name || values.sender.email, values.form, values.project, values.when],
    detail: name ? `${name} <${values.sender.email}>` : values.sender.email,
    link: values.link,
  });
}
