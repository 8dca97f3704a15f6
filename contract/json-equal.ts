// What JSON would write for a value: a date as its text, a key left undefined as no key at all.
const asJson = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function' ? (value as { toJSON(): unknown }).toJSON() : value;

// In an array, what JSON cannot write (undefined, a function) is written as null.
const inArray = (value: unknown): unknown => (value === undefined || typeof value === 'function' ? null : value);

const definedKeys = (value: object) => Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);

/**
 * Whether two values are the same once written as JSON, whatever the order of their keys (a
 * stored jsonb comes back with its keys in the database's order): a key left undefined counts as
 * no key, a date as its text.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const left = asJson(a);
  const right = asJson(b);
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) || Array.isArray(right)) {
    return Array.isArray(left) && Array.isArray(right) && left.length === right.length && left.every((item, index) => jsonEqual(inArray(item), inArray(right[index])));
  }
  const keys = definedKeys(left);
  if (keys.length !== definedKeys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && jsonEqual((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]));
}
