import { useEffect, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import type { SitePlace } from '../api.ts';
import { failureText } from '../failure.ts';
import { mePath } from '../route.ts';
import { SignedInGate } from '../sign-in/signed-in-gate.tsx';
import { fetchForm, type FormAnswer, type Respondent, type SiteAnswer } from '../site-data.ts';
import { useTexts, type PublicTexts } from '../texts.ts';
import { Notice, PageLink, ui } from '../ui/controls.tsx';
import { FormFiller } from './form-filler.tsx';
import classes from './form-page.module.css';

interface FormPageProps {
  place: SitePlace;
  slug: string;
  site: SiteAnswer;
  /** The form as the device or the network last gave it. */
  form: FormAnswer;
  /** Whether the network answered the form call in this visit, or could not be reached. */
  settled: boolean;
  /** Whether `form` is the network's answer (else the device's copy, whose draft may be older than the device's own). */
  fresh: boolean;
  lang: Language;
  onForm(form: FormAnswer): void;
  onUser(user: Respondent | null): void;
}

const when = (iso: string | null, lang: Language) => (iso ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso)) : null);

function windowNotice(form: FormAnswer['form'], lang: Language, texts: PublicTexts): string | null {
  if (form.window === 'not_yet') {
    const date = when(form.opens_at, lang);
    return date ? texts.form.notYet({ date }) : texts.form.notYetUndated();
  }
  if (form.window === 'closed') {
    const date = when(form.closes_at, lang);
    return date ? texts.form.closed({ date }) : texts.form.closedUndated();
  }
  return null;
}

/** `/p/:company/:project/f/:form`: the form's title and description, the steps to sign in, then the form. */
export function FormPage({ place, slug, site, form: answer, settled, fresh, lang, onForm, onUser }: FormPageProps) {
  const texts = useTexts();
  const [reason, setReason] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const user = site.user;
  const form = answer.form;
  const fallback = form.definition.default_lang;
  const description = localized(form.definition.description, lang, fallback);
  const closed = windowNotice(form, lang, texts);
  // Once signed in (or on as someone else), the form call says what is theirs: their draft and submissions.
  const mineOf = answer.mine;
  const needsMine = user !== null && !user.needs_profile && user.pending_conditions.length === 0 && mineOf === null;

  useEffect(() => {
    if (!needsMine) return;
    let live = true;
    void fetchForm(place, slug).then((result) => {
      if (!live) return;
      if (result.ok) onForm(result.data);
      else if (result.status === 401) onUser(null);
      else setFailure(failureText(result, texts));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsMine, user?.id]);

  const signedOut = () => {
    setReason(texts.signIn.again());
    onUser(null);
  };

  let body;
  if (closed) body = <Notice tone="warning">{closed}</Notice>;
  else {
    const mine = mineOf ?? (failure ? { draft: null, submitted: 0, invited: true } : null);
    let inner;
    // Signed out, the gate below shows its steps instead.
    if (!user) inner = null;
    else if (!mine || !settled) inner = failure ? <Notice tone="failure">{failure}</Notice> : <div className={classes.skeleton} aria-hidden="true" />;
    else if (!mine.invited) inner = <Notice tone="warning">{texts.form.notInvited({ email: user.email })}</Notice>;
    else if (form.max_submissions !== null && mine.submitted >= form.max_submissions) {
      inner = (
        <div className={ui.stack}>
          <Notice tone="warning">{texts.form.limit({ count: form.max_submissions })}</Notice>
          <p className={ui.text}>
            <PageLink className={ui.link} href={mePath(place.company, place.project)}>
              {texts.form.mySubmissions()}
            </PageLink>
          </p>
        </div>
      );
    } else {
      inner = (
        <FormFiller key={user.email} place={place} form={form} draft={mine.draft} draftKnown={fresh} person={user} lang={lang} onSignedOut={signedOut} />
      );
    }
    body = (
      <SignedInGate
        place={place}
        site={site}
        lang={lang}
        reason={reason}
        onUser={(next) => {
          setReason(null);
          setFailure(null);
          onUser(next);
        }}
      >
        {inner}
      </SignedInGate>
    );
  }

  return (
    <article className={classes.page} lang={lang}>
      <header className={classes.heading}>
        <h1 className={classes.title}>{localized(form.definition.title, lang, fallback)}</h1>
        {description && <p className={classes.description}>{description}</p>}
      </header>
      {body}
    </article>
  );
}
