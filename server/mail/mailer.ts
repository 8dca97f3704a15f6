import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import type { Logger } from '../log.ts';

/** One message with its HTML and text parts. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: into .eml files (the default) or over SMTP. */
export interface Mailer {
  transport: 'file' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The mailer the configuration asks for: SMTP with SMTP_URL, else files in MAIL_DIR. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailDir' | 'mailFrom'>, logger: Logger): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom, logger) : fileMailer(config.mailDir, config.mailFrom, logger);
}

function fileMailer(dir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'file',
    async send(message) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${crypto.randomBytes(3).toString('hex')}.eml`);
      try {
        const info = await transport.sendMail({ from, ...message });
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(file, info.message as Buffer);
      } catch (error) {
        logger.error(`Mail to ${message.to}: "${message.subject}" could not be written to ${dir}`, error);
        throw new AppError('mail_unavailable');
      }
      logger.info(`Mail to ${message.to}: "${message.subject}" written to ${file}`);
    },
    close: () => transport.close(),
  };
}

function smtpMailer(url: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    transport: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        logger.error(`Mail to ${message.to}: "${message.subject}" could not be sent over SMTP`, error);
        throw new AppError('mail_unavailable');
      }
      logger.info(`Mail to ${message.to}: "${message.subject}" sent over SMTP`);
    },
    close: () => transport.close(),
  };
}
