import type { Plugin } from 'vite';
import { START_STYLE_MARK } from '../src/lib/start-marks.ts';

/**
 * The back office's page (index.html) paints its start screen, styled inline, before its style
 * sheets arrive: they are asked for at once but as `media="print"`, which does not hold back the
 * first paint, and the app's start switches them on and waits for them before its first render.
 * On a slow connection the start screen then shows as soon as the page is read, not after three
 * more files. The public page keeps its sheets as they are.
 */
export function stylesAfterPaint(): Plugin {
  return {
    name: 'styles-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith('index.html')) return html;
        return html.replace(/<link rel="stylesheet"([^>]*)>/g, `<link rel="stylesheet"$1 media="print" ${START_STYLE_MARK}>`);
      },
    },
  };
}
