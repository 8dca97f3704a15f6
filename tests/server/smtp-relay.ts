import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message a relay took. */
export interface RelayedMail {
  messageId: string;
  to: string[];
  raw: string;
}

/** An SMTP answer a relay gives instead of taking a message. */
export interface RelayRefusal {
  code: number;
  text: string;
}

/**
 * An SMTP relay in this process, as a test scripts it: it keeps every message it takes (`received`),
 * refuses the ones `refuse` answers for, and while `stalled` leaves every MAIL FROM unanswered,
 * as a relay that has stopped answering does.
 */
export class TestRelay {
  readonly received: RelayedMail[] = [];
  /** How many messages were offered (DATA sent), taken or not. */
  offered = 0;
  /** How many connections were opened to it. */
  connections = 0;
  /** How many MAIL FROM were left unanswered. */
  stalledCount = 0;
  stalled = false;
  /** The answer to the `offer`-th message (from 1), to the addresses `to`: a refusal, or undefined to take it. */
  refuse: (offer: number, to: string[]) => RelayRefusal | undefined = () => undefined;
  private smtp: SMTPServer | undefined;

  constructor(readonly port: number) {}

  /** A relay listening on a free port of the loopback. */
  static async start(): Promise<TestRelay> {
    const relay = new TestRelay(await freePort());
    await relay.listen();
    return relay;
  }

  /** A relay whose port is chosen but which does not listen yet: a relay that is down. */
  static async down(): Promise<TestRelay> {
    return new TestRelay(await freePort());
  }

  /** The SMTP_URL of this relay. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The messages taken for one recipient. */
  to(address: string): RelayedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  /** Starts answering on its port. */
  listen(): Promise<void> {
    this.smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onConnect: (_session, callback) => {
        this.connections++;
        callback();
      },
      onMailFrom: (_address, _session, callback) => {
        if (!this.stalled) return callback();
        this.stalledCount++;
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const refusal = this.refuse(
            ++this.offered,
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          );
          if (refusal) return callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
          const raw = Buffer.concat(chunks).toString('utf8');
          const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
          this.received.push({ messageId, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    const smtp = this.smtp;
    // A sender killed in the middle of a message resets its connection: for a relay, nothing to report.
    smtp.on('error', () => undefined);
    return new Promise((resolve) => smtp.listen(this.port, '127.0.0.1', resolve));
  }

  /** Stops answering (the relay goes down); connections under way are cut. */
  close(): Promise<void> {
    const smtp = this.smtp;
    this.smtp = undefined;
    return smtp ? new Promise((resolve) => smtp.close(() => resolve())) : Promise.resolve();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until `test` holds (polled every 20 ms), or fails with `what` after `timeoutMs`. */
export async function waitFor(test: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
