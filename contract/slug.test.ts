import { describe, expect, it } from 'vitest';
import { asciiName } from './slug.ts';

describe('a name machines read', () => {
  it('drops accents, lowers case and joins words by the separator, none at the ends', () => {
    expect(asciiName('  Città & Impatto: 2026!  ', '-', 100)).toBe('citta-impatto-2026');
    expect(asciiName('Originalità dell’idea', '_', 100)).toBe('originalita_dell_idea');
    expect(asciiName('¿¡!?', '-', 100)).toBe('');
  });

  it('keeps at most `max` characters and never ends on a separator when cut', () => {
    expect(asciiName('Premio Aurora 2026', '-', 7)).toBe('premio');
    expect(asciiName('Premio Aurora 2026', '_', 13)).toBe('premio_aurora');
  });
});
