import { describe, expect, it } from 'vitest';
import { answerIssues, isShown } from './form-answers.ts';
import type { FormDefinition } from './form-definition.ts';

const FORM: Pick<FormDefinition, 'blocks'> = {
  blocks: [
    {
      key: 'team',
      title: { en: 'Team' },
      fields: [
        { key: 'full_name', type: 'text', label: { en: 'Full name' }, required: true, max_length: 10 },
        {
          key: 'sector',
          type: 'single_choice',
          label: { en: 'Sector' },
          options: [
            { value: 'ai', label: { en: 'AI' } },
            { value: 'bio', label: { en: 'Bio' } },
          ],
        },
        { key: 'models', type: 'long_text', label: { en: 'Models' }, required: true, show_if: { all: [{ field: 'sector', op: 'equals', value: 'ai' }] } },
        { key: 'budget', type: 'number', label: { en: 'Budget' }, min: 0, max: 1000 },
        { key: 'consent', type: 'checkbox', label: { en: 'Consent' }, required: true },
        { key: 'deck', type: 'file', label: { en: 'Deck' }, accept: ['.pdf'], max_size_mb: 1 },
        { key: 'tags', type: 'multiple_choice', label: { en: 'Tags' }, max_selected: 1, options: [{ value: 'a', label: { en: 'A' } }, { value: 'b', label: { en: 'B' } }] },
      ],
    },
  ],
};

const keys = (answers: Parameters<typeof answerIssues>[1]) => answerIssues(FORM, answers).map((issue) => `${issue.key}:${issue.issue.code}`);

describe('answers checked against a form', () => {
  it('asks for the required fields that show, and only those', () => {
    expect(keys({})).toEqual(['full_name:required', 'consent:required']);
    expect(keys({ full_name: 'Ada', consent: true, sector: 'ai' })).toEqual(['models:required']);
  });

  it('holds each given answer to the rules of its type', () => {
    const wrong = { full_name: 'Ada Lovelace-Byron', consent: true, budget: 5000, sector: 'chem', tags: ['a', 'b'], deck: { media_id: '7d1c2a4e-5b6f-4a3e-8c9d-0e1f2a3b4c5d', name: 'deck.docx', size: 10, type: 'application/msword' } };
    expect(keys(wrong)).toEqual(['full_name:too_big', 'sector:invalid_value', 'budget:too_big', 'deck:custom', 'tags:too_big']);
  });

  it('shows a field by its conditions on earlier answers', () => {
    const models = FORM.blocks[0]!.fields[2]!;
    expect(isShown(models, { sector: 'ai' })).toBe(true);
    expect(isShown(models, { sector: 'bio' })).toBe(false);
    expect(isShown(models, {})).toBe(false);
  });
});
