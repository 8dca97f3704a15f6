import { z } from 'zod';
import { FieldSchema, FormDefinitionSchema, FormDraftSchema, KeyField, requiredText, FORM_LIMITS, type FormBlock, type FormDefinition, type FormField } from './form-definition.ts';
import { jsonEqual } from './json-equal.ts';

const After = KeyField.nullable();

/**
 * One change to a form's content, as the autocomposer proposes it and the editor applies it:
 * a field added after another (null: first in its block), changed, removed or moved; a block added.
 */
export const FormChangeSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('add_field'), block: KeyField, after: After, field: FieldSchema }),
  z.strictObject({ op: z.literal('change_field'), key: KeyField, field: FieldSchema }),
  z.strictObject({ op: z.literal('remove_field'), key: KeyField }),
  z.strictObject({ op: z.literal('move_field'), key: KeyField, block: KeyField, after: After }),
  z.strictObject({
    op: z.literal('add_block'),
    after: After,
    block: z.strictObject({ key: KeyField, title: requiredText(FORM_LIMITS.label) }),
  }),
]);

/** One proposed change. */
export type FormChange = z.infer<typeof FormChangeSchema>;

/**
 * The schema a draft's changes must leave it valid under: a complete draft stays complete, and
 * one still being written (saved with what it lacks) stays one that can be stored.
 */
export function schemaForChangesOf(draft: FormDefinition): typeof FormDefinitionSchema | typeof FormDraftSchema {
  return FormDefinitionSchema.safeParse(draft).success ? FormDefinitionSchema : FormDraftSchema;
}

/** Why a change could not be applied: the field or block it names is not there, or already is. */
export class ChangeNotApplicable extends Error {
  constructor(readonly change: FormChange) {
    super(`The change ${change.op} does not apply to this form`);
  }
}

type Content = Pick<FormDefinition, 'blocks'>;

function locate(blocks: FormBlock[], key: string): { block: number; index: number } | null {
  for (let b = 0; b < blocks.length; b++) {
    const index = blocks[b]!.fields.findIndex((field) => field.key === key);
    if (index >= 0) return { block: b, index };
  }
  return null;
}

function insertAt(block: FormBlock, after: string | null, field: FormField): boolean {
  const at = after === null ? 0 : block.fields.findIndex((candidate) => candidate.key === after) + 1;
  if (at === 0 && after !== null) return false;
  block.fields.splice(at, 0, field);
  return true;
}

function applyOne(blocks: FormBlock[], change: FormChange): boolean {
  switch (change.op) {
    case 'add_field': {
      const block = blocks.find((candidate) => candidate.key === change.block);
      return !!block && !locate(blocks, change.field.key) && insertAt(block, change.after, change.field);
    }
    case 'change_field': {
      const at = locate(blocks, change.key);
      if (!at) return false;
      const other = locate(blocks, change.field.key);
      if (other && change.field.key !== change.key) return false;
      blocks[at.block]!.fields[at.index] = change.field;
      return true;
    }
    case 'remove_field': {
      const at = locate(blocks, change.key);
      if (!at) return false;
      blocks[at.block]!.fields.splice(at.index, 1);
      return true;
    }
    case 'move_field': {
      const at = locate(blocks, change.key);
      const target = blocks.find((candidate) => candidate.key === change.block);
      if (!at || !target || change.after === change.key) return false;
      const [field] = blocks[at.block]!.fields.splice(at.index, 1);
      return insertAt(target, change.after, field!);
    }
    case 'add_block': {
      if (blocks.some((block) => block.key === change.block.key)) return false;
      const at = change.after === null ? 0 : blocks.findIndex((block) => block.key === change.after) + 1;
      if (at === 0 && change.after !== null) return false;
      blocks.splice(at, 0, { key: change.block.key, title: change.block.title, fields: [] });
      return true;
    }
  }
}

/**
 * The content after the changes, applied in order; the first change that names what is not
 * there throws `ChangeNotApplicable`. The input is left untouched.
 */
export function applyChanges<T extends Content>(content: T, changes: readonly FormChange[]): T {
  const blocks = structuredClone(content.blocks);
  for (const change of changes) {
    if (!applyOne(blocks, change)) throw new ChangeNotApplicable(change);
  }
  return { ...content, blocks };
}

/** What changed between two versions of a form's content, field by field. */
export interface ContentDiff {
  added: string[];
  removed: string[];
  /** Fields whose settings changed, with the names of the settings. */
  changed: Array<{ key: string; settings: string[] }>;
  /** Fields that changed place (block or order). */
  moved: string[];
  /** Whether the form's own texts, languages or blocks changed. */
  form: string[];
}

function settingsChanged(before: FormField, after: FormField): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const record = (field: FormField) => field as Record<string, unknown>;
  return [...names].filter((name) => !jsonEqual(record(before)[name], record(after)[name])).sort();
}

function places(content: Content): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of content.blocks) {
    block.fields.forEach((field, index) => {
      const previous = index === 0 ? '' : block.fields[index - 1]!.key;
      map.set(field.key, `${block.key}/${previous}`);
    });
  }
  return map;
}

/** The differences the publish step lists: fields added, removed, changed and moved, and the form's own settings. */
export function diffContent(before: FormDefinition, after: FormDefinition): ContentDiff {
  const beforeFields = new Map(before.blocks.flatMap((block) => block.fields.map((field) => [field.key, field] as const)));
  const afterFields = new Map(after.blocks.flatMap((block) => block.fields.map((field) => [field.key, field] as const)));
  const beforePlaces = places(before);
  const afterPlaces = places(after);
  const added = [...afterFields.keys()].filter((key) => !beforeFields.has(key));
  const removed = [...beforeFields.keys()].filter((key) => !afterFields.has(key));
  const changed = [...afterFields]
    .filter(([key]) => beforeFields.has(key))
    .map(([key, field]) => ({ key, settings: settingsChanged(beforeFields.get(key)!, field) }))
    .filter((entry) => entry.settings.length > 0);
  const moved = [...afterFields.keys()].filter((key) => beforePlaces.has(key) && beforePlaces.get(key) !== afterPlaces.get(key));
  const formKeys = ['title', 'description', 'languages', 'default_lang'] as const;
  const form = formKeys.filter((key) => !jsonEqual(before[key], after[key])) as string[];
  const blockShape = (content: FormDefinition) => content.blocks.map((block) => [block.key, block.title]);
  if (!jsonEqual(blockShape(before), blockShape(after))) form.push('blocks');
  return { added, removed, changed, moved, form };
}

/** Whether a diff has anything in it. */
export function isEmptyDiff(diff: ContentDiff): boolean {
  return diff.added.length + diff.removed.length + diff.changed.length + diff.moved.length + diff.form.length === 0;
}
