import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SenderEntity, SpfVerdict } from '../../contract/notifications.ts';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { CompanySendersPage, InstallationSendersPage } from '../../src/areas/notifications/senders-screen.tsx';
import { scriptedApi } from './cache-fixtures.ts';
import { COMPANY, keyedRecorder, KEYS, recorder, showScreen, type Calls } from './pages-fixtures.tsx';
import { atWidth } from './results-fixtures.tsx';

const server = scriptedApi();

beforeAll(async () => {
  await loadLocaleAsync('en');
  await Promise.all((['shell', 'notifications'] as const).map((namespace) => loadNamespaceAsync('en', namespace)));
});

const ROUTE = '/app/in/company/:company/noty/senders';
const URL = `/app/in/company/${COMPANY}/noty/senders`;
const call = (tail: string) => `/api/company/${COMPANY}/noty/senders/${tail}`;
const SPF_CHECK = '/api/noty/spf/check';
const IDS = ['7c000000-0000-4000-8000-000000000001', '7c000000-0000-4000-8000-000000000002', '7c000000-0000-4000-8000-000000000003'];

const INCLUDED: SpfVerdict = { has_spf: true, relay_included: true, record: 'v=spf1 include:spf.relay.example -all', proposed: null, lookups: 2 };
const MISSING: SpfVerdict = {
  has_spf: true,
  relay_included: false,
  record: 'v=spf1 include:_spf.other.example ~all',
  proposed: 'v=spf1 include:_spf.other.example include:spf.relay.example ip4:192.0.2.10 ~all',
  lookups: 3,
};
const CHECKED = '2026-03-01T10:00:00.000Z';

function sender(index: number, change: Partial<SenderEntity> = {}): SenderEntity {
  const base: SenderEntity[] = [
    {
      id: IDS[0]!,
      name: 'Aurora',
      from_email: 'bandi@sponsor-ok.example',
      from_name: 'Fondazione Aurora',
      reply_to: 'info@sponsor-ok.example',
      default: true,
      smtp: { host: 'smtp.sponsor-ok.example', port: 587, secure: 'starttls', user: 'bandi', has_password: true },
      spf: { ...INCLUDED, checked_at: CHECKED },
      version: 2,
    },
    {
      id: IDS[1]!,
      name: 'Sponsor',
      from_email: 'premi@sponsor-missing.example',
      from_name: '',
      reply_to: null,
      default: false,
      smtp: null,
      spf: { ...MISSING, checked_at: CHECKED },
      version: 1,
    },
  ];
  return { ...base[index]!, ...change };
}

const EFFECTIVE = { id: IDS[0]!, source: 'company' as const, name: 'Aurora', from_email: 'bandi@sponsor-ok.example', from_name: 'Fondazione Aurora' };

// The server's side of a save: the sender as stored, its password kept unless changed, never answered.
function stored(items: SenderEntity[], body: Record<string, unknown>): SenderEntity {
  const before = items.find((item) => item.id === body.id);
  const smtp = body.smtp as { host: string; port: number; secure: 'tls' | 'starttls' | 'plain'; user: string; password?: string } | null;
  const password = smtp?.password === undefined ? (before?.smtp?.has_password ?? false) : smtp.password !== '';
  return {
    ...sender(1),
    ...(body as Partial<SenderEntity>),
    id: (body.id as string | undefined) ?? IDS[2]!,
    reply_to: (body.reply_to as string | null) ?? null,
    smtp: smtp ? { host: smtp.host, port: smtp.port, secure: smtp.secure, user: smtp.user, has_password: password } : null,
    spf: { ...MISSING, checked_at: CHECKED },
    version: ((body.version as number | undefined) ?? 0) + 1,
  };
}

/** Scripts the operator, the company's senders and their calls; the bodies sent are kept by path. */
function answerSenders(items: SenderEntity[] = [sender(0), sender(1)], effective = EFFECTIVE): Calls {
  const calls: Calls = new Map();
  server.use(
    http.post('/api/accounting/operator/current', () =>
      HttpResponse.json({ entity: { first_name: 'Dana', installation_admin: true, preferred_lang: 'en', email: 'dana@example.com' } }),
    ),
    recorder(calls, call('list'), () => ({ items, effective })),
    keyedRecorder(calls, call('save'), (body) => {
      const entity = stored(items, body);
      items = [...items.filter((item) => item.id !== entity.id), entity];
      return { entity };
    }),
    recorder(calls, call('delete'), () => ({ Success: true })),
    recorder(calls, SPF_CHECK, () => MISSING),
  );
  return calls;
}

const row = async (name: string) => (await screen.findByRole('button', { name })).closest('tr')!;
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

/** Picks one of a row's actions from its menu. */
async function rowAction(name: string, action: string) {
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  await userEvent.click(within(await row(name)).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** Opens a stored sender's form in the drawer, once it is read. */
async function openSender(name: string) {
  await rowAction(name, 'Edit');
  const dialog = await screen.findByRole('dialog', { name: `Sender “${name}”` });
  await within(dialog).findByRole('button', { name: 'Save' });
  return dialog;
}

async function openNew() {
  await userEvent.click((await screen.findAllByRole('button', { name: 'New sender' }))[0]!);
  return screen.findByRole('dialog', { name: 'New sender' });
}

describe('the senders of a level', () => {
  beforeEach(() => atWidth('desktop'));

  it('shows the sender in effect and where it comes from, and each sender with its relay and SPF verdict', async () => {
    answerSenders();
    showScreen(CompanySendersPage, ROUTE, URL);
    const effective = await screen.findByTestId('effective-sender');
    await within(effective).findByText('"Fondazione Aurora" <bandi@sponsor-ok.example>');
    expect(within(effective).getByText('This level’s default sender: Aurora')).toBeTruthy();
    const aurora = await row('Aurora');
    expect(within(aurora).getByText('Default')).toBeTruthy();
    expect(within(aurora).getByText('Own SMTP server smtp.sponsor-ok.example')).toBeTruthy();
    expect(within(aurora).getByText('Relay authorised')).toBeTruthy();
    expect(within(aurora).getByText('Reply-to: info@sponsor-ok.example')).toBeTruthy();
    const sponsor = await row('Sponsor');
    expect(within(sponsor).getByText('premi@sponsor-missing.example')).toBeTruthy();
    expect(within(sponsor).getByText('The server’s relay')).toBeTruthy();
    expect(within(sponsor).getByText('Relay not authorised')).toBeTruthy();
    expect(within(sponsor).queryByText('Default')).toBeNull();
  });

  it('says where the sender in effect comes from when the level has none, and offers the first one', async () => {
    answerSenders([]);
    server.use(
      http.post('/api/admin/installation/noty/senders/list', () =>
        HttpResponse.json({ items: [], effective: { id: null, source: 'environment', name: '', from_email: 'noreply@bo.example', from_name: '' } }),
      ),
    );
    showScreen(InstallationSendersPage, '/app/in/admin/installation/noty/senders', '/app/in/admin/installation/noty/senders');
    expect(await screen.findByText('The server’s own address (MAIL_FROM): no level has a default sender')).toBeTruthy();
    expect(screen.getByText('noreply@bo.example')).toBeTruthy();
    expect(await screen.findByText('No senders at this level')).toBeTruthy();
  });

  it('adds a sender with its own SMTP server: the password is sent once and never shown again', { timeout: 30_000 }, async () => {
    const calls = answerSenders();
    showScreen(CompanySendersPage, ROUTE, URL);
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Sponsor relay');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^From address/ }), 'premi@sponsor-missing.example');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Own SMTP server/ }));
    await userEvent.type(field('SMTP host'), 'smtp.sponsor.example');
    const port = within(dialog).getByRole('textbox', { name: /^Port/ });
    await userEvent.clear(port);
    await userEvent.type(port, '2525');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'TLS' }), 'plain');
    await userEvent.type(field('SMTP user'), 'premi');
    await userEvent.type(within(dialog).getByLabelText(/^SMTP password/), 'secret-pw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Sender saved');
    expect(calls.get(call('save'))).toEqual([
      {
        name: 'Sponsor relay',
        from_email: 'premi@sponsor-missing.example',
        from_name: '',
        reply_to: null,
        default: false,
        smtp: { host: 'smtp.sponsor.example', port: 2525, secure: 'plain', user: 'premi', password: 'secret-pw' },
      },
    ]);
    // The drawer stays on the stored sender: its password field empty, saying one is stored.
    const stored = await screen.findByRole('dialog', { name: 'Sender “Sponsor relay”' });
    const password = within(stored).getByLabelText(/^SMTP password/) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(within(stored).getByText('Stored — leave empty to keep it.')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('secret-pw');
    // Saved again without a password: the stored one is kept (none sent).
    await userEvent.type(within(stored).getByRole('textbox', { name: /^From name/ }), 'Premio Sponsor');
    await userEvent.click(within(stored).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.get(call('save'))).toHaveLength(2));
    const again = calls.get(call('save'))![1]!;
    expect(again).toMatchObject({ id: IDS[2], version: 1, from_name: 'Premio Sponsor' });
    expect(again.smtp).toEqual({ host: 'smtp.sponsor.example', port: 2525, secure: 'plain', user: 'premi' });
    // The save with the password went live (no key: the outbox never keeps it); the one without through the outbox.
    const [first, second] = calls.get(KEYS)!;
    expect(first!.key).toBeNull();
    expect(second!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a save made without a connection on the device and says so', async () => {
    answerSenders();
    server.use(http.post(call('save'), () => HttpResponse.json({ queued: true, key: '9d000000-0000-4000-8000-000000000001' }, { status: 202 })));
    showScreen(CompanySendersPage, ROUTE, URL);
    const dialog = await openSender('Sponsor');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^From name/ }), 'Premio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The sender is kept on this device: it will be sent when the connection is back.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sender “Sponsor”' })).toBeNull());
  });

  it('removes a stored password only when asked', async () => {
    const calls = answerSenders();
    showScreen(CompanySendersPage, ROUTE, URL);
    const dialog = await openSender('Aurora');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remove the stored password' }));
    expect(within(dialog).getByText('The stored password is removed when you save.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.get(call('save'))).toHaveLength(1));
    expect(calls.get(call('save'))![0]!.smtp).toEqual({ host: 'smtp.sponsor-ok.example', port: 587, secure: 'starttls', user: 'bandi', password: '' });
  });

  it('asks before closing the drawer on changes not saved', async () => {
    answerSenders();
    showScreen(CompanySendersPage, ROUTE, URL);
    const dialog = await openSender('Sponsor');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^From name/ }), 'Premio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect((within(dialog).getByRole('textbox', { name: /^From name/ }) as HTMLInputElement).value).toBe('Premio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sender “Sponsor”' })).toBeNull());
  });

  it('makes a sender the level’s default at its version', async () => {
    const calls = answerSenders();
    showScreen(CompanySendersPage, ROUTE, URL);
    const dialog = await openSender('Sponsor');
    const toggle = within(dialog).getByRole('switch', { name: /Default sender of this level/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await userEvent.click(toggle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Sender saved');
    expect(calls.get(call('save'))).toEqual([
      { id: IDS[1], version: 1, name: 'Sponsor', from_email: 'premi@sponsor-missing.example', from_name: '', reply_to: null, default: true, smtp: null },
    ]);
    // The list is read again: the other default stops being one on the server.
    await waitFor(() => expect(calls.get(call('list'))!.length).toBeGreaterThan(1));
  });

  it('shows a sender’s SPF verdict: the record, the relay missing, the record to publish and its lookups', async () => {
    answerSenders();
    showScreen(CompanySendersPage, ROUTE, URL);
    await userEvent.click(await screen.findByRole('button', { name: 'Sponsor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sender “Sponsor”' });
    const panel = await within(dialog).findByTestId('spf-verdict');
    expect(within(panel).getByText('SPF of sponsor-missing.example')).toBeTruthy();
    expect(within(panel).getByText('SPF policy published')).toBeTruthy();
    expect(within(panel).getByText('Relay not authorised')).toBeTruthy();
    expect(within(panel).getByText(MISSING.record!)).toBeTruthy();
    expect(within(panel).getByTestId('spf-proposed').textContent).toBe(MISSING.proposed);
    expect(within(panel).getByText('3 DNS lookups: receivers allow 10.')).toBeTruthy();
    expect(within(panel).getByText('If the sender domain has an SPF policy, the mail relay must be included.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Copy: Record to publish instead' })).toBeTruthy();
  });

  it('checks the SPF of the from address as it is typed, warns over 10 lookups and words the problem', async () => {
    const calls = answerSenders();
    server.use(
      recorder(calls, SPF_CHECK, () => ({ ...MISSING, lookups: 12, error: 'too_many_lookups' })),
    );
    showScreen(CompanySendersPage, ROUTE, URL);
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^From address/ }), 'premi@Heavy.example');
    const panel = await within(dialog).findByTestId('spf-verdict', {}, { timeout: 5000 });
    expect(within(panel).getByText('SPF of heavy.example')).toBeTruthy();
    expect(within(panel).getByText(/^12 DNS lookups: receivers allow 10, so this record would fail/)).toBeTruthy();
    expect(within(panel).getByText('The policy needs more than 10 DNS lookups: receivers treat it as an error.')).toBeTruthy();
    // One check for the whole address, after the typing paused.
    expect(calls.get(SPF_CHECK)).toEqual([{ domain: 'heavy.example' }]);
  });

  it('says so when the server names no relay to check', async () => {
    answerSenders([sender(1, { spf: null })]);
    showScreen(CompanySendersPage, ROUTE, URL);
    expect(within(await row('Sponsor')).getByText('Nothing to check')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sponsor' }));
    const panel = await within(await screen.findByRole('dialog', { name: 'Sender “Sponsor”' })).findByTestId('spf-verdict');
    expect(within(panel).getByText('This server names no mail relay to check (MAIL_RELAY_SPF): there is nothing to verify.')).toBeTruthy();
  });

  it('marks a refusal on the field it names, not beside the action', async () => {
    answerSenders();
    server.use(
      http.post(call('save'), () =>
        HttpResponse.json(
          { error: { code: 'smtp_password_needs_key', message: 'A password cannot be stored without the server’s key.', fields: { 'smtp.password': 'A password cannot be stored without the server’s key.' } } },
          { status: 400 },
        ),
      ),
    );
    showScreen(CompanySendersPage, ROUTE, URL);
    const dialog = await openSender('Aurora');
    const password = within(dialog).getByLabelText(/^SMTP password/);
    await userEvent.type(password, 'new-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('A password cannot be stored without the server’s key.')).toHaveLength(1);
  });

  it('checks the form with the save’s own rules before sending', async () => {
    const calls = answerSenders();
    showScreen(CompanySendersPage, ROUTE, URL);
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^From address/ }), 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('textbox', { name: /^From address/ }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.get(call('save'))).toBeUndefined();
  });

  it('sends a test mail and tells the relay’s answer in words when it fails', async () => {
    const calls = answerSenders();
    server.use(recorder(calls, call('test'), () => ({ Success: false, error: 'The SMTP server refused the login (535 5.7.8 Authentication failed).' })));
    showScreen(CompanySendersPage, ROUTE, URL);
    await rowAction('Aurora', 'Send a test mail');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The test mail through “Aurora” did not go: The SMTP server refused the login (535 5.7.8 Authentication failed).');
    expect(calls.get(call('test'))).toEqual([{ id: IDS[0] }]);
  });

  it('says a test mail went', async () => {
    answerSenders();
    server.use(http.post(call('test'), () => HttpResponse.json({ Success: true })));
    showScreen(CompanySendersPage, ROUTE, URL);
    await rowAction('Aurora', 'Send a test mail');
    expect(await screen.findByText('Test mail sent to your address through “Aurora”.')).toBeTruthy();
  });

  it('says a test mail needs a connection when there is none', async () => {
    const calls = answerSenders();
    showScreen(CompanySendersPage, ROUTE, URL);
    await row('Aurora');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await rowAction('Aurora', 'Send a test mail');
    expect(await screen.findByText('Sending a test mail needs a connection.')).toBeTruthy();
    expect(calls.get(call('test'))).toBeUndefined();
    onLine.mockRestore();
  });

  it('deletes a sender after asking', async () => {
    const calls = answerSenders();
    showScreen(CompanySendersPage, ROUTE, URL);
    await rowAction('Sponsor', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete the sender “Sponsor”?' });
    expect(within(confirm).getByText('The mails of this level then go out as the next sender of the chain.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sender “Sponsor” deleted')).toBeTruthy();
    expect(calls.get(call('delete'))).toEqual([{ id: IDS[1] }]);
  });

  it('shows each sender as a card on a phone', async () => {
    atWidth('phone');
    answerSenders();
    showScreen(CompanySendersPage, ROUTE, URL);
    expect(await screen.findByRole('button', { name: 'Aurora' })).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });
});
