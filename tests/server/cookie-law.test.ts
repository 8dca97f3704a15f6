import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validationMessage } from '../../contract/labels.ts';
import { DEFAULT_COOKIE_LAW } from '../../contract/public.ts';
import { SetPreferredLang } from '../../contract/sign-in.ts';
import { CookieLawGet, CookieLawSave, FIELD_LABELS as THEME_LABELS } from '../../contract/theme.ts';
import { operationsLog, settings } from '../../server/db/schema/installation.ts';
import { COOKIE_LAW_SETTING, readCookieLaw } from '../../server/respondents/cookie-law.ts';
import { OPERATOR, addOperator, expectOk, signIn, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

const BANNER = {
  enabled: true,
  title: { it: 'Cookie tecnici', en: 'Technical cookies' },
  body: { it: 'Solo i cookie che servono.\nNient’altro.', en: 'Only the cookies we need.\nNothing else.' },
  accept: { it: 'Va bene', en: 'Fine' },
  policy_url: 'https://example.org/cookies',
};

async function englishAdmin(): Promise<Browser> {
  const admin = await signInAsAdmin(server);
  expectOk(await admin.call(SetPreferredLang, { lang: 'en' }));
  return admin;
}

describe('the cookie banner', () => {
  it('reads the defaults in every language at version 1 until someone saves, and the public side reads them too', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await admin.call(CookieLawGet, {});

    expectOk(answer);
    expect(answer.body.entity).toEqual({ ...DEFAULT_COOKIE_LAW, version: 1 });
    for (const text of [DEFAULT_COOKIE_LAW.title, DEFAULT_COOKIE_LAW.body, DEFAULT_COOKIE_LAW.accept]) {
      expect(Object.keys(text).sort()).toEqual(['en', 'es', 'fr', 'it', 'pt']);
    }
    expect(await readCookieLaw(server.db)).toEqual(DEFAULT_COOKIE_LAW);
  });

  it('saves the texts at the version read, which the public side then reads, and logs what changed', async () => {
    const admin = await englishAdmin();

    const saved = await admin.call(CookieLawSave, { ...BANNER, title: { ...BANNER.title, fr: '  ' }, version: 1 });
    const read = await admin.call(CookieLawGet, {});

    expectOk(saved);
    expect(saved.body.entity).toEqual({ ...BANNER, version: 2 });
    expect(read.body.entity).toEqual({ ...BANNER, version: 2 });
    expect(await readCookieLaw(server.db)).toEqual(BANNER);
    const [row] = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, CookieLawSave.path));
    expect(row).toMatchObject({ target: 'theme:cookie-law', status: 200 });
    expect(Object.keys(row!.changes ?? {}).sort()).toEqual(['accept', 'body', 'policy_url', 'title']);
  });

  it('refuses a save on a stale version with 409 and the stored texts, and keeps them', async () => {
    const admin = await signInAsAdmin(server);
    expectOk(await admin.call(CookieLawSave, { ...BANNER, version: 1 }));

    const stale = await admin.call(CookieLawSave, { ...BANNER, enabled: false, version: 1 });

    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('conflict');
    expect((stale.body as { current?: unknown }).current).toEqual({ ...BANNER, version: 2 });
    expect((await readCookieLaw(server.db)).enabled).toBe(true);
  });

  it('turns the banner off and keeps its texts', async () => {
    const admin = await signInAsAdmin(server);

    expectOk(await admin.call(CookieLawSave, { ...DEFAULT_COOKIE_LAW, enabled: false, version: 1 }));

    expect(await readCookieLaw(server.db)).toEqual({ ...DEFAULT_COOKIE_LAW, enabled: false });
  });

  it('answers bad input with field messages: an address other than http or https, a text in no language, a text too long', async () => {
    const admin = await englishAdmin();

    const answers = await Promise.all([
      admin.call(CookieLawSave, { ...BANNER, policy_url: 'javascript:alert(1)' }),
      admin.call(CookieLawSave, { ...BANNER, policy_url: 'example.org/cookies' }),
      admin.call(CookieLawSave, { ...BANNER, body: { en: ' ' }, accept: {} }),
      admin.call(CookieLawSave, { ...BANNER, accept: { it: 'x'.repeat(61) } }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(answers.map((answer) => answer.error?.fields)).toEqual([
      { policy_url: validationMessage('invalid', 'policy_url', 'en', undefined, THEME_LABELS) },
      { policy_url: 'Cookie policy address field is not valid' },
      {
        body: validationMessage('requiredInOneLanguage', 'body', 'en', undefined, THEME_LABELS),
        accept: validationMessage('requiredInOneLanguage', 'accept', 'en', undefined, THEME_LABELS),
      },
      { 'accept.it': 'Button (IT) field must not exceed 60 characters' },
    ]);
    expect(await server.db.select().from(settings).where(eq(settings.key, COOKIE_LAW_SETTING))).toEqual([]);
  });

  it('falls back to the defaults when the stored value cannot be read', async () => {
    await server.db.insert(settings).values({ key: COOKIE_LAW_SETTING, value: { enabled: 'sometimes' }, updatedAt: server.clock.now() });

    expect(await readCookieLaw(server.db)).toEqual(DEFAULT_COOKIE_LAW);
  });

  it('is for installation admins only', async () => {
    await addOperator(server);
    const operator = await signIn(server, OPERATOR.email, OPERATOR.password);

    const read = await operator.call(CookieLawGet, {});
    const save = await operator.call(CookieLawSave, BANNER);

    expect([read.status, save.status]).toEqual([403, 403]);
  });
});
