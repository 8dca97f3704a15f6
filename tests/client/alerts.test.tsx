import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AlertCurrent, type Announcement, type CurrentAlert } from '../../contract/alerts.ts';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { AlertBanner, shownAlerts } from '../../src/app/shell/alert-banner.tsx';
import { AlertsPage } from '../../src/areas/alerts/alerts-page.tsx';
import { announcementErrors, announcementPayload, newAnnouncement } from '../../src/areas/alerts/announcement-form.ts';
import { storeAnswer } from '../../src/lib/cache/use-cached.ts';
import { rememberSignedIn, scriptedApi } from './cache-fixtures.ts';
import { recorder, showScreen, type Calls } from './pages-fixtures.tsx';
import { atWidth } from './results-fixtures.tsx';

const server = scriptedApi();

beforeAll(async () => {
  await loadLocaleAsync('en');
  await Promise.all((['shell', 'alerts', 'richText'] as const).map((namespace) => loadNamespaceAsync('en', namespace)));
});

const IDS = ['a1000000-0000-4000-8000-000000000001', 'a1000000-0000-4000-8000-000000000002', 'a1000000-0000-4000-8000-000000000003'];
const COMPANY = 'c1000000-0000-4000-8000-000000000001';

function alert(index: number, change: Partial<CurrentAlert> = {}): CurrentAlert {
  return {
    id: IDS[index]!,
    system: false,
    title: { en: `Notice ${index}`, it: `Avviso ${index}` },
    body: { en: `<p>Body <strong>${index}</strong></p>` },
    severity: 'info',
    ack_required: false,
    acknowledged: false,
    starts_at: '2030-01-15T08:00:00.000Z',
    ends_at: null,
    ...change,
  };
}

function answerOperator() {
  server.use(
    http.post('/api/accounting/operator/current', () =>
      HttpResponse.json({ entity: { first_name: 'Dana', installation_admin: true, preferred_lang: 'en', email: 'dana@example.com' } }),
    ),
  );
}

/** Scripts the current alerts and the acknowledgement; the bodies and keys sent are kept. */
function answerCurrent(items: CurrentAlert[]): Calls {
  const calls: Calls = new Map();
  answerOperator();
  server.use(
    http.post('/api/alerts/current', () => HttpResponse.json({ items })),
    http.post('/api/alerts/ack', async ({ request }) => {
      const body = (await request.json()) as { id: string };
      calls.set('ack', [...(calls.get('ack') ?? []), { ...body, key: request.headers.get('idempotency-key') }]);
      items = items.map((item) => (item.id === body.id ? { ...item, acknowledged: true } : item));
      return HttpResponse.json({ acknowledged_at: '2030-01-15T09:00:00.000Z' });
    }),
  );
  return calls;
}

describe('the alert banner of the signed-in shell', () => {
  beforeEach(async () => {
    atWidth('desktop');
    await rememberSignedIn();
  });

  it('shows each alert not acknowledged in the reader’s language with its severity and rendered body', async () => {
    answerCurrent([alert(0, { severity: 'critical', ack_required: true }), alert(1, { acknowledged: true }), alert(2, { severity: 'warning' })]);
    showScreen(AlertBanner, '/app/in/home', '/app/in/home');
    const banner = await screen.findByRole('region', { name: 'Alerts' });
    expect(within(banner).getByText('Notice 0').closest('[data-severity]')?.getAttribute('data-severity')).toBe('critical');
    expect(within(banner).getByText('Notice 2').closest('[data-severity]')?.getAttribute('data-severity')).toBe('warning');
    expect(within(banner).queryByText('Notice 1')).toBeNull();
    expect(within(banner).getByText('0').tagName).toBe('STRONG');
  });

  it('an acknowledgement is sent with its Idempotency-Key and the alert leaves the banner', async () => {
    const calls = answerCurrent([alert(0, { severity: 'critical', ack_required: true })]);
    showScreen(AlertBanner, '/app/in/home', '/app/in/home');
    const banner = await screen.findByRole('region', { name: 'Alerts' });
    // Acknowledgement required: no way to close it but to say it was read.
    expect(within(banner).queryByRole('button', { name: 'Dismiss “Notice 0”' })).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'I have read this' }));
    await waitFor(() => expect(screen.queryByText('Notice 0')).toBeNull());
    expect(calls.get('ack')).toEqual([{ id: IDS[0], key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  it('a dismissable announcement is dismissed with its close button, which is its receipt', async () => {
    const calls = answerCurrent([alert(1)]);
    showScreen(AlertBanner, '/app/in/home', '/app/in/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss “Notice 1”' }));
    await waitFor(() => expect(screen.queryByText('Notice 1')).toBeNull());
    expect(calls.get('ack')).toMatchObject([{ id: IDS[1] }]);
  });

  it('shows the alerts the device last synced when the server does not answer', async () => {
    answerOperator();
    server.use(http.post('/api/alerts/current', () => HttpResponse.error()));
    await storeAnswer(AlertCurrent, {}, { items: [alert(2, { severity: 'critical', ack_required: true })] });
    showScreen(AlertBanner, '/app/in/home', '/app/in/home');
    expect(await screen.findByText('Notice 2')).toBeTruthy();
  });

  it('a system alert says so and is only hidden on this screen, never acknowledged', async () => {
    const calls = answerCurrent([alert(0, { system: true, severity: 'critical', title: { en: 'Mails are failing' } })]);
    showScreen(AlertBanner, '/app/in/home', '/app/in/home');
    expect(await screen.findByText('System alert: Mails are failing')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss “Mails are failing”' }));
    await waitFor(() => expect(screen.queryByText('System alert: Mails are failing')).toBeNull());
    expect(calls.get('ack')).toBeUndefined();
  });

  it('keeps out what is acknowledged, waiting in the outbox, hidden, or ended since it was read', () => {
    const now = Date.parse('2030-01-15T10:00:00Z');
    const items = [alert(0), alert(1, { acknowledged: true }), alert(2)];
    expect(shownAlerts(items, new Set([IDS[2]!]), new Set(), now).map((item) => item.id)).toEqual([IDS[0]]);
    expect(shownAlerts(items, new Set(), new Set([IDS[0]!]), now).map((item) => item.id)).toEqual([IDS[2]]);
    const ending = [alert(0, { ends_at: '2030-01-15T09:59:00Z' }), alert(2, { ends_at: '2030-01-15T10:01:00Z' })];
    expect(shownAlerts(ending, new Set(), new Set(), now).map((item) => item.id)).toEqual([IDS[2]]);
  });
});

const ENTITY: Announcement = {
  id: IDS[0]!,
  version: 2,
  title: { en: 'Maintenance tonight' },
  body: null,
  severity: 'critical',
  audience: { roles: ['judge'], companies: [COMPANY] },
  starts_at: '2020-01-01T08:00:00.000Z',
  ends_at: null,
  ack_required: true,
  receipts: 1,
  created_at: '2020-01-01T08:00:00.000Z',
  updated_at: '2020-01-01T08:00:00.000Z',
};

function answerScreen(): Calls {
  const calls: Calls = new Map();
  answerOperator();
  let items = [ENTITY];
  server.use(
    http.post('/api/home/companies', () =>
      HttpResponse.json({ items: [{ id: COMPANY, name: 'Aurora', slug: 'aurora', status: 'active', can_manage: true, projects: [] }], total: 1 }),
    ),
    recorder(calls, '/api/admin/installation/alerts/list', () => ({ items, total: items.length })),
    recorder(calls, '/api/admin/installation/alerts/receipts', () => ({
      items: [{ operator: IDS[2], email: 'judge@example.com', name: 'June', acknowledged_at: '2030-01-15T09:00:00.000Z' }],
    })),
    recorder(calls, '/api/admin/installation/alerts/system', () => ({ open: [], cleared: [] })),
    http.post('/api/admin/installation/alerts/save', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.set('save', [...(calls.get('save') ?? []), body]);
      const entity = { ...ENTITY, ...body, id: IDS[1]!, version: 1, receipts: 0 } as Announcement;
      items = [entity, ...items];
      return HttpResponse.json({ entity });
    }),
  );
  return calls;
}

describe('the Alerts screen', () => {
  beforeEach(() => {
    atWidth('desktop');
  });

  it('lists announcements with severity, audience by name, state and receipts, and shows who acknowledged', async () => {
    answerScreen();
    showScreen(AlertsPage, '/app/in/admin/installation/alerts', '/app/in/admin/installation/alerts');
    const row = (await screen.findByRole('button', { name: 'Maintenance tonight' })).closest('tr')!;
    expect(within(row).getByText('Critical')).toBeTruthy();
    expect(within(row).getByText('Roles: Judges')).toBeTruthy();
    expect(await within(row).findByText('Companies: Aurora')).toBeTruthy();
    expect(within(row).getByText('Showing')).toBeTruthy();
    expect(within(row).getByText('Acknowledgement required')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Actions: Maintenance tonight' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Receipts' }));
    const drawer = await screen.findByRole('dialog', { name: 'Receipts of “Maintenance tonight”' });
    expect(await within(drawer).findByText('judge@example.com')).toBeTruthy();
  });

  it('publishes a new announcement from the editor, refusing a title in no language first', { timeout: 30_000 }, async () => {
    const calls = answerScreen();
    showScreen(AlertsPage, '/app/in/admin/installation/alerts', '/app/in/admin/installation/alerts');
    await userEvent.click((await screen.findAllByRole('button', { name: 'New announcement' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title field is required in at least one language')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Scores close at noon');
    await userEvent.click(within(dialog).getByRole('switch', { name: /must acknowledge/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.get('save')).toHaveLength(1));
    expect(calls.get('save')![0]).toMatchObject({ title: { en: 'Scores close at noon' }, severity: 'info', audience: {}, ack_required: true, ends_at: null, body: null });
  });
});

describe('the announcement’s form values', () => {
  it('sends only the languages written and an audience without empty lists, and refuses an end before the start', () => {
    const values = { ...newAnnouncement(new Date('2030-01-15T09:00:00Z')), title: { it: '', en: 'Hello', es: '', fr: '', pt: '' }, roles: ['judge' as const] };
    expect(announcementPayload(values, null)).toMatchObject({ title: { en: 'Hello' }, audience: { roles: ['judge'] }, ends_at: null });
    const labels = { title: 'Title', body: 'Message', severity: 'Severity', roles: 'Roles', companies: 'Companies', public_projects: 'Public pages', starts_at: 'Starts', ends_at: 'Ends' };
    expect(announcementErrors({ ...values, ends_at: '2030-01-15T08:00' , starts_at: '2030-01-15T09:00' }, labels, 'en')).toEqual({ ends_at: 'The closing date must come after the opening date' });
  });
});
