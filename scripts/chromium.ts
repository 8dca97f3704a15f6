import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Flags for headless Chromium here: root needs --no-sandbox, and the closed network wants no background calls. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** How to get a browser when none is found. */
export const CHROMIUM_HELP = [
  'No Chromium was found for the browser tests.',
  '  On Debian or Ubuntu:  sudo apt-get install -y chromium',
  '  Or point CHROMIUM_PATH at a Chromium or Chrome binary.',
].join('\n');

/** The Chromium to test with: CHROMIUM_PATH, else Playwright's own, else the system's; null when none. */
export function findChromium(): string | null {
  const own = process.env.CHROMIUM_PATH;
  if (own) return fs.existsSync(own) ? own : null;
  return [playwrightChromium(), ...CANDIDATES].find((file): file is string => Boolean(file && fs.existsSync(file))) ?? null;
}

function playwrightChromium(): string | undefined {
  const browsers = process.env.PLAYWRIGHT_BROWSERS_PATH ?? `${process.env.HOME ?? ''}/.cache/ms-playwright`;
  try {
    const dir = fs.readdirSync(browsers).find((name) => name.startsWith('chromium-'));
    return dir ? `${browsers}/${dir}/chrome-linux/chrome` : undefined;
  } catch {
    return undefined;
  }
}
