// A page's document as HTML: its rich text through the one rich-text renderer (and its allowlist),
// its form blocks with the form's state, its phase sections shown only in their phases as of a moment.
import type { LocalizedText } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { inPhase, type PageBlock, type PageDocument } from '../../../../contract/page-doc-model.ts';
import type { RichTextBlock } from '../../../../contract/rich-text-model.ts';
import { BUTTON_CLASS, escapeAttribute, escapeText } from '../../../rich-text/html.ts';
import { ON_PAGE, renderRichText } from '../../../rich-text/render.ts';
import { longMoment, PAGE_WORDS, say } from './words.ts';

/** What a page shows of one of its project's forms. */
export interface PageForm {
  id: string;
  slug: string;
  title: LocalizedText;
  status: string;
  published: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
  resultsAt: Date | null;
}

/** Where and when a body is rendered. */
export interface BodyPlace {
  lang: Language;
  /** The project's default language: a text missing in `lang` is read there. */
  fallback: Language;
  /** The moment the phases are read at. */
  at: Date;
  forms: ReadonlyMap<string, PageForm>;
  /** The public address of a form, by its slug (in the reader's language). */
  formPath: (slug: string) => string;
}

/** The text of a localised value in a language, else in the fallback, else the first written. */
export function textIn(text: LocalizedText | null | undefined, lang: Language, fallback: Language): string {
  const value = text?.[lang]?.trim() || text?.[fallback]?.trim();
  return value || Object.values(text ?? {}).find((item) => item && item.trim() !== '')?.trim() || '';
}

/** Where a form's call stands at a moment, as its block says it. */
export function formState(form: PageForm, at: Date): 'open' | 'not_yet' | 'closed' {
  if (form.status !== 'open') return 'closed';
  if (form.opensAt && form.opensAt > at) return 'not_yet';
  if (form.closesAt && form.closesAt <= at) return 'closed';
  return 'open';
}

// Only a form the public may see: published, and open or closed (never a draft or an archived one).
function shownForm(place: BodyPlace, id: string): PageForm | null {
  const form = place.forms.get(id.toLowerCase());
  return form && form.published && (form.status === 'open' || form.status === 'closed') ? form : null;
}

function formBlockHtml(id: string, place: BodyPlace): string {
  const form = shownForm(place, id);
  if (!form) return '';
  const { lang, at } = place;
  const state = formState(form, at);
  const title = textIn(form.title, lang, place.fallback) || form.slug;
  const when = (date: Date) => `<time datetime="${date.toISOString()}">${escapeText(longMoment(date, lang))}</time>`;
  const said =
    state === 'not_yet' && form.opensAt
      ? escapeText(say(PAGE_WORDS.opensOn, lang, { date: '\u0000' })).replace('\u0000', when(form.opensAt))
      : state === 'open' && form.closesAt
        ? escapeText(say(PAGE_WORDS.openUntil, lang, { date: '\u0000' })).replace('\u0000', when(form.closesAt))
        : escapeText(state === 'open' ? PAGE_WORDS.open[lang] : PAGE_WORDS.closed[lang]);
  const button = state === 'open' ? `<p><a class="${BUTTON_CLASS}" href="${escapeAttribute(place.formPath(form.slug))}">${escapeText(PAGE_WORDS.apply[lang])}</a></p>` : '';
  return `<section class="pg-form pg-form-${state === 'not_yet' ? 'soon' : state}"><h2>${escapeText(title)}</h2><p class="pg-form-state">${said}</p>${button}</section>`;
}

function blocksHtml(blocks: readonly PageBlock[], place: BodyPlace): string {
  let html = '';
  let run: RichTextBlock[] = [];
  const flush = () => {
    if (run.length > 0) html += renderRichText({ type: 'doc', content: run }, ON_PAGE).html;
    run = [];
  };
  for (const block of blocks) {
    if (block.type === 'formBlock') {
      flush();
      html += formBlockHtml(block.attrs.form, place);
    } else if (block.type === 'phaseSection') {
      flush();
      const form = shownForm(place, block.attrs.form);
      const call = form ? { opens_at: form.opensAt, closes_at: form.closesAt, results_at: form.resultsAt } : null;
      if (call && inPhase(call, block.attrs.phases, block.attrs.days, place.at)) html += blocksHtml(block.content, place);
    } else {
      run.push(block);
    }
  }
  flush();
  return html;
}

/** The HTML of a page's document as of `place.at`: every text escaped, every address checked by the rich-text renderer. */
export function pageBodyHtml(doc: PageDocument | undefined, place: BodyPlace): string {
  return doc ? blocksHtml(doc.content, place) : '';
}

