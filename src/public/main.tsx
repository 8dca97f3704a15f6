import '@mantine/core/styles/default-css-variables.css';
import './public.css';
import { createRoot } from 'react-dom/client';
import { LANGUAGES, type Language } from '../../contract/languages.ts';
import { App, pageLanguages } from './app.tsx';
import { pageLanguage } from './language.ts';
import { parseRoute } from './route.ts';
import { fetchForm, fetchSite, storedForm, storedSite } from './site-data.ts';
import { fetchGallery } from './vote/vote-data.ts';
import { StatusPage } from './status-page.tsx';
import { loadTexts, TextsContext, type PublicTexts } from './texts.ts';
import { applyTheme } from './theme.ts';

const route = parseRoute(location.pathname);
const asked = new URLSearchParams(location.search).get('lang');
const browser = navigator.languages ?? [navigator.language];

// The words of the likeliest language start loading with the page's data, not after it.
const guessed = pageLanguage(asked, browser, LANGUAGES, 'it');
const early: Partial<Record<Language, Promise<{ texts: PublicTexts }>>> = { [guessed]: loadTexts(guessed) };
// Wrapped: the words themselves must never be what a promise resolves to (see loadTexts).
const textsOf = (lang: Language) => (early[lang] ??= loadTexts(lang));

function show(lang: Language, texts: PublicTexts, node: React.ReactNode): void {
  document.documentElement.lang = lang;
  createRoot(document.getElementById('root')!).render(<TextsContext.Provider value={texts}>{node}</TextsContext.Provider>);
}

async function start(): Promise<void> {
  if (!route) return show(guessed, (await textsOf(guessed)).texts, <StatusPage kind="not-found" />);
  const place = { company: route.company, project: route.project };
  // The device's copies paint at once; the network's answers follow.
  const freshSite = fetchSite(place);
  const freshForm = route.page === 'form' ? fetchForm(place, route.form) : null;
  // A vote's gallery is the network's: what it shows changes with every vote.
  const freshVote = route.page === 'vote' ? fetchGallery(place, route.form) : null;
  const keptSite = storedSite(place);
  const keptForm = route.page === 'form' ? storedForm(place, route.form) : null;
  const siteResult = keptSite ? null : await freshSite;
  const site = keptSite ?? (siteResult?.ok ? siteResult.data : null);
  const formResult = route.page === 'form' && !keptForm ? await freshForm : null;
  const form = keptForm ?? (formResult?.ok ? formResult.data : null);
  const voteResult = freshVote ? await freshVote : null;
  const vote = voteResult?.ok ? voteResult.data : null;
  const missing = !site || (route.page === 'form' && !form) || (route.page === 'vote' && !vote);
  if (missing) {
    const gone =
      (siteResult && !siteResult.ok && siteResult.status === 404) ||
      (formResult && !formResult.ok && formResult.status === 404) ||
      (voteResult && !voteResult.ok && voteResult.status === 404);
    return show(guessed, (await textsOf(guessed)).texts, <StatusPage kind={gone ? 'not-found' : 'unavailable'} />);
  }
  applyTheme(site.theme);
  const offered = vote ? vote.vote.languages : pageLanguages(site, form);
  const fallback = vote ? vote.vote.default_lang : form ? form.form.definition.default_lang : site.project.default_lang;
  const lang = pageLanguage(asked, browser, offered, route.page === 'me' && site.user?.preferred_lang ? (site.user.preferred_lang as Language) : fallback);
  const { texts } = await textsOf(lang);
  document.documentElement.lang = lang;
  createRoot(document.getElementById('root')!).render(
    <App start={{ route, site, form, vote, freshSite: keptSite ? freshSite : null, freshForm: keptForm ? freshForm : null, lang, texts }} />,
  );
}

void start();

// The service worker keeps the page and its files for a visit without a connection; registered once
// the page has loaded, so it never competes with the page's own requests.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}
