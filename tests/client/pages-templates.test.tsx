import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PageTemplatesPage } from '../../src/areas/pages/page-templates-page.tsx';
import { scriptedApi } from './cache-fixtures.ts';
import { answerProject, PRESET, PRESETS, recorder, showScreen, withPagesTexts, type Calls } from './pages-fixtures.tsx';
import { atWidth } from './results-fixtures.tsx';

const server = scriptedApi();
withPagesTexts();

beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
});

const PATH = '/app/in/admin/installation/page-templates';
const call = (tail: string) => `/api/admin/installation/page-templates/${tail}`;

function answerTemplates(): Calls {
  const calls: Calls = new Map();
  answerProject(server);
  server.use(
    recorder(calls, call('list'), () => ({ items: PRESETS })),
    recorder(calls, call('save'), (body) => ({ entity: { ...PRESETS[0]!, ...body, version: 2 } })),
    recorder(calls, call('delete'), () => ({ Success: true })),
  );
  return calls;
}

describe('the page presets', () => {
  beforeEach(() => atWidth('desktop'));

  it('lists the presets with their description', async () => {
    answerTemplates();
    showScreen(PageTemplatesPage, PATH, PATH);
    expect(await screen.findByText('Call announcement')).toBeTruthy();
    expect(screen.getByText('Dates, who may apply, the form.')).toBeTruthy();
  });

  it('creates a preset with its name, description and a document in a language', async () => {
    const calls = answerTemplates();
    showScreen(PageTemplatesPage, PATH, PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'New preset' }));
    const dialog = await screen.findByRole('dialog', { name: 'New preset' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Rules');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'The rules of the call.');
    const text = await within(dialog).findByRole('textbox', { name: 'Content in English' }, { timeout: 10_000 });
    await userEvent.click(text);
    await userEvent.keyboard('Who may apply');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Preset saved');
    expect(calls.get(call('save'))).toEqual([
      { name: 'Rules', description: 'The rules of the call.', body: { en: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Who may apply' }] }] } } },
    ]);
  });

  it('saves an edited preset at its version, and says so when someone saved it meanwhile', async () => {
    const calls = answerTemplates();
    showScreen(PageTemplatesPage, PATH, PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Call announcement' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preset “Call announcement”' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Announcement');
    server.use(http.post(call('save'), () => HttpResponse.json({ error: { code: 'conflict', message: 'Changed' }, current: { entity: PRESETS[0] } }, { status: 409 })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Someone else saved this preset meanwhile: load theirs and make your changes again.')).toBeTruthy();
    void calls;
  });

  it('deletes a preset after asking', async () => {
    const calls = answerTemplates();
    showScreen(PageTemplatesPage, PATH, PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Call announcement' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Call announcement”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Preset “Call announcement” deleted');
    await waitFor(() => expect(calls.get(call('delete'))).toEqual([{ id: PRESET }]));
  });
});
