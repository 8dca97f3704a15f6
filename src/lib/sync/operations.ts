import type { Operation } from '../area.ts';
import type { OutboxEntry } from '../outbox/entry.ts';

const patterns = new Map<string, RegExp>();
const patternOf = (path: string) => {
  let pattern = patterns.get(path);
  if (!pattern) patterns.set(path, (pattern = new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`)));
  return pattern;
};

/** A queued change's path as one of the areas' operations, when one matches it. */
export function findOperation(path: string, operations: readonly Operation[]): Operation | undefined {
  return operations.find((operation) => patternOf(operation.path).test(path));
}

/** The name the change gives its record (a company's or project's name, an address), if any. */
export function subjectOf(entry: Pick<OutboxEntry, 'body'>): string {
  const { name, Email, slug } = entry.body;
  for (const value of [name, Email, slug]) if (typeof value === 'string' && value.trim() !== '') return value;
  return '';
}
