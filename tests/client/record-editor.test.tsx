import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyGet, CompanySave, type Company } from '../../contract/companies.ts';
import { writeSnapshot } from '../../src/lib/db/snapshots.ts';
import { db } from '../../src/lib/db/database.ts';
import { useNoticeStore } from '../../src/lib/notices.ts';
import { enqueue } from '../../src/lib/outbox/store.ts';
import { useRecordEditor } from '../../src/lib/records/use-record-editor.ts';
import { DANA, rememberSignedIn, scriptedApi } from './cache-fixtures.ts';

afterEach(() => useNoticeStore.setState({ notices: [] }));

const server = scriptedApi();
const ID = '7d1c1f53-8a0c-4a77-9a43-0f3f5d1b9b10';
const STORED: Company = {
  id: ID,
  name: 'Acme Events',
  slug: 'acme',
  status: 'active',
  contact_email: '',
  notes: '',
  logo_media_id: null,
  version: 3,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-02T08:00:00.000Z',
};

type Values = Pick<Company, 'name' | 'slug'>;
const toValues = ({ name, slug }: Values): Values => ({ name, slug });

function useCompany(id: string | null, onSaved?: (company: Company, created: boolean) => void) {
  return useRecordEditor({
    read: id ? { endpoint: CompanyGet, payload: { id }, record: (answer) => answer.entity, answer: (entity: Company) => ({ entity }) } : null,
    save: CompanySave,
    payload: (values: Values, base) => ({ ...values, ...(base ? { id: base.id, version: base.version } : {}) }),
    saved: (answer) => answer.entity,
    toValues: (record: Company) => toValues(record),
    fromBody: (body) => toValues(body as Values),
    empty: { name: '', slug: '' },
    validate: (values) => (values.name.trim() === '' ? { name: 'Name field is required' } : {}),
    texts: { saved: 'Saved.', unreachable: 'No answer.' },
    ...(onSaved ? { onSaved } : {}),
  });
}

/** Every body the save endpoint received, in order. */
function recordSaves(answer: (body: Record<string, unknown>) => Response): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.post('/api/admin/companies/save', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const offline = () => server.use(http.post('/api/admin/companies/get', () => HttpResponse.error()));

describe('the record editor', () => {
  it('opens offline with the stored record and saves on its version, naming the record', async () => {
    await rememberSignedIn();
    await writeSnapshot(CompanyGet.path, { id: ID }, { entity: STORED });
    offline();
    const saves = recordSaves((body) => HttpResponse.json({ entity: { ...STORED, ...body, version: 4 } }));

    const { result } = renderHook(() => useCompany(ID));

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.form.getValues()).toEqual({ name: 'Acme Events', slug: 'acme' });
    act(() => result.current.form.setFieldValue('name', 'Acme Renamed'));
    await act(async () => result.current.submit());
    await waitFor(() => expect(useNoticeStore.getState().notices.map((notice) => [notice.tone, notice.message])).toEqual([['success', 'Saved.']]));
    expect(result.current.error).toBeNull();
    expect(saves).toEqual([{ name: 'Acme Renamed', slug: 'acme', id: ID, version: 3 }]);
  });

  it('offers nothing to save for a record never stored here while the server does not answer', async () => {
    await rememberSignedIn();
    offline();
    const saves = recordSaves(() => HttpResponse.json({ entity: STORED }));

    const { result } = renderHook(() => useCompany(ID));

    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    act(() => result.current.form.setValues({ name: 'Typed anyway', slug: 'typed' }));
    await act(async () => result.current.submit());
    // Never a create in place of the record the screen names.
    expect(saves).toEqual([]);
  });

  it('says when the server refuses the record', async () => {
    await rememberSignedIn();
    server.use(
      http.post('/api/admin/companies/get', () =>
        HttpResponse.json({ error: { code: 'forbidden', message: 'No.' } }, { status: 403 }),
      ),
    );

    const { result } = renderHook(() => useCompany(ID));

    await waitFor(() => expect(result.current.status).toBe('refused'));
    expect(result.current.refusal?.code).toBe('forbidden');
  });

  it('shows a save kept on this device over the older stored record', async () => {
    await rememberSignedIn();
    await writeSnapshot(CompanyGet.path, { id: ID }, { entity: STORED });
    offline();
    await enqueue(
      db,
      { key: crypto.randomUUID(), path: CompanySave.path, body: { name: 'Kept Name', slug: 'acme', id: ID, version: 3 }, headers: {}, operator: DANA.email },
      Date.now(),
    );

    const { result } = renderHook(() => useCompany(ID));

    await waitFor(() => expect(result.current.form.getValues().name).toBe('Kept Name'));
    expect(result.current.pending).toBe(true);
  });

  async function conflicted(theirs: Company) {
    server.use(http.post('/api/admin/companies/get', () => HttpResponse.json({ entity: STORED })));
    const saves = recordSaves((body) =>
      body.version === STORED.version
        ? HttpResponse.json({ error: { code: 'conflict', message: 'Changed meanwhile.' }, current: theirs }, { status: 409 })
        : HttpResponse.json({ entity: { ...theirs, ...body, version: theirs.version + 1 } }),
    );
    const hook = renderHook(() => useCompany(ID));
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    act(() => hook.result.current.form.setFieldValue('name', 'My Name'));
    await act(async () => hook.result.current.submit());
    await waitFor(() => expect(hook.result.current.conflict).toEqual({ message: 'Changed meanwhile.', current: theirs }));
    return { result: hook.result, saves };
  }

  it('meets a newer save as a conflict and takes theirs into the form, with their version', async () => {
    await rememberSignedIn();
    const theirs = { ...STORED, name: 'Their Name', version: 5 };
    const { result, saves } = await conflicted(theirs);

    act(() => result.current.takeTheirs());
    expect(result.current.form.getValues().name).toBe('Their Name');
    expect(result.current.conflict).toBeNull();
    act(() => result.current.form.setFieldValue('slug', 'acme-events'));
    await act(async () => result.current.submit());
    expect(saves.at(-1)).toEqual({ name: 'Their Name', slug: 'acme-events', id: ID, version: 5 });
  });

  it('meets a newer save as a conflict and keeps mine by sending it again on their version', async () => {
    await rememberSignedIn();
    const theirs = { ...STORED, name: 'Their Name', version: 5 };
    const { result, saves } = await conflicted(theirs);

    act(() => result.current.keepMine());
    await waitFor(() => expect(useNoticeStore.getState().notices.at(-1)?.message).toBe('Saved.'));
    expect(saves.map((body) => [body.name, body.version])).toEqual([
      ['My Name', 3],
      ['My Name', 5],
    ]);
    expect(result.current.form.getValues().name).toBe('My Name');
  });

  it('creates a new record without id or version, and checks the form first', async () => {
    await rememberSignedIn();
    const saves = recordSaves((body) => HttpResponse.json({ entity: { ...STORED, ...body, version: 1 } }));

    const { result } = renderHook(() => useCompany(null));

    expect(result.current.status).toBe('ready');
    await act(async () => result.current.submit());
    expect(result.current.form.errors).toEqual({ name: 'Name field is required' });
    expect(saves).toEqual([]);
    act(() => result.current.form.setValues({ name: 'Newco', slug: 'newco' }));
    await act(async () => result.current.submit());
    await waitFor(() => expect(saves).toEqual([{ name: 'Newco', slug: 'newco' }]));
  });

  it('hands a new record to the screen while it still says it is saving, so leaving for its address meets no unsaved-changes guard', async () => {
    await rememberSignedIn();
    recordSaves((body) => HttpResponse.json({ entity: { ...STORED, ...body, version: 1 } }));
    // What the screen last drew when the new record arrives: the leave guard reads it.
    const seen: Array<{ created: boolean; busy: boolean }> = [];
    const { result } = renderHook(() => useCompany(null, (_company, created) => seen.push({ created, busy: result.current.busy })));

    act(() => result.current.form.setValues({ name: 'Newco', slug: 'newco' }));
    await act(async () => result.current.submit());

    await waitFor(() => expect(seen).toEqual([{ created: true, busy: true }]));
    expect(result.current.busy).toBe(false);
    expect(result.current.form.isDirty()).toBe(false);
  });
});
