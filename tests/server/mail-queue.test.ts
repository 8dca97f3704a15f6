import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminOperatorInvite } from '../../contract/operators.ts';
import { CodeSend } from '../../contract/public.ts';
import { LoginStart, RecoveryStart } from '../../contract/sign-in.ts';
import { invites } from '../../server/db/schema/operators.ts';
import { mailQueue } from '../../server/db/schema/mail.ts';
import { serverKey } from '../../server/http/idempotency.ts';
import { cleanup } from '../../server/jobs/cleanup.ts';
import { startMailDelivery, wakeMailSenders } from '../../server/mail/delivery-loop.ts';
import { queueMails } from '../../server/mail/queue.ts';
import { sendClaimable } from '../../server/mail/send.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { Browser } from './browser.ts';
import { DAY, HOUR } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { Mailbox, pinOf, tokenOf } from './mailbox.ts';
import { SITE } from './public-fixtures.ts';
import { seedCompany, seedProject } from './tenancy.ts';
import { queryRows } from './test-database.ts';
import { waitFor } from './smtp-relay.ts';

const server = useTestServer();

// Every column of every row, as text: what anyone reading the table would see.
const rawRows = async () => (await queryRows<{ row: string }>(server.db, sql`SELECT row_to_json(m)::text AS row FROM mail_queue m`)).map((r) => r.row);
const rows = () => server.db.select().from(mailQueue);

// Forgets the mail sent so far (the admin's PIN): the test reads only what comes next.
async function forgetMail(): Promise<void> {
  server.mail.clear();
  await server.db.delete(mailQueue);
}

describe('a mail and the change that causes it', () => {
  afterEach(async () => {
    await server.db.execute(sql`DROP TRIGGER IF EXISTS refuse_invite_log ON operations_log`);
    await server.db.execute(sql`DROP FUNCTION IF EXISTS refuse_invite_log()`);
  });

  it('are committed together: a committed invitation is sent exactly once, however often the queue is looked at', async () => {
    const admin = await signInAsAdmin(server);
    await forgetMail();

    expectOk(await admin.call(AdminOperatorInvite, { Email: 'nina@example.com', InstallationAdmin: false }));
    const loop = startMailDelivery(server.deps, { pollMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await loop.stop();
    await server.settle();

    expect(server.mail.to('nina@example.com')).toHaveLength(1);
    const [row] = await rows();
    expect(row).toMatchObject({ recipient: 'nina@example.com', state: 'sent', attempts: 1, sealed: null, cause: 'admin/operators/invite', lastCode: 250 });
    expect(row!.sentAt).toEqual(server.clock.now());
    expect(server.mail.last('nina@example.com').messageId).toBe(`<${row!.id}@localhost>`);
  });

  it('are rolled back together: a change that fails after queueing its mail sends nothing', async () => {
    const admin = await signInAsAdmin(server);
    await forgetMail();
    // The call's own log row fails, after its handler queued the mail: the whole transaction rolls back.
    await server.db.execute(sql.raw(`CREATE FUNCTION refuse_invite_log() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`));
    await server.db.execute(sql.raw(`CREATE TRIGGER refuse_invite_log BEFORE INSERT ON operations_log FOR EACH ROW
      WHEN (NEW.endpoint = 'admin/operators/invite') EXECUTE FUNCTION refuse_invite_log()`));

    const answer = await admin.call(AdminOperatorInvite, { Email: 'nina@example.com', InstallationAdmin: false });
    await server.settle();

    expect(answer.status).toBe(500);
    expect(await server.db.select().from(invites).where(eq(invites.email, 'nina@example.com'))).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(server.mail.messages).toEqual([]);
  });

  it('a failure that keeps its changes keeps its mail too: the alert of failed sign-ins leaves with the count', async () => {
    for (let i = 0; i < 10; i++) await server.browser().call(LoginStart, { Email: ADMIN.email, Password: 'not-the-password' });

    const [row] = await rows();
    expect(row).toMatchObject({ recipient: ADMIN.email, state: 'sent', cause: 'accounting/login-start' });
    expect(server.mail.to(ADMIN.email)).toHaveLength(1);
  });
});

describe('credentials in the mail table', () => {
  it('never stand in clear: PINs, codes and links are sealed while queued, and wiped once sent', async () => {
    const company = await seedCompany(server, SITE.company);
    const project = await seedProject(server, company, SITE.project);
    const admin = await signInAsAdmin(server);
    await forgetMail();
    // An app of its own, whose mail leaves only when the test says: the rows are read while queued.
    const mailbox = new Mailbox();
    const { app, deps } = server.appWith(mailbox);
    const quiet = new Browser(app);
    quiet.setCookie('bo_session', admin.cookie('bo_session')!);
    expectOk(await new Browser(app).call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }));
    expectOk(await new Browser(app).call(RecoveryStart, { Email: ADMIN.email }));
    expectOk(await quiet.call(AdminOperatorInvite, { Email: 'nina@example.com', InstallationAdmin: false }));
    expectOk(await new Browser(app, { sameOrigin: true }).call(CodeSend, { ...SITE, email: 'ada@example.org', lang: 'en' }));
    const queued = await rawRows();
    await deps.background.settle();

    const [pinMail, recoveryMail] = mailbox.to(ADMIN.email);
    const secrets = [
      pinOf(pinMail!.text),
      tokenOf(recoveryMail!.text, 'recovery'),
      tokenOf(mailbox.last('nina@example.com').text, 'invite'),
      /^\s+(\d{6})$/m.exec(mailbox.last('ada@example.org').text)![1]!,
    ];
    expect(queued).toHaveLength(4);
    expect(mailbox.messages).toHaveLength(4);
    for (const row of [...queued, ...(await rawRows())]) {
      for (const secret of secrets) expect(row).not.toContain(secret);
      // Subjects are sealed too: a code's mail names the code in its subject.
      for (const mail of mailbox.messages) expect(row).not.toContain(mail.subject);
    }
    expect((await rows()).map((row) => row.sealed)).toEqual([null, null, null, null]);
    const code = (await rows()).find((row) => row.recipient === 'ada@example.org');
    expect(code).toMatchObject({ cause: 'p/:company/:project/code/send', companyId: company, projectId: project });
  });

  it('a message sealed under another server key is given up, not sent garbled', async () => {
    const key = Buffer.from('another-server-key');
    await queueMails(server.db, key, [{ to: 'x@example.com', subject: 'S', text: 'T', html: '<p>H</p>' }], { cause: 'test' }, server.clock.now());

    await server.settle();

    expect(server.mail.messages).toEqual([]);
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'failed', sealed: null, lastCode: null, lastAnswer: 'sealed under another server key' });
  });

  it('a sealed value copied onto another row does not open there', async () => {
    const key = await serverKey(server.db, server.deps.config.secretKey);
    const [first, second] = await queueMails(
      server.db,
      key,
      [
        { to: 'a@example.com', subject: 'PIN 111111', text: '111111', html: '111111' },
        { to: 'b@example.com', subject: 'hello', text: 'hello', html: 'hello' },
      ],
      { cause: 'test' },
      server.clock.now(),
    );
    const [source] = await server.db.select({ sealed: mailQueue.sealed }).from(mailQueue).where(eq(mailQueue.id, first!));
    await server.db.update(mailQueue).set({ sealed: source!.sealed }).where(eq(mailQueue.id, second!));

    await server.settle();

    expect(server.mail.to('b@example.com')).toEqual([]);
    expect(server.mail.last('a@example.com').text).toBe('111111');
  });
});

describe('mail queued outside a call', () => {
  it('is sent by the delivery loop, woken at once', async () => {
    const loop = startMailDelivery(server.deps, { pollMs: 60_000 });
    try {
      const key = await serverKey(server.db, server.deps.config.secretKey);
      await queueMails(server.db, key, [{ to: 'x@example.com', subject: 'S', text: 'T', html: 'H' }], { cause: 'job:test' }, server.clock.now());
      wakeMailSenders();
      await waitFor(() => server.mail.to('x@example.com').length === 1, 'the loop to send the message', 5_000);
    } finally {
      await loop.stop();
    }
    expect((await rows())[0]).toMatchObject({ state: 'sent', cause: 'job:test' });
  });
});

describe('the rows of finished messages', () => {
  it('are kept a week for the admins, then removed by the periodic cleanup; queued ones stay', async () => {
    const key = await serverKey(server.db, server.deps.config.secretKey);
    await queueMails(server.db, key, [{ to: 'sent@example.com', subject: 'S', text: 'T', html: 'H' }], { cause: 'test' }, server.clock.now());
    await server.settle();
    await queueMails(server.db, key, [{ to: 'waiting@example.com', subject: 'S', text: 'T', html: 'H' }], { cause: 'test' }, server.clock.now());

    await cleanup(server.db, new Date(server.clock.now().getTime() + 7 * DAY - HOUR), server.deps.storage);
    expect((await rows()).map((row) => row.recipient).sort()).toEqual(['sent@example.com', 'waiting@example.com']);

    await cleanup(server.db, new Date(server.clock.now().getTime() + 7 * DAY + HOUR), server.deps.storage);
    expect((await rows()).map((row) => row.recipient)).toEqual(['waiting@example.com']);
    expect(await sendClaimable(server.deps, { limit: 10 })).toBe(1);
  });
});
