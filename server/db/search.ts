/** `%text%` for ILIKE, with the user's own %, _ and \ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
