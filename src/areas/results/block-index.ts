import type { FormDefinition } from '../../../contract/form-definition.ts';

/**
 * The block a block screen's address names: by its key (`block-progetto`), which stays the same
 * when blocks move; a number is read as the block's place in the form, from 0, as the calls count.
 * Null when the form has no such block.
 */
export function blockIndexOf(definition: Pick<FormDefinition, 'blocks'>, param: string): number | null {
  const byKey = definition.blocks.findIndex((block) => block.key === param);
  if (byKey !== -1) return byKey;
  if (!/^\d{1,4}$/.test(param)) return null;
  const index = Number(param);
  return index < definition.blocks.length ? index : null;
}
