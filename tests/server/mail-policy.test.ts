import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/log.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { MAIL_RETRY, retryWait } from '../../server/mail/retry.ts';
import { messageIdOf } from '../../server/mail/send.ts';
import { sendFailure } from '../../server/mail/smtp-answer.ts';
import { DAY, HOUR, MINUTE, SECOND } from './clock.ts';
import { TestRelay } from './smtp-relay.ts';

describe('the waits between attempts', () => {
  it('double from 5 s and stay within a minute during the first hour', () => {
    const waits = [1, 2, 3, 4, 5, 6, 20].map((attempts) => retryWait(MAIL_RETRY, attempts, 10 * MINUTE));
    expect(waits).toEqual([5 * SECOND, 10 * SECOND, 20 * SECOND, 40 * SECOND, MINUTE, MINUTE, MINUTE]);
    expect(retryWait(MAIL_RETRY, 50, HOUR - 1)).toBe(MINUTE);
  });

  it('grow to 15 minutes after the first hour, end at the day, and give up past it', () => {
    expect(retryWait(MAIL_RETRY, 8, HOUR)).toBe(10 * MINUTE + 40 * SECOND);
    expect(retryWait(MAIL_RETRY, 20, 5 * HOUR)).toBe(15 * MINUTE);
    expect(retryWait(MAIL_RETRY, 20, DAY - 5 * MINUTE)).toBe(5 * MINUTE);
    expect(retryWait(MAIL_RETRY, 20, DAY)).toBeNull();
  });
});

describe("a relay's refusal", () => {
  const read = (error: object) => {
    const failure = sendFailure(Object.assign(new Error('refused'), error));
    return { final: failure.final, code: failure.answer.code };
  };

  it('is final for a 5xx answer about the message', () => {
    expect(read({ responseCode: 550, response: '550 5.1.1 No such user', code: 'EENVELOPE' })).toEqual({ final: true, code: 550 });
    expect(read({ responseCode: 552, response: '552 Message too big', code: 'EMESSAGE' })).toEqual({ final: true, code: 552 });
  });

  it('is tried again for a 4xx answer, a lost connection, a timeout, a 503 and a refused login', () => {
    expect(read({ responseCode: 451, response: '451 4.3.0 Try later', code: 'EENVELOPE' })).toEqual({ final: false, code: 451 });
    expect(read({ responseCode: 421, response: '421 Closing', code: 'ECONNECTION' })).toEqual({ final: false, code: 421 });
    expect(read({ code: 'ECONNECTION' })).toEqual({ final: false, code: null });
    expect(read({ code: 'ETIMEDOUT' })).toEqual({ final: false, code: null });
    expect(read({ responseCode: 503, response: '503 Bad sequence', code: 'EPROTOCOL' })).toEqual({ final: false, code: 503 });
    expect(read({ responseCode: 535, response: '535 Authentication failed', code: 'EAUTH' })).toEqual({ final: false, code: 535 });
  });

  it('is final when the message cannot be sent as it stands (no valid recipient)', () => {
    expect(read({ code: 'EENVELOPE', message: 'No recipients defined' })).toEqual({ final: true, code: null });
  });
});

describe('a message and its sender', () => {
  it("has a Message-ID under the sender's domain", () => {
    expect(messageIdOf('b5d1', 'Back office <no-reply@bo.example.com>')).toBe('<b5d1@bo.example.com>');
    expect(messageIdOf('b5d1', 'plain@example.org')).toBe('<b5d1@example.org>');
  });

  it("goes out through the sender's own relay with its From and Reply-To, over one pooled connection", async () => {
    const relay = await TestRelay.start();
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-mail-'));
    const mailer = createMailer({ smtpUrl: undefined, mailDir, mailFrom: 'Back office <no-reply@localhost>' }, silentLogger);
    const via = { from: 'Prize 2026 <prize@aurora.example>', replyTo: 'help@aurora.example', smtp: { host: '127.0.0.1', port: relay.port, secure: false } };
    try {
      const mail = { to: 'ada@example.org', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
      const answer = await mailer.send({ ...mail, messageId: '<one@aurora.example>' }, via);
      await mailer.send({ ...mail, messageId: '<two@aurora.example>' }, via);
      await mailer.send({ ...mail, messageId: '<three@localhost>' });

      expect(answer.code).toBe(250);
      expect(relay.received.map((received) => received.messageId)).toEqual(['<one@aurora.example>', '<two@aurora.example>']);
      expect(relay.received[0]!.raw).toMatch(/^From: Prize 2026 <prize@aurora\.example>$/m);
      expect(relay.received[0]!.raw).toMatch(/^Reply-To: help@aurora\.example$/m);
      expect(relay.connections).toBe(1);
      // The server's own relay is still the files.
      expect(fs.readdirSync(mailDir)).toHaveLength(1);
    } finally {
      mailer.close();
      await relay.close();
      fs.rmSync(mailDir, { recursive: true, force: true });
    }
  });
});
