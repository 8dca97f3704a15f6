/** Who the last confirmed session belonged to, and whether their password had to change. */
export interface SignedInOperator {
  email: string;
  mustchange: boolean;
}

const KEY = 'bo.session';

// Kept in localStorage, not IndexedDB: the start of a signed-out visit reads it without loading the database library.
function read(): SignedInOperator | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<SignedInOperator> | null;
    return typeof value?.email === 'string' ? { email: value.email, mustchange: value.mustchange === true } : null;
  } catch {
    return null;
  }
}

/** The last session the server confirmed, or null when it said nobody is signed in. */
export async function storedSession(): Promise<SignedInOperator | null> {
  return read();
}

/** The same, read at once: for the first lines of a page's start. */
export function readStoredSession(): SignedInOperator | null {
  return read();
}

/** Keeps the session the server confirmed, so an offline start knows who was signed in. */
export async function storeSession(session: SignedInOperator | null): Promise<void> {
  try {
    if (session) localStorage.setItem(KEY, JSON.stringify(session));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the next start asks the server again.
  }
}
