import { chromium, type Browser } from 'playwright';

/** Debian's Chromium (or CHROMIUM_PATH), with the flags this machine needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags that keep Chromium off the network it cannot reach and out of the sandbox root cannot use. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Launches the benchmark's headless Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
