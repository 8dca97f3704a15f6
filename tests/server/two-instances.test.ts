import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminOperatorInvite } from '../../contract/operators.ts';
import { CheckLogin, LoginStart, Logout, OperatorCurrent } from '../../contract/sign-in.ts';
import { ThemeLoad, ThemeSave } from '../../contract/theme.ts';
import { TranslationOverrides, TranslationSave } from '../../contract/translations.ts';
import { OVERRIDES_FRESH_MS } from '../../server/areas/translations/cache.ts';
import { invites } from '../../server/db/schema/operators.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { waitFor } from './smtp-relay.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { queryRows, testEngine } from './test-database.ts';
import { ONE_PROCESS_ENGINE, secondServer, type SecondServer } from './two-instances.ts';

const server = useTestServer();

// Two servers on one database: the test server (A) and a second one with its own pool and caches (B).
describe.skipIf(testEngine() !== 'postgres')(`two servers on one PostgreSQL database (${ONE_PROCESS_ENGINE})`, () => {
  let b: SecondServer;
  beforeEach(async () => {
    b = await secondServer(server);
  });
  afterEach(() => b.close());

  it('count sign-in attempts together: the attempts split between them reach the limit of one account from one address', async () => {
    // The limit of one account from one address is 10 attempts in 15 minutes (tests/server/rate-limits.test.ts).
    const attempt = (on: 'a' | 'b') =>
      (on === 'a' ? server.browser({ ip: '198.51.100.7' }) : b.browser({ ip: '198.51.100.7' })).call(LoginStart, { Email: ADMIN.email, Password: 'not-the-password' });
    const seen: number[] = [];
    for (let n = 0; n < 10; n++) seen.push((await attempt(n % 2 === 0 ? 'a' : 'b')).status);

    const overOnA = await attempt('a');
    const overOnB = await attempt('b');

    expect(seen).not.toContain(429);
    expect(overOnA.status).toBe(429);
    expect(overOnB.status).toBe(429);
    expect(overOnB.error?.code).toBe('rate_limited');
  });

  it('share sessions: signed in on one, the person is signed in on the other, and a sign-out on either ends it on both', async () => {
    const onA = await signInAsAdmin(server);
    const onB = b.sameBrowser(onA);

    expectOk(await onB.call(OperatorCurrent, {}));
    expect((await onB.call(OperatorCurrent, {})).body.entity.email).toBe(ADMIN.email);
    expectOk(await onB.call(Logout, {}));

    expect((await onA.call(CheckLogin, {})).body).toMatchObject({ logged: false });
    expect((await onA.call(OperatorCurrent, {})).status).toBe(401);
  });

  it('share Idempotency-Keys: the same key on one then the other applies the change once and replays the first answer', async () => {
    const onA = await signInAsAdmin(server);
    const onB = b.sameBrowser(onA);
    const key = { 'idempotency-key': '0d5c2b1e-7a4f-4c3b-9d8e-2f1a6b5c4d3e' };
    const invite = { Email: 'nina@example.com', InstallationAdmin: false };

    const first = await onA.call(AdminOperatorInvite, invite, key);
    const replay = await onB.call(AdminOperatorInvite, invite, key);
    const reused = await onB.call(AdminOperatorInvite, { ...invite, Email: 'other@example.com' }, key);

    expectOk(first);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(reused.status).toBe(422);
    expect(await server.db.select().from(invites)).toHaveLength(1);
    expect(server.mail.to(invite.Email)).toHaveLength(1);
  });

  it('show a theme saved on one at once on the other, and back', async () => {
    const onA = await signInAsAdmin(server);
    const onB = b.sameBrowser(onA);
    const colors = (primary: string) => JSON.stringify({ vuetify: { primary } });
    const primaryOn = async (app: 'a' | 'b') =>
      JSON.parse((await (app === 'a' ? server.browser() : b.browser()).call(ThemeLoad, {})).body.Theme_Colors).vuetify.primary as string;

    expect(await primaryOn('b')).toBe(await primaryOn('a'));
    expectOk(await onA.call(ThemeSave, { Theme_Colors: colors('#123456') }));
    expect(await primaryOn('b')).toBe('#123456');

    expectOk(await onB.call(ThemeSave, { Theme_Colors: colors('#654321') }));
    expect(await primaryOn('a')).toBe('#654321');
  });

  it("see a translation override saved on one within a second on the other's texts", async () => {
    const onA = await signInAsAdmin(server);
    const visitorOnB = b.browser({ headers: { 'accept-language': 'fr' } });
    expect((await visitorOnB.call(TranslationOverrides, { lang: 'fr' })).body.texts).toEqual({});

    expectOk(await onA.call(TranslationSave, { key: 'validation.required', lang: 'fr', text: 'Remplissez le champ {0}' }));
    // B's copy was read less than a second ago; once that second has passed it reads the versions again.
    server.clock.advance(OVERRIDES_FRESH_MS);

    expect((await visitorOnB.call(TranslationOverrides, { lang: 'fr' })).body.texts).toEqual({ 'validation.required': 'Remplissez le champ {0}' });
  });

  it('hear each other again after the listening connection is lost, and look once for the news missed meanwhile', async () => {
    let heard = 0;
    const stop = b.deps.database.signals.on('jobs', () => heard++);
    try {
      // The listening connection opens at the first listener: news is heard once it is up.
      await waitFor(() => {
        server.deps.database.signals.send('jobs');
        return heard > 0;
      }, 'the second server to hear the first', 5_000);

      // The news sent while waiting have all come in.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = heard;
      const ended = await queryRows<{ ended: boolean }>(
        server.db,
        sql`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN back_office_%'`,
      );
      expect(ended).toEqual([{ ended: true }]);
      // Back within a second, B looks for what it may have missed without any news sent.
      await waitFor(() => heard > before, 'the second server to listen again', 5_000);

      const after = heard;
      server.deps.database.signals.send('jobs');
      await waitFor(() => heard > after, 'the second server to hear the first again', 5_000);
    } finally {
      stop();
    }
  });
});
