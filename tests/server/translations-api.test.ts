import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/endpoints.ts';
import { LogList } from '../../contract/installation.ts';
import { SetPreferredLang } from '../../contract/sign-in.ts';
import { TranslationList, TranslationOverrides, TranslationSave } from '../../contract/translations.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { i18nVersions } from '../../server/db/schema/translations.ts';
import { catalogOf, loadCatalog, productTexts, replaceCatalog } from '../../server/areas/translations/catalog.ts';
import { OVERRIDES_FRESH_MS } from '../../server/areas/translations/cache.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { Browser } from './browser.ts';
import { useTestServer } from './harness.ts';
import { testEngine } from './test-database.ts';
import { createApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { sessionCookieName } from '../../server/auth/sessions.ts';

const server = useTestServer();

afterEach(() => replaceCatalog(null));

async function englishAdmin(): Promise<Browser> {
  const admin = await signInAsAdmin(server);
  expectOk(await admin.call(SetPreferredLang, { lang: 'en' }));
  return admin;
}

// A PIN of letters breaks the PIN rule; a missing Email breaks the required rule.
async function badUnlock(browser: Browser) {
  const answer = await browser.post('accounting/login-unlock', { Pin: 'abcdef' });
  expect(answer.status).toBe(400);
  return answer.error!;
}

describe('the list of texts', () => {
  it('lists every key of the dictionaries and the contract with its area, built-in texts and placeholders, and the coverage', async () => {
    const admin = await englishAdmin();
    const catalog = await loadCatalog();

    const all = await admin.call(TranslationList, { page: 1 });
    const one = await admin.call(TranslationList, { search: 'login-unlock', page: 1 });
    const plural = await admin.call(TranslationList, { keys: ['forms.editor.problemsTitle', 'validation.maxLength', 'errors.not_found', 'fields.common.company'], page: 1 });

    expectOk(all);
    expect(all.body.total).toBe(catalog.texts.length);
    expect(all.body.items).toHaveLength(50);
    expect(all.body.areas.map((area) => area.area)).toEqual(expect.arrayContaining(['root', 'shell', 'mailMerge', 'public', 'validation', 'errors', 'fields']));
    expect(all.body.coverage.en).toBeGreaterThan(0.99);
    expect(one.body.total).toBe(0);
    expect(plural.body.items.map((item) => [item.key, item.area, item.placeholders])).toEqual([
      ['forms.editor.problemsTitle', 'forms', ['{count}', '{{…|…}}']],
      ['validation.maxLength', 'validation', ['{0}', '{1}']],
      ['errors.not_found', 'errors', []],
      ['fields.common.company', 'fields', []],
    ]);
    expect(plural.body.items[3]!.builtin).toEqual({ en: 'Company', it: 'Azienda', es: 'Empresa', fr: 'Entreprise', pt: 'Empresa' });
  });

  it('searches keys and texts, and narrows to an area and to the overridden, in one language or any', async () => {
    const admin = await englishAdmin();
    expectOk(await admin.call(TranslationSave, { key: 'errors.not_found', lang: 'pt', text: 'Nada por aqui.' }));

    const byText = await admin.call(TranslationList, { search: 'NADA POR', page: 1 });
    const byKey = await admin.call(TranslationList, { search: 'errors.not_fou', page: 1 });
    const overridden = await admin.call(TranslationList, { state: 'overridden', page: 1 });
    const inEnglish = await admin.call(TranslationList, { state: 'overridden', lang: 'en', page: 1 });
    const area = await admin.call(TranslationList, { area: 'validation', page: 1 });

    expect(byText.body.items.map((item) => item.key)).toEqual(['errors.not_found']);
    expect(byKey.body.items.map((item) => item.key)).toEqual(['errors.not_found']);
    expect(overridden.body.items).toEqual([expect.objectContaining({ key: 'errors.not_found', override: { pt: 'Nada por aqui.' }, outdated: [], invalid: [] })]);
    expect(inEnglish.body.total).toBe(0);
    expect(area.body.items.every((item) => item.area === 'validation')).toBe(true);
    expect(area.body.total).toBeGreaterThan(5);
  });
});

describe('saving an override', () => {
  it('refuses a missing or an extra placeholder with 400 naming it, on the field text', async () => {
    const admin = await englishAdmin();

    const missing = await admin.call(TranslationSave, { key: 'validation.maxLength', lang: 'pt', text: 'O campo {0} é longo demais' });
    const extra = await admin.call(TranslationSave, { key: 'errors.not_found', lang: 'pt', text: 'Nada de {name} aqui.' });
    const plural = await admin.call(TranslationSave, { key: 'forms.editor.problemsTitle', lang: 'en', text: '{count} problems' });

    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({ code: 'translation_placeholders', fields: { text: 'The text must keep the placeholders of the original: {1} is missing.' } });
    expect(extra.error).toMatchObject({ code: 'translation_placeholders', fields: { text: 'The text must keep the placeholders of the original: {name} is not in the original.' } });
    expect(plural.error?.fields?.text).toContain('{{…|…}} is missing');
    expect((await admin.call(TranslationList, { state: 'overridden', page: 1 })).body.total).toBe(0);
  });

  it('refuses markup, a text over its bound and a restricted key; an unknown key is 404', async () => {
    const admin = await englishAdmin();

    const markup = await admin.call(TranslationSave, { key: 'errors.not_found', lang: 'en', text: 'Not <b>found</b>.' });
    const long = await admin.call(TranslationSave, { key: 'errors.not_found', lang: 'en', text: 'x'.repeat(200) });
    const product = await admin.call(TranslationSave, { key: 'app.name', lang: 'en', text: 'Your bank' });
    const legal = await admin.call(TranslationSave, { key: 'public.conditions.accept', lang: 'pt', text: 'Li «{title}»' });
    const unknown = await admin.call(TranslationSave, { key: 'no.such.key', lang: 'en', text: 'x' });

    expect(markup.error).toMatchObject({ code: 'translation_markup', fields: { text: ERRORS.translation_markup.en } });
    expect(long.error?.code).toBe('translation_too_long');
    expect(product.status).toBe(400);
    expect(product.error).toMatchObject({ code: 'translation_restricted', fields: { key: ERRORS.translation_restricted.en } });
    expect(legal.error?.code).toBe('translation_restricted');
    expect(unknown.status).toBe(404);
    const listed = await admin.call(TranslationList, { keys: ['app.name', 'public.conditions.accept'], page: 1 });
    expect(listed.body.items.map((item) => item.restricted)).toEqual(['product_name', 'legal']);
  });

  it('stores the override with its built-in text, raises the language version, removes it with null, and logs each', async () => {
    const admin = await englishAdmin();

    const saved = await admin.call(TranslationSave, { key: 'validation.required', lang: 'pt', text: 'Preencha o campo {0}' });
    const again = await admin.call(TranslationSave, { key: 'validation.required', lang: 'pt', text: 'Preencha {0}' });
    const removed = await admin.call(TranslationSave, { key: 'validation.required', lang: 'pt', text: null });

    expectOk(saved);
    expect(saved.body).toMatchObject({ version: 1, item: { key: 'validation.required', override: { pt: 'Preencha o campo {0}' } } });
    expect(again.body.version).toBe(2);
    expect(removed.body).toMatchObject({ version: 3, item: { override: {} } });
    expect(await server.db.select({ lang: i18nVersions.lang, version: i18nVersions.version }).from(i18nVersions)).toEqual([{ lang: 'pt', version: 3 }]);
    const rows = (await server.db.select().from(operationsLog)).filter((row) => row.endpoint === TranslationSave.path);
    expect(rows.map((row) => row.target)).toEqual(['text:validation.required', 'text:validation.required', 'text:validation.required']);
    expect(rows.map((row) => row.summary)).toEqual([
      { key: 'validation.required', lang: 'pt', removed: false },
      { key: 'validation.required', lang: 'pt', removed: false },
      { key: 'validation.required', lang: 'pt', removed: true },
    ]);
    const log = await admin.call(LogList, { area: 'translations' });
    expectOk(log);
    expect(log.body.items.map((item) => item.sentence)).toEqual([
      expect.stringMatching(/restored the built-in text of validation\.required \(.+\)$/),
      expect.stringMatching(/corrected the text validation\.required \(.+\)$/),
      expect.stringMatching(/corrected the text validation\.required \(.+\)$/),
    ]);
  });
});

describe("the server's messages and the devices read the overrides", () => {
  it('answers a language overrides with their version to anyone, signed out too', async () => {
    const admin = await englishAdmin();
    expectOk(await admin.call(TranslationSave, { key: 'login.intro', lang: 'en', text: (await loadCatalog()).byKey.get('login.intro')!.builtin.en + ' Welcome.' }));
    expectOk(await admin.call(TranslationSave, { key: 'errors.not_found', lang: 'pt', text: 'Nada por aqui.' }));

    const visitor = server.browser();
    const english = await visitor.call(TranslationOverrides, { lang: 'en' });
    const french = await visitor.call(TranslationOverrides, { lang: 'fr' });

    expectOk(english);
    expect(english.body).toEqual({ version: 1, texts: { 'login.intro': expect.stringMatching(/ Welcome\.$/) } });
    expect(french.body).toEqual({ version: 0, texts: {} });
  });

  it('words a 400 with the overridden validation message, label and error text', async () => {
    const admin = await englishAdmin();
    expectOk(await admin.call(TranslationSave, { key: 'validation.required', lang: 'pt', text: 'Preencha o campo {0}, por favor' }));
    expectOk(await admin.call(TranslationSave, { key: 'errors.validation_failed', lang: 'pt', text: 'Confira os campos marcados.' }));
    expectOk(await admin.call(TranslationSave, { key: 'fields.sign-in.Email', lang: 'pt', text: 'Endereço de e-mail' }));

    const error = await badUnlock(server.browser({ headers: { 'accept-language': 'pt' } }));
    const english = await badUnlock(server.browser({ headers: { 'accept-language': 'en' } }));

    expect(error).toEqual({
      code: 'validation_failed',
      message: 'Confira os campos marcados.',
      fields: { Email: 'Preencha o campo Endereço de e-mail, por favor', Pin: 'O campo PIN não é válido' },
    });
    expect(english.fields?.Email).toBe('Email field is required');
  });

  it('shows a save made on one server to another server on the same database within a second', async () => {
    const admin = await englishAdmin();
    const other = server.appWith(server.mail);
    const visitor = new Browser(other.app, { headers: { 'accept-language': 'pt' } });
    expect((await badUnlock(visitor)).fields?.Pin).toBe('O campo PIN não é válido');

    expectOk(await admin.call(TranslationSave, { key: 'validation.invalid', lang: 'pt', text: 'Confira o campo {0}' }));
    // Within the second the other server trusts its copy, then it reads the versions again.
    server.clock.advance(OVERRIDES_FRESH_MS);

    expect((await badUnlock(visitor)).fields?.Pin).toBe('Confira o campo PIN');
    expect((await visitor.call(TranslationOverrides, { lang: 'pt' })).body).toEqual({ version: 1, texts: { 'validation.invalid': 'Confira o campo {0}' } });
  });
});

describe('two servers on one PostgreSQL database', () => {
  // PGlite is one process's database: a second server with its own connections exists only on PostgreSQL (the
  // PGlite pass runs the lighter case above, a second app on the same database).
  it.skipIf(testEngine() !== 'postgres')('each with its own connections, see each other saves within a second', async () => {
    // A second server as another process would be: its own pool on the same database, its own copy of the overrides.
    const url = (server.deps.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    try {
      const second = createApp({ ...server.deps, database }, '/nonexistent-dist');
      const visitor = new Browser(second, { headers: { 'accept-language': 'fr' } });
      expect((await visitor.call(TranslationOverrides, { lang: 'fr' })).body).toEqual({ version: 0, texts: {} });
      const admin = await englishAdmin();

      expectOk(await admin.call(TranslationSave, { key: 'validation.required', lang: 'fr', text: 'Remplissez le champ {0}' }));
      server.clock.advance(OVERRIDES_FRESH_MS);

      expect((await badUnlock(visitor)).fields?.Email).toBe('Remplissez le champ E-mail');
      // And back: a removal on the second server reaches the first.
      const adminOnSecond = new Browser(second);
      const cookie = sessionCookieName(false);
      adminOnSecond.setCookie(cookie, admin.cookie(cookie)!);
      expectOk(await adminOnSecond.call(TranslationSave, { key: 'validation.required', lang: 'fr', text: null }));
      server.clock.advance(OVERRIDES_FRESH_MS);
      expect((await badUnlock(server.browser({ headers: { 'accept-language': 'fr' } }))).fields?.Email).toBe('Le champ E-mail est obligatoire');
    } finally {
      await database.close();
    }
  });
});

describe('a release that changes a built-in text', () => {
  it('marks the overrides written against the former text outdated, and those that lost a placeholder invalid', async () => {
    const admin = await englishAdmin();
    expectOk(await admin.call(TranslationSave, { key: 'errors.not_found', lang: 'pt', text: 'Nada por aqui.' }));
    expectOk(await admin.call(TranslationSave, { key: 'validation.required', lang: 'fr', text: 'Remplissez {0}' }));

    // The next release words both texts anew, and the validation message no longer names the field.
    const texts = (await productTexts()).map((text) =>
      text.key === 'errors.not_found' ? { ...text, builtin: { ...text.builtin, pt: 'Não foi encontrado.' } } : text.key === 'validation.required' ? { ...text, builtin: { ...text.builtin, fr: 'Champ obligatoire' } } : text,
    );
    replaceCatalog(catalogOf(texts));

    const outdated = await admin.call(TranslationList, { state: 'outdated', page: 1 });
    const outdatedPt = await admin.call(TranslationList, { state: 'outdated', lang: 'pt', page: 1 });
    const invalid = await admin.call(TranslationList, { state: 'invalid', page: 1 });

    expect(outdated.body.items.map((item) => [item.key, item.outdated])).toEqual([
      ['validation.required', ['fr']],
      ['errors.not_found', ['pt']],
    ]);
    expect(outdatedPt.body.items.map((item) => item.key)).toEqual(['errors.not_found']);
    expect(invalid.body.items.map((item) => [item.key, item.invalid])).toEqual([['validation.required', ['fr']]]);
    // A server started on the new release applies the outdated override, not the invalid one.
    const restarted = new Browser(server.appWith(server.mail).app);
    expect((await restarted.call(TranslationOverrides, { lang: 'pt' })).body.texts).toEqual({ 'errors.not_found': 'Nada por aqui.' });
    expect((await restarted.call(TranslationOverrides, { lang: 'fr' })).body.texts).toEqual({});
  });
});
