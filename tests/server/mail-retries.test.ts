import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailQueue } from '../../server/db/schema/mail.ts';
import type { AppDeps } from '../../server/deps.ts';
import { serverKey } from '../../server/http/idempotency.ts';
import { silentLogger } from '../../server/log.ts';
import { startMailDelivery, type MailDelivery } from '../../server/mail/delivery-loop.ts';
import { createMailer, type Mailer } from '../../server/mail/mailer.ts';
import { queueMails } from '../../server/mail/queue.ts';
import type { MailDeliveryOptions } from '../../server/mail/send.ts';
import { DAY, HOUR } from './clock.ts';
import { testConfig, useTestServer } from './harness.ts';
import { TestRelay, waitFor } from './smtp-relay.ts';

const server = useTestServer();

// The product's policy in small: waits from 50 ms, at most 300 ms while young, given up after a day.
const FAST: Partial<MailDeliveryOptions> = {
  pollMs: 20,
  leaseMs: 2_000,
  retry: { firstWaitMs: 50, youngMs: HOUR, youngMaxWaitMs: 300, maxWaitMs: 1_000, giveUpMs: DAY },
};

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A relay and a delivery loop sending to it, stopped after the test. */
function deliverThrough(relay: TestRelay): { deps: AppDeps; loop: MailDelivery } {
  const mailer: Mailer = createMailer({ smtpUrl: relay.url, mailDir: '', mailFrom: testConfig().mailFrom }, silentLogger);
  const deps = { ...server.deps, mailer };
  const loop = startMailDelivery(deps, FAST);
  cleanups.push(() => relay.close(), () => mailer.close(), () => loop.stop());
  return { deps, loop };
}

async function queueOne(to = 'ada@example.org'): Promise<string> {
  const key = await serverKey(server.db, server.deps.config.secretKey);
  const [id] = await queueMails(server.db, key, [{ to, subject: 'Your code: 123456', text: '123456', html: '<p>123456</p>' }], { cause: 'test' }, server.clock.now());
  return id!;
}

const rowOf = async (id: string) => (await server.db.select().from(mailQueue).where(eq(mailQueue.id, id)))[0]!;
const finished = (id: string) => async () => ['sent', 'failed'].includes((await rowOf(id)).state);

describe('a relay that answers 4xx', () => {
  it('gets the message again after a wait, and it is taken once on the later attempt', async () => {
    const relay = await TestRelay.start();
    relay.refuse = (offer) => (offer === 1 ? { code: 451, text: '4.3.0 Try again later' } : undefined);
    deliverThrough(relay);

    const id = await queueOne();
    await waitFor(finished(id), 'the message to be sent');

    expect(relay.offered).toBe(2);
    expect(relay.received).toHaveLength(1);
    expect(relay.received[0]!.messageId).toBe(`<${id}@localhost>`);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2, lastCode: 250, sealed: null });
  });
});

describe('a relay that answers 5xx', () => {
  it('fails the message for good at once, with the answer kept for the admins', async () => {
    const relay = await TestRelay.start();
    relay.refuse = () => ({ code: 550, text: '5.1.1 No such user here' });
    deliverThrough(relay);

    const id = await queueOne();
    await waitFor(finished(id), 'the message to fail');
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(relay.offered).toBe(1);
    expect(relay.received).toEqual([]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, lastCode: 550, sealed: null, sentAt: null });
    expect(row.lastAnswer).toContain('No such user here');
  });
});

describe('a relay that is down', () => {
  it('gets the message within the young wait of its return, after attempts that found no one', async () => {
    const relay = await TestRelay.down();
    deliverThrough(relay);
    const id = await queueOne();

    // An attempt counts as it starts, so the row is read once the fourth has ended and put it back.
    let down = await rowOf(id);
    const settled = async () => {
      down = await rowOf(id);
      return down.attempts >= 4 && down.state === 'queued';
    };
    await waitFor(settled, 'four attempts on the relay that is down');
    expect(down).toMatchObject({ state: 'queued', lastCode: null });
    expect(down.lastAnswer).toMatch(/ECONNREFUSED/);
    // By now the doubling waits (50, 100, 200, 400 ms) are held at the young cap of 300 ms.
    await waitFor(async () => (await rowOf(id)).attempts >= 6, 'attempts at the capped wait');
    await relay.listen();
    const back = Date.now();
    await waitFor(finished(id), 'the message to be sent once the relay is back', 10_000);

    expect(Date.now() - back).toBeLessThan(3_000);
    expect(relay.received).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', lastCode: 250 });
  });

  it('gives the message up once it is a day old, with the last answer kept', async () => {
    const relay = await TestRelay.down();
    deliverThrough(relay);
    const id = await queueOne();
    await waitFor(async () => (await rowOf(id)).attempts >= 2, 'a failed attempt');

    server.clock.advance(DAY);
    await waitFor(finished(id), 'the message to be given up');

    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'failed', lastCode: null, sealed: null });
    expect(row.lastAnswer).toMatch(/ECONNREFUSED/);
  });
});
