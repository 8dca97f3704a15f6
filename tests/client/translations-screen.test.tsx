import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TranslationItem } from '../../contract/translations.ts';
import { loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { TranslationsPage } from '../../src/areas/translations/translations-page.tsx';
import { recordScreenTexts } from '../../src/lib/screen-texts.ts';
import { scriptedApi } from './cache-fixtures.ts';
import { recorder, showScreen, withPagesTexts, type Calls } from './pages-fixtures.tsx';
import { atWidth } from './results-fixtures.tsx';

const server = scriptedApi();
withPagesTexts();
beforeAll(async () => {
  await loadNamespaceAsync('en', 'translations');
});

const PATH = '/app/in/admin/i18n/translations';

function item(key: string, change: Partial<TranslationItem> = {}): TranslationItem {
  return {
    key,
    area: key.startsWith('login.') ? 'root' : 'projects',
    builtin: { en: 'Welcome back', it: 'Bentornato', es: 'Bienvenido', fr: 'Bon retour', pt: 'Bem-vindo de volta' },
    override: {},
    placeholders: [],
    outdated: [],
    invalid: [],
    untranslated: [],
    restricted: null,
    max_length: 120,
    ...change,
  };
}

const ITEMS = [
  item('login.intro', { override: { en: 'Hello again' }, outdated: ['en'] }),
  item('projects.home.greeting', { builtin: { en: 'Hello {name}', it: 'Ciao {name}', es: 'Hola {name}', fr: 'Bonjour {name}', pt: 'Olá {name}' }, placeholders: ['{name}'], untranslated: ['pt'] }),
];

function answerList(calls: Calls, items = ITEMS) {
  server.use(
    recorder(calls, '/api/admin/i18n/translations/list', (body) => ({
      items: Array.isArray(body.keys) ? items.filter((one) => (body.keys as string[]).includes(one.key)) : items,
      total: items.length,
      coverage: { en: 1, it: 1, es: 0.98, fr: 0.97, pt: 0.5 },
      areas: [
        { area: 'root', keys: 1, coverage: { en: 1, it: 1, es: 1, fr: 1, pt: 1 } },
        { area: 'projects', keys: 1, coverage: { en: 1, it: 1, es: 1, fr: 1, pt: 0 } },
      ],
    })),
  );
}

const row = async (key: string) => (await screen.findByRole('button', { name: `Change ${key}` })).closest('tr')!;

describe('the Translations screen', () => {
  beforeEach(() => {
    atWidth('desktop');
    sessionStorage.clear();
  });

  it('lists every text with its area, its text in effect and its states, and the coverage per language', async () => {
    const calls: Calls = new Map();
    answerList(calls);
    showScreen(TranslationsPage, PATH, `${PATH}?lang=en`);
    const intro = await row('login.intro');
    expect(within(intro).getByText('Hello again')).toBeTruthy();
    expect(within(intro).getByText('Overridden')).toBeTruthy();
    expect(within(intro).getByText('Outdated')).toBeTruthy();
    expect(within(await row('projects.home.greeting')).getByText('Hello {name}')).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(calls.get('/api/admin/i18n/translations/list')!.at(-1)).toMatchObject({ lang: 'en', page: 1 });
  });

  it('sends the search, the state and the area to the server', async () => {
    const calls: Calls = new Map();
    answerList(calls);
    showScreen(TranslationsPage, PATH, PATH);
    await row('login.intro');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'welcome');
    await waitFor(() => expect(calls.get('/api/admin/i18n/translations/list')!.at(-1)).toMatchObject({ search: 'welcome' }));
    await userEvent.click(screen.getAllByLabelText('State')[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Untranslated' }));
    await waitFor(() => expect(calls.get('/api/admin/i18n/translations/list')!.at(-1)).toMatchObject({ search: 'welcome', state: 'untranslated' }));
  });

  it('narrows the list to the texts one screen showed', async () => {
    const calls: Calls = new Map();
    answerList(calls);
    recordScreenTexts('/app/in/home', ['projects.home.greeting']);
    showScreen(TranslationsPage, PATH, `${PATH}?screen=${encodeURIComponent('/app/in/home')}`);
    await row('projects.home.greeting');
    expect(screen.queryByRole('button', { name: 'Change login.intro' })).toBeNull();
    expect(calls.get('/api/admin/i18n/translations/list')!.at(-1)).toMatchObject({ keys: ['projects.home.greeting'] });
    expect(screen.getByText('Only the 1 texts the screen /app/in/home showed')).toBeTruthy();
  });

  it('saves an override from the key’s dialog, shows the server’s refusal on the field, and removes an override', async () => {
    const calls: Calls = new Map();
    answerList(calls);
    let refuse = true;
    server.use(
      http.post('/api/admin/i18n/translations/save', async ({ request }) => {
        const body = (await request.json()) as { key: string; lang: string; text: string | null };
        calls.set('save', [...(calls.get('save') ?? []), body]);
        if (refuse && body.text !== null) {
          refuse = false;
          return HttpResponse.json(
            { error: { code: 'translation_placeholders', message: 'The text must keep the placeholders of the original: {name}.', fields: { text: 'The text must keep the placeholders of the original: {name}.' } } },
            { status: 400 },
          );
        }
        const override = body.text === null ? {} : { [body.lang]: body.text };
        return HttpResponse.json({ item: { ...ITEMS[1]!, override }, version: 7 });
      }),
    );
    showScreen(TranslationsPage, PATH, `${PATH}?lang=en`);
    await userEvent.click(await screen.findByRole('button', { name: 'Change projects.home.greeting' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('An override keeps these as they are: {name}')).toBeTruthy();
    const field = await within(dialog).findByRole('textbox', { name: 'Text in English' });
    expect((field as HTMLTextAreaElement).value).toBe('Hello {name}');
    fireEvent.change(field, { target: { value: 'Hi there' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('The text must keep the placeholders of the original: {name}.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Hi {name}' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Text saved');
    expect(calls.get('save')!.at(-1)).toEqual({ key: 'projects.home.greeting', lang: 'en', text: 'Hi {name}' });
    // The device shows the new text at once: the English dictionary carries it.
    expect(JSON.parse(localStorage.getItem('bo.texts.en') ?? '{}').texts).toEqual({ 'projects.home.greeting': 'Hi {name}' });

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Remove the override' }));
    await screen.findByText('Override removed: the built-in text is back.');
    expect(calls.get('save')!.at(-1)).toEqual({ key: 'projects.home.greeting', lang: 'en', text: null });
  }, 60_000);

  it('imports a file after its dry run: changed, new, removed, invalid with the reason, unknown keys', async () => {
    const calls: Calls = new Map();
    answerList(calls);
    const entry = (key: string, from: string | null, to: string | null) => ({ key, lang: 'en', from, to });
    server.use(
      recorder(calls, '/api/admin/i18n/translations/import', (body) => ({
        changed: [entry('login.intro', 'Hello again', 'Hi again')],
        new: [entry('projects.home.greeting', null, 'Hey {name}')],
        removed: [],
        invalid: body.apply ? [] : [],
        unknown: ['nope.key'],
        unchanged: 12,
        applied: body.apply === true,
      })),
    );
    showScreen(TranslationsPage, PATH, PATH);
    await row('login.intro');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(['msgid ""\nmsgstr ""\n'], 'texts-en.po', { type: 'text/x-gettext-translation' });
    await userEvent.upload(dialog.querySelector('input[type="file"]')!, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the file' }));
    const run = await within(dialog).findByTestId('import-dry-run');
    expect(within(run).getByText('Hi again')).toBeTruthy();
    expect(within(run).getByText('Hey {name}')).toBeTruthy();
    expect(within(run).getByText('nope.key')).toBeTruthy();
    expect(within(run).getByText('12 texts unchanged')).toBeTruthy();
    const sent = calls.get('/api/admin/i18n/translations/import')![0]!;
    expect(sent).toMatchObject({ format: 'po', apply: false });
    expect(atob(sent.content as string)).toBe('msgid ""\nmsgstr ""\n');

    server.use(http.post('/api/i18n/overrides', () => HttpResponse.json({ version: 8, texts: {} })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the import' }));
    await screen.findByText('Import applied');
    expect(calls.get('/api/admin/i18n/translations/import')!.at(-1)).toMatchObject({ apply: true });
  });

  it('refuses to apply a file with an invalid text, and says why', async () => {
    const calls: Calls = new Map();
    answerList(calls);
    server.use(
      recorder(calls, '/api/admin/i18n/translations/import', () => ({
        changed: [],
        new: [],
        removed: [],
        invalid: [{ key: 'projects.home.greeting', lang: 'en', from: null, to: 'Hey', reason: 'The text must keep the placeholders of the original: {name}.' }],
        unknown: [],
        unchanged: 0,
        applied: false,
      })),
    );
    showScreen(TranslationsPage, PATH, PATH);
    await row('login.intro');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(dialog.querySelector('input[type="file"]')!, new File(['x'], 'texts.xlf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the file' }));
    expect(await within(dialog).findByText('The text must keep the placeholders of the original: {name}.')).toBeTruthy();
    expect(within(dialog).getByText(/Nothing can be imported while a text is invalid/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Apply the import' })).toBeNull();
  });
});
