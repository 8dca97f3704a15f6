// Cells as CSV (RFC 4180) and the defusing of text a spreadsheet would run as a formula.
import type { Cell } from './export-columns.ts';

// What a spreadsheet reads as the start of a formula, or of a cell it re-reads as one (tab, CR).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a
 * leading apostrophe: it is then shown, never run (CSV injection). Numbers are numbers, never text.
 */
export function defused(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = defused(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line with its CRLF end. */
export function csvLine(cells: readonly Cell[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/** The byte order mark a CSV starts with, so that spreadsheets read it as UTF-8. */
export const UTF8_BOM = '\uFEFF';
