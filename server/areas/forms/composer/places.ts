import type { FormDefinition } from '../../../../contract/form-definition.ts';
import type { Place } from './change-list.ts';

/** The end of the form: after the last field of the last block. */
export function endPlace(draft: FormDefinition): Place {
  const block = draft.blocks[draft.blocks.length - 1]!;
  return { block: block.key, after: block.fields[block.fields.length - 1]?.key ?? null };
}

/** Where a field is now, or null. */
export function placeOf(draft: FormDefinition, key: string): Place | null {
  for (const block of draft.blocks) {
    const index = block.fields.findIndex((field) => field.key === key);
    if (index >= 0) return { block: block.key, after: index === 0 ? null : block.fields[index - 1]!.key };
  }
  return null;
}

/**
 * Where the first of some fields goes to stand before or after an anchor, or at the top or
 * bottom of a block; the fields being placed are left out of the count.
 */
export function placeBy(draft: FormDefinition, moving: readonly string[], where: 'before' | 'after' | 'top' | 'bottom', anchor: string | null): Place | null {
  const home = anchor ?? moving.find((key) => placeOf(draft, key)) ?? null;
  const blockKey = home ? placeOf(draft, home)?.block : endPlace(draft).block;
  const block = draft.blocks.find((candidate) => candidate.key === blockKey);
  if (!block) return null;
  const others = block.fields.map((field) => field.key).filter((key) => !moving.includes(key));
  if (where === 'after' && anchor) return { block: block.key, after: anchor };
  if (where === 'before' && anchor) {
    const index = others.indexOf(anchor);
    return index < 0 ? null : { block: block.key, after: index === 0 ? null : others[index - 1]! };
  }
  if (where === 'top') return { block: block.key, after: null };
  return { block: block.key, after: others[others.length - 1] ?? null };
}
