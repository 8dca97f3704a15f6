// The notification texts screens: the grid of notifications by language with where each text comes
// from, and the editor of a cell (variables by click, refusals on their field, back to inherited).
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../contract/languages.ts';
import { loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { CompanyTemplatesPage } from '../../src/areas/notifications/company-templates-page.tsx';
import { InstallationTemplatesPage } from '../../src/areas/notifications/installation-templates-page.tsx';
import { ProjectTextsPage } from '../../src/areas/notifications/project-texts-page.tsx';
import { db } from '../../src/lib/db/database.ts';
import { enqueue } from '../../src/lib/outbox/store.ts';
import { DANA, rememberSignedIn, scriptedApi } from './cache-fixtures.ts';
import { answerProject, COMPANY, PROJECT, recorder, showScreen, withPagesTexts, type Calls } from './pages-fixtures.tsx';
import { atWidth } from './results-fixtures.tsx';

const server = scriptedApi();
withPagesTexts();
// Before the scripted answers go: a preview asked a moment after the last keystroke meets none.
afterEach(() => cleanup());

beforeAll(async () => {
  await loadNamespaceAsync('en', 'notifications');
  // The editor's chunk, loaded once before the stories rather than inside the first one's wait.
  await import('../../src/components/rich-text/editor.tsx');
  // jsdom has no ResizeObserver: the preview's segmented control measures its options with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
});

const COMPANY_PATH = '/app/in/company/:company/noty/templates';
const COMPANY_URL = `/app/in/company/${COMPANY}/noty/templates`;
const companyCall = (tail: string) => `/api/company/${COMPANY}/noty/texts/${tail}`;
const PROJECT_PATH = '/app/in/company/:company/project/:project/options/noty/texts';
const PROJECT_URL = `/app/in/company/${COMPANY}/project/${PROJECT}/options/noty/texts`;
const projectCall = (tail: string) => `/api/company/${COMPANY}/project/${PROJECT}/noty/texts/${tail}`;

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const RESPONDENT_KEYS = ['respondent.code', 'respondent.receipt', 'respondent.invitation', 'submission.notice'];
const ALL: Language[] = ['it', 'en', 'es', 'fr', 'pt'];

type Source = 'builtin' | 'installation' | 'company' | 'project';

// Every cell built-in but those named.
function cells(languages: Language[], named: Record<string, { source: Source; outdated?: boolean }>) {
  return RESPONDENT_KEYS.flatMap((key) =>
    languages.map((lang) => {
      const cell = named[`${key}/${lang}`];
      return { key, lang, source: cell?.source ?? 'builtin', outdated: cell?.outdated ?? false };
    }),
  );
}

const COMPANY_CELLS = cells(ALL, {
  'respondent.receipt/it': { source: 'company' },
  'respondent.receipt/en': { source: 'installation' },
  'respondent.code/it': { source: 'company', outdated: true },
});

function entity(source: Source, subject: string, text: string, version: number | null) {
  return { key: 'respondent.receipt', lang: 'it', subject, body: doc(text), source, outdated: false, version, updated_at: version ? '2026-03-01T10:00:00.000Z' : null };
}

const RECEIPT = { entity: entity('company', 'Ricevuta per {{project}}', 'Grazie {{first_name}}', 3), inherited: entity('installation', 'Abbiamo ricevuto il tuo invio', 'Ciao {{first_name}}', 2) };

function answerCompany(get = RECEIPT): Calls {
  const calls: Calls = new Map();
  let current = get;
  answerProject(server);
  server.use(
    recorder(calls, companyCall('list'), () => ({ items: COMPANY_CELLS })),
    recorder(calls, companyCall('get'), () => current),
    recorder(calls, companyCall('preview'), (body) => ({ subject: `Preview: ${String(body.subject ?? '')}`, html: '<html lang="it"><body><p>Ciao Maria</p></body></html>', text: 'Ciao Maria' })),
    recorder(calls, companyCall('save'), (body) => ({ entity: { ...get.entity, subject: body.subject, body: body.body, source: 'company', version: 4 } })),
    recorder(calls, companyCall('reset'), () => {
      current = { entity: { ...get.inherited, version: null }, inherited: get.inherited };
      return { Success: true };
    }),
  );
  return calls;
}

const cell = (key: string, lang: string) => screen.findByTestId(`text-cell-${key}-${lang}`);

async function openReceipt() {
  await userEvent.click(await cell('respondent.receipt', 'it'));
  return screen.findByRole('dialog', { name: 'Receipt of a submission in Italiano' });
}

describe('the notification texts', () => {
  beforeEach(() => atWidth('desktop'));

  it('says for each cell which level supplies it, what this level changed and what is outdated', async () => {
    answerCompany();
    showScreen(CompanyTemplatesPage, COMPANY_PATH, COMPANY_URL);
    const receiptIt = await cell('respondent.receipt', 'it');
    expect(receiptIt.dataset.source).toBe('company');
    // Named by its visible words after the notification's and the language's.
    expect(receiptIt.textContent).toBe('Receipt of a submission in Italiano: CompanyChanged here');
    expect(within(receiptIt).getByText('Changed here')).toBeTruthy();
    const receiptEn = await cell('respondent.receipt', 'en');
    expect(receiptEn.dataset.source).toBe('installation');
    expect(within(receiptEn).queryByText('Changed here')).toBeNull();
    expect(within(await cell('respondent.code', 'it')).getByText('Outdated')).toBeTruthy();
    expect(within(await cell('submission.notice', 'fr')).getByText('Built-in')).toBeTruthy();
    // The operators' mails are the installation's alone.
    expect(screen.queryByText('Sign-in code')).toBeNull();
    expect(screen.getByText('Confirms to the applicant what they sent, with their answers.')).toBeTruthy();
  });

  it('shows the operators’ mails at installation level, grouped apart', async () => {
    answerProject(server);
    server.use(http.post('/api/admin/installation/noty/texts/list', () => HttpResponse.json({ items: [] })));
    showScreen(InstallationTemplatesPage, '/app/in/admin/installation/noty/templates', '/app/in/admin/installation/noty/templates');
    expect(await screen.findByText('Sign-in code')).toBeTruthy();
    const grid = screen.getByTestId('text-grid');
    expect(within(grid).getByText('Mails to operators').tagName).toBe('TH');
    expect(within(grid).getByText('Mails to the people of a project').tagName).toBe('TH');
    expect((await cell('operator.pin', 'pt')).dataset.source).toBe('builtin');
  });

  it('lists a card per notification on a phone', async () => {
    atWidth('phone');
    answerCompany();
    showScreen(CompanyTemplatesPage, COMPANY_PATH, COMPANY_URL);
    const card = await screen.findByTestId('text-card-respondent.receipt');
    expect(within(card).getByText('Receipt of a submission')).toBeTruthy();
    expect(within(card).getByTestId('text-cell-respondent.receipt-it').dataset.source).toBe('company');
    expect(screen.queryByTestId('text-grid')).toBeNull();
  });

  it('opens a cell with its text, the text it inherits and a preview of the words on screen', async () => {
    const calls = answerCompany();
    showScreen(CompanyTemplatesPage, COMPANY_PATH, COMPANY_URL);
    const dialog = await openReceipt();
    const subject = await within(dialog).findByRole('textbox', { name: /^Subject \(Italiano\)/ });
    expect((subject as HTMLInputElement).value).toBe('Ricevuta per {{project}}');
    expect(calls.get(companyCall('get'))).toEqual([{ key: 'respondent.receipt', lang: 'it' }]);
    const inherited = within(dialog).getByTestId('text-inherited');
    expect(inherited.dataset.source).toBe('installation');
    expect(within(inherited).getByText('Subject: Abbiamo ricevuto il tuo invio')).toBeTruthy();
    const previewSubject = await within(dialog).findByTestId('preview-subject');
    expect(previewSubject.textContent).toBe('Subject: Preview: Ricevuta per {{project}}');
    const frame = within(dialog).getByTitle('The mail at 390 pixels wide');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Ciao Maria');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Desktop' }));
    expect(within(dialog).getByTitle('The mail at 1280 pixels wide')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Plain text' }));
    expect(within(dialog).getByTestId('preview-text').textContent).toBe('Ciao Maria');
    // The unsaved subject is previewed a moment after the last keystroke.
    await userEvent.type(subject, ' 2026');
    await waitFor(() => expect(within(dialog).getByTestId('preview-subject').textContent).toBe('Subject: Preview: Ricevuta per {{project}} 2026'), { timeout: 5000 });
  });

  it('inserts a variable where the cursor was, in the subject or in the text', async () => {
    const calls = answerCompany();
    showScreen(CompanyTemplatesPage, COMPANY_PATH, COMPANY_URL);
    const dialog = await openReceipt();
    const subject = (await within(dialog).findByRole('textbox', { name: /^Subject \(Italiano\)/ })) as HTMLInputElement;
    await userEvent.click(subject);
    subject.setSelectionRange(0, 0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert {{form}}: The form’s title' }));
    await waitFor(() => expect(subject.value).toBe('{{form}}Ricevuta per {{project}}'));
    const text = await within(dialog).findByRole('textbox', { name: 'Text (Italiano)' }, { timeout: 10_000 });
    await userEvent.click(text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert {{submitted_at}}: When it was sent' }));
    await waitFor(() => expect(text.textContent).toContain('{{submitted_at}}'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Text saved');
    const [saved] = calls.get(companyCall('save'))!;
    expect(saved).toMatchObject({ key: 'respondent.receipt', lang: 'it', subject: '{{form}}Ricevuta per {{project}}', version: 3 });
    expect(JSON.stringify(saved!.body)).toContain('{{submitted_at}}');
  });

  it('asks for a subject before sending anything', async () => {
    const calls = answerCompany();
    showScreen(CompanyTemplatesPage, COMPANY_PATH, COMPANY_URL);
    const dialog = await openReceipt();
    const subject = await within(dialog).findByRole('textbox', { name: /^Subject \(Italiano\)/ });
    await userEvent.clear(subject);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Subject field is required')).toBeTruthy();
    expect(calls.get(companyCall('save'))).toBeUndefined();
  });

  it('shows an unknown tag the server refused on the text', async () => {
    answerCompany();
    const message = 'This mail knows no tag {{nome}}: use one of the variables listed.';
    server.use(http.post(companyCall('save'), () => HttpResponse.json({ error: { code: 'unknown_tag', message, fields: { body: message } } }, { status: 400 })));
    showScreen(CompanyTemplatesPage, COMPANY_PATH, COMPANY_URL);
    const dialog = await openReceipt();
    const text = await within(dialog).findByRole('textbox', { name: 'Text (Italiano)' }, { timeout: 10_000 });
    await userEvent.click(text);
    await userEvent.keyboard(' {{nome}}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(text.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(message);
    expect(within(within(dialog).getByTestId('action-bar')).queryByText(message)).toBeNull();
  });

  it('keeps a save made without a connection on the device, and marks its cell not sent yet', async () => {
    await rememberSignedIn();
    answerCompany();
    // The service worker answers a mutation it could not send with 202 and keeps it in the outbox.
    server.use(
      http.post(companyCall('save'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const key = crypto.randomUUID();
        await enqueue(db, { key, path: `company/${COMPANY}/noty/texts/save`, body, headers: {}, operator: DANA.email }, Date.now());
        return HttpResponse.json({ queued: true, key }, { status: 202 });
      }),
    );
    showScreen(CompanyTemplatesPage, COMPANY_PATH, COMPANY_URL);
    const dialog = await openReceipt();
    const subject = await within(dialog).findByRole('textbox', { name: /^Subject \(Italiano\)/ });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Ricevuta offline');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByTestId('pending-notice');
    expect((subject as HTMLInputElement).value).toBe('Ricevuta offline');
    await waitFor(async () => expect(within(await cell('respondent.receipt', 'it')).getByText('Not sent yet')).toBeTruthy());
    expect(within(await cell('respondent.receipt', 'en')).queryByText('Not sent yet')).toBeNull();
  });

  it('goes back to the inherited text after asking', async () => {
    const calls = answerCompany();
    showScreen(CompanyTemplatesPage, COMPANY_PATH, COMPANY_URL);
    const dialog = await openReceipt();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Back to inherited' }));
    const confirm = await screen.findByRole('dialog', { name: 'Go back to the inherited text?' });
    expect(within(confirm).getByText(/and the mail says the installation’s text again/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back to inherited' }));
    await screen.findByText('Back to the inherited text');
    expect(calls.get(companyCall('reset'))).toEqual([{ key: 'respondent.receipt', lang: 'it' }]);
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: /^Subject \(Italiano\)/ }) as HTMLInputElement).value).toBe('Abbiamo ricevuto il tuo invio'));
    await waitFor(() => expect(calls.get(companyCall('list'))!.length).toBeGreaterThan(1));
  });

  it('keeps a reset made without a connection on the device, and says so', async () => {
    await rememberSignedIn();
    answerCompany();
    server.use(
      http.post(companyCall('reset'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const key = crypto.randomUUID();
        await enqueue(db, { key, path: `company/${COMPANY}/noty/texts/reset`, body, headers: {}, operator: DANA.email }, Date.now());
        return HttpResponse.json({ queued: true, key }, { status: 202 });
      }),
    );
    showScreen(CompanyTemplatesPage, COMPANY_PATH, COMPANY_URL);
    const dialog = await openReceipt();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Back to inherited' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Go back to the inherited text?' })).getByRole('button', { name: 'Back to inherited' }));
    await screen.findByText('Saved on this device: it will be sent as soon as the connection is back.');
    await waitFor(async () => expect(within(await cell('respondent.receipt', 'it')).getByText('Not sent yet')).toBeTruthy());
  });

  it('asks before closing on changes not saved', async () => {
    answerCompany();
    showScreen(CompanyTemplatesPage, COMPANY_PATH, COMPANY_URL);
    const dialog = await openReceipt();
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /^Subject \(Italiano\)/ }), '!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect((within(dialog).getByRole('textbox', { name: /^Subject \(Italiano\)/ }) as HTMLInputElement).value).toBe('Ricevuta per {{project}}!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Receipt of a submission in Italiano' })).toBeNull());
  });

  it('offers no way back where the cell is not this level’s own', async () => {
    answerCompany({ entity: RECEIPT.inherited, inherited: RECEIPT.inherited });
    showScreen(CompanyTemplatesPage, COMPANY_PATH, COMPANY_URL);
    const dialog = await openReceipt();
    await within(dialog).findByRole('textbox', { name: /^Subject \(Italiano\)/ });
    expect(within(dialog).queryByRole('button', { name: 'Back to inherited' })).toBeNull();
  });

  it('limits a project’s grid to the project’s languages', async () => {
    const calls: Calls = new Map();
    answerProject(server);
    server.use(recorder(calls, projectCall('list'), () => ({ items: cells(['en', 'it'], { 'respondent.receipt/it': { source: 'company' }, 'respondent.code/en': { source: 'project' } }) })));
    showScreen(ProjectTextsPage, PROJECT_PATH, PROJECT_URL);
    expect((await cell('respondent.receipt', 'it')).dataset.source).toBe('company');
    expect(within(await cell('respondent.code', 'en')).getByText('Changed here')).toBeTruthy();
    const headers = within(screen.getByTestId('text-grid'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Notification', 'English', 'Italiano']);
    expect(screen.queryByTestId('text-cell-respondent.receipt-fr')).toBeNull();
    expect(screen.queryByText('Sign-in code')).toBeNull();
  });
});
