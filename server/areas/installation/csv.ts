// A cell a spreadsheet would read as a formula is prefixed with an apostrophe (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (RFC 4180) with its CRLF end. */
export function csvLine(cells: unknown[]): string {
  return cells.map(cell).join(',') + '\r\n';
}

/** Rows as CSV (RFC 4180, CRLF line ends) with a header line. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map(csvLine).join('');
}
