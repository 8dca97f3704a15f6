import { useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import type { SitePlace } from '../api.ts';
import { SignedInGate } from '../sign-in/signed-in-gate.tsx';
import type { Respondent, SiteAnswer } from '../site-data.ts';
import { useTexts } from '../texts.ts';
import { Notice, ui } from '../ui/controls.tsx';
import { MyData } from './my-data.tsx';
import classes from './me-page.module.css';
import { MySubmissions } from './my-submissions.tsx';

interface MePageProps {
  place: SitePlace;
  site: SiteAnswer;
  lang: Language;
  onUser(user: Respondent | null): void;
  /** The person's data was erased: forget them on this device. */
  onErased(): void;
}

/** `/p/:company/:project/me`: "My submissions" and "My data", once the email is confirmed. */
export function MePage({ place, site, lang, onUser, onErased }: MePageProps) {
  const texts = useTexts();
  const [reason, setReason] = useState<string | null>(null);
  const [erased, setErased] = useState(false);
  const signedOut = () => {
    setReason(texts.signIn.again());
    onUser(null);
  };
  const heading = (
    <header className={ui.stack}>
      <h1 className={classes.title}>{texts.me.title()}</h1>
      {!erased && <p className={ui.text}>{texts.me.intro()}</p>}
    </header>
  );
  if (erased) {
    return (
      <div className={ui.stack}>
        {heading}
        <Notice>{texts.me.erased()}</Notice>
      </div>
    );
  }
  return (
    <div className={ui.stack}>
      {heading}
      <SignedInGate
      place={place}
      site={site}
      lang={lang}
      reason={reason}
      onUser={(user) => {
        setReason(null);
        onUser(user);
      }}
    >
      <div className={ui.stack}>
        <MySubmissions place={place} lang={lang} fallback={site.project.default_lang} onSignedOut={signedOut} />
        <MyData
          place={place}
          email={site.user?.email ?? ''}
          onSignedOut={signedOut}
          onErased={() => {
            setErased(true);
            onErased();
          }}
        />
      </div>
      </SignedInGate>
    </div>
  );
}
