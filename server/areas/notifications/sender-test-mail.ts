// "Send a test mail": at once (not through the queue) through the sender, to the operator who asks,
// with the relay's refusal told in the operator's words, never as a stack.
import crypto from 'node:crypto';
import type { Language } from '../../../contract/languages.ts';
import { formatMessage, type Localized } from '../../../contract/messages.ts';
import type { Config } from '../../config.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { messageIdOf } from '../../mail/send.ts';
import { fromHeader } from '../../mail/senders.ts';
import { escapeText } from '../../rich-text/html.ts';
import { smtpKey, smtpOf, type SenderRow } from '../../mail/senders-smtp.ts';
import { sendFailure, type MailAnswer } from '../../mail/smtp-answer.ts';

/** How long a test mail waits for the relay before it tells the operator it did not answer. */
export const TEST_MAIL_TIMEOUT_MS = 15_000;

const SUBJECT: Localized = {
  en: 'Test mail from {0}',
  it: 'Mail di prova da {0}',
  es: 'Correo de prueba de {0}',
  fr: 'E-mail de test de {0}',
  pt: 'E-mail de teste de {0}',
};

const BODY: Localized = {
  en: 'This is a test mail from the sender {0}. It reached you: its settings work.',
  it: 'Questa è una mail di prova dal mittente {0}. Ti è arrivata: le sue impostazioni funzionano.',
  es: 'Este es un correo de prueba del remitente {0}. Te ha llegado: su configuración funciona.',
  fr: 'Ceci est un e-mail de test de l’expéditeur {0}. Il vous est parvenu : ses réglages fonctionnent.',
  pt: 'Este é um e-mail de teste do remetente {0}. Ele chegou até você: as configurações funcionam.',
};

/** Why a test mail did not leave, in words; `{0}` is the relay's own answer, `{1}` its host. */
const FAILURES = {
  login: {
    en: 'The SMTP server refused the login ({0}).',
    it: 'Il server SMTP ha rifiutato l’accesso ({0}).',
    es: 'El servidor SMTP rechazó el inicio de sesión ({0}).',
    fr: 'Le serveur SMTP a refusé la connexion au compte ({0}).',
    pt: 'O servidor SMTP recusou o login ({0}).',
  },
  unreachable: {
    en: 'The SMTP server {1} could not be reached ({0}).',
    it: 'Il server SMTP {1} non è raggiungibile ({0}).',
    es: 'No se pudo contactar con el servidor SMTP {1} ({0}).',
    fr: 'Le serveur SMTP {1} est injoignable ({0}).',
    pt: 'Não foi possível contatar o servidor SMTP {1} ({0}).',
  },
  unknown_host: {
    en: 'The SMTP server’s name {1} is not found in the DNS.',
    it: 'Il nome del server SMTP {1} non si trova nel DNS.',
    es: 'El nombre del servidor SMTP {1} no aparece en el DNS.',
    fr: 'Le nom du serveur SMTP {1} est introuvable dans le DNS.',
    pt: 'O nome do servidor SMTP {1} não foi encontrado no DNS.',
  },
  timeout: {
    en: 'The SMTP server {1} did not answer within 15 seconds.',
    it: 'Il server SMTP {1} non ha risposto entro 15 secondi.',
    es: 'El servidor SMTP {1} no respondió en 15 segundos.',
    fr: 'Le serveur SMTP {1} n’a pas répondu en 15 secondes.',
    pt: 'O servidor SMTP {1} não respondeu em 15 segundos.',
  },
  tls: {
    en: 'The secure connection (TLS) with the SMTP server failed ({0}): check the TLS mode and the port.',
    it: 'La connessione sicura (TLS) con il server SMTP non è riuscita ({0}): controlla la modalità TLS e la porta.',
    es: 'La conexión segura (TLS) con el servidor SMTP falló ({0}): revisa el modo TLS y el puerto.',
    fr: 'La connexion sécurisée (TLS) avec le serveur SMTP a échoué ({0}) : vérifiez le mode TLS et le port.',
    pt: 'A conexão segura (TLS) com o servidor SMTP falhou ({0}): verifique o modo TLS e a porta.',
  },
  refused: {
    en: 'The SMTP server refused the mail ({0}).',
    it: 'Il server SMTP ha rifiutato la mail ({0}).',
    es: 'El servidor SMTP rechazó el correo ({0}).',
    fr: 'Le serveur SMTP a refusé l’e-mail ({0}).',
    pt: 'O servidor SMTP recusou o e-mail ({0}).',
  },
  other: {
    en: 'The mail could not be sent ({0}).',
    it: 'Non è stato possibile inviare la mail ({0}).',
    es: 'No se pudo enviar el correo ({0}).',
    fr: 'L’e-mail n’a pas pu être envoyé ({0}).',
    pt: 'Não foi possível enviar o e-mail ({0}).',
  },
} satisfies Record<string, Localized>;

type Failure = keyof typeof FAILURES;

/** The test mail's words in a language. */
export function testMessage(sender: Pick<SenderRow, 'name'>, to: string, lang: Language): MailMessage {
  const body = formatMessage(BODY[lang], sender.name);
  return {
    to,
    subject: formatMessage(SUBJECT[lang], sender.name),
    text: `${body}\n`,
    html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body><p>${escapeText(body)}</p></body></html>`,
  };
}

// Authentication required, too weak or refused (RFC 4954).
const LOGIN_REFUSED = new Set([530, 534, 535, 538]);

// A relay's refusal sorted by what the operator can do about it.
function failureOf(answer: MailAnswer): Failure {
  const text = answer.text;
  if (answer.code !== null && LOGIN_REFUSED.has(answer.code)) return 'login';
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return 'unknown_host';
  if (/ETIMEDOUT|timeout/i.test(text)) return 'timeout';
  if (/ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|closed/i.test(text)) return 'unreachable';
  if (/TLS|SSL|certificate|wrong version/i.test(text)) return 'tls';
  if (answer.code !== null && answer.code >= 400) return 'refused';
  return 'other';
}

/** The relay's refusal in the operator's words, its own answer quoted. */
export function failureWords(answer: MailAnswer, host: string, lang: Language): string {
  const own = answer.code === null ? answer.text : `${answer.code} ${answer.text.replace(/^\d{3}\s*/, '')}`;
  return formatMessage(FAILURES[failureOf(answer)][lang], own.trim().slice(0, 300), host);
}

/**
 * Sends the test mail through the sender's relay (the server's when it has none) and answers
 * whether it left, and why not in words. A relay silent for 15 s is given up.
 */
export async function sendTestMail(
  deps: { config: Config; mailer: Mailer },
  sender: SenderRow,
  to: string,
  lang: Language,
): Promise<{ Success: boolean; error?: string }> {
  const smtp = smtpOf(sender, smtpKey(deps.config.secretKey));
  const from = fromHeader(sender.fromName, sender.fromEmail);
  const message = { ...testMessage(sender, to, lang), messageId: messageIdOf(crypto.randomUUID(), from) };
  const host = smtp ? `${smtp.host}:${smtp.port}` : deps.config.smtpUrl ? new URL(deps.config.smtpUrl).host : '';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), TEST_MAIL_TIMEOUT_MS);
  });
  try {
    await Promise.race([deps.mailer.send(message, { from, ...(sender.replyTo ? { replyTo: sender.replyTo } : {}), ...(smtp ? { smtp } : {}) }), timeout]);
    return { Success: true };
  } catch (error) {
    return { Success: false, error: failureWords(sendFailure(error).answer, host, lang) };
  } finally {
    clearTimeout(timer);
  }
}
