import { describe, expect, it } from 'vitest';
import type { FormOptions } from '../../contract/forms.ts';
import { EMPTY_OPTIONS, optionsPayload, optionsToForm } from '../../src/areas/forms/options/options-values.ts';
import { toLocalInput } from '../../src/lib/time/local-input.ts';

const OPTIONS = { ...optionsPayload(EMPTY_OPTIONS), slug: 'call' } as FormOptions;

describe("a form's results date in Form Options, which landing pages' results sections follow", () => {
  it('shows the stored moment in the local clock and sends it back as a moment', () => {
    const values = optionsToForm({ ...OPTIONS, results_at: '2026-07-15T08:00:00.000Z' });
    expect(values.results_at).toBe(toLocalInput('2026-07-15T08:00:00.000Z'));
    expect(new Date(optionsPayload(values).results_at!).toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });

  it('reads a form without one as never, and an emptied field is sent as never', () => {
    expect(optionsToForm(OPTIONS).results_at).toBe('');
    expect(optionsPayload({ ...optionsToForm(OPTIONS), results_at: '' }).results_at).toBeNull();
  });
});
