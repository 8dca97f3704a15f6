// The public unsubscribe page of a campaign's mail: opening it changes nothing, the button
// unsubscribes, and "Subscribe again" undoes it, in the page's language, with no sign-in.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UnsubscribeGet, UnsubscribeSave } from '../../contract/mail-merge.ts';
import { parseRoute } from '../../src/public/route.ts';
import { loadTexts, TextsContext, type PublicTexts } from '../../src/public/texts.ts';
import { UnsubscribePage } from '../../src/public/unsubscribe/unsubscribe-page.tsx';

const PLACE = { company: 'aurora', project: 'premio-2026' };
const TOKEN = '0b0f6f9e-2f6c-4a51-9d5f-3c1f2f0a9e11.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const at = (path: string) => `/api/${path.replace(':company', PLACE.company).replace(':project', PLACE.project)}`;
const getPath = at(UnsubscribeGet.path);
const savePath = at(UnsubscribeSave.path);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const texts: Partial<Record<'en' | 'it', PublicTexts>> = {};
beforeAll(async () => {
  texts.en = (await loadTexts('en')).texts;
  texts.it = (await loadTexts('it')).texts;
});

/** Answers the page's two calls as the server would, keeping what was saved; returns the saves' bodies. */
function answer(start: boolean) {
  let unsubscribed = start;
  const saves: unknown[] = [];
  const gets: unknown[] = [];
  server.use(
    http.post(getPath, async ({ request }) => {
      gets.push(await request.json());
      return HttpResponse.json({ project: 'Premio 2026', email: 'j***@example.org', unsubscribed });
    }),
    http.post(savePath, async ({ request }) => {
      const body = (await request.json()) as { unsubscribed: boolean };
      saves.push(body);
      unsubscribed = body.unsubscribed;
      return HttpResponse.json({ project: 'Premio 2026', email: 'j***@example.org', unsubscribed });
    }),
  );
  return { saves, gets };
}

function show(lang: 'en' | 'it') {
  document.documentElement.lang = lang;
  render(
    <TextsContext.Provider value={texts[lang]!}>
      <UnsubscribePage place={PLACE} token={TOKEN} />
    </TextsContext.Provider>,
  );
  return texts[lang]!;
}

describe('the unsubscribe page', () => {
  it('is the address of a campaign mail’s link', () => {
    expect(parseRoute(`/p/aurora/premio-2026/unsubscribe/${TOKEN}`)).toEqual({ ...PLACE, page: 'unsubscribe', token: TOKEN });
    expect(parseRoute('/p/aurora/premio-2026/unsubscribe')).toMatchObject({ page: 'unknown' });
    expect(parseRoute(`/p/aurora/premio-2026/unsubscribe/${TOKEN}/more`)).toMatchObject({ page: 'unknown' });
  });

  it('shows the project and the hidden address without unsubscribing, then unsubscribes with the button and subscribes again', async () => {
    const calls = answer(false);
    const words = show('en');
    expect(await screen.findByText(words.unsubscribe.intro({ project: 'Premio 2026', email: 'j***@example.org' }))).toBeTruthy();
    expect(calls.gets).toEqual([{ token: TOKEN }]);
    expect(calls.saves).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(words.unsubscribe.done({ project: 'Premio 2026' }))).toBeTruthy();
    expect(calls.saves).toEqual([{ token: TOKEN, unsubscribed: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy());
    expect(calls.saves).toEqual([
      { token: TOKEN, unsubscribed: true },
      { token: TOKEN, unsubscribed: false },
    ]);
  });

  it('reads in the page’s language, and offers to subscribe again to someone already out', async () => {
    answer(true);
    const words = show('it');
    expect(await screen.findByRole('button', { name: 'Iscriviti di nuovo' })).toBeTruthy();
    expect(screen.getByText(words.unsubscribe.done({ project: 'Premio 2026' }))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Disiscrizione' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disiscriviti' })).toBeNull();
  });

  it('says the page is not found for a forged token, and shows the server’s refusal of a save', async () => {
    server.use(http.post(getPath, () => HttpResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 })));
    const words = show('en');
    expect(await screen.findByRole('heading', { name: words.page.notFound() })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the server’s message when a save is refused', async () => {
    answer(false);
    server.use(http.post(savePath, () => HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many tries: wait a minute.' } }, { status: 429 })));
    show('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Too many tries: wait a minute.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});
