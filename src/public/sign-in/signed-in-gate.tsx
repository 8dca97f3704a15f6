import type { ReactNode } from 'react';
import type { Language } from '../../../contract/languages.ts';
import type { SitePlace } from '../api.ts';
import type { Respondent, SiteAnswer } from '../site-data.ts';
import { ConditionsStep } from './conditions-step.tsx';
import { ConfirmEmail } from './confirm-email.tsx';
import { ProfileStep } from './profile-step.tsx';

interface SignedInGateProps {
  place: SitePlace;
  site: SiteAnswer;
  lang: Language;
  /** Why the email is asked again, when a session ended. */
  reason?: string | null;
  onUser(user: Respondent): void;
  children: ReactNode;
}

/**
 * What a respondent's page shows only to a person signed in: before it, the steps still to take
 * (confirm the email; the first time their name and language; the conditions still to accept).
 */
export function SignedInGate({ place, site, lang, reason, onUser, children }: SignedInGateProps) {
  const user = site.user;
  const fallback = site.project.default_lang;
  if (!user) return <ConfirmEmail place={place} lang={lang} reason={reason} onSignedIn={onUser} />;
  if (user.needs_profile) return <ProfileStep place={place} lang={lang} languages={site.project.languages} onSaved={onUser} />;
  if (user.pending_conditions.length > 0) {
    return <ConditionsStep place={place} lang={lang} fallback={fallback} conditions={site.conditions} pending={user.pending_conditions} onAccepted={onUser} />;
  }
  return <>{children}</>;
}
