import { describe, expect, it } from 'vitest';
import { FormDefinitionSchema, type FormDefinition, type FormField } from '../../contract/form-definition.ts';
import { applyAccepted } from '../../src/areas/forms/composer/apply-accepted.ts';
import { addBlock, addField, duplicateField, moveField, removeBlock, replaceField } from '../../src/areas/forms/editor/draft-ops.ts';
import { freeKey } from '../../src/areas/forms/editor/field-key.ts';
import { changeType, FIELD_TYPE_DEFINITIONS } from '../../src/lib/form-fields/field-types.ts';
import { UndoHistory } from '../../src/lib/records/undo-history.ts';

const choice: FormField = {
  key: 'sector',
  type: 'single_choice',
  label: { it: 'Settore' },
  required: true,
  options: [
    { value: 'ai', label: { it: 'IA' } },
    { value: 'bio', label: { it: 'Bio' } },
  ],
};

function draft(): FormDefinition {
  return {
    format: 'form/1',
    slug: 'call',
    title: { it: 'Bando' },
    languages: ['it'],
    default_lang: 'it',
    blocks: [
      { key: 'one', title: { it: 'Uno' }, fields: [{ key: 'name', type: 'text', label: { it: 'Nome' } }, choice] },
      { key: 'two', title: { it: 'Due' }, fields: [{ key: 'models', type: 'long_text', label: { it: 'Modelli' }, show_if: { all: [{ field: 'sector', op: 'equals', value: 'ai' }] } }] },
    ],
  };
}

describe('the draft as the Field Editor changes it', () => {
  it('gives every new field a free key, and each of the fourteen types makes a valid form', () => {
    expect(freeKey(['text', 'text_2'], 'text')).toBe('text_3');
    let current = draft();
    for (const { type } of FIELD_TYPE_DEFINITIONS) current = addField(current, 'one', type, 'Domanda', 'it').draft;
    expect(FormDefinitionSchema.safeParse(current).success).toBe(true);
    expect(current.blocks[0]!.fields).toHaveLength(16);
  });

  it('renames a field and the conditions that named it follow', () => {
    const renamed = replaceField(draft(), 'sector', { ...choice, key: 'industry' });
    expect(renamed.blocks[1]!.fields[0]!.show_if).toEqual({ all: [{ field: 'industry', op: 'equals', value: 'ai' }] });
    expect(FormDefinitionSchema.safeParse(renamed).success).toBe(true);
  });

  it('moves a field within and across steps, keeping untouched steps the same objects', () => {
    const start = draft();
    const moved = moveField(start, 'models', 'one', 0);
    expect(moved.blocks[0]!.fields.map((field) => field.key)).toEqual(['models', 'name', 'sector']);
    expect(moved.blocks[1]!.fields).toEqual([]);
    const within = moveField(start, 'sector', 'one', 0);
    expect(within.blocks[1]).toBe(start.blocks[1]);
  });

  it('copies a field under a new key and keeps the last step', () => {
    const copied = duplicateField(draft(), 'sector');
    expect(copied.key).toBe('sector_copy');
    expect(copied.draft.blocks[0]!.fields.map((field) => field.key)).toEqual(['name', 'sector', 'sector_copy']);
    const one = removeBlock(removeBlock(addBlock(draft(), 'Tre', 'it').draft, 'one'), 'two');
    expect(one.blocks.map((block) => block.key)).toEqual(['step_3']);
    expect(removeBlock(one, 'step_3').blocks).toHaveLength(1);
  });

  it('changes a type keeping what both share and dropping the rules the new type lacks', () => {
    const asText = changeType(choice, 'text', 'it');
    expect(asText).toEqual({ key: 'sector', type: 'text', label: { it: 'Settore' }, required: true });
    const asDropdown = changeType(choice, 'dropdown', 'it');
    expect(asDropdown).toMatchObject({ type: 'dropdown', options: choice.options });
    expect(changeType(choice, 'statement', 'it')).toEqual({ key: 'sector', type: 'statement', label: { it: 'Settore' } });
  });
});

describe('the accepted part of a proposal', () => {
  it('places a field proposed after a turned-down one at the end of its step, and leaves out what cannot fit', () => {
    const applied = applyAccepted(draft(), [
      { op: 'add_field', block: 'one', after: 'phone', field: { key: 'email', type: 'email', label: { it: 'Email' } } },
      { op: 'remove_field', key: 'nothing_here' },
    ]);
    expect(applied.skipped).toBe(1);
    expect(applied.draft.blocks[0]!.fields.map((field) => field.key)).toEqual(['name', 'sector', 'email']);
  });
});

describe('undo and redo of the draft', () => {
  it('merges typing into one text into one step, and undoes and redoes whole steps', () => {
    const history = new UndoHistory<FormDefinition>({ mergeMs: 1000 });
    let current = draft();
    const change = (next: FormDefinition, topic: string | undefined, at: number) => {
      history.record(current, topic, at);
      current = next;
    };
    const title = (text: string) => ({ ...current, title: { it: text } });
    change(title('B'), 'title', 0);
    change(title('Ba'), 'title', 400);
    change(moveField(current, 'name', 'two', 0), undefined, 600);
    current = history.undo(current)!;
    expect(current.title).toEqual({ it: 'Ba' });
    current = history.undo(current)!;
    expect(current.title).toEqual({ it: 'Bando' });
    expect(history.canUndo).toBe(false);
    current = history.redo(current)!;
    current = history.redo(current)!;
    expect(current.blocks[1]!.fields[0]!.key).toBe('name');
    expect(history.canRedo).toBe(false);
    // Typing into one text again after a pause is a step of its own.
    change(title('Bandi'), 'title', 5000);
    change(title('Bandit'), 'title', 7000);
    expect(history.undo(current)!.title).toEqual({ it: 'Bandi' });
  });
});
