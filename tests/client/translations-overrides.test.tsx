import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import TypesafeI18n, { useI18nContext } from '../../i18n/i18n-react';
import { loadedLocales } from '../../i18n/i18n-util';
import { Providers } from '../../src/app/providers.tsx';
import { checkOverrides, loadLanguage, loadNamespaces, setOverrides } from '../../src/lib/i18n.ts';
import { useLanguageStore } from '../../src/lib/language.ts';
import { required } from '../../src/lib/validation.ts';
import { FIELD_LABELS as COMPANY_FIELD_LABELS } from '../../contract/companies.ts';
import { fieldLabel } from '../../contract/labels.ts';
import { TranslationOverrides } from '../../contract/translations.ts';
import { applyOverrides, OVERRIDES_PATH, storedOverrides } from '../../src/lib/text-overrides.ts';
import { freshTexts, loadTexts } from '../../src/public/texts.ts';

const server = setupServer();
let answer = { version: 1, texts: {} as Record<string, string> };
let asked = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  asked = 0;
  server.use(
    http.post('/api/i18n/overrides', async ({ request }) => {
      asked++;
      const { lang } = (await request.json()) as { lang: string };
      return HttpResponse.json(lang === 'en' ? answer : { version: 0, texts: {} });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('an override put in place of a text', () => {
  it('is read from the contract’s call', () => {
    expect(OVERRIDES_PATH).toBe(TranslationOverrides.path);
  });

  it('replaces the text its key names and copies only the groups on its path', () => {
    const dictionary = { login: { intro: 'Welcome', title: 'Sign in' }, app: { name: 'Back office' } };
    const result = applyOverrides(dictionary, { 'login.intro': 'Hello' });
    expect(result.login).toEqual({ intro: 'Hello', title: 'Sign in' });
    expect(result.app).toBe(dictionary.app);
    expect(dictionary.login.intro).toBe('Welcome');
  });

  it('leaves a key naming a group, an unknown key, a blank text and a key outside the prefix alone', () => {
    const dictionary = { login: { intro: 'Welcome' } };
    expect(applyOverrides(dictionary, { login: 'x', 'login.nope': 'x', 'login.intro.deeper': 'x', 'validation.required': 'x' })).toBe(dictionary);
    expect(applyOverrides(dictionary, { 'login.intro': '  ' })).toBe(dictionary);
    expect(applyOverrides({ me: { title: 'Mine' } }, { 'public.me.title': 'Yours', 'me.title': 'No' }, 'public.')).toEqual({ me: { title: 'Yours' } });
  });
});

function Intro() {
  const { LL } = useI18nContext();
  return <p>{LL.titles.login()}</p>;
}

describe('the app with overrides', () => {
  it('applies the overrides kept on the device before the first paint, then the network’s once their version moved', async () => {
    localStorage.setItem('bo.texts.en', JSON.stringify({ version: 3, texts: { 'titles.login': 'Kept title' } }));
    await loadLanguage('en');
    useLanguageStore.setState({ lang: 'en' });
    expect((loadedLocales.en as unknown as { titles: { login: string } }).titles.login).toBe('Kept title');
    render(
      <Providers locale="en">
        <Intro />
      </Providers>,
    );
    expect(screen.getByText('Kept title')).toBeTruthy();

    answer = { version: 4, texts: { 'titles.login': 'Fresh title', 'shell.logout': 'Leave' } };
    await checkOverrides('en', true);
    await screen.findByText('Fresh title');
    expect(storedOverrides('en')).toEqual(answer);

    // A namespace loaded later carries its overrides too.
    await loadNamespaces('en', ['shell']);
    expect((loadedLocales.en as unknown as { shell: { logout: string } }).shell.logout).toBe('Leave');
  });

  it('asks again on a screen change at most every 30 seconds, and at once when told', async () => {
    await checkOverrides('fr', true);
    await checkOverrides('fr');
    await checkOverrides('fr');
    expect(asked).toBe(1);
    await checkOverrides('fr', true);
    expect(asked).toBe(2);
  });

  it('goes back to the built-in text when the override is removed', async () => {
    await loadLanguage('en');
    setOverrides('en', { version: 9, texts: { 'titles.login': 'Changed' } });
    render(
      <TypesafeI18n locale="en">
        <Intro />
      </TypesafeI18n>,
    );
    expect(screen.getByText('Changed')).toBeTruthy();
    setOverrides('en', { version: 10, texts: {} });
    expect((loadedLocales.en as unknown as { titles: { login: string } }).titles.login).toBe('Sign in');
  });
});

describe('the contract’s texts with overrides', () => {
  it('read a validation message and a shared field label from the overrides of the language', async () => {
    await loadLanguage('es');
    expect(required('Nombre', 'es')('')).not.toBe('Falta el nombre');
    setOverrides('es', { version: 2, texts: { 'validation.required': 'Falta {0}', 'fields.common.company': 'Organización' } });
    expect(required('el nombre', 'es')('')).toBe('Falta el nombre');
    expect(fieldLabel('company', 'es')).toBe('Organización');
    setOverrides('es', { version: 3, texts: {} });
    expect(fieldLabel('company', 'es')).toBe('Empresa');
  });

  it('read an area’s field label from the overrides, as a queued change’s correction names it', async () => {
    await loadLanguage('es');
    setOverrides('es', { version: 4, texts: { 'fields.companies.contact_email': 'Correo de la persona de contacto' } });
    expect(fieldLabel('contact_email', 'es', COMPANY_FIELD_LABELS)).toBe('Correo de la persona de contacto');
    expect(fieldLabel('name', 'es', COMPANY_FIELD_LABELS)).toBe('Nombre');
    setOverrides('es', { version: 5, texts: {} });
    expect(fieldLabel('contact_email', 'es', COMPANY_FIELD_LABELS)).toBe(COMPANY_FIELD_LABELS.contact_email.es);
  });
});

describe('the public pages with overrides', () => {
  it('show the kept words at once and the network’s when they changed', async () => {
    localStorage.setItem('bo.texts.en', JSON.stringify({ version: 1, texts: { 'public.me.title': 'My applications' } }));
    const { texts } = await loadTexts('en');
    expect(texts.me.title()).toBe('My applications');
    answer = { version: 1, texts: { 'public.me.title': 'My applications' } };
    expect(await freshTexts('en', true)).toBeNull();
    answer = { version: 2, texts: { 'public.me.title': 'What I sent' } };
    const fresh = await freshTexts('en', true);
    expect(fresh?.texts.me.title()).toBe('What I sent');
    await waitFor(() => expect(storedOverrides('en')?.version).toBe(2));
  });
});
