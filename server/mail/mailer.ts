import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { answerOf, sendFailure, type MailAnswer } from './smtp-answer.ts';

/** One message with its HTML and text parts. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers beyond the ones nodemailer writes (a campaign's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** A message as it leaves: its Message-ID is the same at every attempt, so a receiver can drop a second copy. */
export interface OutgoingMail extends MailMessage {
  messageId: string;
}

/** A relay of a sender's own. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the relay offers it. */
  secure: boolean;
  /** Refuse to send unless the relay upgrades to TLS with STARTTLS. */
  requireTLS?: boolean;
  user?: string;
  password?: string;
}

/** Who a message is sent as, and through which relay: the server's own (SMTP_URL or files) unless `smtp` names one. */
export interface MailSender {
  from: string;
  replyTo?: string;
  smtp?: SmtpSettings;
}

/** Sends mail: into .eml files (the default) or over SMTP, each message as its sender says. */
export interface Mailer {
  /** How the server's own relay sends: files or SMTP. */
  transport: 'file' | 'smtp';
  /** Sends one message and answers the relay's answer; throws a `MailSendError` when it was not taken. */
  send(message: OutgoingMail, via?: MailSender): Promise<MailAnswer>;
  close(): void;
}

// Shorter than nodemailer's (2 min to connect, 10 min of silence): a sender holds a lease on the
// message meanwhile, and a relay that does not answer is better tried again later.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** The mailer the configuration asks for: SMTP with SMTP_URL, else files in MAIL_DIR; a sender's own relay when it has one. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailDir' | 'mailFrom'>, logger: Logger): Mailer {
  const own = config.smtpUrl ? smtpTransport(config.smtpUrl, logger) : fileTransport(config.mailDir, logger);
  const relays = new Map<string, Relay>();
  // One pool of connections per relay, kept while the process runs.
  const relayOf = (smtp: SmtpSettings): Relay => {
    const key = crypto.createHash('sha256').update(JSON.stringify([smtp.host, smtp.port, smtp.secure, smtp.requireTLS ?? false, smtp.user ?? '', smtp.password ?? ''])).digest('hex');
    let relay = relays.get(key);
    if (!relay) {
      const auth = smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {};
      relay = smtpTransport({ host: smtp.host, port: smtp.port, secure: smtp.secure, requireTLS: smtp.requireTLS ?? false, ...auth }, logger);
      relays.set(key, relay);
    }
    return relay;
  };
  return {
    transport: config.smtpUrl ? 'smtp' : 'file',
    send(message, via = { from: config.mailFrom }) {
      return (via.smtp ? relayOf(via.smtp) : own).send(message, via);
    },
    close() {
      own.close();
      for (const relay of relays.values()) relay.close();
      relays.clear();
    },
  };
}

interface Relay {
  send(message: OutgoingMail, via: MailSender): Promise<MailAnswer>;
  close(): void;
}

const envelope = (message: OutgoingMail, via: MailSender) => ({ ...message, from: via.from, ...(via.replyTo ? { replyTo: via.replyTo } : {}) });

function fileTransport(dir: string, logger: Logger): Relay {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, via) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${crypto.randomBytes(3).toString('hex')}.eml`);
      try {
        const info = await transport.sendMail(envelope(message, via));
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(file, info.message as Buffer);
      } catch (error) {
        logger.error(`Mail ${message.messageId} to ${message.to} could not be written to ${dir}`, error);
        throw sendFailure(error);
      }
      // The subject may carry a code (a registered user's sign-in code): the log names the message and its file, not its words.
      logger.info(`Mail ${message.messageId} to ${message.to} written to ${file}`);
      return { code: null, text: `written to ${file}` };
    },
    close: () => transport.close(),
  };
}

function smtpTransport(target: string | Record<string, unknown>, logger: Logger): Relay {
  // Pooled: a burst of messages shares a few connections instead of opening one each.
  const options = typeof target === 'string' ? { url: target } : target;
  const transport: Transporter = nodemailer.createTransport({ pool: true, maxConnections: 3, ...TIMEOUTS, ...options });
  return {
    async send(message, via) {
      try {
        const info = (await transport.sendMail(envelope(message, via))) as { response?: string };
        const answer = answerOf(info.response);
        // As for a file, the log names the message, not its words.
        logger.info(`Mail ${message.messageId} to ${message.to} sent over SMTP: ${answer.text}`);
        return answer;
      } catch (error) {
        const failure = sendFailure(error);
        logger.warn(`Mail ${message.messageId} to ${message.to} not sent over SMTP: ${failure.message}`);
        throw failure;
      }
    },
    close: () => transport.close(),
  };
}
