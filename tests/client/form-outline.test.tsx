import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../contract/form-definition.ts';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { Outline, type Selection } from '../../src/areas/forms/editor/outline.tsx';

// A form of `steps` steps of `perStep` questions each.
function form(steps: number, perStep: number): FormDefinition {
  return {
    format: 'form/1',
    slug: 'call',
    title: { en: 'Call' },
    languages: ['en'],
    default_lang: 'en',
    blocks: Array.from({ length: steps }, (_, step) => ({
      key: `step_${step + 1}`,
      title: { en: `Part ${step + 1}` },
      fields: Array.from({ length: perStep }, (_, index) => ({ key: `q_${step + 1}_${index + 1}`, type: 'text' as const, label: { en: `Question ${step + 1}.${index + 1}` } })),
    })),
  };
}

function outline(draft: FormDefinition, selection: Selection) {
  const none = () => undefined;
  return (
    <MantineProvider env="test">
      <TypesafeI18n locale="en">
        <Outline draft={draft} lang="en" fallback="en" selection={selection} issues={new Map()} readOnly={false} onSelect={none} onAddField={none} onAddBlock={none} onMove={none} />
      </TypesafeI18n>
    </MantineProvider>
  );
}

const rows = () => document.querySelectorAll('li[data-field]').length;

beforeAll(async () => {
  await loadLocaleAsync('en');
  await loadNamespaceAsync('en', 'forms');
});

describe("the Field Editor's outline", () => {
  it('shows every step of a short form', () => {
    render(outline(form(3, 10), { kind: 'field', key: 'q_1_1' }));
    expect(rows()).toBe(30);
  });

  it('shows a long form one step at a time: the selected one, the others folded and opened on demand', () => {
    const draft = form(4, 20);
    const view = render(outline(draft, { kind: 'field', key: 'q_2_5' }));
    expect(rows()).toBe(20);
    expect(document.querySelector('li[data-field="q_2_5"]')).not.toBeNull();
    // The three folded steps say how many fields they hold.
    expect(screen.getAllByText('20 fields')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Show the fields of Part 3' }));
    expect(rows()).toBe(40);
    expect(screen.getByRole('button', { name: 'Hide the fields of Part 3' }).getAttribute('aria-expanded')).toBe('true');

    // Selecting a field of a folded step opens that step.
    view.rerender(outline(draft, { kind: 'field', key: 'q_4_1' }));
    expect(document.querySelector('li[data-field="q_4_1"]')).not.toBeNull();
    expect(rows()).toBe(60);
  });
});
