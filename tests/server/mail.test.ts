import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginStart, LoginUnlock, RecoveryStart } from '../../contract/sign-in.ts';
import { AdminOperatorInvite } from '../../contract/operators.ts';
import { mailQueue } from '../../server/db/schema/mail.ts';
import { silentLogger } from '../../server/log.ts';
import { createMailer, type Mailer } from '../../server/mail/mailer.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { Browser } from './browser.ts';
import { ADMIN, testConfig, useTestServer } from './harness.ts';
import { pinOf, tokenOf } from './mailbox.ts';
import { parseMail, partText, type ParsedMail } from './mime.ts';

const server = useTestServer();
const MAIL_FROM = testConfig().mailFrom;

/** An SMTP server in this process that keeps every message it receives. */
function useSmtpServer(): { url: () => string; received: string[] } {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  beforeAll(() => new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));
  afterEach(() => {
    received.length = 0;
  });
  return { url: () => `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, received };
}

/** The app with a real mailer, and a browser on it. */
function appWithMailer(mailer: Mailer) {
  const { app, deps } = server.appWith(mailer);
  return { browser: new Browser(app), settle: () => deps.background.settle() };
}

function expectPinMail(mail: ParsedMail): string {
  const pin = pinOf(partText(mail, 'text/plain'));
  expect(pin).toMatch(/^\d{6}$/);
  expect(partText(mail, 'text/html')).toContain(pin);
  expect(partText(mail, 'text/html')).toContain('<html lang="it">');
  expect(mail.subject).toBe('Il tuo PIN di accesso · Back office');
  expect(mail.headers.get('to')).toBe(ADMIN.email);
  return pin;
}

describe('mail over SMTP (SMTP_URL)', () => {
  const smtp = useSmtpServer();

  it("delivers the PIN with HTML and text parts and the operator's language, and the PIN opens the session", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url(), mailDir: '', mailFrom: MAIL_FROM }, silentLogger);
    const { browser, settle } = appWithMailer(mailer);

    expectOk(await browser.call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }));
    await settle();

    expect(smtp.received).toHaveLength(1);
    const mail = parseMail(smtp.received[0]!);
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail.headers.get('from')).toBe(MAIL_FROM);
    // The queued message's id, under the sender's domain: every attempt at it carries the same.
    const [row] = await server.db.select().from(mailQueue);
    expect(mail.headers.get('message-id')).toBe(`<${row!.id}@localhost>`);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastCode: 250, sealed: null, cause: 'accounting/login-start' });
    const pin = expectPinMail(mail);
    expectOk(await browser.call(LoginUnlock, { Email: ADMIN.email, Pin: pin }));
    mailer.close();
  });

  it('answers at once when the relay does not answer, and keeps the PIN queued for the next attempt', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', mailDir: '', mailFrom: MAIL_FROM }, silentLogger);
    const { browser, settle } = appWithMailer(mailer);

    expectOk(await browser.call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }));
    await settle();

    expect(browser.cookie('bo_login')).toBeDefined();
    const [row] = await server.db.select().from(mailQueue);
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastCode: null, recipient: ADMIN.email });
    expect(row!.lastAnswer).toMatch(/ECONNREFUSED/);
    expect(row!.sealed).not.toBeNull();
    mailer.close();
  });
});

describe('mail as .eml files (the default)', () => {
  let mailDir: string;
  let mailer: Mailer;

  beforeAll(async () => {
    mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-mail-'));
    mailer = createMailer({ smtpUrl: undefined, mailDir, mailFrom: MAIL_FROM }, silentLogger);
  });
  afterEach(async () => {
    for (const file of await fs.readdir(mailDir)) await fs.rm(path.join(mailDir, file));
  });
  afterAll(async () => {
    mailer.close();
    await fs.rm(mailDir, { recursive: true, force: true });
  });

  async function onlyMail(): Promise<ParsedMail> {
    const files = (await fs.readdir(mailDir)).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    return parseMail(await fs.readFile(path.join(mailDir, files[0]!), 'utf8'));
  }

  it('writes the PIN mail as an .eml file whose text holds the PIN', async () => {
    const { browser, settle } = appWithMailer(mailer);

    expectOk(await browser.call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }));
    await settle();

    const pin = expectPinMail(await onlyMail());
    expectOk(await browser.call(LoginUnlock, { Email: ADMIN.email, Pin: pin }));
  });

  it('logs the message, its recipient and its file, never its subject, which may carry a code', async () => {
    const lines: string[] = [];
    const record = (line: string) => void lines.push(line);
    const logging = createMailer({ smtpUrl: undefined, mailDir, mailFrom: MAIL_FROM }, { ...silentLogger, info: record, error: record });

    await logging.send({ to: 'ada@example.com', subject: 'Your code: 482913', text: 'T', html: 'H', messageId: '<m1@example.com>' }, { from: MAIL_FROM });
    logging.close();

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Mail <m1@example\.com> to ada@example\.com written to .*\.eml$/);
    expect(lines[0]).not.toContain('482913');
  });

  it("writes the recovery mail in the operator's language with its link", async () => {
    const { browser, settle } = appWithMailer(mailer);

    expectOk(await browser.call(RecoveryStart, { Email: ADMIN.email }));
    await settle();

    const mail = await onlyMail();
    expect(mail.subject).toBe('Scegli una nuova password · Back office');
    expect(tokenOf(partText(mail, 'text/plain'), 'recovery')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(partText(mail, 'text/html')).toContain('/app/out/recovery/');
  });

  it("writes the invite mail in the invitee's language with its link", async () => {
    const admin = await signInAsAdmin(server);
    const { browser, settle } = appWithMailer(mailer);
    browser.setCookie('bo_session', admin.cookie('bo_session')!);

    expectOk(await browser.call(AdminOperatorInvite, { Email: 'nina@example.com', InstallationAdmin: false, Lang: 'es' }));
    await settle();

    const mail = await onlyMail();
    expect(mail.subject).toBe('Te han invitado al back office · Back office');
    expect(mail.headers.get('to')).toBe('nina@example.com');
    expect(tokenOf(partText(mail, 'text/plain'), 'invite')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // The page the link opens reads the mail's language too.
    expect(partText(mail, 'text/plain')).toMatch(/\/app\/out\/invite\/[A-Za-z0-9_-]{40,}\?lang=es$/m);
    expect(partText(mail, 'text/html')).toContain('<html lang="es">');
  });
});
