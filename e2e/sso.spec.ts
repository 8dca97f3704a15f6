import type { Page } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { demoAccount, demoRecords, openScreen, signedInContext } from './fixtures/demo.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const it = TEXTS.it;
const DESKTOP = { width: 1280, height: 900 };
/** A field's accessible name: its label, with the mark of a required field. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const CLIENT = { id: 'back-office', secret: 'e2e-client-secret-0123456789abcdef' };

// The client secret is sealed under SECRET_KEY: this spec's server has one.
test.use({ serverOptions: { env: { SECRET_KEY: 'an-e2e-secret-key-of-at-least-32-characters' } } });

/** A real OpenID provider on 127.0.0.1 with its development login (any login, any password): Nadia is in the group `editors`. */
async function startProvider(redirectUri: string): Promise<{ issuer: string; close(): Promise<void> }> {
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: CLIENT.id, client_secret: CLIENT.secret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@aurora.example`, email_verified: true, given_name: 'Nadia', family_name: 'Sso', groups: ['editors'] }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['e2e-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  const callback = provider.callback();
  handler = (req, res) => void callback(req, res);
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Signs in at the provider's development login, then accepts its consent page. */
async function signInAtProvider(page: Page, issuer: string, login: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(issuer));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').click();
  // Then either the consent page (once per account and client) or straight back: the login page is
  // an /interaction/ address too, so it is the consent form that tells the next page has come.
  const consent = page.locator('input[name="prompt"][value="consent"]');
  await expect.poll(async () => !page.url().startsWith(issuer) || (await consent.count()) > 0, { timeout: 30_000 }).toBe(true);
  if (page.url().startsWith(issuer)) await page.locator('button[type="submit"]').click();
}

test('an admin configures an OpenID provider, tests it and reads the report, enables it; a new browser signs in with its button and lands on Home as an editor of the project its group gives', async ({
  browser,
  server,
}) => {
  test.setTimeout(240_000);
  const provider = await startProvider(`${server.url}/api/sso/callback`);
  try {
    const admin = await signedInContext(browser, server, demoAccount('admin'), DESKTOP);
    const page = await admin.newPage();
    const { company, project } = await demoRecords(admin.request, server.url);

    // The providers' screen, with the redirect address to give the provider.
    await openScreen(page, '/app/in/admin/installation/sso');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.ssoProviders);
    await expect(page.getByTestId('sso-redirect-uri')).toHaveText(`${server.url}/api/sso/callback`);

    await page.getByRole('main').getByRole('button', { name: en.sso.newProvider }).first().click();
    // The drawer keeps its place once the provider is saved; its title then names the provider.
    const drawer = page.getByRole('dialog');
    await expect(drawer).toHaveAccessibleName(en.sso.editor.newTitle);
    await expect(drawer).toBeVisible();
    await drawer.getByRole('textbox', { name: label(en.sso.name) }).fill('Aurora ID');
    await drawer.getByRole('textbox', { name: label(en.sso.issuer) }).fill(provider.issuer);
    await drawer.getByRole('textbox', { name: label(en.sso.editor.clientId) }).fill(CLIENT.id);
    await drawer.getByLabel(en.sso.editor.clientSecret).fill(CLIENT.secret);
    await drawer.getByRole('textbox', { name: label(en.sso.editor.scopes) }).fill('openid email profile groups');
    await drawer.getByRole('switch', { name: en.sso.editor.createOperators }).check({ force: true });
    await drawer.getByRole('button', { name: en.sso.editor.addRole }).click();
    await drawer.getByRole('textbox', { name: label(en.sso.editor.group) }).fill('editors');
    await drawer.getByRole('combobox', { name: en.sso.editor.role }).selectOption('project_editor');
    await drawer.getByRole('combobox', { name: label(en.sso.editor.company) }).selectOption(company);
    await drawer.getByRole('combobox', { name: label(en.sso.editor.project) }).selectOption(project);
    await drawer.getByRole('button', { name: en.sso.editor.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: en.sso.editor.saved })).toBeVisible();

    // Enabling before a test is refused on its switch.
    await drawer.getByRole('switch', { name: en.sso.editor.enabled }).check({ force: true });
    await drawer.getByRole('button', { name: en.sso.editor.save, exact: true }).click();
    await expect(drawer.getByText(/Run a test that passes/).first()).toBeVisible();
    await drawer.getByRole('switch', { name: en.sso.editor.enabled }).uncheck({ force: true });

    // The test: a whole sign-in at the provider, then its report; nobody is signed in.
    await page.getByRole('button', { name: en.sso.test, exact: true }).click();
    await page.waitForURL(/\/app\/out\/fia-sso\/test\/start\//);
    await page.getByRole('link', { name: en.accounting.ssoTest.testStart }).click();
    await signInAtProvider(page, provider.issuer, 'nadia');
    await page.waitForURL(/\/app\/out\/fia-sso\/result\//);
    const report = page.getByTestId('sso-report');
    await expect(report).toBeVisible();
    await expect(report.getByText(en.accounting.ssoTest.reportPassed)).toBeVisible();
    await expect(report.getByText('n***a@aurora.example').first()).toBeVisible();
    await expect(page.getByTestId('sso-operator')).toHaveText(en.accounting.ssoTest.outcomes.created.replace('{email}', 'n***a@aurora.example'));
    await expect(page.getByTestId('sso-roles')).toContainText(`editors: ${en.accounting.ssoTest.roles.project_editor}`);
    await expect(page.getByTestId('sso-clock')).toContainText('30 s');

    // Back on the screen, the provider is tested: enabling it now goes through.
    await page.getByRole('link', { name: en.accounting.ssoTest.backToProviders }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.ssoProviders);
    await expect(page.getByText(en.sso.testPassed)).toBeVisible();
    await page.getByRole('button', { name: 'Aurora ID', exact: true }).click();
    const editDrawer = page.getByRole('dialog', { name: en.sso.editor.editTitle.replace('{name}', 'Aurora ID') });
    await editDrawer.getByRole('switch', { name: en.sso.editor.enabled }).check({ force: true });
    await editDrawer.getByRole('button', { name: en.sso.editor.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: en.sso.editor.saved })).toBeVisible();
    await expect(page.getByTestId('data-list').getByText(en.sso.enabledBadge, { exact: true })).toBeVisible();

    // A new browser: the sign-in page offers the provider's button (in the browser's Italian).
    const stranger = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, serviceWorkers: 'block' });
    const visitor = await stranger.newPage();
    await visitor.goto('/app/out/login');
    const button = visitor.getByRole('link', { name: it.ssoPages.signInWith.replace('{name}', 'Aurora ID') });
    await expect(button).toBeVisible();
    await button.click();
    await signInAtProvider(visitor, provider.issuer, 'nadia');
    await visitor.waitForURL(/\/app\/in\/home/);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    // The role the group gave: editor of the project, which Home lists to her.
    const home = await stranger.request.post('/api/home/companies', { data: { search: '', page: 1, pageSize: 50 }, headers: { Origin: server.url } });
    const companies = (await home.json()) as { items: Array<{ id: string; projects: Array<{ id: string }> }> };
    expect(companies.items.find((item) => item.id === company)?.projects.map((item) => item.id)).toEqual([project]);
    const editable = await stranger.request.post(`/api/accounting/operator/can-edit-project/${company}/${project}`, { data: {}, headers: { Origin: server.url } });
    expect(await editable.json()).toMatchObject({ Success: true });
    await stranger.close();
    await admin.close();
  } finally {
    await provider.close();
  }
});
