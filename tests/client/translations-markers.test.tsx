import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OperatorCurrent } from '../../contract/sign-in.ts';
import TypesafeI18n, { useI18nContext } from '../../i18n/i18n-react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { keyAtPoint, keysUnder } from '../../src/app/edit-texts/text-at-point.ts';
import { EditTextsLayer } from '../../src/app/edit-texts/edit-texts-layer.tsx';
import { setEditTexts, useEditTextsStore } from '../../src/app/edit-texts/edit-texts-state.ts';
import { Notices } from '../../src/app/notices.tsx';
import { writeSnapshot } from '../../src/lib/db/snapshots.ts';
import { setCachedOperator } from '../../src/lib/db/meta.ts';
import { loadLanguage, loadNamespaces, onNamespacesLoaded } from '../../src/lib/i18n.ts';
import { useLanguageStore } from '../../src/lib/language.ts';
import { screenTexts } from '../../src/lib/screen-texts.ts';
import { markDictionary, markedKeys, markText, stripMarkers } from '../../src/lib/text-markers.ts';
import { scriptedApi } from './cache-fixtures.ts';

const server = scriptedApi();

describe('the invisible markers of the texts', () => {
  it('carry a text’s key without changing what is seen', () => {
    const marked = markText('Sign in', 'titles.login');
    expect(marked).not.toBe('Sign in');
    expect(stripMarkers(marked)).toBe('Sign in');
    expect(markedKeys(marked)).toEqual(['titles.login']);
  });

  it('tell apart thousands of keys, several in one text, each once', () => {
    const keys = Array.from({ length: 3000 }, (_, index) => `area.key${index}`);
    const texts = keys.map((key) => markText('x', key));
    expect(texts.map((text) => markedKeys(text)[0])).toEqual(keys);
    expect(markedKeys(`${texts[7]} and ${texts[2999]} and ${texts[7]}`)).toEqual(['area.key7', 'area.key2999']);
    expect(markedKeys('no marker here')).toEqual([]);
  });

  it('mark every text of a dictionary with its path', () => {
    const marked = markDictionary({ login: { intro: 'Welcome' }, shell: { titles: { home: 'Home' } } });
    expect(markedKeys((marked.login as Record<string, string>).intro!)).toEqual(['login.intro']);
    expect(markedKeys(((marked.shell as Record<string, Record<string, string>>).titles!).home!)).toEqual(['shell.titles.home']);
  });

  it('find the key of the clicked text, of an attribute, or of the words inside', () => {
    document.body.innerHTML = `<main><p id="p">${markText('Hello', 'home.hello')}</p><button id="b" aria-label="${markText('Close', 'app.close')}"><svg></svg></button><div id="d"><span>${markText('Deep', 'deep.text')}</span></div></main>`;
    expect(keyAtPoint(document.getElementById('p')!, 0, 0)).toBe('home.hello');
    expect(keyAtPoint(document.getElementById('b')!, 0, 0)).toBe('app.close');
    expect(keyAtPoint(document.getElementById('d')!, 0, 0)).toBe('deep.text');
    expect([...keysUnder(document.body)].sort()).toEqual(['app.close', 'deep.text', 'home.hello']);
  });
});

// As the app's providers do: the texts are rebuilt when the dictionaries change.
function Rebuild() {
  const { setLocale } = useI18nContext();
  onNamespacesLoaded(() => setLocale('en'));
  return null;
}

function Home() {
  const { LL } = useI18nContext();
  return (
    <main>
      <h1>{LL.titles.login()}</h1>
      <a href="/somewhere">{LL.app.reload()}</a>
    </main>
  );
}

describe('editing a text in place', () => {
  it('opens the override dialog on Alt-click, saves, and the screen shows the new text at once', async () => {
    await setCachedOperator('dana@example.com');
    await writeSnapshot(OperatorCurrent.path, {}, { entity: { first_name: 'Dana', installation_admin: true, preferred_lang: 'en', email: 'dana@example.com' } });
    await loadLanguage('en');
    await loadNamespaces('en', ['shell']);
    useLanguageStore.setState({ lang: 'en' });
    const saved: unknown[] = [];
    server.use(
      http.post('/api/accounting/operator/current', () => HttpResponse.json({ entity: { first_name: 'Dana', installation_admin: true, preferred_lang: 'en', email: 'dana@example.com' } })),
      http.post('/api/admin/i18n/translations/list', () =>
        HttpResponse.json({
          items: [
            {
              key: 'titles.login',
              area: 'root',
              builtin: { en: 'Sign in', it: 'Accedi', es: 'Iniciar sesión', fr: 'Connexion', pt: 'Entrar' },
              override: {},
              placeholders: [],
              outdated: [],
              invalid: [],
              untranslated: [],
              restricted: null,
              max_length: 100,
            },
          ],
          total: 1,
          coverage: {},
          areas: [],
        }),
      ),
      http.post('/api/admin/i18n/translations/save', async ({ request }) => {
        const body = (await request.json()) as { key: string; lang: string; text: string };
        saved.push(body);
        return HttpResponse.json({ item: { key: body.key, area: 'root', builtin: {}, override: { en: body.text }, placeholders: [], outdated: [], invalid: [], untranslated: [], restricted: null, max_length: 100 }, version: 2 });
      }),
    );
    setEditTexts(true);
    const router = createMemoryRouter([{ path: '/app/in/home', element: <><Home /><EditTextsLayer /></> }], { initialEntries: ['/app/in/home'] });
    render(
      <MantineProvider env="test">
        <TypesafeI18n locale="en">
          <Rebuild />
          <RouterProvider router={router} />
          <Notices />
        </TypesafeI18n>
      </MantineProvider>,
    );
    const title = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(markedKeys(title.textContent ?? '')).toEqual(['titles.login']));
    expect(stripMarkers(title.textContent ?? '')).toBe('Sign in');

    // A plain click does what it does; an Alt-click opens the text's dialog.
    fireEvent.click(title, { altKey: true });
    await waitFor(() => expect(useEditTextsStore.getState().editing).toBe('titles.login'));
    const dialog = await screen.findByRole('dialog');
    const field = await within(dialog).findByRole('textbox');
    fireEvent.change(field, { target: { value: 'Welcome, sign in' } });
    await userEvent.click(within(dialog).getAllByRole('button').find((button) => stripMarkers(button.textContent ?? '') === 'Save')!);
    await waitFor(() => expect(stripMarkers(screen.getByRole('heading', { level: 1 }).textContent ?? '')).toBe('Welcome, sign in'));
    expect(saved).toEqual([{ key: 'titles.login', lang: 'en', text: 'Welcome, sign in' }]);
    await waitFor(() => expect(screenTexts('/app/in/home')).toContain('app.reload'));

    // Off: the texts carry no marker any more.
    setEditTexts(false);
  }, 60_000);
});
