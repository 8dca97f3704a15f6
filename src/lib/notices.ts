import { create } from 'zustand';

/** A refused or unanswered change, as the operator is told of it. */
export interface FailureNotice {
  id: number;
  /** The server's message, already in the operator's language; null when no answer came. */
  message: string | null;
}

interface FailureState {
  notices: FailureNotice[];
}

let nextId = 1;

/** The changes that failed and are still on screen. */
export const useFailureStore = create<FailureState>(() => ({ notices: [] }));

// Three at most: a burst of failures must not bury the screen.
const MAX_NOTICES = 3;

/** Tells the operator that a change failed, without stopping what they are doing. */
export function noticeFailure(message: string | null): void {
  useFailureStore.setState((state) => ({ notices: [...state.notices, { id: nextId++, message }].slice(-MAX_NOTICES) }));
}

/** Takes one notice off the screen. */
export function dismissFailure(id: number): void {
  useFailureStore.setState((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
}
