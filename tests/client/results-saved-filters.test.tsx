import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SubmissionsPage } from '../../src/areas/results/submissions-page.tsx';
import { scriptedApi } from './cache-fixtures.ts';
import { answerResults, atWidth, giveElementsASize, item, resultsCall, resultsUrl, search, showResults, withResultsTexts } from './results-fixtures.tsx';

const server = scriptedApi();
withResultsTexts();
giveElementsASize();
beforeEach(() => atWidth('desktop'));

describe('saved filters', () => {
  it('applies a shared one: its filters go into the address and the calls', async () => {
    const calls = answerResults(server);
    const user = userEvent.setup();
    showResults(SubmissionsPage, resultsUrl('submissions', '?page=3&tags=late'));
    await screen.findByRole('table', { name: 'Submissions of the form' });

    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    const saved = await screen.findByRole('menuitem', { name: /Art, received/ });
    expect(saved.textContent).toContain('Shared by Marta Manager');
    await user.click(saved);

    // The saved set replaces the filters in use, from page 1.
    await waitFor(() => expect(search()).toBe('?status=received&f.categoria=is:arte'));
    await waitFor(() =>
      expect(calls.get(resultsCall('results/list'))?.at(-1)).toMatchObject({
        page: 1,
        filters: { status: ['received'], answers: [{ field: 'categoria', op: 'is', values: ['arte'] }] },
      }),
    );
    // The menu now names the set in use.
    expect(screen.getByRole('button', { name: 'Saved filter: Art, received' })).toBeTruthy();
  }, 60_000);

  it('saves the filters in use under a name, shared when asked, the name’s error on its field', async () => {
    const calls = answerResults(server);
    const user = userEvent.setup();
    showResults(SubmissionsPage, resultsUrl('submissions', '?lang=en'));
    await screen.findByRole('table', { name: 'Submissions of the form' });

    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save these filters…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these filters' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.get(resultsCall('results/filters/save'))).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'English ones');
    await user.click(within(dialog).getByRole('switch', { name: /^Share with the project's operators/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.get(resultsCall('results/filters/save'))).toHaveLength(1));
    expect(calls.get(resultsCall('results/filters/save'))![0]).toEqual({ name: 'English ones', filters: { lang: ['en'] }, shared: true });
    expect(await screen.findByText('Filters saved as “English ones”.')).toBeTruthy();
  }, 60_000);
});

describe('one submission in the drawer', () => {
  it('opens from its link, shows its answers by their labels, and changes its status through the api', async () => {
    const calls = answerResults(server);
    server.use(
      http.post(resultsCall('results/submission/get'), async () =>
        HttpResponse.json({
          entity: {
            ...item(4, { answers: { nome: 'Person 4', categoria: 'impresa', budget: 12000, consenso: true } }),
            definition: (await import('../../server/seed/demo-forms.ts')).DEMO_APPLICATION,
            history: [{ from: null, to: 'received', by: null, at: '2026-03-02T10:00:00.000Z' }],
            notes_list: [],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    showResults(SubmissionsPage, resultsUrl('submissions', `?submission=${item(4).id}`));

    const drawer = await screen.findByRole('dialog', { name: 'Person 4' });
    expect(await within(drawer).findByText('Social enterprise')).toBeTruthy();
    expect(within(drawer).getByText('12,000')).toBeTruthy();
    expect(within(drawer).getByText(/by the person who applied/)).toBeTruthy();

    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), 'in_review');
    await waitFor(() => expect(calls.get(resultsCall('results/change'))).toHaveLength(1));
    expect(calls.get(resultsCall('results/change'))![0]).toEqual({ target: { ids: [item(4).id] }, status: 'in_review' });
    expect(await screen.findByText('Status set to “In review”.')).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(search()).toBe(''));
  }, 60_000);
});
