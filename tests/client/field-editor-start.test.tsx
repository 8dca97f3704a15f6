import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition, FormField } from '../../contract/form-definition.ts';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { findField } from '../../src/areas/forms/editor/draft-ops.ts';
import { FieldSettings } from '../../src/areas/forms/editor/field-settings.tsx';
import { useDraftActions } from '../../src/areas/forms/editor/use-draft-actions.ts';
import { OptionLabelContext, useOptionLabel } from '../../src/areas/forms/editor/use-option-label.ts';
import { loadNamespaces } from '../../src/lib/i18n.ts';
import { issueView } from '../../src/lib/records/issues.ts';

const EMPTY: FormDefinition = {
  format: 'form/1',
  slug: 'call',
  title: { en: 'Call', it: 'Bando' },
  languages: ['en', 'it'],
  default_lang: 'en',
  blocks: [{ key: 'main', title: { en: 'Call' }, fields: [] }],
};

let latest: FormDefinition = EMPTY;

// The editor's settings panel on the draft's actions, as the Field Editor wires them, with one button to add a field.
function Editor({ published, type }: { published: boolean; type: FormField['type'] }) {
  const [draft, setDraft] = useState(EMPTY);
  latest = draft;
  const optionLabel = useOptionLabel(draft.languages);
  const actions = useDraftActions(draft, setDraft, { lang: 'en', published, optionLabel });
  const found = actions.selection.kind === 'field' ? findField(draft, actions.selection.key) : null;
  const none = () => undefined;
  return (
    <OptionLabelContext value={optionLabel}>
      <button type="button" onClick={() => actions.onAddField('main', type)}>
        add
      </button>
      {found && (
        <FieldSettings
          field={found.field}
          block="main"
          blocks={draft.blocks}
          earlier={[]}
          lang="en"
          fallback="en"
          issues={issueView(new Map(), none)}
          readOnly={false}
          onChange={actions.onFieldChange}
          onMove={none}
          onDuplicate={none}
          onRemove={none}
        />
      )}
    </OptionLabelContext>
  );
}

function open(published: boolean, type: FormField['type']) {
  render(
    <MantineProvider env="test">
      <TypesafeI18n locale="en">
        <Editor published={published} type={type} />
      </TypesafeI18n>
    </MantineProvider>,
  );
}

const ask = (question: string) => fireEvent.change(screen.getByRole('textbox', { name: /^Question/ }), { target: { value: question } });

beforeAll(async () => {
  // An autosized text area (the help) follows the fonts as they load; jsdom loads none.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
  await loadLocaleAsync('en');
  await loadNamespaceAsync('en', 'forms');
  await loadNamespaces('en', ['forms']);
  await loadNamespaces('it', ['forms']);
});

describe('a new field in the Field Editor', () => {
  it('starts a choice field with "Option 1" and "Option 2" in the form\'s languages, each row with its labelled inputs, and goes on numbering', async () => {
    const user = userEvent.setup();
    open(false, 'single_choice');
    await user.click(screen.getByRole('button', { name: 'add' }));
    const options = screen.getByRole('group', { name: 'Options' });
    expect(within(options).getByRole('textbox', { name: 'Option 1: Label' })).toHaveProperty('value', 'Option 1');
    expect(within(options).getByRole('textbox', { name: 'Option 2: Label' })).toHaveProperty('value', 'Option 2');
    expect(within(options).getByRole('textbox', { name: 'Option 1: Value' })).toHaveProperty('value', 'option_1');
    // Every row shows its labels, not only the first.
    expect(within(options).getAllByText('Label')).toHaveLength(2);
    expect(within(options).getAllByText('Value')).toHaveLength(2);

    await user.click(within(options).getByRole('button', { name: 'Add option' }));
    expect(within(options).getByRole('textbox', { name: 'Option 3: Label' })).toHaveProperty('value', 'Option 3');
    const stored = latest.blocks[0]!.fields[0]!;
    expect('options' in stored && stored.options.map((option) => option.label)).toEqual([
      { en: 'Option 1', it: 'Opzione 1' },
      { en: 'Option 2', it: 'Opzione 2' },
      { en: 'Option 3', it: 'Opzione 3' },
    ]);
  });

  it('takes its key from the question typed while the form was never published', async () => {
    const user = userEvent.setup();
    open(false, 'text');
    await user.click(screen.getByRole('button', { name: 'add' }));
    const key = screen.getByRole('textbox', { name: /^Key/ });
    expect(key).toHaveProperty('value', 'new_question');
    // Typed a letter at a time, as a person types: the key follows each change.
    for (const typed of ['W', 'What is', 'What is your name?']) ask(typed);
    expect(screen.getByRole('textbox', { name: /^Key/ })).toHaveProperty('value', 'what_is_your_name');

    // Typed by hand, the key stays whatever the question becomes.
    fireEvent.change(screen.getByRole('textbox', { name: /^Key/ }), { target: { value: 'full_name' } });
    ask('What is your name (as on your passport)?');
    expect(screen.getByRole('textbox', { name: /^Key/ })).toHaveProperty('value', 'full_name');
  });

  it('keeps its key once the form was published', async () => {
    const user = userEvent.setup();
    open(true, 'text');
    await user.click(screen.getByRole('button', { name: 'add' }));
    ask('What is your name?');
    expect(screen.getByRole('textbox', { name: /^Key/ })).toHaveProperty('value', 'new_question');
  });
});
