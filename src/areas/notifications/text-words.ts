import type { NotificationKey } from '../../../contract/notifications.ts';
import type { TranslationFunctions } from '../../../i18n/i18n-types';

type TextWords = TranslationFunctions['notifications']['texts'];

// The dictionaries name a notification in camelCase: their keys hold no dots.
const MAIL_WORDS = {
  'operator.pin': 'operatorPin',
  'operator.recovery': 'operatorRecovery',
  'operator.invite': 'operatorInvite',
  'operator.login_alert': 'operatorLoginAlert',
  'respondent.code': 'respondentCode',
  'respondent.receipt': 'respondentReceipt',
  'respondent.invitation': 'respondentInvitation',
  'submission.notice': 'submissionNotice',
} as const satisfies Record<NotificationKey, keyof TextWords['mails']>;

/** A notification's name and its one-line description, in the screen's language. */
export function mailWords(words: TextWords, key: NotificationKey): { name: string; about: string } {
  const entry = words.mails[MAIL_WORDS[key]];
  return { name: entry.name(), about: entry.about() };
}

/** What a variable stands for, in the screen's language; its bare name for one the dictionaries do not know yet. */
export function variableMeaning(words: TextWords, name: string): string {
  const meanings = words.variables as Record<string, (() => string) | undefined>;
  return meanings[name]?.() ?? name;
}
