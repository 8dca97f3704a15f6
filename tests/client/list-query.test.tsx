import { act, render } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListQuery } from '../../src/lib/list-params.ts';

type Query = { search: string; status: string; page: number };
const DEFAULTS: Query = { search: '', status: '', page: 1 };

function read(params: URLSearchParams): Query {
  return { search: params.get('search') ?? '', status: params.get('status') ?? '', page: Number(params.get('page') ?? 1) };
}

describe('a list query kept in the address', () => {
  it('keeps two changes made before the list draws again', async () => {
    let update: (change: Partial<Query>) => void = () => undefined;
    function List() {
      const [, change] = useListQuery(read, DEFAULTS);
      update = change;
      return null;
    }
    window.history.replaceState(null, '', '/list');
    const router = createBrowserRouter([{ path: '/list', element: <List /> }]);
    render(<RouterProvider router={router} />);

    // Both changes come from the same render: the second must not undo the first.
    const stale = update;
    await act(async () => {
      stale({ search: 'aurora' });
      stale({ status: 'active' });
    });
    expect(new URLSearchParams(window.location.search).toString()).toBe('search=aurora&status=active');
    expect(router.state.location.search).toBe('?search=aurora&status=active');
  });
});
