import { chromium, type Browser } from 'playwright';
import { CHROMIUM_FLAGS } from '../scripts/chromium.ts';

/** Debian's Chromium (or CHROMIUM_PATH), with the flags this machine needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** A slow phone's CPU, as Lighthouse's mobile runs assume it: how many times slower Chromium runs scripts. */
export const CPU_SLOWDOWN = 4;

/** Launches the benchmark's headless Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
