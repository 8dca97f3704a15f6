import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormDefinitionSchema, type FormDefinition, type FormField } from '../../contract/form-definition.ts';
import { applyAccepted } from '../../src/areas/forms/composer/apply-accepted.ts';
import { addBlock, addField, duplicateField, freeKey, moveField, removeBlock, replaceField } from '../../src/areas/forms/editor/draft-ops.ts';
import { useDraftHistory } from '../../src/areas/forms/editor/use-draft-history.ts';
import { changeType, FIELD_TYPE_DEFINITIONS } from '../../src/lib/form-fields/field-types.ts';

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
    const { result } = renderHook(() => {
      const [current, set] = useState(draft());
      const history = useDraftHistory(() => current, set);
      return { current, history };
    });
    const title = (text: string) => ({ ...result.current.current, title: { it: text } });
    act(() => result.current.history.change(title('B'), 'title'));
    act(() => result.current.history.change(title('Ba'), 'title'));
    act(() => result.current.history.change(moveField(result.current.current, 'name', 'two', 0)));
    act(() => result.current.history.undo());
    expect(result.current.current.title).toEqual({ it: 'Ba' });
    act(() => result.current.history.undo());
    expect(result.current.current.title).toEqual({ it: 'Bando' });
    expect(result.current.history.canUndo).toBe(false);
    act(() => result.current.history.redo());
    act(() => result.current.history.redo());
    expect(result.current.current.blocks[1]!.fields[0]!.key).toBe('name');
    expect(result.current.history.canRedo).toBe(false);
  });
});
