import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { VoteCast, type VoterState } from '../../../contract/votes.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import { publicCall, type SitePlace } from '../api.ts';
import { failureText } from '../failure.ts';
import { ConditionsStep } from '../sign-in/conditions-step.tsx';
import { ConfirmEmail } from '../sign-in/confirm-email.tsx';
import type { Respondent, SiteAnswer } from '../site-data.ts';
import { useTexts, type PublicTexts } from '../texts.ts';
import { Button, Notice, ui } from '../ui/controls.tsx';
import { GalleryCard } from './gallery-card.tsx';
import { fetchGallery, GALLERY_PAGE_SIZE, type GalleryAnswer } from './vote-data.ts';
import classes from './vote-page.module.css';

interface VotePageProps {
  place: SitePlace;
  slug: string;
  site: SiteAnswer;
  /** The gallery's first page, as the page opened with it. */
  gallery: GalleryAnswer;
  lang: Language;
  onUser(user: Respondent | null): void;
}

const when = (iso: string | null, lang: Language) => (iso ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso)) : null);

// When votes are taken, in words: not yet, closed, or open until when.
function windowText(vote: GalleryAnswer['vote'], lang: Language, texts: PublicTexts): { text: string; open: boolean } | null {
  if (vote.window === 'not_yet') {
    const date = when(vote.opens_at, lang);
    return { text: date ? texts.vote.notYet({ date }) : texts.vote.notYetUndated(), open: false };
  }
  if (vote.window === 'closed') {
    const date = when(vote.closes_at, lang);
    return { text: date ? texts.vote.closed({ date }) : texts.vote.closedUndated(), open: false };
  }
  const date = when(vote.closes_at, lang);
  return date ? { text: texts.vote.openUntil({ date }), open: true } : null;
}

// The voter's votes in words: how many are left of the cap, or how many they cast.
function votesText(mine: VoterState, cap: number | null, texts: PublicTexts): string {
  if (cap === null) return texts.vote.used({ used: mine.used });
  if (mine.left === 0) return texts.vote.noneLeft({ cap });
  return texts.vote.left({ left: mine.left ?? 0, cap });
}

/**
 * `/p/:company/:project/f/:form/vote`: the public vote of a form. The gallery of the submissions
 * open to votes shows to anyone; voting needs the email confirmed with the mailed code (and the
 * conditions in force accepted), then one press per submission, within the window and the cap.
 */
export function VotePage({ place, slug, site, gallery: first, lang, onUser }: VotePageProps) {
  const texts = useTexts();
  const [gallery, setGallery] = useState(first);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'failure'; text: string } | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const signInRef = useRef<HTMLDivElement>(null);
  // One key per submission until the server answers: pressing again after no answer is the same vote.
  const keys = useRef(new Map<string, string>());
  const user = site.user;
  const vote = gallery.vote;
  const fallback = vote.default_lang;
  const mine = gallery.mine;
  const timing = windowText(vote, lang, texts);
  const pages = Math.max(1, Math.ceil(gallery.total / GALLERY_PAGE_SIZE));

  const load = async (next: number) => {
    setLoading(true);
    const result = await fetchGallery(place, slug, next);
    setLoading(false);
    if (result.ok) {
      setGallery(result.data);
      setPage(next);
    } else setNotice({ tone: 'failure', text: failureText(result, texts) });
  };

  // Signed in or out since the gallery was read: it says again what is theirs.
  const shownFor = useRef(user?.id ?? null);
  useEffect(() => {
    if ((user?.id ?? null) === shownFor.current) return;
    shownFor.current = user?.id ?? null;
    void load(page);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id]);

  const askSignIn = () => {
    setNotice({ tone: 'info', text: texts.vote.signInFirst() });
    signInRef.current?.focus();
    signInRef.current?.scrollIntoView({ block: 'center' });
  };

  const cast = async (id: string, number: number) => {
    if (!user) return askSignIn();
    const key = keys.current.get(id) ?? crypto.randomUUID();
    keys.current.set(id, key);
    setBusy(id);
    setNotice({ tone: 'info', text: texts.vote.sending() });
    const result = await publicCall(VoteCast, { ...place, form: slug, submission: id }, { idempotencyKey: key });
    setBusy(null);
    if (result.ok || result.status !== 0) keys.current.delete(id);
    if (result.ok) {
      setGallery((current) => ({ ...current, mine: result.data.mine }));
      return setNotice({ tone: 'info', text: texts.vote.thanks({ number }) });
    }
    if (result.status === 401) {
      setReason(texts.signIn.againVote());
      onUser(null);
    }
    setNotice({ tone: 'failure', text: failureText(result, texts) });
    // Refused (voted elsewhere already, the cap reached, the window closed): what the server holds shows.
    if (result.status === 409) void load(page);
  };

  let voter = null;
  if (timing?.open !== false) {
    if (!user) {
      voter = (
        <ConfirmEmail
          place={place}
          lang={lang}
          reason={reason}
          intro={texts.vote.signInIntro()}
          onSignedIn={(next) => {
            setReason(null);
            setNotice(null);
            onUser(next);
          }}
        />
      );
    } else if (user.pending_conditions.length > 0) {
      voter = <ConditionsStep place={place} lang={lang} fallback={site.project.default_lang} conditions={site.conditions} pending={user.pending_conditions} onAccepted={onUser} />;
    } else if (mine) {
      voter = <p className={ui.text}>{votesText(mine, vote.votes_per_email, texts)}</p>;
    }
  }
  const canVote = timing?.open !== false && (!user || (user.pending_conditions.length === 0 && mine !== null && mine.left !== 0));

  return (
    <article className={classes.page} lang={lang}>
      <header className={classes.heading}>
        <p className={classes.kicker}>{texts.vote.label()}</p>
        <h1 className={classes.title}>{localized(vote.title, lang, fallback)}</h1>
        {localized(vote.description, lang, fallback) && <p className={classes.description}>{localized(vote.description, lang, fallback)}</p>}
        <p className={ui.text}>{texts.vote.intro()}</p>
      </header>
      {timing && <Notice tone={timing.open ? 'info' : 'warning'}>{timing.text}</Notice>}
      {voter && (
        <div ref={signInRef} tabIndex={-1}>
          {voter}
        </div>
      )}
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {gallery.items.length === 0 ? (
        <p className={ui.text}>{texts.vote.empty()}</p>
      ) : (
        <ul className={classes.grid} aria-label={texts.vote.galleryLabel()} aria-busy={loading}>
          {gallery.items.map((item) => (
            <li key={item.id}>
              <GalleryCard
                item={item}
                fields={gallery.fields}
                lang={lang}
                fallback={fallback}
                place={place}
                form={slug}
                voted={mine?.voted.includes(item.id) ?? false}
                canVote={canVote}
                busy={busy === item.id}
                onVote={() => void cast(item.id, item.number)}
              />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={classes.pages} aria-label={texts.vote.galleryLabel()}>
          <Button tone="secondary" disabled={page <= 1 || loading} onClick={() => void load(page - 1)}>
            {texts.vote.previous()}
          </Button>
          <p className={ui.text}>{texts.vote.pageOf({ page, pages })}</p>
          <Button tone="secondary" disabled={page >= pages || loading} onClick={() => void load(page + 1)}>
            {texts.vote.next()}
          </Button>
        </nav>
      )}
    </article>
  );
}
