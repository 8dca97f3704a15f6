import { AppError, type FieldProblem } from '../errors.ts';

// A NUL, or half of a surrogate pair: PostgreSQL stores neither in text or jsonb, and no client of ours sends them.
// eslint-disable-next-line no-control-regex -- finding the NUL is the point.
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');
// Enough to show what is wrong; a payload made of thousands of bad keys gets no longer an answer.
const MAX_REPORTED = 20;

/** True when a text holds a NUL or a lone surrogate. */
export function isUnsafeText(text: string): boolean {
  return UNSAFE.test(text);
}

/** The text with each NUL and lone surrogate replaced by U+FFFD, as storable anywhere. */
export function safeText(text: string): string {
  return text.replace(UNSAFE_ALL, '\ufffd');
}

/** A JSON value with every text in it, keys included, made safe. */
export function safeJson(value: unknown): unknown {
  if (typeof value === 'string') return safeText(value);
  if (Array.isArray(value)) return value.map(safeJson);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [safeText(key), safeJson(inner)]));
  }
  return value;
}

/**
 * The fields of a payload holding unsafe text, at any depth: a value's path (`grants.0.role`), or
 * for an unsafe key the path of the object holding it (`body` at the top). Walked without recursion,
 * since a JSON body may nest deeper than the stack goes.
 */
export function unsafeTextFields(payload: unknown): string[] {
  const found = new Set<string>();
  const stack: Array<{ value: unknown; path: string }> = [{ value: payload, path: '' }];
  while (stack.length > 0 && found.size < MAX_REPORTED) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) found.add(path || 'body');
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (isUnsafeText(key)) found.add(path || 'body');
        stack.push({ value: inner, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return [...found];
}

/** Refuses a payload holding unsafe text with 400, naming each such field; the refusal is logged whatever the call. */
export function refuseUnsafeText(payload: unknown): void {
  const fields = unsafeTextFields(payload);
  if (fields.length === 0) return;
  const problems: Record<string, FieldProblem> = Object.fromEntries(fields.map((field) => [safeText(field), { rule: 'invalid' }]));
  throw new AppError('validation_failed', { fields: problems, logAlways: true });
}
