import { describe, expect, it } from 'vitest';
import type { FormField } from '../../contract/form-definition.ts';
import { SLUG_PATTERN } from '../../contract/limits.ts';
import { followingKey, keyOfQuestion, questionStem } from '../../src/areas/forms/editor/field-key.ts';

const asked = (key: string, question: string): FormField => ({ key, type: 'text', label: { en: question } });

describe("a new field's key made from its question", () => {
  it('reads as the question, in the slug rule, cut after a whole word', () => {
    expect(questionStem('What is your name?')).toBe('what_is_your_name');
    expect(questionStem('Qual è la tua città?')).toBe('qual_e_la_tua_citta');
    const long = questionStem('Describe in a few words the project you would like to present to the jury this year');
    expect(long).toBe('describe_in_a_few_words_the_project_you');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(questionStem('x'.repeat(90))).toBe('x'.repeat(40));
    expect(SLUG_PATTERN.test(long)).toBe(true);
  });

  it('is unique in the form, and a question without letters gives the type', () => {
    expect(keyOfQuestion({ en: 'Name' }, 'en', ['name', 'name_2'], 'text')).toBe('name_3');
    expect(keyOfQuestion({ en: '???' }, 'en', [], 'text')).toBe('text');
    // The default language's question names it; another language's only while it has none.
    expect(keyOfQuestion({ it: 'Nome', en: 'Name' }, 'it', [], 'text')).toBe('nome');
    expect(keyOfQuestion({ en: 'Name' }, 'it', [], 'text')).toBe('name');
  });
});

describe('the key while the question changes', () => {
  it('follows the question while the form was never published and the key was not typed by hand', () => {
    expect(followingKey(asked('new_question', 'New question'), asked('new_question', 'What is your name?'), ['email'], 'en', false)).toBe('what_is_your_name');
    expect(followingKey(asked('what_is', 'What is'), asked('what_is', 'What is your name?'), [], 'en', false)).toBe('what_is_your_name');
    // Taken by another field: the next free one.
    expect(followingKey(asked('new_question', 'New question'), asked('new_question', 'Email'), ['email'], 'en', false)).toBe('email_2');
  });

  it('stays once the form was published, or once the key was typed by hand', () => {
    expect(followingKey(asked('new_question', 'New question'), asked('new_question', 'What is your name?'), [], 'en', true)).toBe('new_question');
    expect(followingKey(asked('full_name', 'New question'), asked('full_name', 'What is your name?'), [], 'en', false)).toBe('full_name');
    // The key changed in this very change: the person's key wins.
    expect(followingKey(asked('new_question', 'New question'), asked('mine', 'Other'), [], 'en', false)).toBe('mine');
  });
});
