import type { Plugin } from 'vite';

/** The page the server sends a signed-in browser under /app/in (see server/http/static.ts). */
export const SIGNED_IN_PAGE = 'app-signed-in.html';

/** The meta element that tells the app's start the server saw a session cookie (see src/main.tsx). */
export const SIGNED_IN_MARK = 'bo-signed-in';

// What every signed-in screen needs before it renders: the shell, the table of screens, the access gate.
const SIGNED_IN_START = ['/src/app/shell/shell-layout.tsx', '/src/app/routes/signed-in-routes.ts', '/src/app/access-gate.tsx'];

/**
 * Writes `app-signed-in.html`: index.html with a `modulepreload` for every script the signed-in
 * start imports after the page's own (the shell and the modules under it), so the browser fetches
 * them with the page's first scripts instead of discovering them one import after another, and a
 * mark telling the app's start to load the screen asked for at once. Their style sheets are left
 * to the imports: a style sheet in the page would hold back its first paint.
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
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const files = new Set<string>();
      const visit = (fileName: string): void => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== 'chunk') return;
        files.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const suffix of SIGNED_IN_START) {
        const root = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix)));
        if (!root) this.error(`The signed-in start has no chunk for ${suffix}`);
        visit(root.fileName);
      }
      const links = [...files]
        .filter((fileName) => !html.includes(`/${fileName}"`))
        .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
        .join('\n    ');
      const marker = `<meta name="${SIGNED_IN_MARK}" content="1">`;
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_PAGE, source: html.replace('</head>', `  ${marker}\n    ${links}\n  </head>`) });
    },
  };
}
