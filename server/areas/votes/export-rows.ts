// The columns of the votes' export in each language, and each vote as a row of cells.
import type { Language } from '../../../contract/languages.ts';
import type { VoteRow } from './list.ts';

type Words = Record<Language, string>;

const COLUMNS: Record<string, Words> = {
  time: { it: 'Data e ora', en: 'Time', es: 'Fecha y hora', fr: 'Date et heure', pt: 'Data e hora' },
  email: { it: 'Email', en: 'Email', es: 'Correo electrónico', fr: 'E-mail', pt: 'E-mail' },
  domain: { it: 'Dominio', en: 'Domain', es: 'Dominio', fr: 'Domaine', pt: 'Domínio' },
  submission: { it: 'Invio n.', en: 'Submission no.', es: 'Envío n.º', fr: 'Envoi n°', pt: 'Envio n.º' },
  valid: { it: 'Valido', en: 'Valid', es: 'Válido', fr: 'Valide', pt: 'Válido' },
  invalidAt: { it: 'Annullato il', en: 'Invalidated on', es: 'Anulado el', fr: 'Invalidé le', pt: 'Anulado em' },
  invalidBy: { it: 'Annullato da', en: 'Invalidated by', es: 'Anulado por', fr: 'Invalidé par', pt: 'Anulado por' },
  reason: { it: 'Motivo', en: 'Reason', es: 'Motivo', fr: 'Motif', pt: 'Motivo' },
  suspicion: { it: 'Sospetto', en: 'Suspicion', es: 'Sospecha', fr: 'Soupçon', pt: 'Suspeita' },
};

const YES: Words = { it: 'sì', en: 'yes', es: 'sí', fr: 'oui', pt: 'sim' };
const NO: Words = { it: 'no', en: 'no', es: 'no', fr: 'non', pt: 'não' };

const FLAGS: Record<'burst' | 'domain' | 'disposable', Words> = {
  burst: { it: 'raffica da un indirizzo', en: 'burst from one address', es: 'ráfaga desde una dirección', fr: 'rafale depuis une adresse', pt: 'rajada de um endereço' },
  domain: { it: 'molte email di un dominio', en: 'many emails of one domain', es: 'muchos correos de un dominio', fr: 'beaucoup d’e-mails d’un domaine', pt: 'muitos e-mails de um domínio' },
  disposable: { it: 'email usa e getta', en: 'disposable email', es: 'correo desechable', fr: 'e-mail jetable', pt: 'e-mail descartável' },
};

/** The header of the export, in a language; the email column only when the export carries addresses. */
export function exportHeader(lang: Language, emails: boolean): string[] {
  const keys = ['time', ...(emails ? ['email'] : []), 'domain', 'submission', 'valid', 'invalidAt', 'invalidBy', 'reason', 'suspicion'];
  return keys.map((key) => COLUMNS[key]![lang]);
}

// One formatter per time zone: an export formats every vote's moment, and making one costs far more than using it.
const clocks = new Map<string, Intl.DateTimeFormat>();

// A moment as `YYYY-MM-DD HH:MM:SS` on the clock of a time zone.
function clock(value: Date | string, tz: string): string {
  let format = clocks.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    clocks.set(tz, format);
  }
  const parts = format.formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** One vote as the export's cells (texts and the submission's number). */
export function exportCells(row: VoteRow, options: { lang: Language; tz: string; emails: boolean }): Array<string | number> {
  const { lang, tz, emails } = options;
  const flags = (['burst', 'domain', 'disposable'] as const).filter((flag) => row[flag] === true).map((flag) => FLAGS[flag][lang]);
  return [
    clock(row.created_at, tz),
    ...(emails ? [row.email ?? ''] : []),
    row.email_domain,
    Number(row.number),
    row.invalid_at === null ? YES[lang] : NO[lang],
    row.invalid_at === null ? '' : clock(row.invalid_at, tz),
    row.invalid_at === null ? '' : (row.invalid_by_name ?? ''),
    row.invalid_reason ?? '',
    flags.join(', '),
  ];
}

// A cell a spreadsheet would read as a formula (CSV or formula injection) starts with an apostrophe instead.
