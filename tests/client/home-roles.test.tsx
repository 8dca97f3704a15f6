// Home as each role meets it: the forms an assistant assists with their screens, a judge's sessions
// with progress and Score (from the device's copy too), a manager's companies, an admin's first step.
import 'fake-indexeddb/auto';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createBrowserRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EndpointOutput } from '../../contract/endpoint.ts';
import { JudgeSessionGet, JudgeSessionList } from '../../contract/judging.ts';
import { HomeCompanies, Navigation } from '../../contract/projects.ts';
import type { Operator } from '../../contract/sign-in.ts';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { writeSnapshot } from '../../src/lib/db/snapshots.ts';
import { HomePage } from '../../src/areas/projects/home/home-page.tsx';
import { TEXTS } from '../../scripts/i18n-texts.ts';
import { rememberSignedIn, scriptedApi } from './cache-fixtures.ts';
import { atWidth } from './results-fixtures.tsx';
import { renderRouted } from './render-routed.tsx';

configure({ asyncUtilTimeout: 15_000 });
const server = scriptedApi();
const en = TEXTS.en;

const COMPANY = '0b0f6f9e-2f6c-4a51-9d5f-3c1f2f0a9e11';
const PROJECT = '1c1f7fae-3f7c-4b62-8e6f-4d2f3f1b8f22';
const FORM = '2d2f8fbe-4f8c-4c73-8f7f-5e3f4f2c9f33';
const SESSION = '3e3f9fce-5f9c-4d84-8a8f-6f4f5f3d0f44';

const person = (first_name: string): Operator => ({ first_name, installation_admin: false, preferred_lang: 'en', email: `${first_name.toLowerCase()}@example.com` });

type Nav = EndpointOutput<typeof Navigation>;
const project = (change: Partial<Nav['companies'][number]['projects'][number]> = {}) => ({ id: PROJECT, name: 'Premio 2026', can_edit: false, ...change });
const company = (projects: Nav['companies'][number]['projects'], can_manage = false) => ({ id: COMPANY, name: 'Fondazione Aurora', can_manage, projects });
const homeOf = (nav: Nav): EndpointOutput<typeof HomeCompanies> => ({
  items: nav.companies.map((entry) => ({ ...entry, slug: 'aurora', status: 'active' as const, projects: entry.projects.map((p) => ({ id: p.id, name: p.name, slug: 'premio', status: 'open' as const, can_edit: p.can_edit })) })),
  total: nav.companies.length,
});
const SESSIONS: EndpointOutput<typeof JudgeSessionList> = {
  items: [{ company: COMPANY, project: PROJECT, form: FORM, session: SESSION, name: 'Prima selezione', status: 'open', closes_at: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(), assigned: 10, scored: 4 }],
};

/** Scripts the calls Home reads for an operator; `offline` leaves every call unanswered, as with no network. */
function answerHome(operator: Operator, nav: Nav, offline = false) {
  const answer = (body: object) => () => (offline ? HttpResponse.error() : HttpResponse.json(body));
  server.use(
    http.post('/api/accounting/operator/current', answer({ entity: operator })),
    http.post(`/api/${Navigation.path}`, answer(nav)),
    http.post(`/api/${HomeCompanies.path}`, answer(homeOf(nav))),
    http.post(`/api/${JudgeSessionList.path}`, answer(SESSIONS)),
  );
}

function showHome() {
  window.history.replaceState(null, '', '/app/in/home');
  const router = createBrowserRouter([{ path: '/app/in/home', element: <HomePage /> }, { path: '*', element: <p>elsewhere</p> }]);
  renderRouted(router);
}

beforeAll(async () => {
  await loadLocaleAsync('en');
  await Promise.all((['shell', 'projects'] as const).map((namespace) => loadNamespaceAsync('en', namespace)));
});
beforeEach(() => atWidth('desktop'));

const link = (name: string, inside: HTMLElement) => within(inside).getByRole('link', { name });

describe('Home for a form assistant', () => {
  it('shows the project with the form they assist, leading to its results dashboard, submissions and votes', async () => {
    const asia = person('Asia');
    await rememberSignedIn(asia);
    const form = { id: FORM, slug: 'candidatura', title: { it: 'Candidatura', en: 'Application' }, public_votes: true };
    answerHome(asia, { companies: [company([project({ forms: [form] })])], judge: false });
    showHome();

    const group = await screen.findByRole('group', { name: 'Application' });
    const base = `/app/in/company/${COMPANY}/project/${PROJECT}/forms/${FORM}/results`;
    expect(link(en.shell.titles.resultsDashboard, group).getAttribute('href')).toBe(`${base}/dashboard`);
    expect(link(en.shell.titles.submissions, group).getAttribute('href')).toBe(`${base}/submissions`);
    expect(link(en.shell.titles.votes, group).getAttribute('href')).toBe(`${base}/votes`);
    expect(screen.getByText(en.projects.homeList.assisting)).toBeTruthy();
    expect(screen.queryByText(en.shell.judgeSessions.label)).toBeNull();
  });

  it('offers no Votes for a form that takes no public votes, and says so when nothing is left to assist', async () => {
    const ada = person('Ada');
    await rememberSignedIn(ada);
    const quiet = { id: FORM, slug: 'report', title: {}, public_votes: false };
    const other = '4f4fafde-6fac-4e95-9b9f-7f5f6f4e1f55';
    answerHome(ada, { companies: [company([project({ forms: [quiet] }), project({ id: other, name: 'Archivio', forms: [] })])], judge: false });
    showHome();

    // A form with no title in any language goes by its slug.
    const group = await screen.findByRole('group', { name: 'report' });
    expect(within(group).getAllByRole('link').map((a) => a.textContent)).toEqual([en.shell.titles.resultsDashboard, en.shell.titles.submissions]);
    expect(screen.getByText(en.projects.homeList.assistingNone)).toBeTruthy();
  });
});

describe('Home for a judge', () => {
  it('shows only their sessions, with progress, the time left, the device copy and Score opening the session', async () => {
    const giulio = person('Giulio');
    await rememberSignedIn(giulio);
    answerHome(giulio, { companies: [company([project()])], judge: true });
    showHome();

    const table = await screen.findByRole('table', { name: en.shell.judgeSessions.label });
    const row = await within(table).findByRole('row', { name: /Prima selezione/ });
    expect(within(row).getByText('4 of 10 scored')).toBeTruthy();
    expect(within(row).getByText(/in 3 days/)).toBeTruthy();
    expect(within(row).getByText(en.shell.judgeSessions.onlineOnly)).toBeTruthy();
    const score = within(row).getByRole('link', { name: `${en.shell.judgeSessions.score}: Prima selezione` });
    expect(score.getAttribute('href')).toBe(`/app/in/judges/session/${COMPANY}/${PROJECT}/${FORM}/${SESSION}`);
    // Nothing but judging to open: no company that leads nowhere, no empty state sending them to an administrator.
    await waitFor(() => expect(screen.queryByTestId('company-card')).toBeNull());
    expect(screen.queryByText(en.projects.homeList.emptyOperator)).toBeNull();
  });

  it('shows their sessions with no connection, from the device, and which of them the device holds', async () => {
    const giulio = person('Giulio');
    await rememberSignedIn(giulio);
    await writeSnapshot(Navigation.path, {}, { companies: [company([project()])], judge: true });
    await writeSnapshot(JudgeSessionList.path, {}, SESSIONS);
    await writeSnapshot(JudgeSessionGet.path, { company: COMPANY, project: PROJECT, form: FORM, session: SESSION }, { held: true });
    answerHome(giulio, { companies: [], judge: false }, true);
    showHome();

    const row = await screen.findByRole('row', { name: /Prima selezione/ });
    await within(row).findByText(en.shell.judgeSessions.offline);
    expect(within(row).getByRole('link', { name: `${en.shell.judgeSessions.score}: Prima selezione` })).toBeTruthy();
  });

  it('keeps the companies of a judge who also manages one, below their sessions', async () => {
    const marta = person('Marta');
    await rememberSignedIn(marta);
    answerHome(marta, { companies: [company([project({ can_edit: true })], true)], judge: true });
    showHome();

    await screen.findByRole('table', { name: en.shell.judgeSessions.label });
    const card = await screen.findByTestId('company-card');
    expect(within(card).getByRole('link', { name: en.projects.homeList.managers })).toBeTruthy();
    expect(screen.getByRole('table', { name: en.shell.judgeSessions.label }).compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Home for the other roles', () => {
  it('shows a manager their company with its managers and projects, and no judging', async () => {
    const marta = person('Marta');
    await rememberSignedIn(marta);
    answerHome(marta, { companies: [company([project({ can_edit: true })], true)], judge: false });
    showHome();

    const card = await screen.findByTestId('company-card');
    expect(within(card).getByRole('link', { name: 'Premio 2026' }).getAttribute('href')).toBe(`/app/in/company/${COMPANY}/project/${PROJECT}/options/main`);
    expect(screen.queryByText(en.projects.homeList.assisting)).toBeNull();
    expect(screen.queryByText(en.shell.judgeSessions.label)).toBeNull();
  });

  it('asks an installation admin with no company to create the first one', async () => {
    const dana = { ...person('Dana'), installation_admin: true };
    await rememberSignedIn(dana);
    answerHome(dana, { companies: [], judge: false });
    showHome();

    expect(await screen.findByText(en.projects.homeList.emptyAdmin)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.projects.homeList.createCompany }).getAttribute('href')).toBe('/app/in/admin/companies/edit/new');
  });
});
