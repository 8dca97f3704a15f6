import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OperatorCurrent } from '../../contract/sign-in.ts';
import { cachedOperator } from '../../src/lib/db/meta.ts';
import { storedSession } from '../../src/lib/session-marker.ts';
import { readSnapshot, writeSnapshot } from '../../src/lib/db/snapshots.ts';
import { checkSession, currentOperator, signOut } from '../../src/lib/session.ts';
import { DANA, rememberSignedIn, scriptedApi } from './cache-fixtures.ts';

const server = scriptedApi();
const OLIVIA = { ...DANA, first_name: 'Olivia', email: 'olivia@example.com', installation_admin: false };


function offline(): void {
  server.use(http.post('/api/*', () => HttpResponse.error()));
}

function signedInAs(operator: typeof DANA, mustchange = false): void {
  server.use(
    http.post('/api/accounting/checklogin', () => HttpResponse.json({ logged: true, mustchange })),
    http.post('/api/accounting/operator/current', () => HttpResponse.json({ entity: operator })),
  );
}

describe('checkSession', () => {
  it('answers from the stored session when the network does not answer: a signed-in operator starts offline', async () => {
    await rememberSignedIn(DANA, true);
    offline();

    await expect(checkSession()).resolves.toEqual({ logged: true, mustchange: true });
  });

  it('answers signed out, offline, when nobody was signed in', async () => {
    offline();

    await expect(checkSession()).resolves.toEqual({ logged: false, mustchange: false });
  });

  it("remembers who signed in, with the operator's answer, for the next offline start", async () => {
    signedInAs(DANA);

    await expect(checkSession()).resolves.toEqual({ logged: true, mustchange: false });

    expect(await storedSession()).toEqual({ email: DANA.email, mustchange: false });
    expect(await readSnapshot(OperatorCurrent.path, {})).toEqual({ entity: DANA });
  });

  it("forgets the session, but not the operator's data, when the server says nobody is signed in", async () => {
    await rememberSignedIn(DANA);
    server.use(http.post('/api/accounting/checklogin', () => HttpResponse.json({ logged: false, mustchange: false })));

    await expect(checkSession()).resolves.toEqual({ logged: false, mustchange: false });

    expect(await storedSession()).toBeNull();
    offline();
    await expect(checkSession()).resolves.toEqual({ logged: false, mustchange: false });
  });

  it("clears the previous operator's cache when another operator signs in", async () => {
    await rememberSignedIn(DANA);
    await writeSnapshot('companies/list', {}, ['Dana only']);
    server.use(http.post('/api/accounting/checklogin', () => HttpResponse.json({ logged: false, mustchange: false })));
    await checkSession();
    signedInAs(OLIVIA);

    await checkSession();

    expect(await cachedOperator()).toBe(OLIVIA.email);
    expect(await readSnapshot('companies/list', {})).toBeUndefined();
    expect(await readSnapshot(OperatorCurrent.path, {})).toEqual({ entity: OLIVIA });
  });
});

describe('currentOperator', () => {
  it('is the stored operator when the network does not answer', async () => {
    await rememberSignedIn(DANA);
    offline();

    await expect(currentOperator()).resolves.toEqual(DANA);
  });

  it("is the server's answer, stored, when it answers", async () => {
    await rememberSignedIn(DANA);
    signedInAs({ ...DANA, first_name: 'Daniela' });

    await expect(currentOperator()).resolves.toMatchObject({ first_name: 'Daniela' });
    expect(await readSnapshot(OperatorCurrent.path, {})).toMatchObject({ entity: { first_name: 'Daniela' } });
  });
});

describe('signOut', () => {
  it("clears the cached operator and their data, and keeps the installation's theme", async () => {
    await rememberSignedIn(DANA);
    await writeSnapshot('theme/load', {}, { Theme_Colors: '{}', Theme_Graphics: '{}' }, true);
    server.use(http.post('/api/accounting/logout', () => HttpResponse.json({ Success: true })));

    await signOut();

    expect(await storedSession()).toBeNull();
    expect(await cachedOperator()).toBe('');
    expect(await readSnapshot(OperatorCurrent.path, {})).toBeUndefined();
    expect(await readSnapshot('theme/load', {}, true)).toEqual({ Theme_Colors: '{}', Theme_Graphics: '{}' });
  });
});
