import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';

interface UndoRedoProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  /** The buttons' names, in the screen's words. */
  labels: { undo: string; redo: string };
}

/** Undo and redo of a draft on the editing engine, as icon buttons: the Field Editor's, the page editor's and the template editor's. */
export function UndoRedo({ canUndo, canRedo, onUndo, onRedo, labels }: UndoRedoProps) {
  return (
    <>
      <ActionIcon variant="default" size="lg" aria-label={labels.undo} disabled={!canUndo} onClick={onUndo}>
        <IconArrowBackUp aria-hidden="true" size={18} />
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label={labels.redo} disabled={!canRedo} onClick={onRedo}>
        <IconArrowForwardUp aria-hidden="true" size={18} />
      </ActionIcon>
    </>
  );
}
