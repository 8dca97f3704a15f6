import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The validation messages of every language, as the server has them: a screen under test reads its
// language's without loading its dictionary (the app's loading of one language: validation-texts.test.ts).
import '../../contract/validation-texts/all.ts';

// Without Vitest's globals Testing Library cannot unmount by itself: every rendered tree goes
// after its test, so no update (a live query, a late answer) lands once the page is torn down.
afterEach(() => cleanup());

// jsdom has no matchMedia; Mantine asks it for the colour scheme and the kit's lists for the screen's width.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // jsdom lays nothing out: Mantine's modals, selects, pickers and scroll areas watch their size,
  // lists scroll their selected option into view, and a growing text area follows the fonts.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}
