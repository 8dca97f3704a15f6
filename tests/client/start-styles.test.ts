import { afterEach, describe, expect, it } from 'vitest';
import { startStyles } from '../../src/lib/start-styles.ts';

function sheet(loaded: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.setAttribute('data-start-css', '');
  if (loaded) Object.defineProperty(link, 'sheet', { value: {} });
  document.head.append(link);
  return link;
}

afterEach(() => document.head.replaceChildren());

describe("the page's style sheets at start", () => {
  it('switches on a sheet already loaded at once', async () => {
    const link = sheet(true);
    await startStyles();
    expect(link.media).toBe('all');
  });

  it('waits for every sheet still loading, and takes a failed one as done', async () => {
    const [slow, failing] = [sheet(false), sheet(false)];
    let done = false;
    const started = startStyles().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(slow.media).toBe('print');
    slow.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    failing.dispatchEvent(new Event('error'));
    await started;
    expect([slow.media, failing.media]).toEqual(['all', 'all']);
  });

  it('leaves sheets the build did not mark alone', async () => {
    const other = document.createElement('link');
    other.rel = 'stylesheet';
    other.media = 'print';
    document.head.append(other);
    await startStyles();
    expect(other.media).toBe('print');
  });
});
