import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../contract/languages.ts';
import { HOME_PAGE, SIGNED_IN_PAGE, startPageIn, withSuffix } from '../server/http/start-pages.ts';
import { SIGNED_IN_MARK } from '../src/lib/start-marks.ts';

/** Every start page, each language's included, as file globs: the service worker keeps none of them. */
export const START_PAGE_GLOBS = [SIGNED_IN_PAGE, HOME_PAGE].map((page) => withSuffix(page, '*'));


// What every signed-in screen needs before it renders: the shell, the table of screens, the access
// gate, and the loader of the texts' namespaces (each language's own files load by it).
export const SIGNED_IN_START = ['/src/app/shell/shell-layout.tsx', '/src/areas/index.ts', '/src/app/access-gate.tsx', '/i18n/i18n-util.async.ts'];
export const HOME_SCREEN = '/src/areas/projects/home/home-page.tsx';

// The namespaces of the texts the shell and Home read (src/app/router.tsx, the Home route); a test holds them to those.
export const SHELL_TEXTS = ['shell'] as const;
export const HOME_TEXTS = ['projects'] as const;

// A language's texts: its dictionary, and the namespaces named.
function textsIn(lang: Language, namespaces: readonly string[]): string[] {
  return [`/i18n/${lang}/index.ts`, ...namespaces.map((namespace) => `/i18n/${lang}/${namespace}/index.ts`)];
}

/** The chunk `fileName` and every chunk it imports statically, all the way down (added to `files`). */
export function staticChunks(bundle: OutputBundle, fileName: string, files = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (files.has(fileName) || chunk?.type !== 'chunk') return files;
  files.add(fileName);
  for (const imported of chunk.imports) staticChunks(bundle, imported, files);
  return files;
}

// Every chunk the modules ending in `roots` import statically, all the way down, their own included.
function chunksUnder(bundle: OutputBundle, roots: readonly string[], error: (message: string) => never): Set<string> {
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
  const files = new Set<string>();
  for (const suffix of roots) {
    const root = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix)));
    if (!root) error(`The signed-in start has no chunk for ${suffix}`);
    staticChunks(bundle, root.fileName, files);
  }
  return files;
}

/**
 * Writes `app-signed-in.html` and `app-home.html`: index.html with a `modulepreload` for every
 * script the signed-in start imports after the page's own (the shell and the modules under it,
 * and Home's for Home), so the browser fetches them with the page's first scripts instead of
 * discovering them one import after another, and a mark telling the app's start to load the
 * screen asked for at once; and the same pages for each language (`startPageIn`), naming its
 * texts. Their style sheets are left to the imports: a style sheet in the page would hold back its
 * first paint.
 */
export function signedInStartPage(): Plugin {
  return {
    name: 'signed-in-start-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const fail = (message: string): never => this.error(message);
      const page = (roots: readonly string[]) => {
        const links = [...chunksUnder(bundle, roots, fail)]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`);
        const head = [`<meta name="${SIGNED_IN_MARK}" content="1">`, ...links].join('\n    ');
        return html.replace('</head>', `  ${head}\n  </head>`);
      };
      const home = [...SIGNED_IN_START, HOME_SCREEN];
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_PAGE, source: page(SIGNED_IN_START) });
      this.emitFile({ type: 'asset', fileName: HOME_PAGE, source: page(home) });
      for (const lang of LANGUAGES) {
        const shell = textsIn(lang, SHELL_TEXTS);
        this.emitFile({ type: 'asset', fileName: startPageIn(SIGNED_IN_PAGE, lang), source: page([...SIGNED_IN_START, ...shell]) });
        this.emitFile({ type: 'asset', fileName: startPageIn(HOME_PAGE, lang), source: page([...home, ...shell, ...textsIn(lang, HOME_TEXTS)]) });
      }
    },
  };
}
