import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { matchPath, createMemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { routerPath } from '../../src/app/routes/path-pattern.ts';
import { SIGNED_IN_ROUTES } from '../../src/areas/index.ts';
import { FormTabs } from '../../src/components/form-tabs.tsx';
import { FORM_TABS, formTabs, type FormTab } from '../../src/lib/forms/form-screens.ts';
import { scriptedApi } from './cache-fixtures.ts';
import { renderRouted } from './render-routed.tsx';

const scope = { company: 'acme', project: 'p1', form: 'f1' };
const FORM = '/app/in/company/acme/project/p1/forms/f1';
const routeOf = (to: string) => SIGNED_IN_ROUTES.find((route) => matchPath({ path: `/app/in/${routerPath(route.path)}`, end: true }, to.split('?')[0]!));

describe("a form's tabs", () => {
  it('offers every screen of the form to whoever edits the project, in one order', () => {
    expect(formTabs(scope, true).map((entry) => [entry.tab, entry.to])).toEqual([
      ['editor', `${FORM}/editor`],
      ['options', `${FORM}/options`],
      ['results', `${FORM}/results/dashboard`],
      ['votes', `${FORM}/results/votes`],
      ['judging', `${FORM}/judging`],
      ['autocomposer', `${FORM}/suggester`],
    ]);
  });

  it("offers the form's assistants what the server lets them read, no judging and no Autocomposer", () => {
    expect(formTabs(scope, false).map((entry) => entry.tab)).toEqual(['editor', 'options', 'results', 'votes']);
  });

  it("carries the results' filters to Results and Votes only", () => {
    const tabs = new Map(formTabs(scope, true, 'status=received').map((entry) => [entry.tab, entry.to]));
    expect(tabs.get('results')).toBe(`${FORM}/results/dashboard?status=received`);
    expect(tabs.get('votes')).toBe(`${FORM}/results/votes?status=received`);
    expect(tabs.get('editor')).toBe(`${FORM}/editor`);
  });

  it('leads each tab to a built screen that its route keeps to the same people', () => {
    for (const { tab, editorsOnly } of FORM_TABS) {
      const route = routeOf(formTabs(scope, true).find((entry) => entry.tab === tab)!.to);
      expect(route, tab).toBeDefined();
      expect(route!.pending ?? false, `${tab} is built`).toBe(false);
      expect(route!.editorsOnly ?? false, `${tab} is for the same people as its route`).toBe(editorsOnly);
    }
  });
});

describe('the tabs on screen', () => {
  const server = scriptedApi();
  beforeAll(async () => {
    await loadLocaleAsync('en');
    await loadNamespaceAsync('en', 'shell');
  });

  function showTabs(url: string, current: FormTab, canEdit: boolean) {
    server.use(
      http.post('/api/home/navigation', () =>
        HttpResponse.json({ companies: [{ id: 'acme', name: 'Acme', can_manage: false, projects: [{ id: 'p1', name: 'P1', can_edit: canEdit }] }], judge: false }),
      ),
    );
    const router = createMemoryRouter([{ path: '*', element: <FormTabs scope={scope} current={current} filterSearch="tags=shortlist" /> }], { initialEntries: [url] });
    renderRouted(router);
    return screen.getByRole('navigation', { name: 'Screens of the form' });
  }

  const names = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

  it('shows an editor all six as links, the one on screen marked as the page', async () => {
    const nav = showTabs(`${FORM}/editor`, 'editor', true);
    await waitFor(() => expect(names(nav)).toEqual(['Field Editor', 'Options', 'Results', 'Votes', 'Judging', 'Autocomposer']));
    expect(within(nav).getByRole('link', { name: 'Field Editor' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Options' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Results' }).getAttribute('href')).toBe(`${FORM}/results/dashboard?tags=shortlist`);
  });

  it("shows an assistant the form's four, and marks Results on a results sub-screen as where they are", async () => {
    const nav = showTabs(`${FORM}/results/submissions`, 'results', false);
    // The grants arrive after the first paint: until then, and after, no judging is offered.
    await waitFor(() => expect(names(nav)).toEqual(['Field Editor', 'Options', 'Results', 'Votes']));
    expect(within(nav).getByRole('link', { name: 'Results' }).getAttribute('aria-current')).toBe('true');
  });
});
