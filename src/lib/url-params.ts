// Values a list screen keeps in its address (page, page size): read back from text anyone may edit.

/** A positive whole number from the address, or the fallback for anything else. */
export function positiveInt(value: string | null, fallback: number, max = 100_000): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 && parsed <= max ? parsed : fallback;
}
