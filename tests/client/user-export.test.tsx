import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../../contract/jobs.ts';
import type { UserExportItem } from '../../contract/users.ts';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { UserExportPage } from '../../src/areas/users/user-export-page.tsx';
import { exportPayload, fieldOf, NEW_EXPORT, withKind } from '../../src/areas/users/user-export-values.ts';
import { scriptedApi } from './cache-fixtures.ts';
import { recorder, showScreen, type Calls } from './pages-fixtures.tsx';
import { atWidth } from './results-fixtures.tsx';

const server = scriptedApi();
const ROUTE = '/app/in/admin/installation/export';
const JOB_ID = '7d1c2a4e-5b6f-4a3e-8c9d-0e1f2a3b4c5d';
const COMPANY = '0b0f6f9e-2f6c-4a51-9d5f-3c1f2f0a9e11';
const SHA = 'a'.repeat(64);

beforeAll(async () => {
  // jsdom has no ResizeObserver: Mantine's radios and pills measure themselves with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await loadLocaleAsync('en');
  await Promise.all((['shell', 'users'] as const).map((namespace) => loadNamespaceAsync('en', namespace)));
});

function job(change: Partial<Job> = {}): Job {
  return {
    id: JOB_ID,
    kind: 'users/export',
    state: 'queued',
    done: 0,
    total: null,
    attempts: 0,
    error: null,
    cancel_requested: false,
    created_at: '2030-01-15T09:00:00.000Z',
    started_at: null,
    finished_at: null,
    form: null,
    session: null,
    file: null,
    ...change,
  };
}

function item(change: Partial<UserExportItem> = {}): UserExportItem {
  return {
    id: JOB_ID,
    kind: 'registered_users',
    format: 'csv',
    purpose: 'Mailing the winners by post',
    filters: {},
    columns: ['email'],
    count: 42,
    bytes: 1200,
    sha256: SHA,
    requested_by: { id: 'x', email: 'dana@example.com' },
    created_at: '2030-01-15T09:00:00.000Z',
    finished_at: '2030-01-15T09:00:05.000Z',
    expires_at: '2030-01-18T09:00:05.000Z',
    removed_at: null,
    downloads: 0,
    state: 'done',
    downloadable: true,
    ...change,
  };
}

function answerScreen(calls: Calls, items: UserExportItem[] = []) {
  server.use(
    http.post('/api/admin/installation/export/choices', async ({ request }) => {
      const body = (await request.json()) as { of: string };
      return HttpResponse.json({ items: body.of === 'company' ? [{ id: COMPANY, name: 'Aurora', detail: 'aurora' }] : [] });
    }),
    recorder(calls, '/api/admin/installation/export/list', () => ({ items, total: items.length })),
    http.post('/api/jobs/get', () => HttpResponse.json(job({ state: 'done', done: 42, total: 42, file: { name: 'registered-users.csv', size: 1200 } }))),
  );
}

beforeEach(() => atWidth('desktop'));

describe('the export values', () => {
  it('send only the filters of the kind, the columns in its order and the days with the zone', () => {
    const values = { ...NEW_EXPORT, companies: [COMPANY], roles: ['judge' as const], submitted: 'yes' as const, from: '2030-01-01', columns: ['project', 'email'] as never, purpose: '  Why we export  ' };

    expect(exportPayload(values, 'Europe/Rome')).toEqual({
      kind: 'registered_users',
      filters: { companies: [COMPANY], submitted: true, from: '2030-01-01', zone: 'Europe/Rome' },
      columns: ['email', 'project'],
      format: 'csv',
      purpose: 'Why we export',
    });
    const operators = withKind(values, 'operators');
    expect(exportPayload({ ...operators, roles: ['judge'], admins: 'no' }, 'UTC').filters).toEqual({ companies: [COMPANY], roles: ['judge'], installation_admin: false, from: '2030-01-01', zone: 'UTC' });
    expect(operators.columns).toEqual(['email', 'first_name', 'installation_admin', 'roles', 'created_at']);
    expect([fieldOf('filters.installation_admin'), fieldOf('columns.1'), fieldOf('purpose'), fieldOf('body')]).toEqual(['admins', 'columns', 'purpose', null]);
  });
});

describe('the User Export screen', () => {
  it('asks for a purpose, starts the export with the default columns, follows it and shows the manifest', { timeout: 40_000 }, async () => {
    const calls: Calls = new Map();
    let started = false;
    answerScreen(calls);
    server.use(
      recorder(calls, '/api/admin/installation/export/start', () => {
        started = true;
        return { job: JOB_ID, started: job() };
      }),
      http.post('/api/admin/installation/export/list', () => HttpResponse.json(started ? { items: [item()], total: 1 } : { items: [], total: 0 })),
    );
    const user = userEvent.setup();

    showScreen(UserExportPage, ROUTE, ROUTE);
    expect(await screen.findByText('No exports yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start the export' }));
    expect(calls.get('/api/admin/installation/export/start')).toBeUndefined();
    expect(screen.getByRole('textbox', { name: /Purpose/ }).getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByRole('textbox', { name: /Purpose/ }), 'Mailing the winners by post');
    await user.click(screen.getByRole('radio', { name: 'Excel (XLSX)' }));
    await user.click(screen.getByRole('button', { name: 'Start the export' }));

    await waitFor(() => expect(calls.get('/api/admin/installation/export/start')).toHaveLength(1));
    expect(calls.get('/api/admin/installation/export/start')![0]).toMatchObject({
      kind: 'registered_users',
      filters: {},
      columns: ['email', 'first_name', 'last_name', 'company', 'project', 'registered_at', 'submissions'],
      format: 'xlsx',
      purpose: 'Mailing the winners by post',
    });
    const link = await screen.findByRole('link', { name: 'Download registered-users.csv' }, { timeout: 5_000 });
    expect(link.getAttribute('href')).toBe(`/api/jobs/${JOB_ID}/file`);
    const manifest = await screen.findByTestId('export-manifest', {}, { timeout: 5_000 });
    expect(within(manifest).getByText('42')).toBeTruthy();
    expect(screen.getByTestId('export-sha256').textContent).toBe(SHA);
  });

  it("shows the server's refusal on the field it names", async () => {
    const calls: Calls = new Map();
    answerScreen(calls);
    server.use(
      recorder(
        calls,
        '/api/admin/installation/export/start',
        () => ({ error: { code: 'validation_failed', message: 'Some fields are not valid.', fields: { 'filters.to': 'To is not valid' } } }),
        400,
      ),
    );
    const user = userEvent.setup();

    showScreen(UserExportPage, ROUTE, ROUTE);
    await user.type(screen.getByRole('textbox', { name: /Purpose/ }), 'Checking who registered');
    await user.click(screen.getByRole('button', { name: 'Start the export' }));

    await waitFor(() => expect(screen.getByLabelText('Registered until').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('To is not valid')).toBeTruthy();
  });

  it('offers the filters and columns of operators when the kind changes', async () => {
    answerScreen(new Map());
    const user = userEvent.setup();

    showScreen(UserExportPage, ROUTE, ROUTE);
    await user.click(screen.getByRole('radio', { name: 'Operators' }));

    // The roles' filter and the roles' column.
    expect(screen.getAllByLabelText('Roles').length).toBeGreaterThan(1);
    expect(screen.queryByLabelText('Projects')).toBeNull();
    expect(screen.getByLabelText('Created from')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Installation admin' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Last name' })).toBeNull();
  });

  it('lists the past exports with their purpose, expiry and download, as cards on a phone', async () => {
    atWidth('phone');
    answerScreen(new Map(), [item(), item({ id: '8e000000-0000-4000-8000-000000000001', removed_at: '2030-01-18T10:00:00.000Z', downloadable: false, downloads: 3, purpose: 'Audit of the old call' })]);

    showScreen(UserExportPage, ROUTE, ROUTE);

    expect(await screen.findByText('Audit of the old call')).toBeTruthy();
    expect(screen.getByText(/^Removed /)).toBeTruthy();
    expect(screen.getByText(/^Until /)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Download the export of/ })).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
