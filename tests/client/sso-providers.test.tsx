import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS, type SsoProviderEntity } from '../../contract/sso.ts';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { ProvidersScreen } from '../../src/areas/sso/providers-screen.tsx';
import { scriptedApi } from './cache-fixtures.ts';
import { keyedRecorder, KEYS, recorder, showScreen, type Calls } from './pages-fixtures.tsx';
import { atWidth } from './results-fixtures.tsx';

const server = scriptedApi();

beforeAll(async () => {
  await loadLocaleAsync('en');
  await Promise.all((['shell', 'sso'] as const).map((namespace) => loadNamespaceAsync('en', namespace)));
});

const PATH = '/app/in/admin/installation/sso';
const call = (tail: string) => `/api/admin/installation/sso/${tail}`;
const REDIRECT = 'https://bo.example/api/sso/callback';
const IDS = ['5e000000-0000-4000-8000-000000000001', '5e000000-0000-4000-8000-000000000002', '5e000000-0000-4000-8000-000000000003'];
const COMPANY = 'c5000000-0000-4000-8000-000000000001';
const PROJECT = 'b5000000-0000-4000-8000-000000000001';
const CLAIMS = { email: 'email', given_name: 'given_name', family_name: 'family_name', groups: 'groups' };

function provider(index: number, change: Partial<SsoProviderEntity> = {}): SsoProviderEntity {
  const base: SsoProviderEntity[] = [
    {
      id: IDS[0]!,
      version: 3,
      name: 'Entra',
      issuer: 'https://login.microsoftonline.example/tenant/v2.0',
      client_id: 'bo-entra',
      has_secret: true,
      scopes: 'openid email profile',
      claims: CLAIMS,
      role_map: [{ group: 'bo-admins', role: 'installation_admin' }],
      link_verified_email: true,
      create_operators: false,
      groups_win: false,
      enabled: true,
      changed_at: '2030-01-10T08:00:00.000Z',
      tested_at: '2030-01-10T09:00:00.000Z',
      test_passed: true,
    },
    {
      id: IDS[1]!,
      version: 1,
      name: 'Keycloak',
      issuer: 'https://id.university.example/realms/staff',
      client_id: 'back-office',
      has_secret: true,
      scopes: 'openid email profile groups',
      claims: CLAIMS,
      role_map: [],
      link_verified_email: false,
      create_operators: true,
      groups_win: false,
      enabled: false,
      changed_at: '2030-01-12T08:00:00.000Z',
      tested_at: null,
      test_passed: false,
    },
  ];
  return { ...base[index]!, ...change };
}

// The server's side of a save: the provider as stored, answered without its secret, only whether it has one.
function stored(items: SsoProviderEntity[], body: Record<string, unknown>): SsoProviderEntity {
  const before = items.find((item) => item.id === body.id);
  const { client_secret: secret, ...settings } = body;
  return {
    ...provider(1),
    ...(settings as Partial<SsoProviderEntity>),
    id: (body.id as string | undefined) ?? IDS[2]!,
    version: ((body.version as number | undefined) ?? 0) + 1,
    has_secret: secret !== undefined || (before?.has_secret ?? false),
    tested_at: null,
    test_passed: false,
  };
}

/** Scripts the operator, the companies the role map offers and the providers' calls; the bodies sent are kept by path. */
function answerProviders(items: SsoProviderEntity[] = [provider(0), provider(1)]): Calls {
  const calls: Calls = new Map();
  server.use(
    http.post('/api/accounting/operator/current', () =>
      HttpResponse.json({ entity: { first_name: 'Dana', installation_admin: true, preferred_lang: 'en', email: 'dana@example.com' } }),
    ),
    http.post('/api/home/companies', () =>
      HttpResponse.json({
        items: [
          {
            id: COMPANY,
            name: 'Aurora',
            slug: 'aurora',
            status: 'active',
            can_manage: true,
            projects: [{ id: PROJECT, name: 'Call 2030', slug: 'call-2030', status: 'active', can_edit: true }],
          },
        ],
        total: 1,
      }),
    ),
    recorder(calls, call('list'), () => ({ items, redirect_uri: REDIRECT })),
    keyedRecorder(calls, call('save'), (body) => {
      const entity = stored(items, body);
      items = [...items.filter((item) => item.id !== entity.id), entity];
      return { entity };
    }),
  );
  return calls;
}

/** Answers every save with the server's refusal naming fields, its message in English as the server words it; the bodies sent are kept. */
function refuseSave(calls: Calls, code: keyof typeof ERRORS, fields: string[]) {
  const message = ERRORS[code].en;
  server.use(
    recorder(calls, call('save'), () => ({ error: { code, message, fields: Object.fromEntries(fields.map((field) => [field, message])) } }), 400),
  );
  return message;
}

const row = async (name: string) => (await screen.findByRole('button', { name })).closest('tr')!;
const secretField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Client secret/) as HTMLInputElement;

/** Opens a stored provider's form in the drawer, once it is read. */
async function openProvider(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: `Provider ${name}` });
  await within(dialog).findByRole('button', { name: 'Save' });
  return dialog;
}

describe('the single sign-on providers', () => {
  beforeEach(() => atWidth('desktop'));

  it('lists each provider with its issuer, whether it is enabled and tested, and the redirect address to give them', async () => {
    answerProviders();
    showScreen(ProvidersScreen, PATH, PATH);
    const entra = await row('Entra');
    expect(within(entra).getByText('https://login.microsoftonline.example/tenant/v2.0')).toBeTruthy();
    expect(within(entra).getByText('Enabled')).toBeTruthy();
    expect(within(entra).getByText('Test passed')).toBeTruthy();
    const keycloak = await row('Keycloak');
    expect(within(keycloak).getByText('https://id.university.example/realms/staff')).toBeTruthy();
    expect(within(keycloak).getByText('Disabled')).toBeTruthy();
    expect(within(keycloak).getByText('Needs a test')).toBeTruthy();
    expect(screen.getByTestId('sso-redirect-uri').textContent).toBe(REDIRECT);
  });

  it('says there is none yet and offers to add one', async () => {
    answerProviders([]);
    showScreen(ProvidersScreen, PATH, PATH);
    expect(await screen.findByText('No providers')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New provider' }).length).toBeGreaterThan(0);
  });

  it('adds a provider with exactly the form’s settings: the typed secret is sent once, live, and never shown again', { timeout: 60_000 }, async () => {
    const calls = answerProviders();
    showScreen(ProvidersScreen, PATH, PATH);
    await row('Entra');
    await userEvent.click(screen.getAllByRole('button', { name: 'New provider' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New provider' });
    expect(secretField(dialog).value).toBe('');
    expect(within(dialog).getByText('Required for a new provider.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Google');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Issuer/ }), ' https://accounts.google.example ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Client ID/ }), 'bo-google');
    await userEvent.type(secretField(dialog), 's3cret-typed');
    await userEvent.click(within(dialog).getByRole('switch', { name: /^Link an existing operator/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a group' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Group( \*)?$/ }), 'bo-editors');
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: /^Company/ }), COMPANY);
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: /^Project/ }), PROJECT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Provider saved.');
    expect(calls.get(call('save'))).toEqual([
      {
        name: 'Google',
        issuer: 'https://accounts.google.example',
        client_id: 'bo-google',
        client_secret: 's3cret-typed',
        scopes: 'openid email profile',
        claims: CLAIMS,
        role_map: [{ group: 'bo-editors', role: 'project_editor', company: COMPANY, project: PROJECT }],
        link_verified_email: true,
        create_operators: false,
        groups_win: false,
        enabled: false,
      },
    ]);
    // The drawer stays on the stored provider: its secret field empty, saying one is stored.
    const saved = await screen.findByRole('dialog', { name: 'Provider Google' });
    await waitFor(() => expect(within(saved).getByText('A secret is stored, encrypted: leave empty to keep it.')).toBeTruthy());
    expect(secretField(saved).value).toBe('');
    expect(document.body.innerHTML).not.toContain('s3cret-typed');
    // Saved again without typing a secret: none is sent, and the stored one is kept.
    await userEvent.clear(within(saved).getByRole('textbox', { name: /^Scopes/ }));
    await userEvent.type(within(saved).getByRole('textbox', { name: /^Scopes/ }), 'openid email');
    await userEvent.click(within(saved).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.get(call('save'))).toHaveLength(2));
    const again = calls.get(call('save'))![1]!;
    expect(again).toMatchObject({ id: IDS[2], version: 1, scopes: 'openid email' });
    expect(again).not.toHaveProperty('client_secret');
    // The save with a secret went live (no key: the outbox never keeps it); the one without through the outbox.
    const [first, second] = calls.get(KEYS)!;
    expect(first!.key).toBeNull();
    expect(second!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('edits a stored provider: its secret is never filled in, and only a typed one is sent', { timeout: 60_000 }, async () => {
    const calls = answerProviders();
    showScreen(ProvidersScreen, PATH, PATH);
    const dialog = await openProvider('Keycloak');
    expect(secretField(dialog).value).toBe('');
    expect(within(dialog).getByText('A secret is stored, encrypted: leave empty to keep it.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('switch', { name: /^The provider’s groups win/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.get(call('save'))).toHaveLength(1));
    expect(calls.get(call('save'))![0]).toEqual({
      id: IDS[1],
      version: 1,
      name: 'Keycloak',
      issuer: 'https://id.university.example/realms/staff',
      client_id: 'back-office',
      scopes: 'openid email profile groups',
      claims: CLAIMS,
      role_map: [],
      link_verified_email: false,
      create_operators: true,
      groups_win: true,
      enabled: false,
    });
    const saved = await screen.findByRole('dialog', { name: 'Provider Keycloak' });
    await waitFor(() => expect(within(saved).getByRole('button', { name: 'Save' })).toBeTruthy());
    await userEvent.type(secretField(saved), 'rotated-secret');
    await userEvent.click(within(saved).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.get(call('save'))).toHaveLength(2));
    expect(calls.get(call('save'))![1]).toMatchObject({ id: IDS[1], version: 2, client_secret: 'rotated-secret' });
  });

  it('refuses a new provider without a secret before sending anything', { timeout: 60_000 }, async () => {
    const calls = answerProviders();
    showScreen(ProvidersScreen, PATH, PATH);
    await row('Entra');
    await userEvent.click(screen.getAllByRole('button', { name: 'New provider' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New provider' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Google');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Issuer/ }), 'https://accounts.google.example');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Client ID/ }), 'bo-google');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(secretField(dialog).getAttribute('aria-invalid')).toBe('true'));
    expect(calls.get(call('save'))).toBeUndefined();
  });

  it('shows the server’s refusal to enable a provider not tested since its last change on the Enabled switch', async () => {
    const calls = answerProviders();
    const message = refuseSave(calls, 'sso_not_tested', ['enabled']);
    showScreen(ProvidersScreen, PATH, PATH);
    const dialog = await openProvider('Keycloak');
    const enabled = within(dialog).getByRole('switch', { name: /^Enabled/ });
    await userEvent.click(enabled);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(message).toBe('Run a test that passes before enabling this provider: its settings changed since the last one.');
    // Told once, on the switch, not beside the action; the drawer stays open on the settings.
    expect(within(dialog).getAllByText(message)).toHaveLength(1);
    const described = (enabled.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(message);
    expect(enabled.getAttribute('aria-invalid')).toBe('true');
    expect((enabled as HTMLInputElement).checked).toBe(true);
    expect(calls.get(call('save'))).toEqual([expect.objectContaining({ id: IDS[1], version: 1, enabled: true })]);
    expect(calls.get(call('save'))![0]).not.toHaveProperty('client_secret');
  });

  it('marks the field a refusal names: a discovery that failed on the issuer', async () => {
    const calls = answerProviders();
    const message = refuseSave(calls, 'sso_discovery_failed', ['issuer']);
    showScreen(ProvidersScreen, PATH, PATH);
    const dialog = await openProvider('Entra');
    const issuer = within(dialog).getByRole('textbox', { name: /^Issuer/ });
    await userEvent.clear(issuer);
    await userEvent.type(issuer, 'https://moved.example/tenant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(issuer.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText(message)).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: /^Client ID/ }).getAttribute('aria-invalid')).not.toBe('true');
    expect(calls.get(call('save'))).toEqual([expect.objectContaining({ id: IDS[0], issuer: 'https://moved.example/tenant' })]);
  });
});
