// The start pages the build writes beside index.html and the server sends: their names are read by both.
import type { Language } from '../../contract/languages.ts';

/** The page the server sends a signed-in browser under /app/in (see static.ts); the build writes them (scripts/signed-in-start-page.ts). */
export const SIGNED_IN_PAGE = 'app-signed-in.html';

/** The same for Home, the installed app's start and where signing in leads: its screen's scripts named too. */
export const HOME_PAGE = 'app-home.html';

/**
 * The same page for a browser whose language cookie names `lang`: it names that language's texts
 * too (the dictionary, the shell's namespace, and Home's for Home), which otherwise load only once
 * the scripts have run and asked for them.
 */
export function startPageIn(page: string, lang: Language): string {
  return withSuffix(page, `.${lang}`);
}

/** A page's file name with a suffix before `.html`. */
export const withSuffix = (page: string, suffix: string) => page.replace(/\.html$/, `${suffix}.html`);
