import { lazy, Suspense, useEffect, useState } from 'react';
import type { Language } from '../../contract/languages.ts';
import { RespondentSignOut } from '../../contract/public.ts';
import { localized } from '../lib/form-fields/localized.ts';
import { publicCall, type PublicResult, type SitePlace } from './api.ts';
import { PublicAlertBanner } from './alert-banner.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { forgetDrafts } from './draft/draft-store.ts';
import { failureText } from './failure.ts';
import { FormPage } from './form/form-page.tsx';
import { Header } from './header.tsx';
import { MePage } from './me/me-page.tsx';
import { parseRoute, type PublicRoute } from './route.ts';
import { forgetPerson, storeSite, type FormAnswer, type Respondent, type SiteAnswer } from './site-data.ts';
import { StatusPage } from './status-page.tsx';
import { freshTexts, loadTexts, TextsContext, type PublicTexts } from './texts.ts';
import { applyTheme } from './theme.ts';
import { Notice } from './ui/controls.tsx';
import { useOnline } from './use-online.ts';
import { useLocation } from './route.ts';
import type { GalleryAnswer } from './vote/vote-data.ts';
import classes from './layout.module.css';

// The vote's page loads on its own: the form's page never pays for it.
const VotePage = lazy(() => import('./vote/vote-page.tsx').then((module) => ({ default: module.VotePage })));
// So does the unsubscribe page of a campaign's mail.
const UnsubscribePage = lazy(() => import('./unsubscribe/unsubscribe-page.tsx').then((module) => ({ default: module.UnsubscribePage })));

/** What the page starts with: the answers kept on the device (or the network's first), and the network's still on their way. */
export interface Start {
  route: PublicRoute;
  site: SiteAnswer;
  form: FormAnswer | null;
  /** A vote's gallery, as the page opened with it (the vote's page only). */
  vote: GalleryAnswer | null;
  freshSite: Promise<PublicResult<SiteAnswer>> | null;
  freshForm: Promise<PublicResult<FormAnswer>> | null;
  lang: Language;
  texts: PublicTexts;
}

/** The languages a page is read in: its form's, or on the project's other pages the project's. */
export function pageLanguages(site: SiteAnswer, form: FormAnswer | null): readonly Language[] {
  return form ? form.form.definition.languages : site.project.languages;
}

/** The public side's pages of one project: the header, the page the address names, the cookie banner. */
export function App({ start }: { start: Start }) {
  const location = useLocation();
  const route = parseRoute(location.split('?')[0]!) ?? start.route;
  const place: SitePlace = { company: route.company, project: route.project };
  const [site, setSite] = useState(start.site);
  // `settled`: the network answered or could not be reached; `fresh`: the answer is the network's, not the device's copy.
  const [form, setForm] = useState<{ slug: string; answer: FormAnswer; settled: boolean; fresh: boolean } | null>(
    start.form && start.route.page === 'form'
      ? { slug: start.route.form, answer: start.form, settled: start.freshForm === null, fresh: start.freshForm === null }
      : null,
  );
  const [lang, setLang] = useState(start.lang);
  const [texts, setTexts] = useState(() => start.texts);
  const [failure, setFailure] = useState<string | null>(null);
  const online = useOnline();

  useEffect(() => {
    void start.freshSite?.then((result) => {
      if (!result.ok) return;
      // Signed in or out elsewhere since the device's copy: the form's own part (their draft) is asked again.
      if ((result.data.user?.id ?? null) !== (start.site.user?.id ?? null)) setForm((current) => current && { ...current, answer: { ...current.answer, mine: null } });
      setSite(result.data);
      applyTheme(result.data.theme);
    });
    void start.freshForm?.then((result) => {
      setForm((current) => current && { ...current, answer: result.ok ? result.data : current.answer, settled: true, fresh: result.ok });
    });
  }, [start]);

  // The installation's overrides of the words: asked on a page change at most every 30 seconds
  // and whenever the network comes back; shown at once when they changed.
  useEffect(() => {
    let live = true;
    void freshTexts(lang, online).then((fresh) => live && fresh && setTexts(() => fresh.texts));
    return () => {
      live = false;
    };
  }, [lang, online, location]);

  const changeLang = async (next: Language) => {
    const { texts: words } = await loadTexts(next);
    document.documentElement.lang = next;
    const url = new URL(location, window.location.origin);
    url.searchParams.set('lang', next);
    history.replaceState(null, '', url.pathname + url.search);
    setTexts(() => words);
    setLang(next);
  };

  const setUser = (user: Respondent | null) => {
    const changed = (site.user?.id ?? null) !== (user?.id ?? null);
    const next = { ...site, user };
    setSite(next);
    storeSite(place, next);
    if (changed) setForm((current) => current && { ...current, answer: { ...current.answer, mine: null } });
  };

  const forget = () => {
    if (site.user) forgetDrafts(place.company, place.project, site.user.email);
    forgetPerson(place);
    setUser(null);
  };

  const signOut = async () => {
    setFailure(null);
    const result = await publicCall(RespondentSignOut, place);
    if (result.ok || result.status === 401) forget();
    else setFailure(failureText(result, texts));
  };

  const shownForm = route.page === 'form' && form?.slug === route.form ? form : null;
  const shownVote = route.page === 'vote' && start.route.page === 'vote' && start.route.form === route.form ? start.vote : null;
  const languages = shownVote ? shownVote.vote.languages : pageLanguages(site, shownForm?.answer ?? null);
  const fallback = shownVote?.vote.default_lang ?? shownForm?.answer.form.definition.default_lang ?? site.project.default_lang;
  const title =
    route.page === 'form' && shownForm
      ? localized(shownForm.answer.form.definition.title, lang, fallback)
      : shownVote
        ? `${localized(shownVote.vote.title, lang, fallback)} · ${texts.vote.label()}`
        : route.page === 'me'
        ? texts.me.title()
        : route.page === 'unsubscribe'
          ? texts.unsubscribe.title()
          : texts.page.notFound();
  useEffect(() => {
    document.title = `${title} · ${site.project.name}`;
  }, [title, site.project.name]);

  let page;
  if (route.page === 'form' && shownForm) {
    page = (
      <FormPage
        place={place}
        slug={route.form}
        site={site}
        form={shownForm.answer}
        settled={shownForm.settled}
        fresh={shownForm.fresh}
        lang={lang}
        onForm={(answer) => setForm({ slug: route.form, answer, settled: true, fresh: true })}
        onUser={setUser}
      />
    );
  } else if (shownVote) {
    page = (
      <Suspense fallback={<p className={classes.loading}>{texts.page.loading()}</p>}>
        <VotePage place={place} slug={route.page === 'vote' ? route.form : ''} site={site} gallery={shownVote} lang={lang} onUser={setUser} />
      </Suspense>
    );
  } else if (route.page === 'form' || route.page === 'vote') {
    // Another form than the one the page opened with: the address is loaded afresh.
    window.location.assign(location);
    page = null;
  } else if (route.page === 'me') {
    page = <MePage place={place} site={site} lang={lang} onUser={setUser} onErased={forget} />;
  } else if (route.page === 'unsubscribe') {
    page = (
      <Suspense fallback={<p className={classes.loading}>{texts.page.loading()}</p>}>
        <UnsubscribePage place={place} token={route.token} />
      </Suspense>
    );
  } else page = <StatusPage kind="not-found" />;

  return (
    <TextsContext.Provider value={texts}>
      <Header wide={shownVote !== null} site={site} place={place} lang={lang} languages={languages} onLang={(next) => void changeLang(next)} showMine={route.page !== 'me' && route.page !== 'unsubscribe'} onSignOut={() => void signOut()} />
      {route.page === 'unknown' ? (
        page
      ) : (
        <main className={shownVote ? `${classes.main} ${classes.wide}` : classes.main}>
          {!online && <Notice tone="warning">{texts.page.offline()}</Notice>}
          {failure && <Notice tone="failure">{failure}</Notice>}
          <PublicAlertBanner place={place} lang={lang} fallback={fallback} />
          {page}
        </main>
      )}
      <CookieBanner law={site.cookie_law} lang={lang} fallback={fallback} />
    </TextsContext.Provider>
  );
}
