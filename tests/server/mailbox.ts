import type { MailSender, Mailer, OutgoingMail } from '../../server/mail/mailer.ts';
import type { MailAnswer } from '../../server/mail/smtp-answer.ts';

/** A message as the mailbox received it: with its Message-ID and who sent it. */
export interface ReceivedMail extends OutgoingMail {
  from: string;
  replyTo?: string;
}

/** A Mailer that keeps every message, so tests read what the operator would receive. */
export class Mailbox implements Mailer {
  readonly transport = 'file' as const;
  readonly messages: ReceivedMail[] = [];

  async send(message: OutgoingMail, via: MailSender = { from: 'test' }): Promise<MailAnswer> {
    this.messages.push({ ...message, from: via.from, ...(via.replyTo ? { replyTo: via.replyTo } : {}) });
    return { code: 250, text: '250 kept' };
  }

  close(): void {}

  /** Forgets every message. */
  clear(): void {
    this.messages.length = 0;
  }

  /** The messages sent to one address, oldest first. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((message) => message.to === address.toLowerCase());
  }

  /** The newest message sent to one address; fails the test when there is none. */
  last(address: string): ReceivedMail {
    const message = this.to(address).at(-1);
    if (!message) throw new Error(`No mail was sent to ${address}`);
    return message;
  }

  /** The PIN of the newest message to an address. */
  pin(address: string): string {
    return pinOf(this.last(address).text);
  }

  /** The token of the newest link of a kind (`recovery`, `invite`) mailed to an address. */
  token(address: string, kind: 'recovery' | 'invite'): string {
    return tokenOf(this.last(address).text, kind);
  }
}

/** The PIN in a mail's text: six digits on a line of their own. */
export function pinOf(text: string): string {
  const match = /^\s+(\d{6})\s*$/m.exec(text);
  if (!match?.[1]) throw new Error(`No PIN in the mail:\n${text}`);
  return match[1];
}

/** The token of a `/app/out/{kind}/{token}` link in a mail's text. */
export function tokenOf(text: string, kind: 'recovery' | 'invite'): string {
  const match = new RegExp(`https?://\\S+/app/out/${kind}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${kind} link in the mail:\n${text}`);
  return match[1];
}

/** A PIN that is surely not the given one. */
export function otherPin(pin: string): string {
  return String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
}
