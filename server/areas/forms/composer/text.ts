/** A clause of a description: the words between two separators, normalised. */
export type Tokens = readonly string[];

/** Lowercase, without accents or ligatures: "Città", "citta" and "CITTÀ" read the same. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/** The words and numbers of a text, folded: "E-mail (PDF, 2.5 MB)" gives e, mail, pdf, 2.5, mb. */
export function tokens(text: string): string[] {
  return fold(text).match(/\d+(?:\.\d+)?|[a-z0-9]+/g) ?? [];
}

// "2.000", "50,000" and "1'000" are one number; "2,5" is two and a half.
function joinNumbers(text: string): string {
  return text.replace(/(\d)[.,'’\u00a0\u202f](?=\d{3}(?!\d))/g, '$1').replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2');
}

/**
 * The clauses of a description, each as its words: commas, semicolons, colons, line breaks
 * and full stops separate them, so a rule said next to one field stays with that field.
 */
export function clauses(description: string): string[][] {
  return joinNumbers(description)
    .split(/[,;:!?\n\r•]+|\.(?!\d)/)
    .map(tokens)
    .filter((words) => words.length > 0);
}

/** A number token's value, or null for a word. */
export function numberOf(token: string | undefined): number | null {
  const value = token !== undefined && /^\d+(?:\.\d+)?$/.test(token) ? Number(token) : null;
  return value !== null && Number.isFinite(value) ? value : null;
}
