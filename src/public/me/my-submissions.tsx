import { useEffect, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { SubmissionWithdraw } from '../../../contract/public.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import { publicCall, type SitePlace } from '../api.ts';
import { failureText } from '../failure.ts';
import { formPath } from '../route.ts';
import { fetchSubmissions, storedSubmissions, type OwnSubmission } from '../site-data.ts';
import { useTexts } from '../texts.ts';
import { Button, Notice, PageLink, ui } from '../ui/controls.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import classes from './me-page.module.css';

interface MySubmissionsProps {
  place: SitePlace;
  lang: Language;
  fallback: Language;
  onSignedOut(): void;
}

const when = (iso: string, lang: Language) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The person's drafts (to continue) and submissions (their status and dates, withdrawn on request while the form is open). */
export function MySubmissions({ place, lang, fallback, onSignedOut }: MySubmissionsProps) {
  const texts = useTexts();
  const [items, setItems] = useState<OwnSubmission[] | null>(() => storedSubmissions(place));
  const [stale, setStale] = useState(false);
  const [asked, setAsked] = useState<OwnSubmission | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'info' | 'failure'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    void fetchSubmissions(place).then((result) => {
      if (!live) return;
      if (result.ok) {
        setItems(result.data);
        setStale(false);
      } else if (result.status === 401) onSignedOut();
      else setStale(true);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place.company, place.project]);

  const withdraw = async (item: OwnSubmission) => {
    setBusy(true);
    const result = await publicCall(SubmissionWithdraw, { ...place, submission: item.id });
    setBusy(false);
    setAsked(null);
    if (result.ok) {
      setItems((current) => current?.map((other) => (other.id === item.id ? result.data.submission : other)) ?? null);
      setNotice({ tone: 'info', text: texts.me.withdrawn() });
    } else if (result.status === 401) onSignedOut();
    else setNotice({ tone: 'failure', text: failureText(result, texts) });
  };

  return (
    <section className={ui.stack} aria-label={texts.me.title()}>
      {stale && items && <Notice tone="warning">{texts.me.offline()}</Notice>}
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {items === null ? (
        stale ? (
          <Notice tone="failure">{texts.page.noAnswer()}</Notice>
        ) : (
          <div className={classes.item} aria-hidden="true" style={{ minHeight: '4.5rem' }} />
        )
      ) : items.length === 0 ? (
        <p className={ui.text}>{texts.me.empty()}</p>
      ) : (
        <ul className={classes.list}>
          {items.map((item) => {
            const title = localized(item.form.title, lang, fallback);
            const href = formPath(place.company, place.project, item.form.slug);
            return (
              <li key={item.id} className={classes.item}>
                <div className={classes.itemText}>
                  <h2 className={classes.itemTitle}>{title}</h2>
                  <span className={classes.badge}>{texts.me.status[item.status]()}</span>
                  <p className={classes.meta}>
                    {item.submitted_at ? texts.me.submitted({ date: when(item.submitted_at, lang) }) : texts.me.updated({ date: when(item.updated_at, lang) })}
                  </p>
                </div>
                {item.status === 'draft' ? (
                  <PageLink className={ui.button} href={href}>
                    {texts.me.continue()}
                  </PageLink>
                ) : (
                  item.can_withdraw && (
                    <Button tone="secondary" disabled={stale} onClick={() => setAsked(item)}>
                      {texts.me.withdraw()}
                    </Button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? texts.me.withdrawTitle({ title: localized(asked.form.title, lang, fallback) }) : ''}
        cancel={texts.me.cancel()}
        confirm={texts.me.withdraw()}
        danger
        busy={busy}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && void withdraw(asked)}
      >
        <p className={ui.text}>{texts.me.withdrawText()}</p>
      </ConfirmDialog>
    </section>
  );
}
