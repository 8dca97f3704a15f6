import { create } from 'zustand';

const KEY = 'bo.editTexts';

function stored(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

interface EditTextsState {
  /** Whether the texts are edited in place in this tab. */
  on: boolean;
  /** The key whose override dialog is open, if any. */
  editing: string | null;
}

/** The in-place editing of the texts: on or off for the tab (it survives a reload), and the text being edited. */
export const useEditTextsStore = create<EditTextsState>(() => ({ on: stored(), editing: null }));

/** Turns the in-place editing of the texts on or off for this tab. */
export function setEditTexts(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
  useEditTextsStore.setState({ on, editing: null });
}
