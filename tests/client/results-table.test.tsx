import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BlockSubmissionsPage } from '../../src/areas/results/block-submissions-page.tsx';
import { SubmissionsPage } from '../../src/areas/results/submissions-page.tsx';
import { scriptedApi } from './cache-fixtures.ts';
import { answerResults, atWidth, giveElementsASize, item, resultsCall, resultsUrl, search, showResults, withResultsTexts, type Calls } from './results-fixtures.tsx';

const server = scriptedApi();
withResultsTexts();
giveElementsASize();
beforeEach(() => atWidth('desktop'));

const lists = (calls: Calls) => calls.get(resultsCall('results/list')) ?? [];
const changes = (calls: Calls) => calls.get(resultsCall('results/change')) ?? [];
const table = () => screen.getByRole('table', { name: 'Submissions of the form' });

describe('the submissions table', () => {
  it('asks the server for each page and order, and keeps them in the address', async () => {
    const calls = answerResults(server);
    const user = userEvent.setup();
    showResults(SubmissionsPage, resultsUrl('submissions', '?status=received'));

    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(26));
    expect(lists(calls).at(-1)).toMatchObject({ page: 1, pageSize: 25, sort: { by: 'submitted_at', dir: 'desc' }, filters: { status: ['received'] } });
    expect(screen.getByText('60 in total')).toBeTruthy();
    // Who sent it, by name and address, and when, in words.
    expect(within(table()).getAllByRole('row')[1]!.textContent).toContain('Person 0person0@example.com');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ page: 2 }));
    expect(search()).toBe('?page=2&status=received');

    // A click on a column sorts by it from page 1; a second click turns the order round.
    await user.click(within(table()).getByRole('button', { name: 'Who' }));
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ page: 1, sort: { by: 'user', dir: 'asc' } }));
    expect(search()).toBe('?sort=user&status=received');
    await user.click(within(table()).getByRole('button', { name: 'Who' }));
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ sort: { by: 'user', dir: 'desc' } }));
    expect(within(table()).getByRole('columnheader', { name: 'Who' }).getAttribute('aria-sort')).toBe('descending');
  }, 60_000);

  it('shows the columns the operator chooses, in their order, and sorts by a field’s answers', async () => {
    const calls = answerResults(server);
    const user = userEvent.setup();
    showResults(SubmissionsPage, resultsUrl('submissions'));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(26));
    const headers = () => within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers()).toEqual(['', 'Who', 'Sent', 'Status', 'Tags', 'Version', 'Actions']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Category' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tags' }));
    await user.click(screen.getByRole('button', { name: 'Move Category left' }));
    await waitFor(() => expect(headers()).toEqual(['', 'Who', 'Sent', 'Status', 'Category', 'Version', 'Actions']));
    // Options by their labels.
    expect(within(table()).getAllByRole('row')[1]!.textContent).toContain('Art');

    await user.click(within(table()).getByRole('button', { name: 'Category' }));
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ sort: { by: 'answer:categoria', dir: 'asc' } }));
    // The choice is kept on this device for this operator and form.
    expect(Object.keys(localStorage).find((key) => key.startsWith('bo.results.columns:dana@example.com:'))).toBeTruthy();
  }, 60_000);

  it('on a block’s screen, asks for that block by its place in the form and shows its fields', async () => {
    const calls = answerResults(server);
    showResults(BlockSubmissionsPage, resultsUrl('submissions/block-progetto'), 'submissions/:block');
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ block: 1 }));
    await waitFor(() => expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toContain('Category'));
    expect(screen.getByRole('button', { name: 'Block: The project' }).getAttribute('aria-current')).toBe('page');
  }, 60_000);
});

describe('a change of several submissions at once', () => {
  it('names the rows picked by their ids', async () => {
    const calls = answerResults(server);
    const user = userEvent.setup();
    showResults(SubmissionsPage, resultsUrl('submissions'));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(26));

    await user.click(screen.getByRole('checkbox', { name: 'Select the submission of Person 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the submission of Person 3' }));
    const bar = screen.getByRole('region', { name: 'Change the selected submissions' });
    expect(within(bar).getByText('Selected: 2')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Set the status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Accepted' }));

    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toEqual({ target: { ids: [item(1).id, item(3).id] }, status: 'accepted' });
    expect(await screen.findByText('Status set to “Accepted”. Submissions changed: 2.')).toBeTruthy();
    // The selection is done with, and the table reads again.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Change the selected submissions' })).toBeNull());
  }, 60_000);

  it('names every filtered submission by the filters once “select all” is chosen', async () => {
    const calls = answerResults(server);
    const user = userEvent.setup();
    showResults(SubmissionsPage, resultsUrl('submissions', '?status=received&f.categoria=is:arte'));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(26));

    await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    const bar = screen.getByRole('region', { name: 'Change the selected submissions' });
    expect(within(bar).getByText('Selected: 25')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Select all 60 found by the filters' }));
    await waitFor(() => expect(within(bar).getByText('Selected: all 60 found by the filters')).toBeTruthy());
    expect(calls.get(resultsCall('results/ids'))?.at(-1)).toMatchObject({ filters: { status: ['received'] } });

    await user.click(within(bar).getByRole('button', { name: 'Add tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tags to the selected submissions' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags to add' }), 'Shortlist{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add tags' }));

    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toEqual({
      target: { filters: { status: ['received'], answers: [{ field: 'categoria', op: 'is', values: ['arte'] }] }, tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
      add_tags: ['shortlist'],
    });
  }, 60_000);
});
