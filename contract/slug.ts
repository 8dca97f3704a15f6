/**
 * Text as a name machines read: accents dropped, lower case, every run of anything but ASCII
 * letters and digits one `separator`, none at either end, at most `max` characters. Form slugs,
 * criterion keys and file names are made by it.
 */
export function asciiName(text: string, separator: '-' | '_', max: number): string {
  const atEnds = separator === '-' ? /^-+|-+$/g : /^_+|_+$/g;
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(atEnds, '')
    .slice(0, max)
    .replace(atEnds, '');
}
