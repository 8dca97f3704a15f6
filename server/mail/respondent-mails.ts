// The mails of the public side: the code that confirms an address, the receipt of a submission
// with a copy of the answers, and the invitation to a form. Signed with the project's name.
import type { Language } from '../../contract/languages.ts';
import type { Localized } from '../../contract/messages.ts';
import { composeMail, type MailRow, type MailText } from './compose.ts';
import type { MailMessage } from './mailer.ts';

const CODE: MailText = {
  subject: { en: 'Your code: {0}', it: 'Il tuo codice: {0}', es: 'Tu código: {0}', fr: 'Votre code : {0}', pt: 'Seu código: {0}' },
  body: {
    en: 'to confirm your email address for {0}, type this code:',
    it: 'per confermare il tuo indirizzo email per {0}, inserisci questo codice:',
    es: 'para confirmar tu dirección de correo para {0}, escribe este código:',
    fr: 'pour confirmer votre adresse e-mail pour {0}, saisissez ce code :',
    pt: 'para confirmar seu endereço de e-mail para {0}, digite este código:',
  },
  after: {
    en: 'It is valid for 10 minutes, works once, and only in the browser where you asked for it. If you did not ask for it, ignore this mail.',
    it: 'È valido per 10 minuti, funziona una sola volta e solo nel browser in cui lo hai chiesto. Se non lo hai chiesto, ignora questa mail.',
    es: 'Es válido durante 10 minutos, funciona una sola vez y solo en el navegador donde lo pediste. Si no lo pediste, ignora este correo.',
    fr: 'Il est valable 10 minutes, ne fonctionne qu’une fois et seulement dans le navigateur où vous l’avez demandé. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
    pt: 'Ele vale por 10 minutos, funciona uma única vez e só no navegador em que você o pediu. Se você não o pediu, ignore este e-mail.',
  },
};

const RECEIPT: MailText = {
  subject: { en: 'We received your answers: {0}', it: 'Abbiamo ricevuto le tue risposte: {0}', es: 'Hemos recibido tus respuestas: {0}', fr: 'Nous avons reçu vos réponses : {0}', pt: 'Recebemos suas respostas: {0}' },
  body: {
    en: 'your answers to “{0}” arrived on {1}. Here is a copy:',
    it: 'le tue risposte a «{0}» sono arrivate il {1}. Eccone una copia:',
    es: 'tus respuestas a «{0}» llegaron el {1}. Aquí tienes una copia:',
    fr: 'vos réponses à « {0} » sont arrivées le {1}. En voici une copie :',
    pt: 'suas respostas a «{0}» chegaram em {1}. Aqui está uma cópia:',
  },
};

const RECEIPT_EMPTY: Localized = { en: '(no answer)', it: '(nessuna risposta)', es: '(sin respuesta)', fr: '(pas de réponse)', pt: '(sem resposta)' };

const INVITATION: MailText = {
  subject: { en: 'You are invited: {0}', it: 'Sei invitato: {0}', es: 'Estás invitado: {0}', fr: 'Vous êtes invité : {0}', pt: 'Você foi convidado: {0}' },
  body: {
    en: 'you are invited to fill in “{0}”. Open it with this link:',
    it: 'sei invitato a compilare «{0}». Aprilo con questo link:',
    es: 'estás invitado a rellenar «{0}». Ábrelo con este enlace:',
    fr: 'vous êtes invité à remplir « {0} ». Ouvrez-le avec ce lien :',
    pt: 'você foi convidado a preencher «{0}». Abra-o com este link:',
  },
  after: {
    en: 'The link is personal: it works with this email address only.',
    it: 'Il link è personale: funziona solo con questo indirizzo email.',
    es: 'El enlace es personal: solo funciona con esta dirección de correo.',
    fr: 'Le lien est personnel : il ne fonctionne qu’avec cette adresse e-mail.',
    pt: 'O link é pessoal: só funciona com este endereço de e-mail.',
  },
};

/** One answer as the receipt lists it. */
export type ReceiptLine = MailRow;

/** The mail with the code that confirms an address for a project. */
export function emailCodeMail(to: string, lang: Language, project: string, code: string): MailMessage {
  return composeMail(to, lang, CODE, { signature: project, subject: [code], body: [project], code });
}

/** The receipt of a submission, with a copy of the answers. */
export function receiptMail(
  to: string,
  lang: Language,
  values: { project: string; form: string; name: string; when: string; answers: ReceiptLine[] },
): MailMessage {
  return composeMail(to, lang, RECEIPT, {
    signature: values.project,
    name: values.name,
    subject: [values.form],
    body: [values.form, values.when],
    table: values.answers.map((row) => ({ label: row.label, value: row.value.trim() === '' ? RECEIPT_EMPTY[lang] : row.value })),
  });
}

/** The invitation to a form that only invited people may fill in, with its personal link. */
export function formInvitationMail(to: string, lang: Language, values: { project: string; form: string; link: string }): MailMessage {
  return composeMail(to, lang, INVITATION, { signature: values.project, subject: [values.form], body: [values.form], link: values.link });
}
