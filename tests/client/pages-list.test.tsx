import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageListPage } from '../../src/areas/pages/page-list-page.tsx';
import { atWidth } from './results-fixtures.tsx';
import { scriptedApi } from './cache-fixtures.ts';
import { answerProject, COMPANY, pageEntity, pageItem, PAGE_IDS, PRESET, PRESET_CHOICES, PROJECT, projectCall, recorder, showScreen, withPagesTexts, type Calls } from './pages-fixtures.tsx';

const server = scriptedApi();
withPagesTexts();

const LIST = '/app/in/company/:company/project/:project/pages';
const url = `/app/in/company/${COMPANY}/project/${PROJECT}/pages`;
const Editor = () => <p>The page editor</p>;

function answerPages(): Calls {
  const calls: Calls = new Map();
  answerProject(server);
  server.use(
    recorder(calls, projectCall('pages/list'), () => ({ items: [0, 1, 2].map((index) => pageItem(index)) })),
    recorder(calls, projectCall('pages/save'), (body) => ({ entity: pageEntity(0, { ...(body as object), id: (body.id as string) ?? PAGE_IDS[2], version: 4 }) })),
    recorder(calls, projectCall('pages/reorder'), () => ({ Success: true })),
    recorder(calls, `/api/company/${COMPANY}/project/${PROJECT}/page/${PAGE_IDS[1]}/get`, () => ({ entity: pageEntity(1) })),
    recorder(calls, `/api/company/${COMPANY}/project/${PROJECT}/page/${PAGE_IDS[1]}/duplicate`, () => ({ entity: pageEntity(1, { slug: 'regolamento-copy' }) })),
    recorder(calls, `/api/company/${COMPANY}/project/${PROJECT}/page/${PAGE_IDS[1]}/archive`, () => ({ entity: pageEntity(1, { status: 'archived' }) })),
    recorder(calls, `/api/company/${COMPANY}/project/${PROJECT}/page-templates/list`, () => ({ items: PRESET_CHOICES })),
  );
  return calls;
}

const row = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr')!;

async function openActions(title: string) {
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  await userEvent.click(within(await row(title)).getByRole('button', { name: `Actions for ${title}` }));
}

describe('the list of a project’s pages', () => {
  beforeEach(() => atWidth('desktop'));

  it('lists the pages in their order with their state: published, changes not published, draft, home page', async () => {
    answerPages();
    showScreen(PageListPage, LIST, url);
    const first = await row('Call 2026');
    expect(within(first).getByText('Published')).toBeTruthy();
    expect(within(first).getByText('Home page')).toBeTruthy();
    expect(within(first).getByText('/bando')).toBeTruthy();
    expect(within(await row('Rules')).getByText('Changes not published')).toBeTruthy();
    expect(within(await row('Results')).getByText('Draft')).toBeTruthy();
    const titles = screen.getAllByRole('link').map((link) => link.textContent);
    expect(titles).toEqual(['Call 2026', 'Rules', 'Results']);
    expect(screen.getByText('The public pages of Premio Aurora: the home page opens at the project’s address.')).toBeTruthy();
  });

  it('creates a page from a preset, with its address made from the title, and opens it', async () => {
    const calls = answerPages();
    showScreen(PageListPage, LIST, url, { [`${LIST}/:page`]: Editor });
    await userEvent.click(await screen.findByRole('button', { name: 'New page' }));
    const dialog = await screen.findByRole('dialog', { name: 'New page' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (English)' }), 'Call for artists');
    expect((within(dialog).getByRole('textbox', { name: 'Address' }) as HTMLInputElement).value).toBe('call-for-artists');
    expect(((await within(dialog).findByRole('radio', { name: /Call announcement/ })) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The page editor')).toBeTruthy();
    expect(calls.get(projectCall('pages/save'))).toEqual([
      {
        slug: 'call-for-artists',
        title: { en: 'Call for artists' },
        body: {},
        template: PRESET,
      },
    ]);
  });

  it('creates a blank page, and tells a taken address on its field', async () => {
    const calls = answerPages();
    server.use(http.post(projectCall('pages/save'), () => HttpResponse.json({ error: { code: 'slug_taken', message: 'Taken' } }, { status: 409 })));
    showScreen(PageListPage, LIST, url);
    await userEvent.click(await screen.findByRole('button', { name: 'New page' }));
    const dialog = await screen.findByRole('dialog', { name: 'New page' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (English)' }), 'Rules');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /A blank page/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Another page of this project has this address.')).toBeTruthy();
    void calls;
  });

  it('renames a page in each language at its version, keeping the rest as stored', async () => {
    const calls = answerPages();
    showScreen(PageListPage, LIST, url);
    await openActions('Rules');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Rules”' });
    const english = within(dialog).getByRole('textbox', { name: 'Title (English)' });
    await userEvent.clear(english);
    await userEvent.type(english, 'Rules of the call');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Page renamed');
    const stored = pageEntity(1);
    expect(calls.get(projectCall('pages/save'))).toEqual([
      { id: PAGE_IDS[1], version: 3, slug: 'regolamento', title: { en: 'Rules of the call', it: 'IT Rules' }, description: stored.description, body: stored.body, home: false },
    ]);
  });

  it('makes a page the home page', async () => {
    const calls = answerPages();
    showScreen(PageListPage, LIST, url);
    await openActions('Rules');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make it the home page' }));
    await screen.findByText('“Rules” is now the home page');
    expect(calls.get(projectCall('pages/save'))![0]).toMatchObject({ id: PAGE_IDS[1], version: 3, home: true });
  });

  it('duplicates a page', async () => {
    answerPages();
    showScreen(PageListPage, LIST, url);
    await openActions('Rules');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await screen.findByText('Copy made: “regolamento-copy”');
  });

  it('archives a page after asking', async () => {
    const calls = answerPages();
    showScreen(PageListPage, LIST, url);
    await openActions('Rules');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive “Rules”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await screen.findByText('“Rules” archived');
    expect(calls.get(`/api/company/${COMPANY}/project/${PROJECT}/page/${PAGE_IDS[1]}/archive`)).toEqual([{ archived: true, version: 3 }]);
  });

  it('puts the pages in a new order with the buttons and from the keyboard, and saves it', async () => {
    const calls = answerPages();
    showScreen(PageListPage, LIST, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Change order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order of the pages' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move down: Call 2026' }));
    // The keyboard: the handle, Space, an arrow, Space again (dnd-kit's keyboard sensor).
    const handle = within(dialog).getByRole('button', { name: 'Move Results' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    fireEvent.keyDown(document, { key: 'ArrowUp', code: 'ArrowUp' });
    fireEvent.keyDown(document, { key: ' ', code: 'Space' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save order' }));
    await screen.findByText('Order saved');
    const sent = calls.get(projectCall('pages/reorder'))![0]!;
    expect(sent.ids).toHaveLength(3);
    expect((sent.ids as string[])[0]).toBe(PAGE_IDS[1]);
  });

  it('shows each page as a card on a phone', async () => {
    atWidth('phone');
    answerPages();
    showScreen(PageListPage, LIST, url);
    expect(await screen.findByRole('link', { name: 'Call 2026' })).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });
});
