import { ERRORS, type ErrorCode } from './endpoints.ts';
import { COMMON_FIELD_LABELS, EXPORT_WORD_LABELS, type FieldLabels } from './labels.ts';
import type { Language } from './languages.ts';
import { FIELD_LABELS as accounting } from './accounting.ts';
import { FIELD_LABELS as alerts } from './alerts.ts';
import { FIELD_LABELS as companies } from './companies.ts';
import { FIELD_LABELS as forms } from './forms.ts';
import { FIELD_LABELS as installation } from './installation.ts';
import { FIELD_LABELS as judging } from './judging.ts';
import { FIELD_LABELS as mailMerge } from './mail-merge.ts';
import { FIELD_LABELS as media } from './media.ts';
import { FIELD_LABELS as notifications } from './notifications.ts';
import { FIELD_LABELS as operators } from './operators.ts';
import { FIELD_LABELS as pages } from './pages.ts';
import { FIELD_LABELS as projects } from './projects.ts';
import { FIELD_LABELS as publicSide } from './public.ts';
import { FIELD_LABELS as results } from './results.ts';
import { FIELD_LABELS as signIn } from './sign-in.ts';
import { FIELD_LABELS as sso } from './sso.ts';
import { FIELD_LABELS as ssoSignIn } from './sso-sign-in.ts';
import { FIELD_LABELS as theme } from './theme.ts';
import { FIELD_LABELS as translations } from './translations.ts';
import { FIELD_LABELS as users, USER_EXPORT_COLUMN_LABELS as userExport } from './users.ts';
import { FIELD_LABELS as votes, VOTE_EXPORT_COLUMN_LABELS as voteExport, VOTE_SUSPICION_LABELS as voteSuspicions } from './votes.ts';
import { textIn } from './text-overrides.ts';

/**
 * Every set of labels the contract names (`namedFieldLabels`): each module's field labels, and
 * other labels (the user and vote exports' columns and words, the shared ones). Each label carries
 * its key from its declaration (`fields.<set>.<field>`, read with `fieldLabelKey`); the server's
 * catalog of texts lists them from here. judging-organisers reads judging's labels and has none of its own.
 */
export const CONTRACT_FIELD_LABELS: readonly FieldLabels[] = [
  COMMON_FIELD_LABELS,
  EXPORT_WORD_LABELS,
  accounting,
  alerts,
  companies,
  forms,
  installation,
  judging,
  mailMerge,
  media,
  notifications,
  operators,
  pages,
  projects,
  publicSide,
  results,
  signIn,
  sso,
  ssoSignIn,
  theme,
  translations,
  users,
  userExport,
  votes,
  voteExport,
  voteSuspicions,
];


/** An error code's text in a language (`{0}`… unfilled): the installation's override (`errors.<code>`), else the built-in one. */
export function errorTemplate(code: ErrorCode, lang: Language): string {
  return textIn(`errors.${code}`, lang, ERRORS[code]);
}
