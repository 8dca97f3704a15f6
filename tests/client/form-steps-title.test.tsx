import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../contract/form-definition.ts';
import { FormSteps } from '../../src/lib/form-fields/form-steps.tsx';

const TEXTS = { previous: 'Back', next: 'Next', submit: 'Send', choose: 'Choose…', stepOf: (number: number, total: number) => `Step ${number} of ${total}` };

function form(stepTitle: string): FormDefinition {
  return {
    format: 'form/1',
    slug: 'grants',
    title: { en: 'Grants 2027' },
    languages: ['en'],
    default_lang: 'en',
    blocks: [{ key: 'main', title: { en: stepTitle }, fields: [{ key: 'name', type: 'text', label: { en: 'Name' } }] }],
  };
}

const none = () => undefined;

describe("the preview's headings", () => {
  it('names the form once when its only step is titled as the form, as a new form is', () => {
    render(<FormSteps definition={form('Grants 2027')} lang="en" answers={{}} onAnswer={none} texts={TEXTS} onSubmit={none} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Grants 2027']);
  });

  it('shows a step titled otherwise under the form', () => {
    render(<FormSteps definition={form('About you')} lang="en" answers={{}} onAnswer={none} texts={TEXTS} onSubmit={none} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Grants 2027', 'About you']);
  });
});
