import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResultsDashboardPage } from '../../src/areas/results/results-dashboard-page.tsx';
import { scriptedApi } from './cache-fixtures.ts';
import { answerResults, atWidth, giveElementsASize, resultsCall, resultsUrl, search, showResults, withResultsTexts } from './results-fixtures.tsx';

const server = scriptedApi();
withResultsTexts();
giveElementsASize();
beforeEach(() => atWidth('desktop'));

const cards = () => screen.getAllByTestId('chart-card');

describe('the results dashboard', () => {
  it('says so when the summary cannot be read, with no count left loading', async () => {
    answerResults(server);
    server.use(http.post(resultsCall('results/summary'), () => HttpResponse.json({ error: { code: 'forbidden', message: 'No.' } }, { status: 403 })));
    showResults(ResultsDashboardPage, resultsUrl('dashboard'));

    expect(await screen.findByTestId('not-loaded')).toBeTruthy();
    expect(screen.queryByTestId('count-total')).toBeNull();
    expect(document.querySelectorAll('[aria-busy="true"], .mantine-Skeleton-root[data-visible]')).toHaveLength(0);
  }, 60_000);

  it('counts the filtered submissions and draws a chart per field, in the form’s order, from the summary', async () => {
    const calls = answerResults(server);
    showResults(ResultsDashboardPage, resultsUrl('dashboard', '?status=received,in_review'));

    await waitFor(() => expect(screen.getByTestId('count-total').textContent).toContain('200'));
    expect(screen.getByTestId('count-drafts').textContent).toContain('12');
    expect(screen.getByTestId('count-received').textContent).toContain('90');
    expect(screen.getByTestId('count-accepted').textContent).toContain('30');
    // Drafts are counted apart: the status figures leave them out unless the filters ask for them.
    expect(screen.queryByTestId('count-draft')).toBeNull();

    // The days first, then each field by its label (in the operator's language), in the form's order.
    await waitFor(() => expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Submissions per day',
      'Category',
      'Budget requested (euros)',
      'How far along is the project?',
    ]));
    const [, category, budget, rating] = cards();
    expect(category!.textContent).toContain('200 answered · 0 left empty');
    expect(budget!.textContent).toContain('mean 5,200 · median 4,000');
    expect(rating!.textContent).toContain('mean 3.5 · median 4');
    // Each chart is drawn (an SVG a PNG is made from), its options named by their labels.
    expect(category!.querySelector('svg.recharts-surface')).not.toBeNull();
    expect(category!.textContent).toContain('ArtScience');

    // The summary was asked for the filters in the address, in the operator's time zone.
    expect(calls.get(resultsCall('results/summary'))?.at(-1)).toMatchObject({
      filters: { status: ['received', 'in_review'] },
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // The charts' module loads the first time: the charts library is read then.
  }, 60_000);

  it('adds a filter on an option when its bar is clicked, and from the numbers’ table too', async () => {
    answerResults(server);
    const user = userEvent.setup();
    showResults(ResultsDashboardPage, resultsUrl('dashboard', '?status=received'));
    await waitFor(() => expect(cards()).toHaveLength(4));
    const category = cards()[1]!;

    // The second bar is Science's.
    const bars = category.querySelectorAll('.recharts-bar-rectangle path');
    expect(bars).toHaveLength(3);
    fireEvent.click(bars[1]!);
    await waitFor(() => expect(search()).toBe('?status=received&f.categoria=is:scienza'));
    await screen.findByText('Category is Science');

    // A keyboard reaches the same filter through the chart's numbers; it replaces the option picked before.
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Show the numbers' }));
    await user.click(await within(cards()[1]!).findByRole('button', { name: 'Filter by Art' }));
    await waitFor(() => expect(search()).toBe('?status=received&f.categoria=is:arte'));
  }, 60_000);

  it('offers to print, and links the other results screens with the same filters', async () => {
    answerResults(server);
    showResults(ResultsDashboardPage, resultsUrl('dashboard', '?tags=shortlist'));
    await waitFor(() => expect(cards()).toHaveLength(4));

    const printed: string[] = [];
    window.print = () => printed.push('printed');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(printed).toEqual(['printed']);

    const nav = screen.getByRole('navigation', { name: 'Results of the form' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Submissions' }).getAttribute('href')).toBe(resultsUrl('submissions', '?tags=shortlist'));
    const tabs = screen.getByRole('navigation', { name: 'Screens of the form' });
    expect(within(tabs).getByRole('link', { name: 'Results' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Votes' }).getAttribute('href')).toBe(resultsUrl('votes', '?tags=shortlist'));
  }, 60_000);
});
