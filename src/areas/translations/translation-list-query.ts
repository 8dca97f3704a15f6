import { isLanguage, type Language } from '../../../contract/languages.ts';
import { TRANSLATION_LIMITS, TRANSLATION_STATES, type TranslationState } from '../../../contract/translations.ts';
import { positiveInt } from '../../lib/url-params.ts';

/** The Translations list's narrowing as the address keeps it ('' for none). */
export interface TranslationListQuery {
  search: string;
  state: TranslationState | '';
  area: string;
  lang: Language | '';
  /** The address of the screen whose texts the list is narrowed to. */
  screen: string;
  page: number;
  [name: string]: string | number;
}

/** The whole list, first page. */
export const DEFAULT_TRANSLATION_LIST: TranslationListQuery = { search: '', state: '', area: '', lang: '', screen: '', page: 1 };

/** Reads the list's narrowing from the address, so a reload or a shared link opens the same page. */
export function translationListFromParams(params: URLSearchParams): TranslationListQuery {
  const state = params.get('state');
  const lang = params.get('lang');
  return {
    search: (params.get('search') ?? '').trim().slice(0, TRANSLATION_LIMITS.search),
    state: TRANSLATION_STATES.find((known) => known === state) ?? '',
    area: (params.get('area') ?? '').trim().slice(0, 60),
    lang: isLanguage(lang) ? lang : '',
    screen: (params.get('screen') ?? '').slice(0, 300),
    page: positiveInt(params.get('page'), 1),
  };
}
