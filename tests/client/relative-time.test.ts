import { describe, expect, it } from 'vitest';
import { fullTime, relativeTime } from '../../src/lib/time/relative.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('tells a recent moment in the largest whole unit, in the reader language', () => {
    expect(relativeTime(ago(10), NOW, 'en')).toBe('now');
    expect(relativeTime(ago(3 * 60), NOW, 'en')).toBe('3 minutes ago');
    expect(relativeTime(ago(2 * 3600 + 59 * 60), NOW, 'en')).toBe('2 hours ago');
    expect(relativeTime(ago(24 * 3600), NOW, 'en')).toBe('yesterday');
    expect(relativeTime(ago(3 * 60), NOW, 'it')).toBe('3 minuti fa');
    expect(relativeTime(ago(3 * 60), NOW, 'fr')).toBe('il y a 3 minutes');
  });

  it('tells a future moment too', () => {
    expect(relativeTime(new Date(NOW.getTime() + 2 * 24 * 3600 * 1000), NOW, 'en')).toBe('in 2 days');
  });

  it('gives the full time for the hover', () => {
    expect(fullTime(NOW, 'en')).toMatch(/2026/);
  });
});
