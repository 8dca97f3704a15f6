import { useCallback, useState } from 'react';
import type { FieldType, FormBlock, FormDefinition, FormField } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { addBlock, addField, duplicateField, findField, moveField, removeBlock, removeField, replaceField, updateBlock } from './draft-ops.ts';
import type { Selection } from './outline.tsx';

/** The editor's changes of the draft, each one step of undo (`change` makes one), and what is selected. */
export function useDraftActions(draft: FormDefinition, change: (next: FormDefinition, topic?: string) => void, lang: Language) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const [selection, setSelection] = useState<Selection>(() => {
    const first = draft.blocks[0]?.fields[0];
    return first ? { kind: 'field', key: first.key } : { kind: 'form' };
  });

  const onAddField = useCallback(
    (block: string, type: FieldType) => {
      const after = selection.kind === 'field' ? findField(draft, selection.key) : null;
      const next = addField(draft, block, type, texts.newField(), lang, after?.block.key === block ? after.field.key : undefined);
      change(next.draft);
      setSelection({ kind: 'field', key: next.key });
    },
    [draft, change, selection, lang, texts],
  );

  const onFieldChange = useCallback(
    (key: string, field: FormField, topic?: string) => {
      change(replaceField(draft, key, field), topic);
      if (field.key !== key) setSelection({ kind: 'field', key: field.key });
    },
    [draft, change],
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
