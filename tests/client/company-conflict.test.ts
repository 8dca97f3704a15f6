import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanySave, type Company } from '../../contract/companies.ts';
import { changedFields, readSaveFailure } from '../../src/areas/companies/company-conflict.ts';
import { slugFromName } from '../../src/areas/companies/company-form.ts';
import { call } from '../../src/lib/api.ts';

const server = setupServer();
const CURRENT: Company = {
  id: '7d1c1f53-8a0c-4a77-9a43-0f3f5d1b9b10',
  name: 'Acme Events',
  slug: 'acme',
  status: 'active',
  contact_email: 'desk@acme.example',
  notes: '',
  logo_media_id: null,
  version: 4,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-02T08:00:00.000Z',
};
const SAVE = { name: 'Acme', slug: 'acme', contact_email: '', notes: '', status: 'active' as const, id: CURRENT.id, version: 3 };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function answer(status: number, body: object) {
  server.use(http.post('/api/admin/companies/save', () => HttpResponse.json(body, { status })));
}

describe('a refused company save', () => {
  it('reads a stale version as a conflict, not as field errors', async () => {
    answer(409, { error: { code: 'conflict', message: 'Someone else changed this record.' }, current: CURRENT });
    const result = await call(CompanySave, SAVE);
    if (result.ok) throw new Error('the save should be refused');
    expect(readSaveFailure(result, 'offline')).toEqual({ kind: 'conflict', message: 'Someone else changed this record.' });
  });

  it('marks the slug field when the slug is taken', async () => {
    answer(409, { error: { code: 'slug_taken', message: 'This slug is already in use.', fields: { slug: 'This slug is already in use.' } } });
    const result = await call(CompanySave, SAVE);
    if (result.ok) throw new Error('the save should be refused');
    expect(readSaveFailure(result, 'offline')).toEqual({
      kind: 'fields',
      message: 'This slug is already in use.',
      fields: { slug: 'This slug is already in use.' },
    });
  });

  it('still marks the slug when the server names no field', () => {
    const failure = readSaveFailure({ ok: false, status: 409, error: { code: 'slug_taken', message: 'Taken.' } }, 'offline');
    expect(failure).toEqual({ kind: 'fields', message: 'Taken.', fields: { slug: 'Taken.' } });
  });

  it('says the server was unreachable when no answer came', () => {
    expect(readSaveFailure({ ok: false, status: 0, error: null }, 'offline')).toEqual({ kind: 'fields', message: 'offline', fields: {} });
  });

  it('shows only the fields the other change made different', () => {
    const mine = { name: 'Acme', slug: 'acme', contact_email: '', notes: '', status: 'active' as const };
    expect(changedFields(mine, CURRENT)).toEqual([
      { field: 'name', mine: 'Acme', current: 'Acme Events' },
      { field: 'contact_email', mine: '', current: 'desk@acme.example' },
    ]);
  });
});

describe('the slug suggested from a name', () => {
  it('follows the spec rule', () => {
    expect(slugFromName('  Società Élite & Co. 2026 ')).toBe('societa-elite-co-2026');
    expect(slugFromName('!!!')).toBe('');
    expect(slugFromName('a'.repeat(80))).toHaveLength(60);
  });
});
