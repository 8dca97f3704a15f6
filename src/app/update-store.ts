import { create } from 'zustand';

interface UpdateState {
  /** Set once a new version of the app is installed and waiting; calling it switches to it. */
  applyUpdate: (() => void) | null;
}

/** Whether a new version of the app waits to take over. */
export const useUpdateStore = create<UpdateState>(() => ({ applyUpdate: null }));
