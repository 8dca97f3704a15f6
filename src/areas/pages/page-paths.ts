import type { Language } from '../../../contract/languages.ts';
import { localized } from '../../lib/form-fields/localized.ts';

/** The address of a project's list of pages. */
export function pagesPath(company: string, project: string): string {
  return `/app/in/company/${company}/project/${project}/pages`;
}

/** The address of one page's editor. */
export function pagePath(company: string, project: string, page: string): string {
  return `${pagesPath(company, project)}/${page}`;
}

/** A page's title in a language: that language's, else the project's default, else any written, else its slug. */
export function pageTitle(page: { title: Partial<Record<Language, string>>; slug: string }, lang: Language, fallback: Language): string {
  return localized(page.title, lang, fallback) || page.slug;
}
