import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteMenusPage } from '../../src/areas/pages/site-menus-page.tsx';
import { scriptedApi } from './cache-fixtures.ts';
import { answerProject, COMPANY, FORM, pageItem, PAGE_IDS, PROJECT, projectCall, recorder, showScreen, withPagesTexts, type Calls } from './pages-fixtures.tsx';
import { atWidth } from './results-fixtures.tsx';

const server = scriptedApi();
withPagesTexts();

const PATH = '/app/in/company/:company/project/:project/options/menu';
const url = `/app/in/company/${COMPANY}/project/${PROJECT}/options/menu`;
const ITEMS = [
  { label: { en: 'The call', it: 'Il bando' }, target: { kind: 'page', id: PAGE_IDS[0] } },
  { label: { en: 'Apply' }, target: { kind: 'form', id: FORM } },
];

function answerMenu(): Calls {
  const calls: Calls = new Map();
  answerProject(server);
  server.use(
    recorder(calls, projectCall('menu/get'), () => ({ entity: { items: ITEMS, version: 4 } })),
    recorder(calls, projectCall('menu/save'), (body) => ({ entity: { items: body.items, version: 5 } })),
    recorder(calls, projectCall('pages/list'), () => ({ items: [0, 1].map((index) => pageItem(index)) })),
    recorder(calls, projectCall('forms/list'), () => ({
      items: [{ id: FORM, slug: 'call', title: { en: 'Call 2026' }, status: 'open', version: 2, published_version: 1, submissions: 0, updated_at: '2026-03-01T10:00:00.000Z' }],
      total: 1,
    })),
  );
  return calls;
}

describe('the site menu', () => {
  beforeEach(() => atWidth('desktop'));

  it('shows each link with its labels and target, adds one to another site, puts it first and saves at the version read', async () => {
    const calls = answerMenu();
    showScreen(SiteMenusPage, PATH, url);
    const labels = await screen.findAllByRole('textbox', { name: 'Label (English)' });
    expect(labels.map((input) => (input as HTMLInputElement).value)).toEqual(['The call', 'Apply']);
    await userEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    const third = within(document.querySelector('[data-menu-item="2"]')!);
    await userEvent.type(third.getByRole('textbox', { name: 'Label (English)' }), 'Our site');
    await userEvent.selectOptions(third.getByRole('combobox', { name: 'Leads to' }), 'url');
    await userEvent.type(third.getByRole('textbox', { name: 'Address' }), 'http://example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await third.findByText('Write an address starting with https://')).toBeTruthy();
    const address = third.getByRole('textbox', { name: 'Address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Our site' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Our site' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Menu saved');
    expect(calls.get(projectCall('menu/save'))).toEqual([{ version: 4, items: [{ label: { en: 'Our site' }, target: { kind: 'url', url: 'https://example.org' } }, ...ITEMS] }]);
  });

  it('removes a link and points one to “My submissions”', async () => {
    const calls = answerMenu();
    showScreen(SiteMenusPage, PATH, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove this link: The call' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Leads to' }), 'me');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Menu saved');
    expect(calls.get(projectCall('menu/save'))![0]!.items).toEqual([{ label: { en: 'Apply' }, target: { kind: 'me' } }]);
  });

  it('shows the links someone else saved meanwhile', async () => {
    answerMenu();
    server.use(
      http.post(projectCall('menu/save'), () =>
        HttpResponse.json({ error: { code: 'conflict', message: 'Changed' }, current: { entity: { items: [ITEMS[1]], version: 6 } } }, { status: 409 }),
      ),
    );
    showScreen(SiteMenusPage, PATH, url);
    await screen.findAllByRole('textbox', { name: 'Label (English)' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved the menu meanwhile: here are their links.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Label (English)' })).toHaveLength(1));
  });
});
