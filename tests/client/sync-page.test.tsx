import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanySave } from '../../contract/companies.ts';
import { ProjectCreate } from '../../contract/projects.ts';
import { ThemeLoad } from '../../contract/theme.ts';
import { call } from '../../src/lib/api.ts';
import { useCached } from '../../src/lib/cache/use-cached.ts';
import { db } from '../../src/lib/db/database.ts';
import { useNoticeStore } from '../../src/lib/notices.ts';
import { enqueue } from '../../src/lib/outbox/store.ts';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { loadOperations } from '../../src/areas/index.ts';
import type { Operation } from '../../src/lib/area.ts';
import { findOperation, subjectOf } from '../../src/lib/sync/operations.ts';
import { notifyApplied } from '../../src/lib/sync/sync-client.ts';
import { usePendingWrites } from '../../src/lib/sync/use-outbox.ts';
import { DANA, rememberSignedIn, scriptedApi } from './cache-fixtures.ts';

// What the drawer's card calls a queued change: its operation's key, else a change of another kind.
const keyOf = (path: string, operations: readonly Operation[]) => findOperation(path, operations)?.key ?? 'other';

const server = scriptedApi();
const ACME = '4f6e2a51-2f0b-4a55-9d43-1c1b5f9a0a01';

afterEach(() => useNoticeStore.setState({ notices: [] }));

function queue(path: string, body: Record<string, unknown>, operator = DANA.email) {
  return enqueue(db, { key: crypto.randomUUID(), path, body, headers: {}, operator }, Date.now());
}

describe('a change the worker kept', () => {
  it('comes back from call() as queued with its key, and no failure is noticed', async () => {
    server.use(http.post('/api/admin/companies/save', () => HttpResponse.json({ queued: true, key: 'k-1' }, { status: 202 })));

    const result = await call(CompanySave, { name: 'Acme', slug: 'acme' });

    expect(result).toEqual({ ok: true, queued: true, key: 'k-1' });
    expect(useNoticeStore.getState().notices).toEqual([]);
  });

  it('is a failure when a 202 is not the outbox answer', async () => {
    server.use(http.post('/api/admin/companies/save', () => HttpResponse.json({ accepted: true }, { status: 202 })));

    const result = await call(CompanySave, { name: 'Acme', slug: 'acme' });

    expect(result).toMatchObject({ ok: false, status: 202 });
  });
});

describe('the screens', () => {
  it("show the signed-in operator's queued changes of one kind, and only theirs", async () => {
    await rememberSignedIn();
    await queue(`company/${ACME}/projects/create`, { company: ACME, name: 'Spring awards' });
    await queue(`company/${ACME}/projects/create`, { company: ACME, name: 'Not mine' }, 'someone@example.com');
    await queue(CompanySave.path, { id: ACME, name: 'Acme renamed', slug: 'acme' });

    const { result, unmount } = renderHook(() => usePendingWrites(ProjectCreate, { company: ACME }));

    await waitFor(() => expect(result.current.map((entry) => entry.body.name)).toEqual(['Spring awards']));
    await act(() => db.outbox.clear());
    await waitFor(() => expect(result.current).toEqual([]));
    unmount();
  });

  it('read again when queued changes reached the server', async () => {
    let answers = 0;
    server.use(http.post('/api/theme/load', () => HttpResponse.json({ Theme_Colors: String(++answers), Theme_Graphics: '' })));
    const { result, unmount } = renderHook(() => useCached(ThemeLoad));
    await waitFor(() => expect(result.current.data?.Theme_Colors).toBe('1'));

    act(() => notifyApplied());

    await waitFor(() => expect(result.current.data?.Theme_Colors).toBe('2'));
    unmount();
  });

  it('name a queued change by what it does and what it names', async () => {
    const CLIENT_OPERATIONS = await loadOperations();
    expect(keyOf(`company/${ACME}/project/${ACME}/save`, CLIENT_OPERATIONS)).toBe('projectSave');
    expect(keyOf('admin/companies/archive', CLIENT_OPERATIONS)).toBe('companyArchive');
    expect(keyOf('somewhere/else', CLIENT_OPERATIONS)).toBe('other');
    expect(keyOf(`company/${ACME}/project/${ACME}/form/${ACME}/results/change`, CLIENT_OPERATIONS)).toBe('resultsChange');
    expect(keyOf(`company/${ACME}/project/${ACME}/form/${ACME}/votes/invalidate`, CLIENT_OPERATIONS)).toBe('voteInvalidate');
    expect(subjectOf({ body: { Email: 'ivy@example.com', Role: 'judge' } })).toBe('ivy@example.com');
    expect(subjectOf({ body: { id: ACME } })).toBe('');
  });

  it("name only changes whose paths are mutations of the contract, each once, as the areas declare them", async () => {
    const CLIENT_OPERATIONS = await loadOperations();
    const mutations = new Set(ENDPOINTS.filter((endpoint) => endpoint.kind === 'mutation').map((endpoint) => endpoint.path));
    const paths = CLIENT_OPERATIONS.map((operation) => operation.path);
    expect(paths.filter((path) => !mutations.has(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
