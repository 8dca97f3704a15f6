import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SetPreferredLang } from '../../contract/sign-in.ts';
import { TRANSLATION_EXPORT_PATH, TranslationImport, TranslationList, TranslationSave } from '../../contract/translations.ts';
import { i18nOverrides } from '../../server/db/schema/translations.ts';
import { loadCatalog } from '../../server/areas/translations/catalog.ts';
import { expectOk, OPERATOR, addOperator, signIn, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

async function englishAdmin(): Promise<Browser> {
  const admin = await signInAsAdmin(server);
  expectOk(await admin.call(SetPreferredLang, { lang: 'en' }));
  return admin;
}

// A few overrides in two languages, one with a plural part, one with markup-like text escaped in XML.
async function withOverrides(admin: Browser): Promise<void> {
  expectOk(await admin.call(TranslationSave, { key: 'errors.not_found', lang: 'pt', text: 'Nada por aqui & "nada" mais.' }));
  expectOk(await admin.call(TranslationSave, { key: 'validation.required', lang: 'pt', text: 'Preencha o campo {0}' }));
  expectOk(await admin.call(TranslationSave, { key: 'forms.editor.problemsTitle', lang: 'en', text: (await loadCatalog()).byKey.get('forms.editor.problemsTitle')!.builtin.en!.replace(/^/, 'Heads up: ') }));
}

async function storedOverrides() {
  const rows = await server.db.select({ key: i18nOverrides.key, lang: i18nOverrides.lang, text: i18nOverrides.text }).from(i18nOverrides);
  return rows.sort((a, b) => `${a.lang}${a.key}`.localeCompare(`${b.lang}${b.key}`));
}

async function exported(admin: Browser, query: string): Promise<Buffer> {
  const answer = await admin.fetch(`${TRANSLATION_EXPORT_PATH}?${query}`);
  expect(answer.status, new TextDecoder().decode(answer.bytes)).toBe(200);
  expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="translations/);
  return Buffer.from(answer.bytes);
}

const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

describe('the export', () => {
  it('is for installation admins only, and names a wrong parameter', async () => {
    await addOperator(server, OPERATOR);
    const operator = await signIn(server, OPERATOR.email, OPERATOR.password);
    const admin = await englishAdmin();

    expect((await server.browser().fetch(`${TRANSLATION_EXPORT_PATH}?format=xlsx`)).status).toBe(401);
    expect((await operator.fetch(`${TRANSLATION_EXPORT_PATH}?format=xlsx`)).status).toBe(403);
    const noLang = await admin.fetch(`${TRANSLATION_EXPORT_PATH}?format=po`);
    expect(noLang.status).toBe(400);
    expect(noLang.error?.fields).toEqual({ lang: 'Language field is required' });
    expect((await admin.fetch(`${TRANSLATION_EXPORT_PATH}?format=json&lang=en`)).error?.fields).toHaveProperty('format');
  });

  it('writes XLIFF 2.0 with English as the source and the texts in effect as targets', async () => {
    const admin = await englishAdmin();
    await withOverrides(admin);

    const xliff = (await exported(admin, 'format=xliff&lang=pt')).toString('utf8');

    expect(xliff).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="pt">');
    expect(xliff).toContain('<unit id="errors.not_found">');
    expect(xliff).toContain('<source xml:space="preserve">Not found.</source>');
    expect(xliff).toContain('<target xml:space="preserve">Nada por aqui &amp; &quot;nada&quot; mais.</target>');
  });
});

describe('an export imported back changes nothing', () => {
  it.each([
    ['XLIFF', 'xliff', 'format=xliff&lang=pt'],
    ['PO', 'po', 'format=po&lang=pt'],
    ['PO of English', 'po', 'format=po&lang=en'],
    ['XLSX', 'xlsx', 'format=xlsx'],
  ] as const)('%s', async (_name, format, query) => {
    const admin = await englishAdmin();
    await withOverrides(admin);
    const before = await storedOverrides();
    const file = await exported(admin, query);

    const report = await admin.call(TranslationImport, { format, content: base64(file), apply: true });

    expectOk(report);
    expect(report.body).toMatchObject({ changed: [], new: [], removed: [], invalid: [], unknown: [], applied: true });
    expect(report.body.unchanged).toBe((await loadCatalog()).texts.length * (format === 'xlsx' ? 5 : 1));
    expect(await storedOverrides()).toEqual(before);
  });
});

describe('an import', () => {
  it('reports changed, new, removed, invalid with the reason in the caller language, and unknown keys; applies nothing while one is invalid', async () => {
    const admin = await englishAdmin();
    await withOverrides(admin);
    const xliff = (await exported(admin, 'format=xliff&lang=pt'))
      .toString('utf8')
      .replace('Nada por aqui &amp; &quot;nada&quot; mais.', 'Não há nada aqui.')
      .replace('Preencha o campo {0}</target>', 'O campo {0} é obrigatório</target>')
      .replace('>Você não tem acesso a isto.</target>', '>Sem acesso.</target>')
      .replace('>Alguns campos não são válidos.</target>', '>Campos {errados}.</target>')
      .replace('</file>', '<unit id="no.such.key"><segment><source>x</source><target>y</target></segment></unit></file>');
    const before = await storedOverrides();

    const dry = await admin.call(TranslationImport, { format: 'xliff', content: base64(xliff) });
    const refused = await admin.call(TranslationImport, { format: 'xliff', content: base64(xliff), apply: true });

    expectOk(dry);
    expect(dry.body).toMatchObject({
      changed: [{ key: 'errors.not_found', lang: 'pt', from: 'Nada por aqui & "nada" mais.', to: 'Não há nada aqui.' }],
      new: [{ key: 'errors.forbidden', lang: 'pt', from: null, to: 'Sem acesso.' }],
      removed: [{ key: 'validation.required', lang: 'pt', from: 'Preencha o campo {0}', to: null }],
      invalid: [{ key: 'errors.validation_failed', lang: 'pt', to: 'Campos {errados}.', reason: 'The text must keep the placeholders of the original: {errados} is not in the original.' }],
      unknown: ['no.such.key'],
      applied: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('translation_import_invalid');
    expect(await storedOverrides()).toEqual(before);

    const fixed = xliff.replace('>Campos {errados}.</target>', '>Confira os campos.</target>');
    const applied = await admin.call(TranslationImport, { format: 'xliff', content: base64(fixed), apply: true });
    expectOk(applied);
    expect(applied.body).toMatchObject({ applied: true, invalid: [] });
    const list = await admin.call(TranslationList, { state: 'overridden', lang: 'pt', page: 1 });
    expect(list.body.items.map((item) => [item.key, item.override.pt])).toEqual([
      ['errors.validation_failed', 'Confira os campos.'],
      ['errors.forbidden', 'Sem acesso.'],
      ['errors.not_found', 'Não há nada aqui.'],
    ]);
  });

  it('reads an XLSX sheet by its header, and a PO file by msgctxt', async () => {
    const admin = await englishAdmin();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('mine');
    sheet.addRow(['fr', 'key']);
    sheet.addRow(['Rien ici.', 'errors.not_found']);
    const po = ['msgid ""', 'msgstr ""', '"Language: es\\n"', '"Content-Type: text/plain; charset=UTF-8\\n"', '', 'msgctxt "errors.not_found"', 'msgid "Not found."', 'msgstr "Nada por aquí."', ''].join('\n');

    const fromXlsx = await admin.call(TranslationImport, { format: 'xlsx', content: base64(Buffer.from(await workbook.xlsx.writeBuffer())) });
    const fromPo = await admin.call(TranslationImport, { format: 'po', content: base64(po) });

    expect(fromXlsx.body.new).toEqual([{ key: 'errors.not_found', lang: 'fr', from: null, to: 'Rien ici.' }]);
    expect(fromPo.body.new).toEqual([{ key: 'errors.not_found', lang: 'es', from: null, to: 'Nada por aquí.' }]);
  });

  it('refuses a file that is not of its format, an XML with a DTD or entities, and a restricted key', async () => {
    const admin = await englishAdmin();
    const entities = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a SYSTEM "file:///etc/passwd">]><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="pt"><file id="f"><unit id="errors.not_found"><segment><source>x</source><target>&a;</target></segment></unit></file></xliff>`;
    const restricted = `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="en"><file id="f"><unit id="app.name"><segment><source>x</source><target>Your bank</target></segment></unit></file></xliff>`;

    const dtd = await admin.call(TranslationImport, { format: 'xliff', content: base64(entities) });
    const garbage = await admin.call(TranslationImport, { format: 'xlsx', content: base64('not a zip at all') });
    const notPo = await admin.call(TranslationImport, { format: 'po', content: base64('msgid "unterminated') });
    const name = await admin.call(TranslationImport, { format: 'xliff', content: base64(restricted) });

    expect(dtd.status).toBe(400);
    expect(dtd.error).toMatchObject({ code: 'translation_file_invalid', fields: { content: 'The file could not be read as XLIFF 2.0.' } });
    expect(garbage.error?.code).toBe('translation_file_invalid');
    expect(notPo.error?.code).toBe('translation_file_invalid');
    expect(name.body.invalid).toEqual([{ key: 'app.name', lang: 'en', from: null, to: 'Your bank', reason: 'This text cannot be changed here.' }]);
  });
});
