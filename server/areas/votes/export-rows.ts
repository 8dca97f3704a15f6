// The columns of the votes' export in each language (the installation's corrections first), and each vote as a row of cells.
import { EXPORT_WORD_LABELS } from '../../../contract/labels.ts';
import type { Language } from '../../../contract/languages.ts';
import { labelIn } from '../../../contract/text-overrides.ts';
import { VOTE_EXPORT_COLUMN_LABELS, VOTE_SUSPICION_LABELS } from '../../../contract/votes.ts';
import type { VoteRow } from './list.ts';

/** The header of the export, in a language; the email column only when the export carries addresses. */
export function exportHeader(lang: Language, emails: boolean): string[] {
  const keys = ['time', ...(emails ? ['email' as const] : []), 'domain', 'submission', 'valid', 'invalidAt', 'invalidBy', 'reason', 'suspicion'] as const;
  return keys.map((key) => labelIn(VOTE_EXPORT_COLUMN_LABELS[key], lang));
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
  const flags = (['burst', 'domain', 'disposable'] as const).filter((flag) => row[flag] === true).map((flag) => labelIn(VOTE_SUSPICION_LABELS[flag], lang));
  return [
    clock(row.created_at, tz),
    ...(emails ? [row.email ?? ''] : []),
    row.email_domain,
    Number(row.number),
    labelIn(EXPORT_WORD_LABELS[row.invalid_at === null ? 'yes' : 'no'], lang),
    row.invalid_at === null ? '' : clock(row.invalid_at, tz),
    row.invalid_at === null ? '' : (row.invalid_by_name ?? ''),
    row.invalid_reason ?? '',
    flags.join(', '),
  ];
}

// A cell a spreadsheet would read as a formula (CSV or formula injection) starts with an apostrophe instead.
