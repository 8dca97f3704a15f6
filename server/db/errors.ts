/** True when a database error is a violation of the named unique constraint or index (either driver, wrapped or not). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const pgError = current as { code?: string; constraint?: string; message?: string };
    if (pgError.code === '23505') return pgError.constraint === constraint || Boolean(pgError.message?.includes(constraint));
  }
  return false;
}
