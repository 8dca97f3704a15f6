import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages.ts';
import { NOTIFICATION_KEYS, NOTY_ENDPOINTS, type NotificationKey } from '../../contract/notifications.ts';
import { LogList } from '../../contract/installation.ts';
import { DraftSubmit, ProfileSave } from '../../contract/public.ts';
import type { RichTextDocument } from '../../contract/rich-text-model.ts';
import { notyTexts } from '../../server/db/schema/notifications.ts';
import { builtinText } from '../../server/mail/builtin-texts.ts';
import { seedDemoNotificationTexts } from '../../server/seed/demo-notification-texts.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { useTestServer } from './harness.ts';
import { expectError, publicWorld, respondent, SITE } from './public-fixtures.ts';
import { person, signInWithRole } from './tenancy.ts';

const server = useTestServer();
const { installation, company, project } = NOTY_ENDPOINTS;
const FORM = { ...SITE, form: 'apply' };
const ANSWERS = { name: 'Ada Lovelace', kind: 'solo', pitch: 'An engine that weaves algebraic patterns.', rules: true };

const paragraphs = (...texts: string[]): RichTextDocument => ({ type: 'doc', content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) });

// The company of a scope alone, for the company level's calls.
const inCompany = (scope: { company: string }) => ({ company: scope.company });

/** The public world with an admin, the company's manager and the project's editor signed in. */
async function levels() {
  const world = await publicWorld(server);
  const admin = await signInAsAdmin(server);
  const editor = await signInWithRole(server, person('elio'), 'editor', world.company, world.project);
  return { ...world, admin, editor };
}

/** Submits the application as a new respondent reading `lang`, and answers the receipt they got. */
async function receiptIn(lang: 'it' | 'en', email: string) {
  const browser = await respondent(server, email);
  expectOk(await browser.call(ProfileSave, { ...SITE, first_name: 'Ada', last_name: 'Lovelace', preferred_lang: lang }));
  expectOk(await browser.call(DraftSubmit, { ...FORM, answers: ANSWERS, lang }));
  await server.settle();
  return server.mail.last(email);
}

async function cellOf(browser: Browser, call: typeof project.textsList, scope: { company: string; project: string }, key: NotificationKey, lang: string) {
  const list = await browser.call(call, scope);
  expectOk(list);
  return list.body.items.find((item) => item.key === key && item.lang === lang);
}

describe('the text chain: built-in, installation, company, project', () => {
  it("sends a respondent's receipt in the nearest level's words, in their language, and goes back a level on reset", async () => {
    const { admin, manager, editor, scope } = await levels();
    const builtin = builtinText('respondent.receipt', 'it');

    expect((await receiptIn('it', 'a1@example.org')).subject).toBe('Abbiamo ricevuto le tue risposte: Candidatura · Project prize');
    expect(await cellOf(editor, project.textsList, scope, 'respondent.receipt', 'it')).toEqual({ key: 'respondent.receipt', lang: 'it', source: 'builtin', outdated: false });

    expectOk(await admin.call(installation.textsSave, { key: 'respondent.receipt', lang: 'it', subject: 'Installazione: {{form}}', body: builtin.body }));
    expect((await receiptIn('it', 'a2@example.org')).subject).toBe('Installazione: Candidatura');
    expect((await cellOf(editor, project.textsList, scope, 'respondent.receipt', 'it'))?.source).toBe('installation');

    expectOk(await manager.call(company.textsSave, { ...inCompany(scope), key: 'respondent.receipt', lang: 'it', subject: 'Azienda: {{form}}', body: builtin.body }));
    expect((await receiptIn('it', 'a3@example.org')).subject).toBe('Azienda: Candidatura');
    expect((await cellOf(editor, project.textsList, scope, 'respondent.receipt', 'it'))?.source).toBe('company');

    const saved = await editor.call(project.textsSave, { ...scope, key: 'respondent.receipt', lang: 'it', subject: 'Progetto {{project}}: {{form}}', body: builtin.body });
    expectOk(saved);
    expect(saved.body.entity).toMatchObject({ source: 'project', version: 1, outdated: false });
    const italian = await receiptIn('it', 'a4@example.org');
    expect(italian.subject).toBe('Progetto Project prize: Candidatura');
    expect(italian.html).toContain('<html lang="it">');
    expect(italian.text).toContain('Ciao Ada,');
    expect(italian.text).toContain('Presentazione:');
    // Another language of the same project still reads the built-in words.
    expect((await receiptIn('en', 'a5@example.org')).subject).toBe('We received your answers: Application · Project prize');

    // The project's cell goes back to the company's words, and its editor sees where they come from.
    const got = await editor.call(project.textsGet, { ...scope, key: 'respondent.receipt', lang: 'it' });
    expectOk(got);
    expect(got.body.entity).toMatchObject({ source: 'project', subject: 'Progetto {{project}}: {{form}}', version: 1 });
    expect(got.body.inherited).toMatchObject({ source: 'company', subject: 'Azienda: {{form}}', version: null });
    expectOk(await editor.call(project.textsReset, { ...scope, key: 'respondent.receipt', lang: 'it' }));
    expect((await cellOf(editor, project.textsList, scope, 'respondent.receipt', 'it'))?.source).toBe('company');
    expect((await receiptIn('it', 'a6@example.org')).subject).toBe('Azienda: Candidatura');
  });

  it('shows each level its own grid: every mail at the installation, the respondents’ mails elsewhere, a project in its languages', async () => {
    const { admin, manager, editor, scope } = await levels();
    const all = await admin.call(installation.textsList, {});
    const ofCompany = await manager.call(company.textsList, { company: scope.company });
    const ofProject = await editor.call(project.textsList, scope);

    expect(all.body.items).toHaveLength(NOTIFICATION_KEYS.length * LANGUAGES.length);
    expect(ofCompany.body.items).toHaveLength(4 * LANGUAGES.length);
    expect(ofCompany.body.items.some((item) => item.key.startsWith('operator.'))).toBe(false);
    expect(new Set(ofProject.body.items.map((item) => item.lang))).toEqual(new Set(['it', 'en']));
    expect(ofProject.body.items).toHaveLength(8);
  });
});

describe('every change of a text', () => {
  it("reads in the operations' log: who changed which mail, in which language, at which level, and who put it back", async () => {
    const { admin, editor, scope } = await levels();
    const cell = { ...scope, key: 'respondent.receipt', lang: 'it' } as const;
    expectOk(await editor.call(project.textsSave, { ...cell, subject: 'Ricevuta: {{form}}', body: builtinText('respondent.receipt', 'it').body }));
    expectOk(await editor.call(project.textsReset, cell));

    const log = await admin.call(LogList, { pageSize: 50 });
    const sentences = log.body.items.filter((item) => item.endpoint.includes('/noty/texts/')).map((item) => item.sentence);
    // The admin reads the log in Italian.
    expect(sentences).toEqual([
      'elio ha riportato al testo ereditato la mail «ricevuta dell’invio» (IT) del progetto Project prize (AURORA)',
      'elio ha modificato il testo della mail «ricevuta dell’invio» (IT) del progetto Project prize (AURORA)',
    ]);
  });
});

describe('the demo data', () => {
  it("gives the prize's receipt a subject of its own in Italian and English, once", async () => {
    const { company: companyId, project: projectId, editor, scope } = await levels();
    expect(await seedDemoNotificationTexts(server.db, companyId, projectId, server.clock.now())).toBe(2);
    expect(await seedDemoNotificationTexts(server.db, companyId, projectId, server.clock.now())).toBe(0);

    const cells = (await editor.call(project.textsList, scope)).body.items.filter((item) => item.key === 'respondent.receipt');
    expect(cells.map((item) => [item.lang, item.source, item.outdated])).toEqual([
      ['it', 'project', false],
      ['en', 'project', false],
    ]);
    expect((await receiptIn('it', 'demo@example.org')).subject).toBe('Candidatura ricevuta: Candidatura · Premio Aurora 2026');
  });
});

describe('what a level may write', () => {
  it('refuses a tag the mail does not know, by name, in the subject or the body', async () => {
    const { manager, scope } = await levels();
    const body = builtinText('respondent.receipt', 'en').body;

    const inSubject = await manager.call(company.textsSave, { ...inCompany(scope), key: 'respondent.receipt', lang: 'en', subject: 'Hi {{ nickname }}', body });
    expectError(inSubject, 400, 'unknown_tag');
    expect(inSubject.error?.message).toContain('{{nickname}}');
    expect(inSubject.error?.fields?.subject).toContain('{{nickname}}');

    const inBody = await manager.call(company.textsSave, { ...inCompany(scope), key: 'respondent.receipt', lang: 'en', subject: 'Hi', body: paragraphs('Dear {{pin}}') });
    expectError(inBody, 400, 'unknown_tag');
    expect(inBody.error?.fields?.body).toContain('{{pin}}');
  });

  it('refuses a security mail whose text drops its code, and a mail text with an image', async () => {
    const { manager, editor, scope } = await levels();

    const dropped = await editor.call(project.textsSave, { ...scope, key: 'respondent.code', lang: 'it', subject: 'Il tuo codice', body: paragraphs('Ciao, per {{project}} non serve nulla.') });
    expectError(dropped, 400, 'required_tag_missing');
    expect(dropped.error?.fields?.body).toContain('{{code}}');
    // In the subject only, the code does not count: the body must carry it.
    const onlySubject = await editor.call(project.textsSave, { ...scope, key: 'respondent.code', lang: 'it', subject: 'Codice {{code}}', body: paragraphs('Ciao') });
    expectError(onlySubject, 400, 'required_tag_missing');

    const image: RichTextDocument = { type: 'doc', content: [...paragraphs('{{code}}').content, { type: 'image', attrs: { media_id: crypto.randomUUID(), alt: 'logo' } }] };
    const withImage = await manager.call(company.textsSave, { ...inCompany(scope), key: 'respondent.code', lang: 'it', subject: 'Codice', body: image });
    expectError(withImage, 400, 'text_image_not_allowed');
    expect(Object.keys(withImage.error?.fields ?? {})).toEqual(['body']);
    expect(await server.db.select().from(notyTexts)).toEqual([]);
  });

  it("keeps the operators' mails to the installation", async () => {
    const { manager, editor, scope } = await levels();
    const body = builtinText('operator.pin', 'en').body;

    expectError(await manager.call(company.textsSave, { ...inCompany(scope), key: 'operator.pin', lang: 'en', subject: 'PIN', body }), 400, 'text_level_not_allowed');
    expectError(await editor.call(project.textsGet, { ...scope, key: 'operator.recovery', lang: 'en' }), 400, 'text_level_not_allowed');
    expectError(await editor.call(project.textsPreview, { ...scope, key: 'operator.invite', lang: 'en' }), 400, 'text_level_not_allowed');
  });

  it('saves an override at the version it was read at, and refuses a stale one with 409', async () => {
    const { manager, scope } = await levels();
    const cell = { ...inCompany(scope), key: 'respondent.invitation' as const, lang: 'en' as const };
    const body = builtinText('respondent.invitation', 'en').body;

    const first = await manager.call(company.textsSave, { ...cell, subject: 'Join {{form}}', body });
    expectOk(first);
    expectError(await manager.call(company.textsSave, { ...cell, subject: 'Again', body }), 409, 'conflict');
    expectOk(await manager.call(company.textsSave, { ...cell, subject: 'Join us: {{form}}', body, version: 1 }));
    const stale = await manager.call(company.textsSave, { ...cell, subject: 'Late', body, version: 1 });
    expectError(stale, 409, 'conflict');
    expect((stale.body as { current?: { subject: string; version: number } }).current).toMatchObject({ subject: 'Join us: {{form}}', version: 2 });
  });
});

describe('an override written over an older built-in text', () => {
  it('is marked outdated until it is saved again', async () => {
    const { admin } = await levels();
    const body = builtinText('operator.pin', 'fr').body;
    expectOk(await admin.call(installation.textsSave, { key: 'operator.pin', lang: 'fr', subject: 'Votre PIN', body }));
    await server.db.update(notyTexts).set({ builtinHash: 'a'.repeat(64) }).where(eq(notyTexts.key, 'operator.pin'));

    const cell = (await admin.call(installation.textsList, {})).body.items.find((item) => item.key === 'operator.pin' && item.lang === 'fr');
    expect(cell).toMatchObject({ source: 'installation', outdated: true });
    const got = await admin.call(installation.textsGet, { key: 'operator.pin', lang: 'fr' });
    expect(got.body.entity.outdated).toBe(true);
    expect(got.body.inherited).toMatchObject({ source: 'builtin', outdated: false });

    expectOk(await admin.call(installation.textsSave, { key: 'operator.pin', lang: 'fr', subject: 'Votre PIN', body, version: 1 }));
    expect((await admin.call(installation.textsGet, { key: 'operator.pin', lang: 'fr' })).body.entity.outdated).toBe(false);
  });
});

describe('the preview', () => {
  it('renders the text in effect with sample values in the language asked, as HTML and plain text', async () => {
    const { admin } = await levels();

    const preview = await admin.call(installation.textsPreview, { key: 'operator.pin', lang: 'fr' });
    expectOk(preview);
    expect(preview.body.subject).toBe('Votre code PIN de connexion · Back-office');
    expect(preview.body.html).toContain('<html lang="fr">');
    expect(preview.body.html).toContain('123456');
    expect(preview.body.text).toMatch(/^ {4}123456$/m);
    expect(preview.body.text).toContain('Bonjour Ada,');
  });

  it('renders the unsaved subject and body when given, values escaped and links linked', async () => {
    const { editor, scope } = await levels();
    const body = paragraphs('<b>{{form}}</b> for {{first_name}}', '{{answers}}');

    const preview = await editor.call(project.textsPreview, { ...scope, key: 'respondent.receipt', lang: 'en', subject: 'Draft: {{form}}', body });
    expectOk(preview);
    expect(preview.body.subject).toBe('Draft: Application');
    expect(preview.body.html).toContain('&lt;b&gt;Application&lt;/b&gt; for Ada');
    expect(preview.body.html).toMatch(/<table style="[^"]*"><tbody><tr><th style="[^"]*"><p>Name<\/p><\/th><td style="[^"]*"><p>Ada Lovelace<\/p><\/td><\/tr>/);
    expect(preview.body.text).toContain('Name:\n    Ada Lovelace');

    const invitation = await editor.call(project.textsPreview, { ...scope, key: 'respondent.invitation', lang: 'it' });
    expect(invitation.body.html).toMatch(/<a href="http[^"]+\/app\/out\/example"[^>]*>http[^<]+\/app\/out\/example<\/a>/);
  });
});
