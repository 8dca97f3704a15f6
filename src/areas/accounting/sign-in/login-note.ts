/** Why the login page was opened, when another screen sent the operator there. */
export type LoginNote = 'recovered' | 'invited';

/** The navigation state that makes the login page show a note. */
export function withLoginNote(note: LoginNote): { note: LoginNote } {
  return { note };
}

/** The note carried by the navigation state, if any; anything else in the state is ignored. */
export function loginNote(state: unknown): LoginNote | null {
  if (typeof state !== 'object' || state === null || !('note' in state)) return null;
  return state.note === 'recovered' || state.note === 'invited' ? state.note : null;
}
