import { CheckLogin } from '../../contract/accounting.ts';
import { call } from './api.ts';

/** Whether the visitor is signed in, and must change the password first. */
export interface SessionState {
  logged: boolean;
  mustchange: boolean;
}

/** Asks the server whether the visitor is signed in (`accounting/checklogin`). */
export async function checkSession(): Promise<SessionState> {
  const result = await call(CheckLogin);
  return result.ok ? result.data : { logged: false, mustchange: false };
}
