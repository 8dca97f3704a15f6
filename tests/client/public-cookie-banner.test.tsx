import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from '../../src/public/cookie-banner.tsx';
import type { SiteAnswer } from '../../src/public/site-data.ts';
import { loadTexts, TextsContext, type PublicTexts } from '../../src/public/texts.ts';

let texts: PublicTexts;
beforeAll(async () => {
  texts = (await loadTexts('en')).texts;
});
afterEach(() => localStorage.clear());

const LAW: SiteAnswer['cookie_law'] = {
  enabled: true,
  title: { en: 'Cookies' },
  body: { en: 'These pages use only the cookies they need.' },
  accept: { en: 'OK' },
  policy_url: 'https://example.com/cookies',
};

// jsdom lays nothing out: the bar's height and the boxes are given.
function withHeight(height: number) {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'SECTION' ? DOMRect.fromRect({ x: 0, y: 844 - height, width: 390, height }) : original.call(this);
  });
}

const space = () => document.documentElement.style.getPropertyValue('--pub-banner-space');

function show() {
  return render(
    <TextsContext.Provider value={texts}>
      <button type="button">Next</button>
      <CookieBanner law={LAW} lang="en" fallback="en" />
    </TextsContext.Provider>,
  );
}

describe('the cookie banner of the public pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps its own height free at the foot of the page while it shows, and gives it back once dismissed', () => {
    withHeight(58);
    show();
    expect(screen.getByRole('region', { name: 'Cookies' }).textContent).toBe('Cookies: These pages use only the cookies they need. Cookie policyOK');
    expect(space()).toBe('58px');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(space()).toBe('');
    expect(localStorage.getItem('p.cookies')).not.toBeNull();
  });

  it('keeps a fractional height rounded up, so the bar never overlaps a control by a fraction of a pixel', () => {
    withHeight(71.39);
    show();
    expect(space()).toBe('72px');
  });

  it('scrolls a control focused under it up above it, and leaves one above it where it is', () => {
    show();
    const bar = screen.getByRole('region', { name: 'Cookies' });
    const next = screen.getByRole('button', { name: 'Next' });
    const box = (top: number, height: number) => ({ top, bottom: top + height, left: 0, right: 390, width: 390, height, x: 0, y: top, toJSON: () => ({}) });
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(box(786, 58));
    const scroll = vi.fn();
    next.scrollIntoView = scroll;

    vi.spyOn(next, 'getBoundingClientRect').mockReturnValue(box(700, 40));
    act(() => next.focus());
    expect(scroll).not.toHaveBeenCalled();

    next.blur();
    vi.spyOn(next, 'getBoundingClientRect').mockReturnValue(box(780, 40));
    act(() => next.focus());
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('does not show again on this device once dismissed', () => {
    localStorage.setItem('p.cookies', JSON.stringify(Date.now()));
    show();
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(space()).toBe('');
  });
});
