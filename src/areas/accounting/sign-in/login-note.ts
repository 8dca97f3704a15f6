import type { LoginStep } from '../../../../contract/sign-in.ts';

/** Why the login page was opened, when another screen sent the operator there. */
export type LoginNote = 'recovered' | 'invited';

/**
 * What another screen hands the login page: why it was opened, and what that screen already
 * knows of the sign-in (the address; the second step, when it is already open for this browser).
 */
export interface LoginState {
  note: LoginNote;
  email?: string;
  step?: LoginStep;
}

/** The navigation state that makes the login page show a note, with the address filled in or the second step open. */
export function withLoginNote(note: LoginNote, known: { email?: string; step?: LoginStep } = {}): LoginState {
  return { note, ...known };
}

/** The state carried by the navigation, if any; anything else in the state is ignored. */
export function loginState(state: unknown): LoginState | null {
  if (typeof state !== 'object' || state === null || !('note' in state)) return null;
  if (state.note !== 'recovered' && state.note !== 'invited') return null;
  const email = 'email' in state && typeof state.email === 'string' ? state.email : undefined;
  const step = 'step' in state && (state.step === 'pin' || state.step === 'totp') ? state.step : undefined;
  // A second step without the address it belongs to cannot be shown.
  return { note: state.note, ...(email ? { email, ...(step ? { step } : {}) } : {}) };
}
