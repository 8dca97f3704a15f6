import { CheckLogin, Logout, OperatorCurrent, type Operator } from '../../contract/sign-in.ts';
import { call } from './api.ts';
import { storedSession, storeSession } from './session-marker.ts';

// The cache (IndexedDB, through Dexie) is loaded once someone is signed in: a signed-out visit never pays for it.
const cache = () => Promise.all([import('./db/meta.ts'), import('./db/snapshots.ts')]).then(([meta, snapshots]) => ({ ...meta, ...snapshots }));

/** Whether the visitor is signed in, and must change the password first. */
export interface SessionState {
  logged: boolean;
  mustchange: boolean;
}

const SIGNED_OUT: SessionState = { logged: false, mustchange: false };

type OperatorAnswer = { entity: Operator };

// No answer, or a gateway's 5xx: the server cannot tell, so the stored state stands.
function unreachable(status: number): boolean {
  return status === 0 || status >= 500;
}

/**
 * Asks the server whether the visitor is signed in (`accounting/checklogin`). When the server
 * does not answer, the last confirmed session stands, so a signed-in operator starts offline.
 */
export function checkSession(): Promise<SessionState> {
  const started = early;
  early = null;
  return started ?? askSession();
}

let early: Promise<SessionState> | null = null;

/**
 * Sends the session check at the very start of a page, before the router asks for it: the
 * router's first check takes this answer, so the check and the app's files load side by side.
 */
export function startSessionCheck(): void {
  early ??= askSession();
}

async function askSession(): Promise<SessionState> {
  const result = await call(CheckLogin);
  if (result.ok) {
    await remember(result.data).catch(() => undefined);
    return result.data;
  }
  if (!unreachable(result.status)) return SIGNED_OUT;
  const stored = await storedSession().catch(() => null);
  return stored ? { logged: true, mustchange: stored.mustchange } : SIGNED_OUT;
}

async function remember(state: SessionState): Promise<void> {
  if (!state.logged) return storeSession(null);
  const stored = await storedSession();
  if (stored) return storeSession({ ...stored, mustchange: state.mustchange });
  const answer = await fetchOperator();
  if (answer) await keepOperator(answer, state.mustchange);
}

async function fetchOperator(): Promise<OperatorAnswer | null> {
  const result = await call(OperatorCurrent);
  return result.ok ? result.data : null;
}

// Another operator's data must never show to this one, so their cache goes first.
async function keepOperator(answer: OperatorAnswer, mustchange: boolean): Promise<void> {
  const { cachedOperator, clearOperatorData, setCachedOperator, writeSnapshot } = await cache();
  const email = answer.entity.email;
  if (email !== (await cachedOperator())) await clearOperatorData();
  await setCachedOperator(email);
  await storeSession({ email, mustchange });
  await writeSnapshot(OperatorCurrent.path, {}, answer);
}

/** The stored operator of the last confirmed session, or null. */
export async function storedOperator(): Promise<Operator | null> {
  if (!(await storedSession())) return null;
  const { readSnapshot } = await cache();
  return (await readSnapshot<OperatorAnswer>(OperatorCurrent.path, {}))?.entity ?? null;
}

/**
 * The signed-in operator, asked from the server and stored; when the server does not answer,
 * the stored one. Null when nobody is signed in.
 */
export async function currentOperator(): Promise<Operator | null> {
  const result = await call(OperatorCurrent);
  try {
    if (result.ok) {
      const stored = await storedSession();
      await keepOperator(result.data, stored?.mustchange ?? false);
      return result.data.entity;
    }
    if (!unreachable(result.status)) {
      await storeSession(null);
      return null;
    }
    return await storedOperator();
  } catch {
    return result.ok ? result.data.entity : null;
  }
}

/** Keeps the stored operator's preferred language in step with what the server saved. */
export async function storePreferredLang(lang: Operator['preferred_lang']): Promise<void> {
  const { readSnapshot, writeSnapshot } = await cache();
  const stored = await readSnapshot<OperatorAnswer>(OperatorCurrent.path, {});
  if (stored) await writeSnapshot(OperatorCurrent.path, {}, { entity: { ...stored.entity, preferred_lang: lang } });
}

/** Signs out and forgets the operator's cached data (spec section 4: logout clears the cached operator). */
export async function signOut(): Promise<void> {
  await call(Logout);
  await cache()
    .then(({ clearOperatorData }) => clearOperatorData())
    .catch(() => undefined);
}
