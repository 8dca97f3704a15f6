import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FormBlock, FormField } from '../../contract/form-definition.ts';
import { LANGUAGES } from '../../contract/languages.ts';
import { VALIDATION_MESSAGES } from '../../contract/validation-texts/all.ts';
import { LENGTH_HINTS, PLAIN_MESSAGES, plainMessage } from '../../contract/plain-messages.ts';
import { FieldInput } from '../../src/lib/form-fields/field-input.tsx';
import { blockErrors } from '../../src/lib/form-fields/form-steps.tsx';
import { lengthHint } from '../../src/lib/form-fields/length-hint.tsx';

const PITCH: FormField = { type: 'long_text', key: 'pitch', label: { en: 'Describe the project' }, required: true, min_length: 200, max_length: 2000 };

function Typed({ field }: { field: FormField }) {
  const [value, setValue] = useState<string>('');
  return <FieldInput field={field} lang="en" fallback="en" value={value} onChange={(next) => setValue(typeof next === 'string' ? next : '')} texts={{ choose: 'Choose' }} />;
}

describe("a text field's length, while typing", () => {
  it('shows its bounds as a hint that describes the field, and a counter of what is written', () => {
    render(<Typed field={PITCH} />);
    const box = screen.getByRole('textbox', { name: 'Describe the project' });
    const described = box.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Between 200 and 2000 characters']);
    expect(document.querySelector('[data-length-count]')?.textContent).toBe('0 / 2000');
    fireEvent.change(box, { target: { value: '  Roof gardens  ' } });
    expect(document.querySelector('[data-length-count]')?.textContent).toBe('12 / 2000');
  });

  it('tells a screen reader politely only when a bound is reached, not at each key', () => {
    render(<Typed field={{ ...PITCH, max_length: 210 }} />);
    const box = screen.getByRole('textbox', { name: 'Describe the project' });
    const live = document.querySelector('[aria-live="polite"]')!;
    fireEvent.change(box, { target: { value: 'x'.repeat(150) } });
    expect(live.textContent).toBe('');
    fireEvent.change(box, { target: { value: 'x'.repeat(199) } });
    expect(live.textContent).toBe('');
    fireEvent.change(box, { target: { value: 'x'.repeat(200) } });
    expect(live.textContent).toBe('Minimum reached: 200 characters');
    fireEvent.change(box, { target: { value: 'x'.repeat(210) } });
    expect(live.textContent).toBe('Maximum reached: 210 characters');
  });

  it('says one bound alone, and nothing for a minimum of one (the star says required)', () => {
    expect(lengthHint({ min_length: 200 }, 'it')).toBe('Almeno 200 caratteri');
    expect(lengthHint({ max_length: 80 }, 'fr')).toBe('Au plus 80 caractères');
    render(<Typed field={{ type: 'text', key: 'team', label: { en: 'Team' }, min_length: 1 }} />);
    expect(screen.getByRole('textbox', { name: 'Team' }).getAttribute('aria-describedby')).toBeNull();
    expect(document.querySelector('[data-length-count]')).toBeNull();
  });
});

describe('the messages of the public form', () => {
  const block: FormBlock = {
    key: 'main',
    title: { en: 'Main' },
    fields: [
      PITCH,
      { type: 'email', key: 'mail', label: { en: 'Email' } },
      { type: 'text', key: 'name', label: { en: 'Full name' }, required: true },
      { type: 'date', key: 'born', label: { en: 'Date of birth' } },
    ],
  };

  it('read as people write, under their field', () => {
    expect(blockErrors([block], { pitch: 'Too short', mail: 'ada@', born: '31/02/1990' }, 'en', 'en')).toEqual({
      pitch: 'Write at least 200 characters',
      mail: 'Enter a valid email address',
      name: 'This answer is required',
      born: 'This answer is not valid',
    });
    expect(blockErrors([block], { pitch: 'x'.repeat(10) }, 'it', 'en').pitch).toBe('Scrivi almeno 200 caratteri');
  });

  it("are keyed on the spec's catalogue, in five languages, with its bound wherever the catalogue has one", () => {
    for (const [rule, texts] of Object.entries(PLAIN_MESSAGES)) {
      const catalogue = VALIDATION_MESSAGES[rule as keyof typeof PLAIN_MESSAGES];
      for (const lang of LANGUAGES) {
        expect(texts[lang], `${rule} ${lang}`).not.toBe('');
        expect(texts[lang].includes('{1}'), `${rule} ${lang}`).toBe(catalogue[lang].includes('{1}'));
      }
    }
    for (const texts of Object.values(LENGTH_HINTS)) expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    // A rule with no plain variant says the catalogue's message, named by its field.
    expect(plainMessage('slug', 'en', 'Key')).toBe(VALIDATION_MESSAGES.slug.en);
    expect(plainMessage('requiredInOneLanguage', 'en', 'Title')).toBe('Title field is required in at least one language');
  });
});
