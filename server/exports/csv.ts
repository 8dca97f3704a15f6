// Cells as a spreadsheet opens them, shared by every export (results, votes, the judging
// ranking, the operations' log): CSV lines (RFC 4180) and the defusing of text a spreadsheet
// would run as a formula (CSV injection).

// What a spreadsheet reads as the start of a formula, or of a cell it re-reads as one (tab, CR).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a
 * leading apostrophe: it is then shown, never run. Numbers (and anything not a text) are left as they are.
 */
export function defused<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = defused(typeof value === 'object' ? JSON.stringify(value) : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line with its CRLF end: texts defused and quoted where they must be, numbers as numbers, objects as JSON, nothing empty. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/** Rows as CSV with a header line. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}

/** The byte order mark a CSV starts with, so that spreadsheets read it as UTF-8. */
export const UTF8_BOM = '\uFEFF';
