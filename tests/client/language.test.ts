import 'fake-indexeddb/auto';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OperatorCurrent } from '../../contract/sign-in.ts';
import { fallbackLanguage } from '../../contract/languages.ts';
import { readSnapshot } from '../../src/lib/db/snapshots.ts';
import { changeLanguage } from '../../src/lib/i18n.ts';
import {
  browserLanguage,
  cookieLanguage,
  LANGUAGE_COOKIE,
  linkLanguage,
  needsPreferredLangSave,
  rememberLanguage,
  startLanguage,
  useLanguageStore,
} from '../../src/lib/language.ts';
import { DANA, emptyDatabase, rememberSignedIn } from './cache-fixtures.ts';

const server = setupServer();
const saved: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await emptyDatabase();
  Cookies.remove(LANGUAGE_COOKIE, { path: '/' });
  saved.length = 0;
  server.use(
    http.post('/api/accounting/operator/set-preferred-lang/:lang', ({ params }) => {
      saved.push(String(params.lang));
      return HttpResponse.json({ Success: true });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('the language to start in', () => {
  it("is the cookie's choice, even for an operator who prefers another", () => {
    expect(startLanguage('fr', { ...DANA, preferred_lang: 'pt' })).toBe('fr');
  });

  it("is the signed-in operator's preferred language when there is no cookie yet", () => {
    expect(startLanguage(null, { ...DANA, preferred_lang: 'pt' })).toBe('pt');
  });

  it('is Italian for a visitor without a cookie whose browser reads none of the five', () => {
    expect(startLanguage(null, null, browserLanguage(['de-DE', 'nl']))).toBe('it');
    expect(startLanguage(null, null)).toBe('it');
  });

  it("is the browser's preferred language for a visitor without a cookie", () => {
    expect(startLanguage(null, null, browserLanguage(['fr-FR', 'fr', 'en']))).toBe('fr');
  });

  it("is the link's language (an invitation's) before the browser's, and never before a cookie or an operator's", () => {
    const visitor = linkLanguage('?lang=es') ?? browserLanguage(['fr-FR']);

    expect(startLanguage(null, null, visitor)).toBe('es');
    expect(startLanguage('en', null, visitor)).toBe('en');
    expect(startLanguage(null, { ...DANA, preferred_lang: 'pt' }, visitor)).toBe('pt');
  });
});

describe("the browser's preferred language", () => {
  it('is the first of the browser\'s languages whose primary subtag is one of the five', () => {
    expect(browserLanguage(['de-CH', 'fr-CA', 'en-US'])).toBe('fr');
    expect(browserLanguage(['pt-PT'])).toBe('pt');
    expect(browserLanguage(['EN-gb'])).toBe('en');
    expect(browserLanguage(['es-419', 'it'])).toBe('es');
  });

  it('is none for a browser that lists none of them, or nothing', () => {
    expect(browserLanguage(['de', 'zh-Hant-TW', 'frr', ''])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});

describe("a link's language", () => {
  it('is its lang parameter when that is one of the five', () => {
    expect(linkLanguage('?lang=pt')).toBe('pt');
    expect(linkLanguage('?x=1&lang=en')).toBe('en');
  });

  it('is none without the parameter or with anything else in it', () => {
    expect(linkLanguage('')).toBeNull();
    expect(linkLanguage('?lang=de')).toBeNull();
    expect(linkLanguage('?lang=FR')).toBeNull();
  });

  it('falls back to English, and English to Italian', () => {
    expect(fallbackLanguage('fr')).toBe('en');
    expect(fallbackLanguage('it')).toBe('en');
    expect(fallbackLanguage('en')).toBe('it');
  });
});

describe('the AppLanguage cookie', () => {
  it('keeps the choice for 365 days on path / and makes <html lang> follow it', () => {
    const set = vi.spyOn(Cookies, 'set');

    rememberLanguage('es');

    expect(set).toHaveBeenCalledWith('AppLanguage', 'es', expect.objectContaining({ expires: 365, path: '/' }));
    expect(cookieLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('is ignored when it holds something that is not one of the five languages', () => {
    document.cookie = 'AppLanguage=xx; path=/';
    expect(cookieLanguage()).toBeNull();
  });
});

describe('the preferred language on the server', () => {
  it('is saved only for a signed-in operator whose stored preference differs', () => {
    expect(needsPreferredLangSave('en', DANA)).toBe(true);
    expect(needsPreferredLangSave('it', DANA)).toBe(false);
    expect(needsPreferredLangSave('en', null)).toBe(false);
  });
});

describe('changing the language', () => {
  it('applies at once: cookie, <html lang> and the current language', async () => {
    await changeLanguage('fr');

    expect(cookieLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(useLanguageStore.getState().lang).toBe('fr');
  });

  it('does not call the server for a visitor who is not signed in', async () => {
    await changeLanguage('en');

    expect(saved).toEqual([]);
  });

  it("saves a signed-in operator's new choice once, and remembers it", async () => {
    await rememberSignedIn(DANA);

    await changeLanguage('en');
    await changeLanguage('en');

    expect(saved).toEqual(['en']);
    const stored = await readSnapshot<{ entity: typeof DANA }>(OperatorCurrent.path, {});
    expect(stored?.entity.preferred_lang).toBe('en');
  });

  it('does not call the server when the choice is already the preferred language', async () => {
    await rememberSignedIn(DANA);

    await changeLanguage('it');

    expect(saved).toEqual([]);
  });
});
