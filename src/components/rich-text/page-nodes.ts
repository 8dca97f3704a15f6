import { Node } from '@tiptap/core';
import { CLOSING_DAYS, PAGE_PHASES, type PagePhase } from '../../../contract/page-doc-model.ts';

/** How a node of a page names a form and the phases: the screen's words, read when a node is drawn. */
export interface PageNodeWords {
  /** A form block's line: the form's title and its state ("Call 2026 · Open until 30 June"). */
  form(id: string): string;
  /** A phase section's heading ("Shown while: open, closing soon · Call 2026"). */
  section(attrs: { form: string; phases: PagePhase[]; days: number }): string;
}

/** The words the page's nodes are drawn with, changed as the screen's forms or language change: each node drawn again. */
export class PageNodeWordsStore {
  private readonly listeners = new Set<() => void>();
  constructor(public words: PageNodeWords) {}
  set(words: PageNodeWords): void {
    this.words = words;
    for (const listener of this.listeners) listener();
  }
  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The phases a stored text names, in their own order, each once; unknown words left out. */
export function phasesOf(text: string | null): PagePhase[] {
  const named = new Set((text ?? '').split(/[\s,]+/));
  return PAGE_PHASES.filter((phase) => named.has(phase));
}

/** A number of days before closing held to its bounds. */
export function closingDays(value: unknown): number {
  const days = Math.round(Number(value));
  return Number.isFinite(days) ? Math.min(CLOSING_DAYS.max, Math.max(CLOSING_DAYS.min, days)) : 7;
}

// A page's document: its blocks, a form block among them, and phase sections at its top only.
const PageDocument = Node.create({ name: 'doc', topNode: true, content: '(block | pageBlock | pageSection)+' });

function formBlock(words: PageNodeWordsStore) {
  return Node.create({
    name: 'formBlock',
    group: 'pageBlock',
    atom: true,
    draggable: true,
    selectable: true,
    addAttributes() {
      return { form: { default: '', parseHTML: (element) => element.getAttribute('data-form') ?? '', renderHTML: () => ({}) } };
    },
    parseHTML() {
      return [{ tag: 'div[data-form-block]', getAttrs: (element) => (ID.test(element.getAttribute('data-form') ?? '') ? null : false) }];
    },
    renderHTML({ node }) {
      return ['div', { 'data-form-block': '', 'data-form': node.attrs.form as string }, words.words.form(node.attrs.form as string)];
    },
    addNodeView() {
      return ({ node }) => {
        const dom = document.createElement('div');
        dom.setAttribute('data-form-block', '');
        dom.className = 'rt-form-block';
        dom.contentEditable = 'false';
        const draw = (form: string) => {
          dom.setAttribute('data-form', form);
          dom.textContent = words.words.form(form);
        };
        let form = node.attrs.form as string;
        draw(form);
        const stop = words.listen(() => draw(form));
        return {
          dom,
          update: (next) => {
            if (next.type.name !== 'formBlock') return false;
            form = next.attrs.form as string;
            draw(form);
            return true;
          },
          destroy: stop,
        };
      };
    },
  });
}

function phaseSection(words: PageNodeWordsStore) {
  return Node.create({
    name: 'phaseSection',
    group: 'pageSection',
    content: '(block | pageBlock)+',
    defining: true,
    addAttributes() {
      return {
        form: { default: '', parseHTML: (element) => element.getAttribute('data-form') ?? '', renderHTML: () => ({}) },
        phases: { default: ['open'], parseHTML: (element) => phasesOf(element.getAttribute('data-phases')), renderHTML: () => ({}) },
        days: { default: 7, parseHTML: (element) => closingDays(element.getAttribute('data-days')), renderHTML: () => ({}) },
      };
    },
    parseHTML() {
      return [{ tag: 'section[data-phase-section]', getAttrs: (element) => (ID.test(element.getAttribute('data-form') ?? '') && phasesOf(element.getAttribute('data-phases')).length > 0 ? null : false) }];
    },
    renderHTML({ node }) {
      const attrs = node.attrs as { form: string; phases: PagePhase[]; days: number };
      return ['section', { 'data-phase-section': '', 'data-form': attrs.form, 'data-phases': attrs.phases.join(' '), 'data-days': String(attrs.days) }, 0];
    },
    addNodeView() {
      return ({ node }) => {
        const dom = document.createElement('section');
        dom.setAttribute('data-phase-section', '');
        dom.className = 'rt-phase-section';
        const heading = document.createElement('div');
        heading.className = 'rt-phase-heading';
        heading.contentEditable = 'false';
        const contentDOM = document.createElement('div');
        dom.append(heading, contentDOM);
        const draw = (attrs: { form: string; phases: PagePhase[]; days: number }) => {
          dom.setAttribute('data-phases', attrs.phases.join(' '));
          heading.textContent = words.words.section(attrs);
        };
        let attrs = node.attrs as { form: string; phases: PagePhase[]; days: number };
        draw(attrs);
        const stop = words.listen(() => draw(attrs));
        return {
          dom,
          contentDOM,
          update: (next) => {
            if (next.type.name !== 'phaseSection') return false;
            attrs = next.attrs as { form: string; phases: PagePhase[]; days: number };
            draw(attrs);
            return true;
          },
          destroy: stop,
          ignoreMutation: (mutation) => !contentDOM.contains(mutation.target),
        };
      };
    },
  });
}

/** The nodes only a landing page holds: its document, the form block and the phase section, naming forms in the screen's words. */
export function pageNodeExtensions(words: PageNodeWordsStore) {
  return [PageDocument, formBlock(words), phaseSection(words)];
}
