// The values a preview fills a notification's tags with: believable ones, in the language previewed.
import type { Language } from '../../../contract/languages.ts';
import type { Localized } from '../../../contract/messages.ts';
import type { Notification } from '../../../contract/notification-catalog.ts';
import type { NotificationValues } from '../../mail/notification-render.ts';
import { commonValues } from '../../mail/notify.ts';

const FORM: Localized = { it: 'Candidatura', en: 'Application', es: 'Solicitud', fr: 'Candidature', pt: 'Candidatura' };
const NAME: Localized = { it: 'Nome', en: 'Name', es: 'Nombre', fr: 'Nom', pt: 'Nome' };
const PITCH: Localized = { it: 'Presentazione', en: 'Pitch', es: 'Presentación', fr: 'Présentation', pt: 'Apresentação' };
const PITCH_TEXT: Localized = {
  it: 'Un motore che intreccia schemi algebrici.',
  en: 'An engine that weaves algebraic patterns.',
  es: 'Un motor que teje patrones algebraicos.',
  fr: 'Un moteur qui tisse des motifs algébriques.',
  pt: 'Um motor que tece padrões algébricos.',
};
const SUBMITTED = new Date('2026-03-15T10:30:00Z');

/** Sample values for every variable of a notification, in a language; links lead to this server. */
export function sampleValues(notification: Notification, lang: Language, base: string): NotificationValues {
  const samples: Record<string, NotificationValues[string]> = {
    ...commonValues(lang),
    first_name: 'Ada',
    pin: '123456',
    code: '654321',
    inviter: 'Marta Rossi',
    failures: '10',
    project: 'Premio Aurora 2026',
    form: FORM[lang],
    sender_name: 'Ada Lovelace',
    sender_email: 'ada@example.org',
    submitted_at: `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(SUBMITTED)} UTC`,
    link: `${base}/app/out/example`,
    answers: [
      { label: NAME[lang], value: 'Ada Lovelace' },
      { label: PITCH[lang], value: PITCH_TEXT[lang] },
    ],
  };
  return Object.fromEntries(notification.variables.map((variable) => [variable.name, samples[variable.name] ?? variable.name]));
}
