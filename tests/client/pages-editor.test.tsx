import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PageEditorPage } from '../../src/areas/pages/page-editor-page.tsx';
import { scriptedApi } from './cache-fixtures.ts';
import { answerProject, COMPANY, FORM, pageEntity, PAGE_IDS, PROJECT, projectCall, recorder, showScreen, withPagesTexts, type Calls } from './pages-fixtures.tsx';
import { atWidth } from './results-fixtures.tsx';

const server = scriptedApi();
withPagesTexts();

beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
  // An autosized text area follows the fonts as they load; jsdom loads none.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const EDITOR = '/app/in/company/:company/project/:project/pages/:page';
const PAGE = PAGE_IDS[1]!;
const url = `/app/in/company/${COMPANY}/project/${PROJECT}/pages/${PAGE}`;
const pageCall = (tail: string) => `/api/company/${COMPANY}/project/${PROJECT}/page/${PAGE}/${tail}`;
const REVISION = '7c000000-0000-4000-8000-000000000001';

function answerEditor(): Calls {
  const calls: Calls = new Map();
  answerProject(server);
  let version = 3;
  server.use(
    recorder(calls, pageCall('get'), () => ({ entity: pageEntity(1, { version }) })),
    recorder(calls, projectCall('pages/save'), (body) => {
      version += 1;
      return { entity: pageEntity(1, { title: body.title as never, description: body.description as never, body: body.body as never, version }) };
    }),
    recorder(calls, pageCall('publish'), (body) => ({ entity: pageEntity(1, { version: body.version as number, published_version: body.version as number, has_unpublished_changes: false }) })),
    recorder(calls, pageCall('revisions'), () => ({ items: [{ id: REVISION, kind: 'publish', created_at: '2026-03-01T10:00:00.000Z', by: 'Dana Editor' }] })),
    recorder(calls, pageCall('restore'), (body) => ({ entity: pageEntity(1, { title: { en: 'Rules as published' }, version: (body.version as number) + 1 }) })),
    recorder(calls, pageCall('preview'), (body) => ({ html: `<main><h1>Preview ${String(body.lang)}</h1></main>` })),
    recorder(calls, projectCall('forms/list'), () => ({
      items: [{ id: FORM, slug: 'call', title: { en: 'Call 2026' }, status: 'open', version: 2, published_version: 1, submissions: 0, updated_at: '2026-03-01T10:00:00.000Z' }],
      total: 1,
    })),
    http.post(`/api/company/${COMPANY}/project/${PROJECT}/form/${FORM}/get`, () =>
      HttpResponse.json({ entity: { id: FORM, status: 'open', opens_at: '2026-01-01T00:00:00.000Z', closes_at: '2099-06-30T12:00:00.000Z' } }),
    ),
  );
  return calls;
}

describe('the page editor', () => {
  beforeEach(() => atWidth('desktop'));

  it('shows each language side by side with its title, description and document', async () => {
    answerEditor();
    showScreen(PageEditorPage, EDITOR, url);
    expect(((await screen.findByRole('textbox', { name: 'Title (English)' })) as HTMLInputElement).value).toBe('Rules');
    expect((screen.getByRole('textbox', { name: 'Title (Italiano)' }) as HTMLInputElement).value).toBe('IT Rules');
    expect((screen.getByRole('textbox', { name: 'Description for search engines (English)' }) as HTMLTextAreaElement).value).toBe('About Rules');
    const english = await screen.findByRole('textbox', { name: 'Content in English' }, { timeout: 10_000 });
    expect(english.textContent).toBe('English Rules');
    expect((await screen.findByRole('textbox', { name: 'Content in Italiano' })).textContent).toBe('Italiano Rules');
    expect(screen.getByText('Changes not published')).toBeTruthy();
  });

  it('saves the title as one types, at the version it was read, with the rest of the page as it is', async () => {
    const calls = answerEditor();
    showScreen(PageEditorPage, EDITOR, url);
    const title = await screen.findByRole('textbox', { name: 'Title (English)' });
    await userEvent.type(title, ' of the call');
    // A slow machine may send a save mid-word: the last one holds the whole title, each at the version before it.
    await waitFor(() => expect(calls.get(projectCall('pages/save'))?.at(-1)?.title).toEqual({ en: 'Rules of the call', it: 'IT Rules' }), { timeout: 5000 });
    const saves = calls.get(projectCall('pages/save'))!;
    expect(saves.map((save) => save.version)).toEqual(saves.map((_, index) => 3 + index));
    const sent = saves.at(-1)!;
    expect(sent).toMatchObject({ id: PAGE, slug: 'regolamento', home: false, description: { en: 'About Rules' } });
    expect(sent.body).toEqual(pageEntity(1).body);
    await waitFor(() => expect(document.querySelector('[data-save-state]')?.getAttribute('data-save-state')).toBe('saved'));
  });

  it('copies another language’s content after asking', async () => {
    const calls = answerEditor();
    showScreen(PageEditorPage, EDITOR, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy into Italiano from' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    const confirm = await screen.findByRole('dialog', { name: 'Replace the Italiano content?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(calls.get(projectCall('pages/save'))?.length).toBe(1), { timeout: 5000 });
    const body = calls.get(projectCall('pages/save'))![0]!.body as Record<string, unknown>;
    expect(body.it).toEqual(body.en);
  });

  it('publishes the version on screen', async () => {
    const calls = answerEditor();
    showScreen(PageEditorPage, EDITOR, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Publish version 3?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Version 3 published');
    expect(calls.get(pageCall('publish'))).toEqual([{ version: 3 }]);
  });

  it('lists the kept versions and restores one into the draft', async () => {
    const calls = answerEditor();
    showScreen(PageEditorPage, EDITOR, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Versions' }));
    const drawer = await screen.findByRole('dialog', { name: 'Versions' });
    expect(await within(drawer).findByText('by Dana Editor')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Restore' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await screen.findByText('Version restored into the draft');
    expect(calls.get(pageCall('restore'))).toEqual([{ revision: REVISION, version: 3 }]);
    await waitFor(async () => expect(((await screen.findByRole('textbox', { name: 'Title (English)' })) as HTMLInputElement).value).toBe('Rules as published'));
  });

  it('previews the draft in a sandboxed frame, in any language, at three widths and as of a date', async () => {
    const calls = answerEditor();
    showScreen(PageEditorPage, EDITOR, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    const frame = (await within(dialog).findByTitle('Preview of the page in English at 390 px')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<main><h1>Preview en</h1></main>');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'it');
    await userEvent.click(within(dialog).getByText('Desktop (1280 px)'));
    await within(dialog).findByTitle('Preview of the page in Italiano at 1280 px');
    const at = within(dialog).getByLabelText('As of');
    await userEvent.type(at, '2026-06-25T10:00');
    await waitFor(() => expect(calls.get(pageCall('preview'))!.at(-1)).toMatchObject({ lang: 'it', draft: true, at: expect.stringMatching(/^2026-06-25T/) }));
  });

  it('shows the form block with the form’s state', async () => {
    answerEditor();
    server.use(
      http.post(pageCall('get'), () =>
        HttpResponse.json({ entity: pageEntity(1, { body: { en: { type: 'doc', content: [{ type: 'formBlock', attrs: { form: FORM } }] } } }) }),
      ),
    );
    showScreen(PageEditorPage, EDITOR, url);
    const english = await screen.findByRole('textbox', { name: 'Content in English' }, { timeout: 10_000 });
    await waitFor(() => expect(english.querySelector('[data-form-block]')?.textContent).toBe('Form: Call 2026 · Open until June 30, 2099'));
  });

  it('shows the languages as tabs on a phone', async () => {
    atWidth('phone');
    answerEditor();
    showScreen(PageEditorPage, EDITOR, url);
    expect(await screen.findByRole('tab', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Italiano' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Title (English)' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title (Italiano)' })).toBeNull();
  });
});
