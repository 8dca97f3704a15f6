import type { FieldType, FormBlock, FormDefinition, FormField } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { fieldType, type OptionLabel } from '../../../lib/form-fields/field-types.ts';
import { freeKey, keyOfQuestion } from './field-key.ts';

// Every change below returns a new draft and keeps the untouched blocks and fields as they
// were (same objects), so the outline redraws only what changed.

/** Every field key of the draft. */
export function fieldKeys(draft: FormDefinition): string[] {
  return draft.blocks.flatMap((block) => block.fields.map((field) => field.key));
}

function mapBlock(draft: FormDefinition, blockKey: string, change: (block: FormBlock) => FormBlock): FormDefinition {
  return { ...draft, blocks: draft.blocks.map((block) => (block.key === blockKey ? change(block) : block)) };
}

/** Where a field sits: its block's key and its index there. */
export function findField(draft: FormDefinition, key: string): { block: FormBlock; index: number; field: FormField } | null {
  for (const block of draft.blocks) {
    const index = block.fields.findIndex((field) => field.key === key);
    if (index >= 0) return { block, index, field: block.fields[index]! };
  }
  return null;
}

/**
 * Adds a new field of a type at the end of a block (or after a field); its label is a placeholder
 * question, its key made from it, a choice field's options labelled by `optionLabel`.
 */
export function addField(draft: FormDefinition, blockKey: string, type: FieldType, label: string, lang: Language, after?: string, optionLabel?: OptionLabel): { draft: FormDefinition; key: string } {
  const key = keyOfQuestion({ [lang]: label }, lang, fieldKeys(draft), type);
  const field = fieldType(type).create(key, { [lang]: label }, lang, optionLabel);
  const next = mapBlock(draft, blockKey, (block) => {
    const at = after === undefined ? block.fields.length : block.fields.findIndex((candidate) => candidate.key === after) + 1;
    return { ...block, fields: [...block.fields.slice(0, at), field, ...block.fields.slice(at)] };
  });
  return { draft: next, key };
}

/** Replaces a field (its key may change: conditions that named the old key follow it). */
export function replaceField(draft: FormDefinition, key: string, field: FormField): FormDefinition {
  const renamed = field.key !== key;
  return {
    ...draft,
    blocks: draft.blocks.map((block) => {
      const index = block.fields.findIndex((candidate) => candidate.key === key);
      if (index < 0 && !renamed) return block;
      const fields = block.fields.map((candidate, at) => {
        if (at === index) return field;
        if (!renamed || !candidate.show_if) return candidate;
        const list = 'all' in candidate.show_if ? 'all' : 'any';
        const conditions = 'all' in candidate.show_if ? candidate.show_if.all : candidate.show_if.any;
        if (!conditions.some((condition) => condition.field === key)) return candidate;
        const moved = conditions.map((condition) => (condition.field === key ? { ...condition, field: field.key } : condition));
        return { ...candidate, show_if: list === 'all' ? { all: moved } : { any: moved } } as FormField;
      });
      return { ...block, fields };
    }),
  };
}

/** Removes a field. */
export function removeField(draft: FormDefinition, key: string): FormDefinition {
  return { ...draft, blocks: draft.blocks.map((block) => (block.fields.some((field) => field.key === key) ? { ...block, fields: block.fields.filter((field) => field.key !== key) } : block)) };
}

/** A copy of a field right after it, under a free key. */
export function duplicateField(draft: FormDefinition, key: string): { draft: FormDefinition; key: string } {
  const found = findField(draft, key);
  if (!found) return { draft, key };
  const copy = { ...structuredClone(found.field), key: freeKey(fieldKeys(draft), `${key}_copy`) } as FormField;
  const next = mapBlock(draft, found.block.key, (block) => ({ ...block, fields: [...block.fields.slice(0, found.index + 1), copy, ...block.fields.slice(found.index + 1)] }));
  return { draft: next, key: copy.key };
}

/** Moves a field to a position of a block (the same or another). */
export function moveField(draft: FormDefinition, key: string, toBlock: string, toIndex: number): FormDefinition {
  const found = findField(draft, key);
  if (!found) return draft;
  const without = removeField(draft, key);
  return mapBlock(without, toBlock, (block) => {
    const at = Math.max(0, Math.min(toIndex, block.fields.length));
    return { ...block, fields: [...block.fields.slice(0, at), found.field, ...block.fields.slice(at)] };
  });
}

/** Adds an empty step at the end. */
export function addBlock(draft: FormDefinition, title: string, lang: Language): { draft: FormDefinition; key: string } {
  const key = freeKey(draft.blocks.map((block) => block.key), `step_${draft.blocks.length + 1}`);
  return { draft: { ...draft, blocks: [...draft.blocks, { key, title: { [lang]: title }, fields: [] }] }, key };
}

/** Changes a step's key or title. */
export function updateBlock(draft: FormDefinition, key: string, change: Partial<Pick<FormBlock, 'key' | 'title'>>): FormDefinition {
  return mapBlock(draft, key, (block) => ({ ...block, ...change }));
}

/** Removes a step and its fields; the last step stays. */
export function removeBlock(draft: FormDefinition, key: string): FormDefinition {
  if (draft.blocks.length <= 1) return draft;
  return { ...draft, blocks: draft.blocks.filter((block) => block.key !== key) };
}
