import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { TemplatePage } from '../../src/areas/mail-merge/template-page.tsx';
import { TemplatesPage } from '../../src/areas/mail-merge/templates-page.tsx';
import { scriptedApi } from './cache-fixtures.ts';
import {
  answerProject,
  COMPANY,
  mmCall,
  PEOPLE,
  PROJECT,
  recorder,
  REVISION,
  SENDER,
  SENDERS,
  showScreen,
  TAGS,
  templateEntity,
  TEMPLATE_IDS,
  withEditorStubs,
  withMailMergeTexts,
  type Calls,
} from './mm-fixtures.tsx';
import { atWidth } from './results-fixtures.tsx';

const server = scriptedApi();
withMailMergeTexts();
withEditorStubs();

const LIST = '/app/in/company/:company/project/:project/mail-merge/templates';
const EDITOR = `${LIST}/:template`;
const listUrl = `/app/in/company/${COMPANY}/project/${PROJECT}/mail-merge/templates`;
const TEMPLATE = TEMPLATE_IDS[0]!;
const editorUrl = `${listUrl}/${TEMPLATE}`;
const templateCall = (tail: string, id = TEMPLATE) => mmCall(`template/${id}/${tail}`);
const Editor = () => <p>The template editor</p>;

function listItem(index: number, campaigns = 0) {
  const { id, name, version, updated_at } = templateEntity(index);
  return { id, name, version, updated_at, languages: index === 0 ? ['en', 'it'] : ['en'], campaigns };
}

function answerList(): Calls {
  const calls: Calls = new Map();
  answerProject(server);
  server.use(
    recorder(calls, mmCall('templates/list'), () => ({ items: [listItem(0, 2), listItem(1)] })),
    recorder(calls, mmCall('templates/save'), (body) => ({ entity: templateEntity(1, { id: TEMPLATE_IDS[1], name: body.name as string, subject: {}, body: {}, version: 1 }) })),
    recorder(calls, templateCall('duplicate', TEMPLATE_IDS[1]), () => ({ entity: templateEntity(1, { name: 'Shortlist (copy)' }) })),
    recorder(calls, templateCall('delete', TEMPLATE_IDS[1]), () => ({ Success: true })),
  );
  return calls;
}

const row = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

async function openActions(name: string) {
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  await userEvent.click(within(await row(name)).getByRole('button', { name: `Actions for ${name}` }));
}

describe('the list of a project’s mail-merge templates', () => {
  beforeEach(() => atWidth('desktop'));

  it('lists the templates with their languages and the campaigns that use them', async () => {
    answerList();
    showScreen(TemplatesPage, LIST, listUrl);
    const first = await row('Draft reminder');
    expect(within(first).getByText('English, Italiano')).toBeTruthy();
    expect(within(first).getByText('2')).toBeTruthy();
    expect(screen.getByText('The mail templates of Premio Aurora: a subject and a text in each language, with merge tags.')).toBeTruthy();
  });

  it('creates a template from its name and opens it', async () => {
    const calls = answerList();
    showScreen(TemplatesPage, LIST, listUrl, { [EDITOR]: Editor });
    await userEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Write a name.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Results are out');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The template editor')).toBeTruthy();
    expect(calls.get(mmCall('templates/save'))).toEqual([{ name: 'Results are out', subject: {}, body: {} }]);
  });

  it('duplicates a template', async () => {
    const calls = answerList();
    showScreen(TemplatesPage, LIST, listUrl);
    await openActions('Shortlist');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await screen.findByText('Copy made: “Shortlist (copy)”');
    expect(calls.get(templateCall('duplicate', TEMPLATE_IDS[1]))).toHaveLength(1);
  });

  it('deletes a template after asking', async () => {
    const calls = answerList();
    showScreen(TemplatesPage, LIST, listUrl);
    await openActions('Shortlist');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Shortlist”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('“Shortlist” deleted');
    expect(calls.get(templateCall('delete', TEMPLATE_IDS[1]))).toHaveLength(1);
  });

  it('tells the refusal to delete a template campaigns use', async () => {
    answerList();
    const message = 'Campaigns use this template: it cannot be deleted.';
    server.use(http.post(templateCall('delete'), () => HttpResponse.json({ error: { code: 'template_in_use', message } }, { status: 409 })));
    showScreen(TemplatesPage, LIST, listUrl);
    await openActions('Draft reminder');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Draft reminder”?' });
    expect(within(confirm).getByText('2 campaigns use this template: the server will refuse to delete it.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('offers the first template when there is none', async () => {
    answerProject(server);
    server.use(http.post(mmCall('templates/list'), () => HttpResponse.json({ items: [] })));
    showScreen(TemplatesPage, LIST, listUrl);
    expect(await screen.findByText('No templates yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New template' })).toHaveLength(2);
  });

  it('shows each template as a card on a phone', async () => {
    atWidth('phone');
    answerList();
    showScreen(TemplatesPage, LIST, listUrl);
    expect(await screen.findByRole('link', { name: 'Draft reminder' })).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });
});

function answerEditor(): Calls {
  const calls: Calls = new Map();
  answerProject(server);
  let version = 3;
  server.use(
    recorder(calls, templateCall('get'), () => ({ entity: templateEntity(0, { version }) })),
    recorder(calls, mmCall('templates/save'), (body) => {
      version += 1;
      return { entity: templateEntity(0, { name: body.name as string, sender: (body.sender as string | null) ?? null, subject: body.subject as never, body: body.body as never, version }) };
    }),
    recorder(calls, mmCall('tags'), () => TAGS),
    recorder(calls, mmCall('senders'), () => SENDERS),
    recorder(calls, mmCall('people'), () => PEOPLE),
    recorder(calls, templateCall('revisions'), () => ({ items: [{ id: REVISION, created_at: '2026-03-01T10:00:00.000Z', by: 'Dana Editor' }] })),
    recorder(calls, templateCall('restore'), (body) => ({ entity: templateEntity(0, { name: 'Draft reminder as it was', version: (body.version as number) + 1 }) })),
    recorder(calls, templateCall('preview'), (body) => ({
      subject: `Preview ${String(body.lang)} for ${String(body.recipient ?? 'sample')}`,
      html: `<p>Hello ${String(body.recipient ?? 'sample')}</p>`,
      text: `Hello ${String(body.recipient ?? 'sample')} in ${String(body.lang)}`,
    })),
  );
  return calls;
}

describe('the template editor', () => {
  beforeEach(() => atWidth('desktop'));

  it('shows the name, the sender with the one in effect named, and each language’s subject and text side by side', async () => {
    answerEditor();
    showScreen(TemplatePage, EDITOR, editorUrl);
    expect(((await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement).value).toBe('Draft reminder');
    expect((screen.getByRole('textbox', { name: 'Subject (English)' }) as HTMLInputElement).value).toBe('Your draft waits, {{first_name}}');
    expect((screen.getByRole('textbox', { name: 'Subject (Italiano)' }) as HTMLInputElement).value).toBe('La tua bozza aspetta, {{first_name}}');
    expect((await screen.findByRole('textbox', { name: 'Text (English)' })).textContent).toBe('Hello {{first_name}}');
    const sender = screen.getByRole('combobox', { name: /Sender/ }) as HTMLSelectElement;
    await waitFor(() => expect(within(sender).getByRole('option', { name: 'The one in effect for the project: Back office <noreply@example.com>' })).toBeTruthy());
    expect(within(sender).getByRole('option', { name: 'Aurora office: Premio Aurora <office@aurora.example> (project)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Insert {{title}}: Title of the work' })).toBeTruthy();
  });

  it('saves as one types, at the version it was read, with the rest of the template as it is', async () => {
    const calls = answerEditor();
    showScreen(TemplatePage, EDITOR, editorUrl);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' 2026');
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sender/ }), SENDER);
    await waitFor(() => expect(calls.get(mmCall('templates/save'))?.at(-1)?.sender).toBe(SENDER));
    const saves = calls.get(mmCall('templates/save'))!;
    expect(saves[0]).toMatchObject({ id: TEMPLATE, version: 3, subject: templateEntity(0).subject, body: templateEntity(0).body });
    expect(saves.at(-1)).toMatchObject({ name: 'Draft reminder 2026' });
  });

  it('inserts a tag where the cursor was, in the subject or in the text', async () => {
    const calls = answerEditor();
    showScreen(TemplatePage, EDITOR, editorUrl);
    const subject = (await screen.findByRole('textbox', { name: 'Subject (English)' })) as HTMLInputElement;
    await userEvent.click(subject);
    subject.setSelectionRange(0, 0);
    await userEvent.click(await screen.findByRole('button', { name: 'Insert {{project}}: The project’s name' }));
    await waitFor(() => expect(subject.value).toBe('{{project}}Your draft waits, {{first_name}}'));
    const text = await screen.findByRole('textbox', { name: 'Text (Italiano)' });
    await userEvent.click(text);
    await userEvent.click(screen.getByRole('button', { name: 'Insert {{title}}: Title of the work' }));
    await waitFor(() => expect(text.textContent).toContain('{{title}}'));
    await waitFor(() => expect(JSON.stringify(calls.get(mmCall('templates/save'))?.at(-1)?.body ?? {})).toContain('{{title}}'));
    expect(calls.get(mmCall('templates/save'))!.at(-1)!.subject).toMatchObject({ en: '{{project}}Your draft waits, {{first_name}}' });
  });

  it('shows the server’s refusal of an unknown tag on the field that holds it', async () => {
    answerEditor();
    const message = 'There is no merge tag {{nome}}: use one of the tags listed.';
    server.use(http.post(mmCall('templates/save'), () => HttpResponse.json({ error: { code: 'merge_tag_unknown', message, fields: { 'subject.it': message } } }, { status: 400 })));
    showScreen(TemplatePage, EDITOR, editorUrl);
    const subject = await screen.findByRole('textbox', { name: 'Subject (Italiano)' });
    await userEvent.type(subject, ' {{{{nome}}');
    await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText('The template was not saved')).toBeTruthy();
  });

  it('restores a kept version', async () => {
    const calls = answerEditor();
    showScreen(TemplatePage, EDITOR, editorUrl);
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const drawer = await screen.findByRole('dialog', { name: 'Versions of the template' });
    expect(await within(drawer).findByText('by Dana Editor')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Restore' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await screen.findByText('Version restored');
    expect(calls.get(templateCall('restore'))).toEqual([{ revision: REVISION, version: 3 }]);
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Draft reminder as it was'));
  });

  it('previews the draft with a real recipient’s values, in each language, at two widths and as plain text', async () => {
    const calls = answerEditor();
    showScreen(TemplatePage, EDITOR, editorUrl);
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview of the mail' });
    expect(await within(dialog).findByText('Preview en for sample')).toBeTruthy();
    const frame = within(dialog).getByTitle('The mail in English, 390 pixels wide');
    expect(frame.getAttribute('sandbox')).toBe('');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Desktop' }));
    expect(within(dialog).getByTitle('The mail in English, 1280 pixels wide')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Recipient/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maria Rossi <maria@example.com>' }));
    expect(await within(dialog).findByText('Preview en for maria@example.com')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'it');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Plain text' }));
    await waitFor(() => expect(within(dialog).getByTestId('preview-text').textContent).toBe('Hello maria@example.com in it'));
    const last = calls.get(templateCall('preview'))!.at(-1)!;
    expect(last).toMatchObject({ lang: 'it', recipient: 'maria@example.com', subject: 'La tua bozza aspetta, {{first_name}}', body: templateEntity(0).body });
  });

  it('shows one language at a time in tabs on a phone', async () => {
    atWidth('phone');
    answerEditor();
    showScreen(TemplatePage, EDITOR, editorUrl);
    expect(await screen.findByRole('textbox', { name: 'Subject (English)' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Subject (Italiano)' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Italiano' }));
    expect(await screen.findByRole('textbox', { name: 'Subject (Italiano)' })).toBeTruthy();
  });
});
