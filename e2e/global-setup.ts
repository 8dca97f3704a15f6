import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const INDEX = process.env.APP_DIST_DIR
  ? `${process.env.APP_DIST_DIR}/index.html`
  : fileURLToPath(new URL('../dist/index.html', import.meta.url));

/** The browser tests run against the built app the server hosts; stop early when it is not built. */
export default function globalSetup(): void {
  if (!fs.existsSync(INDEX)) {
    throw new Error(`The app is not built: ${INDEX} is missing. Run \`npx vite build\` before the browser tests.`);
  }
}
