import { MantineProvider } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RichTextDocument } from '../../contract/rich-text-model.ts';
import { RichTextDoc } from '../../contract/rich-text.ts';
import type { Locales } from '../../i18n/i18n-types';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { RichTextEditor, type RichTextEditorProps } from '../../src/components/rich-text-editor.tsx';

const MEDIA_ID = '7d1c2a4e-5b6f-4a3e-8c9d-0e1f2a3b4c5d';

// axe-core as the browser tests take it (a dependency of @axe-core/playwright). jsdom lays nothing
// out, so colour contrast is left to the browser; names, roles, states and structure are checked here.
interface AxeResults {
  violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }>;
}
const axe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
  run(context: Element, options: object): Promise<AxeResults>;
};
async function axeViolations(context: Element): Promise<string[]> {
  const results = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

beforeAll(async () => {
  for (const lang of ['en', 'it'] as const) {
    await loadLocaleAsync(lang);
    await loadNamespaceAsync(lang, 'shell');
    await loadNamespaceAsync(lang, 'richText');
  }
  // jsdom lays nothing out: ProseMirror asks where the selection is to keep it in view.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
});

function show(props: Partial<RichTextEditorProps> & Pick<RichTextEditorProps, 'onChange'>, locale: Locales = 'en') {
  return render(
    <MantineProvider env="test">
      <TypesafeI18n locale={locale}>
        <RichTextEditor value={null} label="Page text" {...props} />
      </TypesafeI18n>
    </MantineProvider>,
  );
}

async function textbox(): Promise<HTMLElement & { editor: Editor }> {
  return (await screen.findByRole('textbox', { name: 'Page text' }, { timeout: 10_000 })) as HTMLElement & { editor: Editor };
}

/** Every text of a document, in order. */
function words(doc: RichTextDocument): string {
  return JSON.stringify(doc).match(/"text":"[^"]*"/g)?.map((part) => part.slice(8, -1)).join('') ?? '';
}

describe('the rich-text editor', () => {
  it('passes the document on once, 300 ms after the last keystroke', async () => {
    // On the real clock: Testing Library waits on timers of its own, which a fake clock would stop.
    const calls: Array<{ doc: RichTextDocument; at: number }> = [];
    show({ onChange: (doc) => calls.push({ doc, at: performance.now() }) });
    const user = userEvent.setup({ delay: null });
    await user.click(await textbox());
    await user.keyboard('Hel');
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The last change is scheduled during this call, so no sooner than this moment.
    const lastKey = performance.now();
    await user.keyboard('lo');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toEqual([]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.at - lastKey).toBeGreaterThanOrEqual(299);
    expect(calls[0]!.doc).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls).toHaveLength(1);
  });

  it('passes a waiting change on at once when the editor goes', async () => {
    const onChange = vi.fn<(doc: RichTextDocument) => void>();
    const view = show({ onChange });
    const user = userEvent.setup();
    await user.click(await textbox());
    await user.keyboard('Bye');
    expect(onChange).not.toHaveBeenCalled();
    view.unmount();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(words(onChange.mock.calls[0]![0])).toBe('Bye');
  });

  it('refuses a link the server would refuse, in the screen\'s language, and takes an allowed one', { timeout: 30_000 }, async () => {
    const onChange = vi.fn<(doc: RichTextDocument) => void>();
    show({ onChange, value: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Apply now' }] }] } }, 'it');
    const text = await textbox();
    act(() => void text.editor.commands.selectAll());
    const user = userEvent.setup({ delay: null });
    for (const address of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', '//evil.example', 'data:text/html,x']) {
      await user.click(screen.getByRole('button', { name: 'Collegamento' }));
      const dialog = await screen.findByRole('dialog', { name: 'Collegamento' });
      await user.click(within(dialog).getByRole('textbox', { name: /Indirizzo/ }));
      await user.paste(address);
      await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
      expect(within(dialog).getByText(/Questo indirizzo non è ammesso/)).toBeTruthy();
      expect(text.editor.getHTML()).not.toContain('<a');
      await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    await user.click(screen.getByRole('button', { name: 'Collegamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collegamento' });
    await user.click(within(dialog).getByRole('textbox', { name: /Indirizzo/ }));
    await user.paste('/p/aurora/premio-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => void text.editor.commands.blur());
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const doc = onChange.mock.lastCall![0];
    expect(doc.content[0]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'Apply now', marks: [{ type: 'link', attrs: { href: '/p/aurora/premio-2026' } }] }] });
    expect(RichTextDoc.safeParse(doc).success).toBe(true);
  });

  it('names every toolbar button, in Italian and in English', async () => {
    const expected = {
      it: ['Grassetto', 'Corsivo', 'Sottolineato', 'Barrato', 'Togli la formattazione', 'Titolo di livello 2', 'Titolo di livello 3', 'Titolo di livello 4', 'Elenco puntato', 'Elenco numerato', 'Citazione', 'Linea orizzontale', 'Collegamento', 'Togli il collegamento', 'Pulsante con collegamento', 'Inserisci un’immagine', 'Descrivi l’immagine', 'Inserisci una tabella', 'Annulla', 'Ripeti'],
      en: ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Clear formatting', 'Heading level 2', 'Heading level 3', 'Heading level 4', 'Bulleted list', 'Numbered list', 'Quotation', 'Horizontal line', 'Link', 'Remove link', 'Button with a link', 'Insert an image', 'Describe the image', 'Insert a table', 'Undo', 'Redo'],
    };
    for (const locale of ['it', 'en'] as const) {
      const view = show({ onChange: () => undefined, upload: async () => ({ media_id: MEDIA_ID }), media: { kind: 'page', company: MEDIA_ID, project: MEDIA_ID } }, locale);
      await textbox();
      const toolbar = screen.getByRole('group', { name: locale === 'it' ? 'Formattazione del testo' : 'Text formatting' });
      const names = within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
      expect(names).toEqual(expected[locale]);
      view.unmount();
    }
  });

  it('inserts an uploaded image by its media id, with its description', async () => {
    const onChange = vi.fn<(doc: RichTextDocument) => void>();
    const upload = vi.fn(async () => ({ media_id: MEDIA_ID }));
    const media = { kind: 'page' as const, company: '1b0c7e8e-3f0a-4c55-9d8e-2a4b6c8d0e1f', project: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b' };
    show({ onChange, upload, media });
    const text = await textbox();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Insert an image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image' });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'jury.png', { type: 'image/png' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, file);
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'The jury at work');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(upload).toHaveBeenCalledWith(file, media);
    act(() => void text.editor.commands.blur());
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const doc = onChange.mock.lastCall![0];
    expect(doc.content).toContainEqual({ type: 'image', attrs: { media_id: MEDIA_ID, alt: 'The jury at work' } });
    expect(RichTextDoc.safeParse(doc).success).toBe(true);
  });

  it('drops pasted content the model has no place for, and keeps what it has', async () => {
    const onChange = vi.fn<(doc: RichTextDocument) => void>();
    show({ onChange });
    const text = await textbox();
    act(() => {
      text.editor.commands.insertContent(
        '<h1 style="color:red">Title</h1><p onclick="alert(1)" class="x">a<script>alert(1)</script><code>b</code>' +
          '<a href="javascript:alert(1)">c</a><a href="https://example.org" target="_self">d</a></p>' +
          `<img src="https://evil.example/x.png"><img src="/api/img/${MEDIA_ID}" alt="ours"><iframe src="https://evil.example"></iframe>` +
          '<table><tr><th>H</th></tr><tr><td style="width:9px">x</td></tr></table>',
      );
      text.editor.commands.blur();
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const doc = onChange.mock.lastCall![0];
    expect(RichTextDoc.safeParse(doc).success).toBe(true);
    const json = JSON.stringify(doc);
    expect(json).not.toMatch(/javascript|evil|style|onclick|class|script|target|"level":1/);
    expect(json).toContain('"href":"https://example.org"');
    expect(doc.content).toContainEqual({ type: 'image', attrs: { media_id: MEDIA_ID, alt: 'ours' } });
    expect(words(doc)).toContain('Title');
  });

  it('is worked from the keyboard: Ctrl+K asks for a link, Escape leaves the text for the toolbar', async () => {
    show({ onChange: () => undefined });
    const text = await textbox();
    const user = userEvent.setup({ delay: null });
    await user.click(text);
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Address/ }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(text);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
  });

  it('passes the axe scan, with its link dialog open too', { timeout: 20_000 }, async () => {
    const view = show({ onChange: () => undefined, error: 'Page text field is required', description: 'What the landing page says', upload: async () => ({ media_id: MEDIA_ID }), media: { kind: 'page', project: MEDIA_ID } });
    const text = await textbox();
    expect(await axeViolations(view.container)).toEqual([]);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent)).toEqual(['Page text field is required', 'What the landing page says']);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
