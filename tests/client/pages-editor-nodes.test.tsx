import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument } from '../../contract/page-doc-model.ts';
import { PageDoc } from '../../contract/page-doc.ts';
import type { RichTextDocument } from '../../contract/rich-text-model.ts';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { RichTextEditor, type PageNodeForm } from '../../src/components/rich-text-editor.tsx';

const FORM = '2d2f8fbe-4f8c-4c73-8f7f-5e3f4f2c9f33';
const OTHER = '2d2f8fbe-4f8c-4c73-8f7f-5e3f4f2c9f34';
const FORMS: PageNodeForm[] = [
  { id: FORM, title: 'Call 2026', state: 'Open until 30 June 2026' },
  { id: OTHER, title: 'Prize', state: 'Closed' },
];

beforeAll(async () => {
  await loadLocaleAsync('en');
  await loadNamespaceAsync('en', 'shell');
  await loadNamespaceAsync('en', 'richText');
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
});

const paragraph = (text: string) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] });
const DOC: PageDocument = {
  type: 'doc',
  content: [
    paragraph('Welcome'),
    { type: 'formBlock', attrs: { form: FORM } },
    { type: 'phaseSection', attrs: { form: FORM, phases: ['open', 'closing'], days: 5 }, content: [paragraph('Hurry up')] },
  ],
};

function showPage(value: PageDocument | null, onChange: (doc: PageDocument) => void) {
  return render(
    <MantineProvider env="test">
      <TypesafeI18n locale="en">
        <RichTextEditor value={value} label="Content" onChange={onChange} page={{ forms: FORMS }} />
      </TypesafeI18n>
    </MantineProvider>,
  );
}

const textbox = () => screen.findByRole('textbox', { name: 'Content' }, { timeout: 10_000 });

describe("a landing page's own nodes in the editor", () => {
  it('shows a form block with its form and state, and a phase section with its phases, and keeps them as stored', async () => {
    const changes: PageDocument[] = [];
    showPage(DOC, (doc) => changes.push(doc));
    const text = await textbox();
    await waitFor(() => expect(text.querySelector('[data-form-block]')?.textContent).toBe('Form: Call 2026 · Open until 30 June 2026'));
    expect(text.querySelector('.rt-phase-heading')?.textContent).toBe('Shown while: open, closing soon (5) · Call 2026');
    const user = userEvent.setup({ delay: null });
    await user.click(text);
    await user.keyboard('!');
    await waitFor(() => expect(changes.length).toBeGreaterThan(0));
    const last = changes.at(-1)!;
    expect(last.content.find((block) => block.type === 'formBlock')).toEqual(DOC.content[1]);
    expect(last.content.find((block) => block.type === 'phaseSection')?.attrs).toEqual({ form: FORM, phases: ['open', 'closing'], days: 5 });
    expect(PageDoc.safeParse(last).success).toBe(true);
  });

  it('inserts a form block for a form picked from the project’s', async () => {
    const changes: PageDocument[] = [];
    showPage({ type: 'doc', content: [paragraph('Apply here')] }, (doc) => changes.push(doc));
    const user = userEvent.setup({ delay: null });
    await user.click(await textbox());
    await user.click(screen.getByRole('button', { name: 'Insert a form block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert a form block' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Form/ }), 'Prize');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(changes.at(-1)?.content.some((block) => block.type === 'formBlock' && block.attrs.form === OTHER)).toBe(true));
    expect(PageDoc.safeParse(changes.at(-1)).success).toBe(true);
  });

  it('wraps the blocks chosen in a phase section, its phases and days as picked, and takes it away again', async () => {
    const changes: PageDocument[] = [];
    showPage({ type: 'doc', content: [paragraph('Results are out')] }, (doc) => changes.push(doc));
    const user = userEvent.setup({ delay: null });
    await user.click(await textbox());
    await user.click(screen.getByRole('button', { name: 'Show the selected blocks only in some phases of a call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Phases of this section' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'open' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'results published' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'closing soon' }));
    const days = within(dialog).getByRole('textbox', { name: 'Days before closing' });
    await user.clear(days);
    await user.type(days, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(changes.at(-1)?.content[0]).toEqual({ type: 'phaseSection', attrs: { form: FORM, phases: ['closing', 'results'], days: 10 }, content: [paragraph('Results are out')] }));

    await user.click(screen.getByRole('button', { name: 'Phases of this section' }));
    const again = await screen.findByRole('dialog', { name: 'Phases of this section' });
    await user.click(within(again).getByRole('button', { name: 'Remove the section, keep its blocks' }));
    // The editor keeps an empty paragraph at the end, where the section was last.
    await waitFor(() => expect(changes.at(-1)?.content).toEqual([paragraph('Results are out'), { type: 'paragraph' }]));
  });

  it('refuses a section without a phase', async () => {
    showPage({ type: 'doc', content: [paragraph('Soon')] }, () => undefined);
    const user = userEvent.setup({ delay: null });
    await user.click(await textbox());
    await user.click(screen.getByRole('button', { name: 'Show the selected blocks only in some phases of a call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Phases of this section' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'open' }));
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(await within(dialog).findByText('Pick at least one phase.')).toBeTruthy();
  });

  it('leaves other rich-text fields as they were: no page controls, and a page node pasted in is dropped', async () => {
    const changes: RichTextDocument[] = [];
    render(
      <MantineProvider env="test">
        <TypesafeI18n locale="en">
          <RichTextEditor value={{ type: 'doc', content: [paragraph('Plain')] }} label="Content" onChange={(doc) => changes.push(doc)} />
        </TypesafeI18n>
      </MantineProvider>,
    );
    const text = await textbox();
    expect(screen.queryByRole('button', { name: 'Insert a form block' })).toBeNull();
    expect(text.querySelector('[data-form-block]')).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(text);
    await user.paste('x');
    (text as HTMLElement & { editor: { commands: { insertContent(html: string): boolean } } }).editor.commands.insertContent(
      `<div data-form-block data-form="${FORM}">Form</div><section data-phase-section data-form="${FORM}" data-phases="open" data-days="7"><p>Inside</p></section>`,
    );
    await waitFor(() => expect(JSON.stringify(changes.at(-1))).toMatch(/Inside/));
    expect(JSON.stringify(changes.at(-1))).not.toMatch(/formBlock|phaseSection/);
  });
});
