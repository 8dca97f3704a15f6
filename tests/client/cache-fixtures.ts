import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { OperatorCurrent, type Operator } from '../../contract/sign-in.ts';
import { db } from '../../src/lib/db/database.ts';
import { setCachedOperator } from '../../src/lib/db/meta.ts';
import { storeSession } from '../../src/lib/session-marker.ts';
import { writeSnapshot } from '../../src/lib/db/snapshots.ts';

/** The operator the client tests sign in. */
export const DANA: Operator = { first_name: 'Dana', installation_admin: true, preferred_lang: 'it', email: 'dana@example.com' };

/** Empties every table and the app's local storage, as on a browser that never opened the app. */
export async function emptyDatabase(): Promise<void> {
  localStorage.clear();
  await Promise.all(db.tables.map((table) => table.clear()));
}

/** The cache as a previous visit of a signed-in operator left it. */
export async function rememberSignedIn(operator: Operator = DANA, mustchange = false): Promise<void> {
  await setCachedOperator(operator.email);
  await storeSession({ email: operator.email, mustchange });
  await writeSnapshot(OperatorCurrent.path, {}, { entity: operator });
}

/**
 * The API as a test scripts it (msw), over an empty database, with logged errors silenced:
 * the set-up of every test of the cached screens. Handlers added with `use` last one test.
 */
export function scriptedApi(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    await emptyDatabase();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}
