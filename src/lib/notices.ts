import { create } from 'zustand';

/** A short message in a corner of the screen: a success (with undo when it can be undone), or a failure with no form to hold it. */
export interface Notice {
  id: number;
  tone: 'success' | 'error';
  /** Already in the operator's language; null for a failure with no answer (the generic text is shown). */
  message: string | null;
  /** Takes the action back; the notice offers it while it is on screen. */
  undo?: () => void;
}

interface NoticeState {
  notices: Notice[];
}

let nextId = 1;

/** The notices on screen. */
export const useNoticeStore = create<NoticeState>(() => ({ notices: [] }));

// Three at most: a burst must not bury the screen.
const MAX_NOTICES = 3;

/** How long a notice stays: a success is read at a glance, a failure needs longer. */
export const SHOWN_MS = { success: 4000, error: 8000 } as const;

function push(notice: Omit<Notice, 'id'>): number {
  const id = nextId++;
  useNoticeStore.setState((state) => ({ notices: [...state.notices, { ...notice, id }].slice(-MAX_NOTICES) }));
  return id;
}

/** Tells that an action worked, briefly; `undo` adds the button that takes it back. */
export function noticeSuccess(message: string, undo?: () => void): number {
  return push({ tone: 'success', message, undo });
}

/**
 * Tells that a change failed where no form can show it (a button in a table row); a form
 * says its own failures once, beside its action, and never here too.
 */
export function noticeFailure(message: string | null): number {
  return push({ tone: 'error', message });
}

/** Takes one notice off the screen. */
export function dismissNotice(id: number): void {
  useNoticeStore.setState((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
}
