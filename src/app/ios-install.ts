const SHOWN_KEY = 'bo.iosInstallHintShown';

/**
 * iPhone and iPad users install from Safari's Share menu, which no page can open, so they
 * are told how once. True on iOS (iPadOS reports itself as a Mac with touch) outside the
 * installed app, until the hint has been shown.
 */
export function needsIosInstallHint(): boolean {
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const installed = (navigator as Navigator & { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches;
  return ios && !installed && localStorage.getItem(SHOWN_KEY) === null;
}

/** Remembers that the hint was shown, so it never shows again on this device. */
export function markIosInstallHintShown(): void {
  localStorage.setItem(SHOWN_KEY, new Date().toISOString());
}
