// A landing page's document as stored, without zod: the rich-text model plus the two nodes only
// pages have, the phases of a form's call and which one holds at a moment. The editor and its
// preview read them in the browser; the schema in page-doc.ts builds on them.
import type { Language } from './languages.ts';
import type { RichTextBlock } from './rich-text-model.ts';

/** The phases of a form's call a phase section may be shown in. */
export const PAGE_PHASES = ['before', 'open', 'closing', 'closed', 'results'] as const;

/** A phase of a form's call. */
export type PagePhase = (typeof PAGE_PHASES)[number];

/** The days before closing a 'closing' phase may count: at least 1, at most 60. */
export const CLOSING_DAYS = { min: 1, max: 60 } as const;

/** A form of the project shown on the page: its title, its state and a button to its public address when open. */
export interface PageFormBlock {
  type: 'formBlock';
  attrs: { form: string };
}

/** Blocks shown only while a form's call is in one of `phases` ('closing': its last `days` days). */
export interface PagePhaseSection {
  type: 'phaseSection';
  attrs: { form: string; phases: PagePhase[]; days: number };
  content: PageInnerBlock[];
}

/** What a phase section holds: any block of rich text, or a form block (never another section). */
export type PageInnerBlock = RichTextBlock | PageFormBlock;

/** A block at the top of a page: a phase section is one, never inside another block. */
export type PageBlock = PageInnerBlock | PagePhaseSection;

/** A landing page's document: rich text with form blocks and phase sections at its top level. */
export interface PageDocument {
  type: 'doc';
  content: PageBlock[];
}

/** A page document per language. */
export type LocalizedPageDocValue = Partial<Record<Language, PageDocument>>;

/** The dates of a form's call that decide its phase (ISO moments; null: that end is open, no results). */
export interface CallDates {
  opens_at: string | Date | null;
  closes_at: string | Date | null;
  results_at: string | Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function time(value: string | Date | null): number | null {
  if (value === null) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Whether a form's call is in one of `phases` at `now`: before (now < opens_at), open (opens_at ≤
 * now < closes_at), closing (open and closes_at − now ≤ `days` days), closed (now ≥ closes_at and no
 * results yet), results (results_at set and now ≥ results_at). A call without an opening time has
 * opened; one without a closing time never closes.
 */
export function inPhase(call: CallDates, phases: readonly PagePhase[], days: number, now: Date): boolean {
  const at = now.getTime();
  const opens = time(call.opens_at);
  const closes = time(call.closes_at);
  const results = time(call.results_at);
  const before = opens !== null && at < opens;
  const ended = closes !== null && at >= closes;
  const published = results !== null && at >= results;
  const open = !before && !ended;
  const held: Record<PagePhase, boolean> = {
    before,
    open,
    closing: open && closes !== null && closes - at <= days * DAY_MS,
    closed: ended && !published,
    results: published,
  };
  return phases.some((phase) => held[phase]);
}

/** The forms a page document names (form blocks and phase sections), once each, in lower case. */
export function pageDocForms(doc: PageDocument): string[] {
  const ids = new Set<string>();
  const stack: unknown[] = [...doc.content];
  while (stack.length > 0) {
    const node = stack.pop() as { type?: string; attrs?: { form?: unknown }; content?: unknown[] };
    if ((node?.type === 'formBlock' || node?.type === 'phaseSection') && typeof node.attrs?.form === 'string') ids.add(node.attrs.form.toLowerCase());
    if (Array.isArray(node?.content)) stack.push(...node.content);
  }
  return [...ids];
}

/**
 * The form a preset's form blocks and phase sections name: a preset belongs to no project, so it
 * names "the page's call" by this id, and a page made from it names the project's form instead.
 */
export const PRESET_FORM = '00000000-0000-0000-0000-000000000000';
