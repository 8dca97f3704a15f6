import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MyData } from '../../src/public/me/my-data.tsx';
import { loadTexts, TextsContext, type PublicTexts } from '../../src/public/texts.ts';

let texts: PublicTexts;
beforeAll(async () => {
  texts = (await loadTexts('en')).texts;
});
afterEach(() => vi.restoreAllMocks());

function show() {
  render(
    <TextsContext.Provider value={texts}>
      <MyData place={{ company: 'aurora', project: 'premio-2026' }} email="ada@example.com" onSignedOut={() => undefined} onErased={() => undefined} />
    </TextsContext.Provider>,
  );
  return { download: screen.getByRole<HTMLButtonElement>('button', { name: texts.me.download() }), erase: screen.getByRole<HTMLButtonElement>('button', { name: texts.me.erase() }) };
}

describe('"My data" on the public side', () => {
  it('offers the download first as the main action, and the erasure after it as a quieter red one', () => {
    const { download, erase } = show();
    expect(download.compareDocumentPosition(erase) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(download.className).not.toMatch(/danger/i);
    expect(erase.className).toMatch(/quietDanger/);
    expect(erase.className).not.toMatch(/(^|\s)_?danger/);
    expect(download.disabled || erase.disabled).toBe(false);
    expect(screen.queryByText(texts.me.needsConnection())).toBeNull();
  });

  it('disables both without a connection, saying why, and enables them when it returns', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { download, erase } = show();
    expect(download.disabled && erase.disabled).toBe(true);
    const reason = screen.getByText(texts.me.needsConnection());
    expect(download.getAttribute('aria-describedby')).toBe(reason.id);
    expect(erase.getAttribute('aria-describedby')).toBe(reason.id);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(download.disabled || erase.disabled).toBe(false);
    expect(screen.queryByText(texts.me.needsConnection())).toBeNull();
  });
});
