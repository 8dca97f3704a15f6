import type { FieldType } from '../../../../contract/form-definition.ts';
import type { RuleItem } from './rule-items.ts';
import { takes } from './rules.ts';

/** A field named in a clause, where it was named and its type. */
export interface Named {
  at: number;
  type: FieldType;
}

/**
 * Gives each rule to the field it was said of: the nearest one named before it that takes the
 * rule ("pitch deck in PDF, max 10 MB"), else the nearest after it ("obbligatorio il telefono").
 */
export function attach(items: readonly RuleItem[], named: readonly Named[]): RuleItem[][] {
  const given: RuleItem[][] = named.map(() => []);
  for (const item of items) {
    const fitting = named.map((entry, index) => ({ ...entry, index })).filter((entry) => takes(entry.type, item));
    const before = fitting.filter((entry) => entry.at < item.at).pop();
    const after = fitting.find((entry) => entry.at > item.at);
    const chosen = before ?? after;
    if (chosen) given[chosen.index]!.push(item);
  }
  return given;
}
