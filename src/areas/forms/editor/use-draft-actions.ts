import { useCallback, useState } from 'react';
import type { FieldType, FormBlock, FormDefinition, FormField } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import type { OptionLabel } from '../../../lib/form-fields/field-types.ts';
import { addBlock, addField, duplicateField, fieldKeys, findField, moveField, removeBlock, removeField, replaceField, updateBlock } from './draft-ops.ts';
import { followingKey } from './field-key.ts';
import type { Selection } from './outline.tsx';

/** How the editor's changes are made: the texts' language, whether the form was ever published, new options' labels. */
export interface DraftActionsSetup {
  lang: Language;
  published: boolean;
  optionLabel: OptionLabel;
}

/** The editor's changes of the draft, each one step of undo (`change` makes one), and what is selected. */
export function useDraftActions(draft: FormDefinition, change: (next: FormDefinition, topic?: string) => void, { lang, published, optionLabel }: DraftActionsSetup) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const [selection, setSelection] = useState<Selection>(() => {
    const first = draft.blocks[0]?.fields[0];
    return first ? { kind: 'field', key: first.key } : { kind: 'form' };
  });

  const onAddField = useCallback(
    (block: string, type: FieldType) => {
      const after = selection.kind === 'field' ? findField(draft, selection.key) : null;
      const next = addField(draft, block, type, texts.newField(), lang, after?.block.key === block ? after.field.key : undefined, optionLabel);
      change(next.draft);
      setSelection({ kind: 'field', key: next.key });
    },
    [draft, change, selection, lang, texts, optionLabel],
  );

  const onFieldChange = useCallback(
    (key: string, edited: FormField, topic?: string) => {
      const found = findField(draft, key);
      const others = fieldKeys(draft).filter((other) => other !== key);
      const followed = found ? followingKey(found.field, edited, others, draft.default_lang, published) : edited.key;
      const field = followed === edited.key ? edited : ({ ...edited, key: followed } as FormField);
      // A question typed while its key follows is one step of undo: its topic names the place, not the moving key.
      const merged = followed !== edited.key && found ? `label@${found.block.key}.${found.index}` : topic;
      change(replaceField(draft, key, field), merged);
      if (field.key !== key) setSelection({ kind: 'field', key: field.key });
    },
    [draft, change, published],
  );

  const onMove = useCallback((key: string, block: string, index: number) => change(moveField(draft, key, block, index)), [draft, change]);

  const onMoveToBlock = useCallback(
    (key: string, block: string) => {
      const target = draft.blocks.find((candidate) => candidate.key === block);
      if (target) change(moveField(draft, key, block, target.fields.length));
    },
    [draft, change],
  );

  const onDuplicate = useCallback(
    (key: string) => {
      const next = duplicateField(draft, key);
      change(next.draft);
      setSelection({ kind: 'field', key: next.key });
    },
    [draft, change],
  );

  const onRemove = useCallback(
    (key: string) => {
      const found = findField(draft, key);
      change(removeField(draft, key));
      const neighbour = found ? (found.block.fields[found.index + 1] ?? found.block.fields[found.index - 1]) : undefined;
      setSelection(neighbour ? { kind: 'field', key: neighbour.key } : found ? { kind: 'block', key: found.block.key } : { kind: 'form' });
    },
    [draft, change],
  );

  const onAddBlock = useCallback(() => {
    const next = addBlock(draft, texts.newBlock({ number: draft.blocks.length + 1 }), lang);
    change(next.draft);
    setSelection({ kind: 'block', key: next.key });
  }, [draft, change, lang, texts]);

  const onBlockChange = useCallback(
    (key: string, patch: Partial<Pick<FormBlock, 'key' | 'title'>>, topic?: string) => {
      change(updateBlock(draft, key, patch), topic);
      if (patch.key !== undefined && patch.key !== key) setSelection({ kind: 'block', key: patch.key });
    },
    [draft, change],
  );

  const onRemoveBlock = useCallback(
    (key: string) => {
      change(removeBlock(draft, key));
      setSelection({ kind: 'form' });
    },
    [draft, change],
  );

  return { selection, setSelection, onAddField, onFieldChange, onMove, onMoveToBlock, onDuplicate, onRemove, onAddBlock, onBlockChange, onRemoveBlock };
}
