import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../contract/form-definition.ts';
import { DEMO_APPLICATION } from '../../server/seed/demo-forms.ts';
import { emptyDraft, mergeServer, withAnswer } from '../../src/public/draft/draft-state.ts';
import { withPrefills } from '../../src/public/draft/prefill.ts';
import { FormPage } from '../../src/public/form/form-page.tsx';
import { loadTexts, TextsContext, type PublicTexts } from '../../src/public/texts.ts';

const ADA = { email: 'ada@example.com', first_name: 'Ada', last_name: ' Lovelace ' };

const definition: Pick<FormDefinition, 'blocks'> = {
  blocks: [
    {
      key: 'you',
      title: { en: 'You' },
      fields: [
        { type: 'text', key: 'full', label: { en: 'Name' }, prefill: 'name' },
        { type: 'text', key: 'given', label: { en: 'First name' }, prefill: 'first_name' },
        { type: 'text', key: 'family', label: { en: 'Last name' }, prefill: 'last_name' },
        { type: 'email', key: 'mail', label: { en: 'Email' }, prefill: 'email' },
        { type: 'text', key: 'name', label: { en: 'Name of the team' } },
      ],
    },
  ],
};

describe('fields filled from the respondent', () => {
  it("start with the person's registered name and confirmed email, sent with the next save as typed answers are", () => {
    const draft = withPrefills(emptyDraft('en'), definition, ADA);
    const filled = { full: 'Ada Lovelace', given: 'Ada', family: 'Lovelace', mail: 'ada@example.com' };
    expect(draft.answers).toEqual(filled);
    expect(draft.pending).toEqual(filled);
  });

  it('never guess from a label: an unmarked field called Name stays empty', () => {
    expect(withPrefills(emptyDraft('en'), definition, ADA).answers).not.toHaveProperty('name');
  });

  it('leave an answer emptied on this device before the first save', () => {
    const draft = withPrefills(withAnswer(emptyDraft('en'), 'mail', ''), definition, ADA);
    expect(draft.answers).not.toHaveProperty('mail');
    expect(draft.pending).toEqual({ mail: null, full: 'Ada Lovelace', given: 'Ada', family: 'Lovelace' });
  });

  it('leave a draft the server holds as it is: a field emptied and saved stays empty, here and on another device', () => {
    // The first save carried the filled values; the person then emptied "Last name" and "Email", and that was saved too.
    const server = { answers: { full: 'A. Lovelace', given: 'Ada' }, block: 0, revision: 3 };
    const onThisDevice = withPrefills(mergeServer(emptyDraft('en'), server, 'en'), definition, ADA);
    expect(onThisDevice.answers).toEqual({ full: 'A. Lovelace', given: 'Ada' });
    expect(onThisDevice.pending).toEqual({});
  });

  it('add nothing to a submission on its way, nor an empty value', () => {
    const sending = { ...emptyDraft('en'), submit: { key: 'k-1', body: { answers: {}, lang: 'en' as const } } };
    expect(withPrefills(sending, definition, ADA)).toBe(sending);
    expect(withPrefills(emptyDraft('en'), definition, { ...ADA, last_name: '' }).answers).not.toHaveProperty('family');
  });
});

describe("the demo application's first step", () => {
  let texts: PublicTexts;
  beforeAll(async () => {
    texts = (await loadTexts('en')).texts;
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('arrives filled with the name and email the person gave when confirming their email', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    const user = { id: 'u1', email: ADA.email, first_name: 'Ada', last_name: 'Lovelace', preferred_lang: 'en', needs_profile: false, pending_conditions: [] };
    render(
      <TextsContext.Provider value={texts}>
        <FormPage
          place={{ company: 'aurora', project: 'premio-2026' }}
          slug="candidatura"
          site={{
            project: { name: 'Premio Aurora 2026', languages: ['it', 'en'], default_lang: 'it' },
            theme: { Theme_Colors: '', Theme_Graphics: '' },
            cookie_law: { enabled: false, title: {}, body: {}, accept: {}, policy_url: '' },
            conditions: [],
            user,
          }}
          form={{
            form: { slug: 'candidatura', status: 'open', window: 'open', opens_at: null, closes_at: null, access: 'anyone', max_submissions: null, confirmation: {}, version: 1, definition: DEMO_APPLICATION },
            mine: { draft: null, submitted: 0, invited: true },
          }}
          settled
          fresh
          lang="en"
          onForm={() => undefined}
          onUser={() => undefined}
        />
      </TextsContext.Provider>,
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Full name' }).value).toBe('Ada Lovelace');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('ada@example.com');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' }).value).toBe('');
  });
});
