import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SubmissionsPage } from '../../src/areas/results/submissions-page.tsx';
import { scriptedApi } from './cache-fixtures.ts';
import { answerResults, atWidth, giveElementsASize, resultsCall, resultsUrl, search, showResults, withResultsTexts } from './results-fixtures.tsx';

const server = scriptedApi();
withResultsTexts();
beforeEach(() => atWidth('desktop'));
giveElementsASize();

const lastList = (calls: ReturnType<typeof answerResults>) => calls.get(resultsCall('results/list'))?.at(-1);

describe('the filter bar of the results', () => {
  it('puts each filter chosen into the address and into the calls, and takes it out again', async () => {
    const calls = answerResults(server);
    const user = userEvent.setup();
    showResults(SubmissionsPage, resultsUrl('submissions'));
    await screen.findByRole('table', { name: 'Submissions of the form' });

    // A status, picked from its list.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In review' }));
    await waitFor(() => expect(search()).toBe('?status=in_review'));

    // A day sent from.
    fireEvent.change(screen.getByLabelText('Sent from'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(search()).toBe('?status=in_review&from=2026-03-01'));

    // A filter on a field, with the control its type needs: a number's range.
    await user.click(screen.getByRole('button', { name: 'Filter on a field…' }));
    await screen.findByRole('dialog', { name: 'Filter on a field' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'budget');
    await user.click(screen.getByRole('button', { name: 'Add the filter' }));
    // Neither bound: the error is on the field, and nothing is added.
    expect(screen.getByRole('textbox', { name: 'From' }).getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByRole('textbox', { name: 'From' }), '1000');
    await user.click(screen.getByRole('button', { name: 'Add the filter' }));
    await waitFor(() => expect(search()).toBe('?status=in_review&from=2026-03-01&f.budget=range:1000..'));

    // The calls carry the same filters, with the operator's time zone.
    await waitFor(() =>
      expect(lastList(calls)).toMatchObject({
        filters: { status: ['in_review'], submitted_from: '2026-03-01', answers: [{ field: 'budget', op: 'range', min: 1000 }] },
        tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
        page: 1,
      }),
    );

    // Each filter in use is a chip that removes it; Clear all removes the rest.
    const chips = screen.getByRole('group', { name: 'Filters in use' });
    expect(within(chips).getByText('Budget requested (euros) at least 1,000')).toBeTruthy();
    await user.click(within(chips).getByRole('button', { name: 'Remove the filter: Status: In review' }));
    await waitFor(() => expect(search()).toBe('?from=2026-03-01&f.budget=range:1000..'));
    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect(lastList(calls)?.filters).toEqual({}));
  }, 60_000);

  it('opens with the filters a shared link holds, and a choice filter offers the options by their labels', async () => {
    answerResults(server);
    const user = userEvent.setup();
    showResults(SubmissionsPage, resultsUrl('submissions', '?f.categoria=is:arte,scienza&lang=en'));

    const chips = await screen.findByRole('group', { name: 'Filters in use' });
    expect(await within(chips).findByText('Category is Art or Science')).toBeTruthy();
    expect(within(chips).getByText('Language: English')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Filter on a field…' }));
    await screen.findByRole('dialog', { name: 'Filter on a field' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'regione');
    await user.click(screen.getByRole('radio', { name: 'Is none of' }));
    await user.click(screen.getByRole('combobox', { name: 'Options' }));
    await user.click(await screen.findByRole('option', { name: 'South and islands' }));
    await user.click(screen.getByRole('button', { name: 'Add the filter' }));
    await waitFor(() => expect(search()).toBe('?lang=en&f.categoria=is:arte,scienza&f.regione=is_not:sud'));
  }, 60_000);
});
