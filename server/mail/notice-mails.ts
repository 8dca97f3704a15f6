// The mails that tell operators of what happens on the public side: a submission to a form that
// asks for a mail at each one. Signed with the product's name, as the operators' other mails are.
import type { Language } from '../../contract/languages.ts';
import type { Localized } from '../../contract/messages.ts';
import { formatMessage } from '../../contract/messages.ts';
import type { MailMessage } from './mailer.ts';
import { escapeHtml } from './templates.ts';

const PRODUCT: Localized = { en: 'Back office', it: 'Back office', es: 'Back office', fr: 'Back-office', pt: 'Back office' };
const HELLO_NAME: Localized = { en: 'Hello {0},', it: 'Ciao {0},', es: 'Hola {0}:', fr: 'Bonjour {0},', pt: 'Olá {0},' };
const HELLO: Localized = { en: 'Hello,', it: 'Ciao,', es: 'Hola:', fr: 'Bonjour,', pt: 'Olá,' };

const SUBMISSION_NOTICE = {
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
    pt: 'Recebe este e-mail porque o formulário pede para avisar os seus operadores a cada envio; as Opções do formulário podem pará-lo.',
  },
} satisfies Record<string, Localized>;

/** Every text of these mails, for the completeness test. */
export const NOTICE_MAIL_TEXTS = { PRODUCT, HELLO_NAME, HELLO, SUBMISSION_NOTICE };

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
  const greeting = values.name ? formatMessage(HELLO_NAME[lang], values.name) : HELLO[lang];
  const who = values.sender.name.trim() || values.sender.email;
  const body = formatMessage(SUBMISSION_NOTICE.body[lang], who, values.form, values.project, values.when);
  const sender = values.sender.name.trim() ? `${values.sender.name.trim()} <${values.sender.email}>` : values.sender.email;
  const action = SUBMISSION_NOTICE.action[lang];
  const footer = SUBMISSION_NOTICE.footer[lang];
  // The link stands on a line of its own, so no encoding ever splits it.
  const text = [greeting, '', body, sender, '', `${action}:`, values.link, '', footer, '', `— ${PRODUCT[lang]}`].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}<br>\n${escapeHtml(sender)}</p>`,
    `<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:10px 18px;background:#1976D2;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>`,
    `<p style="font-size:12px;color:#616161">\n${escapeHtml(values.link)}\n</p>`,
    `<p style="font-size:12px;color:#616161">${escapeHtml(footer)}</p>`,
    `<p>— ${escapeHtml(PRODUCT[lang])}</p>`,
  ];
  return {
    to,
    subject: `${formatMessage(SUBMISSION_NOTICE.subject[lang], values.form)} · ${PRODUCT[lang]}`,
    text,
    html: `<!doctype html>\n<html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#212121;line-height:1.5">\n${html.join('\n')}\n</body></html>`,
  };
}
