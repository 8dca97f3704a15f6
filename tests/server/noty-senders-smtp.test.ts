import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTY_ENDPOINTS, type SenderEntity } from '../../contract/notifications.ts';
import type { Language } from '../../contract/languages.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { mailQueue } from '../../server/db/schema/mail.ts';
import { serverKey } from '../../server/http/idempotency.ts';
import { silentLogger } from '../../server/log.ts';
import { createMailer, type Mailer } from '../../server/mail/mailer.ts';
import { queueMails } from '../../server/mail/queue.ts';
import { MAIL_DELIVERY_DEFAULTS, sendClaimable } from '../../server/mail/send.ts';
import { effectiveSender } from '../../server/mail/senders.ts';
import { MAIL_RETRY } from '../../server/mail/retry.ts';
import { expectOk } from './accounts.ts';
import type { Browser } from './browser.ts';
import { testConfig, useTestServer } from './harness.ts';
import { parseMail, partText } from './mime.ts';
import { SECRET_KEY, SenderApp } from './noty-senders-support.ts';
import { TestRelay, waitFor } from './smtp-relay.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject } from './tenancy.ts';
import { publicWorld, SITE } from './public-fixtures.ts';
import { CodeCheck, CodeSend, DraftSubmit, ProfileSave } from '../../contract/public.ts';
import { builtinText } from '../../server/mail/builtin-texts.ts';

const ANSWERS = { name: 'Ada Lovelace', kind: 'solo', pitch: 'An engine that weaves algebraic patterns.', rules: true };

const server = useTestServer();
const { project, installation } = NOTY_ENDPOINTS;

const USER = 'premio';
const PASSWORD = 'the-relay-password-9';

/** A sender's own relay that takes a message only after AUTH with its one account, and may answer 451 instead. */
class AuthRelay {
  readonly received: Array<{ from: string; to: string[]; user: string; raw: string }> = [];
  readonly logins: string[] = [];
  busy = false;
  private smtp: SMTPServer | undefined;

  constructor(readonly port: number) {}

  static async start(): Promise<AuthRelay> {
    const relay = new AuthRelay((await TestRelay.down()).port);
    await relay.listen();
    return relay;
  }

  listen(): Promise<void> {
    this.smtp = new SMTPServer({
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onAuth: (auth, _session, callback) => {
        this.logins.push(`${auth.username}:${auth.password === PASSWORD ? 'right' : 'wrong'}`);
        if (auth.username !== USER || auth.password !== PASSWORD) return callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
        callback(null, { user: auth.username });
      },
      onMailFrom: (_address, session, callback) => {
        if (!session.user) return callback(Object.assign(new Error('5.7.0 Authentication required'), { responseCode: 530 }));
        if (this.busy) return callback(Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 }));
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          this.received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), user: String(session.user), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    const smtp = this.smtp;
    return new Promise((resolve) => smtp.listen(this.port, '127.0.0.1', resolve));
  }

  close(): Promise<void> {
    const smtp = this.smtp;
    this.smtp = undefined;
    return smtp ? new Promise((resolve) => smtp.close(() => resolve())) : Promise.resolve();
  }
}

let own: AuthRelay;
let serverRelay: TestRelay;
let mailer: Mailer;
beforeEach(async () => {
  own = await AuthRelay.start();
  serverRelay = await TestRelay.start();
  mailer = createMailer({ smtpUrl: serverRelay.url, mailDir: '', mailFrom: 'Back office <no-reply@bo.example>' }, silentLogger);
});
afterEach(async () => {
  mailer.close();
  await own.close();
  await serverRelay.close();
});

const CONFIG = () => testConfig({ SECRET_KEY, SMTP_URL: serverRelay.url, MAIL_FROM: 'Back office <no-reply@bo.example>', DNS_SERVERS: '127.0.0.1:9' });
// A retry comes at once: the test plays the relay's recovery, not the wait.
const AT_ONCE = { ...MAIL_DELIVERY_DEFAULTS, retry: { ...MAIL_RETRY, firstWaitMs: 0, youngMaxWaitMs: 0 } };

/** A project whose editor adds a sender with its own relay, made the project's default. */
async function projectWithOwnRelay(app: SenderApp, password = PASSWORD) {
  const companyId = await seedCompany(server, 'aurora');
  const projectId = await seedProject(server, companyId, 'premio');
  const editor = person('elio');
  await seedGrant(server, await seedOperator(server, editor), 'editor', companyId, projectId);
  const browser = await app.as(editor.email);
  const saved = await browser.call(project.sendersSave, {
    company: companyId,
    project: projectId,
    name: 'Premio',
    from_email: 'premio@aurora.example',
    from_name: 'Premio Aurora',
    default: true,
    smtp: { host: '127.0.0.1', port: own.port, secure: 'plain', user: USER, password },
  });
  expectOk(saved);
  return { companyId, projectId, browser, sender: saved.body.entity as SenderEntity, editor };
}

async function queueForProject(app: SenderApp, projectId: string, to: string): Promise<string> {
  const sender = await effectiveSender(server.db, app.deps.config, { projectId });
  const key = await serverKey(server.db, app.deps.config.secretKey);
  const message = { to, subject: 'Ricevuta', text: 'Abbiamo ricevuto la tua domanda.', html: '<p>Abbiamo ricevuto la tua domanda.</p>' };
  const [id] = await queueMails(server.db, key, [{ ...message, from: sender.from, ...(sender.replyTo ? { replyTo: sender.replyTo } : {}), ...(sender.id ? { senderId: sender.id } : {}) }], { cause: 'test', projectId }, server.clock.now());
  return id!;
}

async function rowOf(id: string) {
  const [row] = await server.db.select().from(mailQueue).where(eq(mailQueue.id, id));
  return row!;
}

describe('a project sender with its own SMTP server', () => {
  it('sends the project’s mail through that server, signed in with its account', async () => {
    const app = new SenderApp(server, { config: CONFIG(), mailer });
    const { projectId } = await projectWithOwnRelay(app);

    const id = await queueForProject(app, projectId, 'rita@example.org');
    await sendClaimable(app.deps, { ids: [id], limit: 1 });

    expect(own.logins).toEqual([`${USER}:right`]);
    expect(own.received).toHaveLength(1);
    expect(serverRelay.received).toHaveLength(0);
    const mail = parseMail(own.received[0]!.raw);
    expect(own.received[0]).toMatchObject({ from: 'premio@aurora.example', to: ['rita@example.org'], user: USER });
    expect(mail.headers.get('from')).toBe('Premio Aurora <premio@aurora.example>');
    expect(mail.subject).toBe('Ricevuta');
    expect(partText(mail, 'text/plain')).toContain('Abbiamo ricevuto');
    expect(await rowOf(id)).toMatchObject({ state: 'sent', lastCode: 250 });
  });

  it('keeps the mail queued while its server answers 451 or is down, and sends it once it answers again', async () => {
    const app = new SenderApp(server, { config: CONFIG(), mailer });
    const { projectId } = await projectWithOwnRelay(app);
    own.busy = true;

    const id = await queueForProject(app, projectId, 'rita@example.org');
    await sendClaimable(app.deps, { ids: [id], limit: 1 }, AT_ONCE);
    expect(await rowOf(id)).toMatchObject({ state: 'queued', lastCode: 451, attempts: 1 });

    await own.close();
    await sendClaimable(app.deps, { ids: [id], limit: 1 }, AT_ONCE);
    expect(await rowOf(id)).toMatchObject({ state: 'queued', lastCode: null, attempts: 2 });
    expect((await rowOf(id)).lastAnswer).toMatch(/ECONNREFUSED/);

    own.busy = false;
    await own.listen();
    await waitFor(async () => (await sendClaimable(app.deps, { ids: [id], limit: 1 }, AT_ONCE)) > 0 && (await rowOf(id)).state === 'sent', 'the mail to leave');
    expect(own.received.map((m) => m.to)).toEqual([['rita@example.org']]);
    expect(serverRelay.received).toHaveLength(0);
  });

  it('leaves a deleted sender’s queued mail to the server’s relay, with the From it was queued with', async () => {
    const app = new SenderApp(server, { config: CONFIG(), mailer });
    const { companyId, projectId, browser, sender } = await projectWithOwnRelay(app);
    const id = await queueForProject(app, projectId, 'rita@example.org');
    expectOk(await browser.call(project.sendersDelete, { company: companyId, project: projectId, id: sender.id }));

    await sendClaimable(app.deps, { ids: [id], limit: 1 });

    expect(own.received).toHaveLength(0);
    expect(serverRelay.to('rita@example.org')).toHaveLength(1);
    expect(parseMail(serverRelay.received[0]!.raw).headers.get('from')).toBe('Premio Aurora <premio@aurora.example>');
  });
});

describe('the test mail through a sender’s own server', () => {
  // The caller's language is the one they chose for themselves.
  async function test(browser: Browser, ids: { company: string; project: string; id: string }, lang: Language) {
    await server.db.update(operators).set({ preferredLang: lang }).where(eq(operators.email, person('elio').email));
    const answer = await browser.call(project.sendersTest, ids);
    expectOk(answer);
    return answer.body;
  }

  it('arrives at the caller’s address through the sender’s server', async () => {
    const app = new SenderApp(server, { config: CONFIG(), mailer });
    const { companyId, projectId, browser, sender, editor } = await projectWithOwnRelay(app);

    expect(await test(browser, { company: companyId, project: projectId, id: sender.id }, 'fr')).toEqual({ Success: true });
    expect(own.received.map((m) => m.to)).toEqual([[editor.email]]);
    expect(parseMail(own.received[0]!.raw).subject).toBe('E-mail de test de Premio');
  });

  it('tells a refused login, an unreachable server and a server that refuses the mail in the caller’s words, never a stack', async () => {
    const app = new SenderApp(server, { config: CONFIG(), mailer });
    const { companyId, projectId, browser, sender } = await projectWithOwnRelay(app, 'a-wrong-password');
    const ids = { company: companyId, project: projectId, id: sender.id };

    const login = await test(browser, ids, 'it');
    expect(login.Success).toBe(false);
    expect(login.error).toMatch(/^Il server SMTP ha rifiutato l’accesso \(535 .*Authentication credentials invalid.*\)\.$/);

    await own.close();
    const down = await test(browser, ids, 'en');
    expect(down).toEqual({ Success: false, error: expect.stringMatching(new RegExp(`^The SMTP server 127\\.0\\.0\\.1:${own.port} could not be reached \\(.*ECONNREFUSED.*\\)\\.$`)) });

    await own.listen();
    own.busy = true;
    const saved = await browser.call(project.sendersSave, { ...ids, version: sender.version, name: 'Premio', from_email: 'premio@aurora.example', from_name: 'Premio Aurora', smtp: { host: '127.0.0.1', port: own.port, secure: 'plain', user: USER, password: PASSWORD } });
    expectOk(saved);
    const busy = await test(browser, ids, 'es');
    expect(busy).toEqual({ Success: false, error: expect.stringMatching(/^El servidor SMTP rechazó el correo \(451 .*Try again later.*\)\.$/) });
    for (const answer of [login, down, busy]) expect(answer.error).not.toMatch(/\n\s+at /);
  });

  it('goes through the server’s relay for a sender without one', async () => {
    const app = new SenderApp(server, { config: CONFIG(), mailer });
    const admin = await app.as();
    const saved = await admin.call(installation.sendersSave, { name: 'Back office', from_email: 'no-reply@bo.example', from_name: 'Back office' });
    expectOk(saved);
    expect((await admin.call(installation.sendersTest, { id: saved.body.entity.id })).body).toEqual({ Success: true });
    expect(serverRelay.to('admin@example.com')).toHaveLength(1);
  });
});

describe('a receipt from the public side, through the project’s sender and in the project’s words', () => {
  it('reaches the applicant through the project’s own SMTP server with the project’s Italian subject', async () => {
    const app = new SenderApp(server, { config: CONFIG(), mailer });
    const world = await publicWorld(server);
    const editor = person('elio');
    await seedGrant(server, await seedOperator(server, editor), 'editor', world.company, world.project);
    const browser = await app.as(editor.email);
    expectOk(
      await browser.call(project.sendersSave, {
        ...world.scope,
        name: 'Premio',
        from_email: 'premio@aurora.example',
        from_name: 'Premio Aurora',
        default: true,
        smtp: { host: '127.0.0.1', port: own.port, secure: 'plain', user: USER, password: PASSWORD },
      }),
    );
    const receipt = builtinText('respondent.receipt', 'it');
    expectOk(await browser.call(project.textsSave, { ...world.scope, key: 'respondent.receipt', lang: 'it', subject: 'Domanda ricevuta per {{project}}: {{form}}', body: receipt.body }));

    // The applicant confirms their address with the code the project's server delivered, in Italian.
    const applicant = app.browser({ sameOrigin: true });
    expectOk(await applicant.call(CodeSend, { ...SITE, email: 'ada@example.org', lang: 'it' }));
    const codeMail = parseMail(own.received.at(-1)!.raw);
    const code = /^\s+(\d{6})\s*$/m.exec(partText(codeMail, 'text/plain'))?.[1];
    expect(code).toBeDefined();
    expectOk(await applicant.call(CodeCheck, { ...SITE, email: 'ada@example.org', code: code! }));
    expectOk(await applicant.call(ProfileSave, { ...SITE, first_name: 'Ada', last_name: 'Lovelace', preferred_lang: 'it' }));
    expectOk(await applicant.call(DraftSubmit, { ...SITE, form: 'apply', answers: ANSWERS, lang: 'it' }));
    await app.settle();

    const mails = own.received.filter((mail) => mail.to.includes('ada@example.org')).map((mail) => parseMail(mail.raw));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining(code!), 'Domanda ricevuta per Project prize: Candidatura']);
    const mail = mails[1]!;
    expect(mail.headers.get('from')).toBe('Premio Aurora <premio@aurora.example>');
    expect(partText(mail, 'text/html')).toContain('lang="it"');
    expect(partText(mail, 'text/plain')).toContain('Ada');
    expect(own.logins.every((login) => login === `${USER}:right`)).toBe(true);
    expect(serverRelay.received).toHaveLength(0);
  });
});
