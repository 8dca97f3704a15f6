// Marks the build writes into the app's pages for its start to read (no DOM here: the build's scripts import it too).

/** The attribute the build gives index.html's own style sheets (scripts/styles-after-paint.ts, src/lib/start-styles.ts). */
export const START_STYLE_MARK = 'data-start-css';

/** The meta element of the page the server sends a browser holding a session cookie (scripts/signed-in-start-page.ts, src/main.tsx). */
export const SIGNED_IN_MARK = 'bo-signed-in';
