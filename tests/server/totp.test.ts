import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TotpConfirm, TotpDisable, TotpRecoveryCodes, TotpStart, TotpStatus } from '../../contract/accounting.ts';
import { CheckLogin, LoginStart, LoginUnlock } from '../../contract/sign-in.ts';
import { base32Decode, base32Encode, hotp, matchTotp, totpCode } from '../../server/auth/totp.ts';
import { operatorTotp, operators, totpRecoveryCodes } from '../../server/db/schema/accounting.ts';
import { idempotencyKeys } from '../../server/db/schema/http.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { OPERATOR, addOperator, expectOk, signIn, type Person } from './accounts.ts';
import type { Browser } from './browser.ts';
import { MINUTE, SECOND } from './clock.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

const STEP = 30 * SECOND;
const ENGLISH = { headers: { 'Accept-Language': 'en' } };

// The test's own RFC 6238, so the server's maths is checked against an independent one.
function codeAt(secret: string, at: Date): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret].map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / STEP)));
  const mac = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = mac[19]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const now = () => server.clock.now();
const shifted = (ms: number) => new Date(now().getTime() + ms);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

interface Enrolled {
  browser: Browser;
  secret: string;
  recoveryCodes: string[];
}

/** The operator signs in with the mailed PIN and turns the authenticator app on. */
async function enrol(person: Person = OPERATOR): Promise<Enrolled> {
  await addOperator(server, person);
  const browser = await signIn(server, person.email, person.password);
  const started = await browser.call(TotpStart, {});
  expectOk(started);
  const confirmed = await browser.call(TotpConfirm, { Code: codeAt(started.body.Secret, now()) });
  expectOk(confirmed);
  // The confirming code is spent; the next sign-in uses the next one.
  server.clock.advance(STEP);
  return { browser, secret: started.body.Secret, recoveryCodes: confirmed.body.RecoveryCodes };
}

/** Password step for an operator with the app: the answer and the browser that holds the attempt. */
async function startLogin(person: Person = OPERATOR) {
  const browser = server.browser(ENGLISH);
  const answer = await browser.call(LoginStart, { Email: person.email, Password: person.password });
  expectOk(answer);
  return { browser, answer };
}

function unlock(browser: Browser, second: { Pin?: string; RecoveryCode?: string }, person: Person = OPERATOR) {
  return browser.call(LoginUnlock, { Email: person.email, ...second });
}

async function isSignedIn(browser: Browser): Promise<boolean> {
  return (await browser.call(CheckLogin, {})).body.logged;
}

describe('the TOTP maths', () => {
  // RFC 6238 appendix B, SHA-1 rows: the 8-digit values, and their last six digits as the app shows them.
  const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
  const VECTORS: Array<[number, string]> = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];

  it.each(VECTORS)('gives the RFC 6238 code at %i seconds', (seconds, expected) => {
    const at = new Date(seconds * 1000);

    expect(totpCode(RFC_SECRET, at, 8)).toBe(expected);
    expect(totpCode(RFC_SECRET, at)).toBe(expected.slice(2));
    expect(codeAt(RFC_SECRET, at)).toBe(expected.slice(2));
  });

  it('gives the RFC 4226 HOTP values for the first counters', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 3, 9].map((counter) => hotp(key, counter))).toEqual(['755224', '287082', '359152', '969429', '520489']);
  });

  it('reads back the base32 it writes, in any case and with spaces', () => {
    const bytes = crypto.randomBytes(20);
    const text = base32Encode(bytes);

    expect(text).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(text.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual(bytes);
  });

  it('takes the current step and one on each side, and nothing at or before the last used step', () => {
    const at = new Date('2030-01-15T09:00:00Z');
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    const step = Math.floor(at.getTime() / STEP);
    const code = (offset: number) => codeAt(secret, new Date(at.getTime() + offset * STEP));

    expect([-1, 0, 1].map((offset) => matchTotp(secret, code(offset), at, null))).toEqual([
      { kind: 'ok', step: step - 1 },
      { kind: 'ok', step },
      { kind: 'ok', step: step + 1 },
    ]);
    expect(matchTotp(secret, code(-2), at, null).kind).toBe('expired');
    expect(matchTotp(secret, code(2), at, null).kind).toBe('wrong');
    expect(matchTotp(secret, code(0), at, step).kind).toBe('reused');
    expect(matchTotp(secret, code(1), at, step).kind).toBe('ok');
  });
});

describe('turning the authenticator app on', () => {
  it('answers a QR code, the URI and the secret, and changes nothing until a code confirms it', async () => {
    await addOperator(server);
    const browser = await signIn(server, OPERATOR.email, OPERATOR.password);

    const started = await browser.call(TotpStart, {});

    expectOk(started);
    const { Uri, Qr, Secret } = started.body;
    expect(Secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Uri).toBe(
      `otpauth://totp/Back%20office:${encodeURIComponent(OPERATOR.email)}?secret=${Secret}&issuer=Back%20office&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(Qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect((await browser.call(TotpStatus, {})).body).toEqual({ Method: 'pin', RecoveryCodesLeft: 0 });
    server.mail.clear();
    expect((await startLogin()).answer.body).toEqual({ Success: true, Step: 'pin' });
    expect(server.mail.to(OPERATOR.email)).toHaveLength(1);
  });

  it('refuses a wrong confirmation code on the Code field and stays with the PIN', async () => {
    await addOperator(server);
    const browser = await signIn(server, OPERATOR.email, OPERATOR.password);
    const { Secret } = (await browser.call(TotpStart, {})).body;

    const wrong = await browser.call(TotpConfirm, { Code: wrongCode(codeAt(Secret, now())) });
    const stale = await browser.call(TotpConfirm, { Code: codeAt(Secret, shifted(-5 * STEP)) });
    const malformed = await browser.call(TotpConfirm, { Code: '12ab56' });

    expect(wrong.status).toBe(400);
    expect(wrong.error).toMatchObject({ code: 'invalid_totp', fields: { Code: expect.stringMatching(/code is wrong/) } });
    expect(stale.error?.code).toBe('totp_expired');
    expect(malformed.status).toBe(400);
    expect(malformed.error?.fields?.Code).toBe('Code field is not valid');
    expect((await browser.call(TotpStatus, {})).body.Method).toBe('pin');
  });

  it('switches to the app with the right code and shows 10 recovery codes once, stored hashed', async () => {
    const { browser, recoveryCodes } = await enrol();

    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await browser.call(TotpStatus, {})).body).toEqual({ Method: 'totp', RecoveryCodesLeft: 10 });
    const stored = await server.db.select({ hash: totpRecoveryCodes.codeHash }).from(totpRecoveryCodes);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(storedText).not.toContain(code.replace('-', ''));
    const again = await browser.call(TotpStart, {});
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('totp_already_enabled');
  });

  it('keeps no record of keyed set-up calls: neither the secret nor the recovery codes wait in the store, and a replay runs again', async () => {
    await addOperator(server);
    const browser = await signIn(server, OPERATOR.email, OPERATOR.password);
    const started = await browser.call(TotpStart, {}, { 'Idempotency-Key': crypto.randomUUID() });
    const confirmKey = crypto.randomUUID();
    const confirmed = await browser.call(TotpConfirm, { Code: codeAt(started.body.Secret, now()) }, { 'Idempotency-Key': confirmKey });
    await server.settle();

    const stored = JSON.stringify(await server.db.select().from(idempotencyKeys));
    expect(stored).not.toContain(started.body.Secret);
    for (const code of confirmed.body.RecoveryCodes) expect(stored).not.toContain(code);
    const replay = await browser.call(TotpConfirm, { Code: codeAt(started.body.Secret, now()) }, { 'Idempotency-Key': confirmKey });
    expect(replay.headers.get('idempotent-replayed')).toBeNull();
    expect(replay.error?.code).toBe('totp_already_enabled');
  });
});

describe('signing in with the authenticator app', () => {
  it('mails no PIN, says the app comes next, and opens the session with the current code', async () => {
    const { secret } = await enrol();
    server.mail.clear();

    const { browser, answer } = await startLogin();

    expect(answer.body).toEqual({ Success: true, Step: 'totp' });
    expect(server.mail.messages).toHaveLength(0);
    expectOk(await unlock(browser, { Pin: codeAt(secret, now()) }));
    expect(await isSignedIn(browser)).toBe(true);
  });

  it('takes the code of the step before and of the step after, as a phone a little off would show', async () => {
    const { secret } = await enrol();
    // One more step: the step before the current one must not be the set-up's, which is spent.
    server.clock.advance(STEP);

    const late = await startLogin();
    expectOk(await unlock(late.browser, { Pin: codeAt(secret, shifted(-STEP)) }));
    server.clock.advance(STEP);
    const early = await startLogin();
    expectOk(await unlock(early.browser, { Pin: codeAt(secret, shifted(STEP)) }));
  });

  it('refuses a code two steps old as expired, and a wrong one as wrong, on the Pin field', async () => {
    const { secret } = await enrol();
    const { browser } = await startLogin();

    const old = await unlock(browser, { Pin: codeAt(secret, shifted(-2 * STEP)) });
    const wrong = await unlock(browser, { Pin: wrongCode(codeAt(secret, now())) });

    expect(old.status).toBe(400);
    expect(old.error?.code).toBe('totp_expired');
    expect(old.error?.fields?.Pin).toMatch(/expired/);
    expect(wrong.error?.code).toBe('invalid_totp');
    expect(wrong.error?.fields?.Pin).toMatch(/code is wrong/);
    expect(await isSignedIn(browser)).toBe(false);
  });

  it('never takes the same code twice, nor an older one once a newer was used', async () => {
    const { secret } = await enrol();
    const code = codeAt(secret, now());
    const first = await startLogin();
    expectOk(await unlock(first.browser, { Pin: code }));

    const second = await startLogin();
    const replay = await unlock(second.browser, { Pin: code });
    const older = await unlock(second.browser, { Pin: codeAt(secret, shifted(-STEP)) });

    expect(replay.status).toBe(400);
    expect(replay.error?.code).toBe('totp_reused');
    expect(older.error?.code).toBe('totp_reused');
    server.clock.advance(STEP);
    expectOk(await unlock(second.browser, { Pin: codeAt(secret, now()) }));
  });

  it('does not take the confirming code of the set-up for a sign-in', async () => {
    await addOperator(server);
    const browser = await signIn(server, OPERATOR.email, OPERATOR.password);
    const { Secret } = (await browser.call(TotpStart, {})).body;
    const code = codeAt(Secret, now());
    expectOk(await browser.call(TotpConfirm, { Code: code }));

    const login = await startLogin();

    expect((await unlock(login.browser, { Pin: code })).error?.code).toBe('totp_reused');
  });

  it('ends the attempt after 5 wrong codes: the right one then fails too', async () => {
    const { secret } = await enrol();
    const { browser } = await startLogin();
    const right = codeAt(secret, now());

    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 5; i++) codes.push((await unlock(browser, { Pin: wrongCode(right) })).error?.code);
    const after = await unlock(browser, { Pin: right });

    expect(codes).toEqual(['invalid_totp', 'invalid_totp', 'invalid_totp', 'invalid_totp', 'login_expired']);
    expect(after.status).toBe(401);
    expect(after.error?.code).toBe('login_expired');
    expect(await isSignedIn(browser)).toBe(false);
  });

  it('refuses the attempt after 10 minutes, and a code typed in another browser', async () => {
    const { secret } = await enrol();
    const { browser } = await startLogin();

    const elsewhere = await unlock(server.browser(), { Pin: codeAt(secret, now()) });
    server.clock.advance(10 * MINUTE);
    const late = await unlock(browser, { Pin: codeAt(secret, now()) });

    // Another browser is told what it would be told about any account: nothing about the app.
    expect(elsewhere.error?.code).toBe('pin_expired');
    expect(late.error?.code).toBe('login_expired');
  });

  it("rate-limits the unlock calls as for the PIN: a guesser's address is held, the owner's sign-in is not", async () => {
    const { secret } = await enrol();
    // A new window: the PIN sign-in before the set-up counted too.
    server.clock.advance(15 * MINUTE);
    const { browser } = await startLogin();
    const guesser = server.browser({ ip: '198.51.100.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) statuses.push((await unlock(guesser, { Pin: '000000' })).status);

    const owner = await unlock(browser, { Pin: codeAt(secret, now()) });

    expect(statuses.slice(0, 15)).not.toContain(429);
    expect(statuses[15]).toBe(429);
    expectOk(owner);
  });

  it('logs the sign-in with its step, and never a recovery code', async () => {
    const { secret, recoveryCodes } = await enrol();
    const login = await startLogin();
    await unlock(login.browser, { RecoveryCode: 'wrong-guess' });
    expectOk(await unlock(login.browser, { Pin: codeAt(secret, now()) }));
    const other = await startLogin();
    server.clock.advance(10 * MINUTE);
    await unlock(other.browser, { RecoveryCode: recoveryCodes[0]! });

    const rows = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, 'accounting/login-unlock'));

    expect(rows.map((row) => [row.status, row.summary.Step ?? row.summary.error])).toContainEqual([200, 'totp']);
    expect(JSON.stringify(rows)).not.toContain(recoveryCodes[0]!);
    expect(rows.every((row) => row.summary.RecoveryCode === undefined || row.summary.RecoveryCode === '***')).toBe(true);
  });
});

describe('recovery codes', () => {
  it('open a sign-in once each, typed in any case and without the hyphen', async () => {
    const { browser: settings, recoveryCodes } = await enrol();
    const [code] = recoveryCodes;

    const first = await startLogin();
    expectOk(await unlock(first.browser, { RecoveryCode: code!.toUpperCase().replace('-', ' ') }));
    const second = await startLogin();
    const again = await unlock(second.browser, { RecoveryCode: code! });

    expect(await isSignedIn(first.browser)).toBe(true);
    expect(again.status).toBe(400);
    expect(again.error?.code).toBe('invalid_recovery_code');
    expect(again.error?.fields?.RecoveryCode).toMatch(/recovery code is wrong/);
    expect((await settings.call(TotpStatus, {})).body.RecoveryCodesLeft).toBe(9);
  });

  it('are replaced by new ones: the old stop working', async () => {
    const { browser, secret, recoveryCodes } = await enrol();

    const wrong = await browser.call(TotpRecoveryCodes, { Password: 'not-the-password' });
    const renewed = await browser.call(TotpRecoveryCodes, { Code: codeAt(secret, now()) });

    expect(wrong.error).toMatchObject({ code: 'wrong_password', fields: { Password: expect.any(String) } });
    expectOk(renewed);
    expect(renewed.body.RecoveryCodes).toHaveLength(10);
    const login = await startLogin();
    expect((await unlock(login.browser, { RecoveryCode: recoveryCodes[0]! })).error?.code).toBe('invalid_recovery_code');
    expectOk(await unlock(login.browser, { RecoveryCode: renewed.body.RecoveryCodes[0]! }));
  });

  it('mean nothing to an operator who signs in with the PIN', async () => {
    await addOperator(server);
    const browser = server.browser(ENGLISH);
    expectOk(await browser.call(LoginStart, { Email: OPERATOR.email, Password: OPERATOR.password }));

    const answer = await unlock(browser, { RecoveryCode: 'abcde-fghjk' });

    expect(answer.status).toBe(400);
    expect(answer.error?.fields?.Pin).toBe('PIN field is required');
  });
});

describe('turning the app off', () => {
  it('asks for the password, then goes back to the PIN by email and drops the recovery codes', async () => {
    const { browser } = await enrol();

    const nothing = await browser.call(TotpDisable, {});
    const wrong = await browser.call(TotpDisable, { Password: 'not-the-password' });
    expectOk(await browser.call(TotpDisable, { Password: OPERATOR.password }));

    expect(nothing.error?.fields?.Password).toBe('Password field is required');
    expect(wrong.error?.code).toBe('wrong_password');
    expect((await browser.call(TotpStatus, {})).body).toEqual({ Method: 'pin', RecoveryCodesLeft: 0 });
    expect(await server.db.select().from(operatorTotp)).toEqual([]);
    server.mail.clear();
    const login = await startLogin();
    expect(login.answer.body.Step).toBe('pin');
    expectOk(await unlock(login.browser, { Pin: server.mail.pin(OPERATOR.email) }));
  });

  it('takes a current code instead of the password, but not a used one', async () => {
    const { browser, secret } = await enrol();
    const code = codeAt(secret, now());
    const login = await startLogin();
    expectOk(await unlock(login.browser, { Pin: code }));

    const reused = await browser.call(TotpDisable, { Code: code });
    server.clock.advance(STEP);
    const fresh = await browser.call(TotpDisable, { Code: codeAt(secret, now()) });

    expect(reused.error).toMatchObject({ code: 'totp_reused', fields: { Code: expect.any(String) } });
    expectOk(fresh);
    const again = await browser.call(TotpDisable, { Password: OPERATOR.password });
    expect(again.error?.code).toBe('totp_not_enabled');
  });
});

describe('one operator and another', () => {
  const OTHER: Person = { email: 'oscar@example.com', firstName: 'Oscar', password: 'oscar-password-1', lang: 'en' };

  it("never takes one operator's code, recovery code or secret for another's", async () => {
    const olivia = await enrol(OPERATOR);
    const oscar = await enrol(OTHER);
    expect(oscar.secret).not.toBe(olivia.secret);

    const login = await startLogin(OTHER);
    const withHerCode = await unlock(login.browser, { Pin: codeAt(olivia.secret, now()) }, OTHER);
    const withHerRecovery = await unlock(login.browser, { RecoveryCode: olivia.recoveryCodes[0]! }, OTHER);

    expect(withHerCode.error?.code).toBe('invalid_totp');
    expect(withHerRecovery.error?.code).toBe('invalid_recovery_code');
    expectOk(await unlock(login.browser, { Pin: codeAt(oscar.secret, now()) }, OTHER));
    // Oscar's sign-in spent his step, not hers: her current code still works.
    const hers = await startLogin(OPERATOR);
    expectOk(await unlock(hers.browser, { Pin: codeAt(olivia.secret, now()) }));
  });

  it("turning one operator's app off leaves the other's on", async () => {
    const olivia = await enrol(OPERATOR);
    const oscar = await enrol(OTHER);

    expectOk(await olivia.browser.call(TotpDisable, { Password: OPERATOR.password }));

    expect((await oscar.browser.call(TotpStatus, {})).body).toEqual({ Method: 'totp', RecoveryCodesLeft: 10 });
    const [oscarRow] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, OTHER.email));
    const left = await server.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.operatorId, oscarRow!.id));
    expect(left).toHaveLength(10);
  });
});
