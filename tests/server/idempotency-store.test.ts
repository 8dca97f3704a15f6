import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PasswordChange, TotpConfirm, TotpDisable, TotpStart } from '../../contract/accounting.ts';
import { InviteAccept, LoginStart, LoginUnlock, RecoveryComplete, RecoveryStart, SetPreferredLang } from '../../contract/sign-in.ts';
import { z } from 'zod';
import type { Endpoint } from '../../contract/endpoint.ts';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { AdminOperatorInvite } from '../../contract/operators.ts';
import { totpCode } from '../../server/auth/totp.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { idempotencyKeys } from '../../server/db/schema/http.ts';
import { SECRET_FIELDS } from '../../server/http/secret-fields.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import type { Answer, Browser } from './browser.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { otherPin } from './mailbox.ts';

const server = useTestServer();

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** Every keyed call a test made, with the secrets its input or answer held. */
class Calls {
  readonly inputs: Array<{ endpoint: Endpoint; input: Record<string, unknown> }> = [];
  readonly secrets: string[] = [];

  async send<E extends Endpoint>(browser: Browser, endpoint: E, input: Record<string, unknown>, secrets: string[]): Promise<Answer> {
    this.inputs.push({ endpoint, input });
    this.secrets.push(...secrets);
    return browser.call(endpoint, input as never, key());
  }

  /** The hashes an offline guesser would compute: of the input as sent and as the server reads it. */
  plainHashes(): string[] {
    return this.inputs.flatMap(({ endpoint, input }) => {
      const parsed = endpoint.input.safeParse(input);
      return [sha256(JSON.stringify(input)), ...(parsed.success ? [sha256(JSON.stringify(parsed.data))] : [])];
    });
  }
}

async function rows() {
  return server.db.select().from(idempotencyKeys);
}

describe('the Idempotency-Key store and credentials', () => {
  it('knows every call whose input has a credential field: the contract marks it', () => {
    const unmarked = ENDPOINTS.filter((endpoint) => {
      const fields = endpoint.input instanceof z.ZodObject ? Object.keys(endpoint.input.shape) : [];
      return fields.some((field) => SECRET_FIELDS.has(field)) && !endpoint.credentials;
    });

    expect(unmarked.map((endpoint) => endpoint.path)).toEqual([]);
  });

  it('keeps nothing of a password, PIN, code or token sent with a key, in any form', async () => {
    const calls = new Calls();
    const browser = server.browser();
    await calls.send(browser, LoginStart, { Email: ADMIN.email, Password: 'a-wrong-password' }, ['a-wrong-password']);
    expectOk(await calls.send(browser, LoginStart, { Email: ADMIN.email, Password: ADMIN.password }, [ADMIN.password]));
    const pin = server.mail.pin(ADMIN.email);
    await calls.send(browser, LoginUnlock, { Email: ADMIN.email, Pin: otherPin(pin) }, [otherPin(pin)]);
    expectOk(await calls.send(browser, LoginUnlock, { Email: ADMIN.email, Pin: pin }, [pin]));
    const started = await calls.send(browser, TotpStart, {}, []);
    const secret = (started.body as { Secret: string }).Secret;
    const code = totpCode(secret, server.clock.now());
    const confirmed = await calls.send(browser, TotpConfirm, { Code: code }, [secret, code]);
    calls.secrets.push(...(confirmed.body as { RecoveryCodes: string[] }).RecoveryCodes);
    expectOk(await calls.send(browser, TotpDisable, { Password: ADMIN.password }, []));
    expectOk(await calls.send(browser, PasswordChange, { OldPassword: ADMIN.password, NewPassword: 'second-password-1' }, ['second-password-1']));
    expectOk(await server.browser().call(RecoveryStart, { Email: ADMIN.email }));
    await server.settle();
    const token = server.mail.token(ADMIN.email, 'recovery');
    expectOk(await calls.send(server.browser(), RecoveryComplete, { Token: token, Password: 'third-password-1' }, [token, 'third-password-1']));
    const signedIn = server.browser();
    expectOk(await signedIn.call(LoginStart, { Email: ADMIN.email, Password: 'third-password-1' }));
    expectOk(await signedIn.call(LoginUnlock, { Email: ADMIN.email, Pin: server.mail.pin(ADMIN.email) }));
    expectOk(await signedIn.call(AdminOperatorInvite, { Email: 'nina@example.com', InstallationAdmin: false }));
    const invite = server.mail.token('nina@example.com', 'invite');
    expectOk(await calls.send(server.browser(), InviteAccept, { Token: invite, FirstName: 'Nina', Password: 'nina-password-1' }, [invite, 'nina-password-1']));
    await server.settle();

    const stored = await rows();
    const text = JSON.stringify(stored);
    for (const secret of calls.secrets) expect(text, secret).not.toContain(secret);
    const hashes = new Set(calls.plainHashes());
    expect(stored.filter((row) => hashes.has(row.requestHash))).toEqual([]);
  });

  it('holds no hash that changes with the password: two keyed sign-ins differing only in it look alike', async () => {
    await server.browser().call(LoginStart, { Email: ADMIN.email, Password: 'first-guess-password' }, key());
    await server.browser().call(LoginStart, { Email: ADMIN.email, Password: 'second-guess-password' }, key());

    const hashes = (await rows()).filter((row) => row.endpoint === LoginStart.path).map((row) => row.requestHash);

    expect(new Set(hashes).size).toBeLessThanOrEqual(1);
  });

  it('runs a credential call again on a replay of its key, since nothing was kept to answer it with', async () => {
    const browser = server.browser();
    const sameKey = key();

    const first = await browser.call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }, sameKey);
    const again = await browser.call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }, sameKey);

    expectOk(first);
    expectOk(again);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(server.mail.to(ADMIN.email)).toHaveLength(2);
    expect(await rows()).toEqual([]);
  });

  it('keys the hash of other calls with a server secret', async () => {
    const admin = await signInAsAdmin(server);

    expectOk(await admin.call(SetPreferredLang, { lang: 'es' }, key()));

    const [row] = await rows();
    expect(row?.endpoint).toBe(SetPreferredLang.path);
    expect([sha256(JSON.stringify({ lang: 'es' })), sha256('{}')]).not.toContain(row?.requestHash);
  });
});

describe('a key left running', () => {
  it('by a process that died is taken over at once: the change runs', async () => {
    const admin = await signInAsAdmin(server);
    const [me] = await server.db.select().from(operators).where(eq(operators.email, ADMIN.email));
    const stale = 'c0ffee00-0000-4000-8000-000000000001';
    await server.db.insert(idempotencyKeys).values({
      scope: me!.id,
      key: stale,
      endpoint: SetPreferredLang.path,
      requestHash: sha256(JSON.stringify({ lang: 'en' })),
      state: 'running',
      createdAt: server.clock.now(),
    });

    const answer = await admin.call(SetPreferredLang, { lang: 'en' }, { 'Idempotency-Key': stale });

    expectOk(answer);
    const [after] = await server.db.select().from(operators).where(eq(operators.email, ADMIN.email));
    expect(after!.preferredLang).toBe('en');
  });

  it('by a request under way makes its twin wait for the answer, applied once', async () => {
    const admin = await signInAsAdmin(server);
    const sameKey = key();

    const [a, b] = await Promise.all([
      admin.call(AdminOperatorInvite, { Email: 'nina@example.com', InstallationAdmin: false }, sameKey),
      admin.call(AdminOperatorInvite, { Email: 'nina@example.com', InstallationAdmin: false }, sameKey),
    ]);

    expectOk(a);
    expectOk(b);
    expect([a, b].map((answer) => answer.headers.get('idempotent-replayed'))).toContain('true');
    expect(server.mail.to('nina@example.com')).toHaveLength(1);
  });
});
