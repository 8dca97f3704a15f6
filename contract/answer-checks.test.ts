import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerProblems } from './answer-checks.ts';
import { answerIssues } from './form-answers.ts';
import type { Answers } from './answer.ts';
import type { FormField } from './form-definition.ts';
import { issueRule } from './issue-rule.ts';

const OPTIONS = [
  { value: 'a', label: { en: 'A' } },
  { value: 'b', label: { en: 'B' } },
  { value: 'c', label: { en: 'C' } },
];
const UUID = '7d1c2a4e-5b6f-4a3e-8c9d-0e1f2a3b4c5d';

// One field of every type, with and without its rules.
const FIELDS: FormField[] = [
  { key: 'text', type: 'text', label: { en: 'Text' } },
  { key: 'text_rules', type: 'text', label: { en: 'Text' }, min_length: 3, max_length: 8 },
  { key: 'text_one', type: 'long_text', label: { en: 'Long' }, min_length: 1, max_length: 20 },
  { key: 'email', type: 'email', label: { en: 'Email' } },
  { key: 'email_short', type: 'email', label: { en: 'Email' }, max_length: 12 },
  { key: 'phone', type: 'phone', label: { en: 'Phone' } },
  { key: 'phone_short', type: 'phone', label: { en: 'Phone' }, max_length: 8 },
  { key: 'url', type: 'url', label: { en: 'Url' } },
  { key: 'url_short', type: 'url', label: { en: 'Url' }, max_length: 20 },
  { key: 'number', type: 'number', label: { en: 'Number' } },
  { key: 'number_range', type: 'number', label: { en: 'Number' }, min: -5, max: 100 },
  { key: 'date', type: 'date', label: { en: 'Date' }, min: '2000-01-01', max: '2030-12-31' },
  { key: 'single', type: 'single_choice', label: { en: 'Single' }, options: OPTIONS },
  { key: 'dropdown', type: 'dropdown', label: { en: 'Dropdown' }, options: OPTIONS },
  { key: 'multiple', type: 'multiple_choice', label: { en: 'Multiple' }, options: OPTIONS, max_selected: 2 },
  { key: 'checkbox', type: 'checkbox', label: { en: 'Checkbox' }, required: true },
  { key: 'rating', type: 'rating', label: { en: 'Rating' }, min: 0, max: 7 },
  { key: 'file', type: 'file', label: { en: 'File' }, accept: ['.pdf', 'image/*'], max_size_mb: 1 },
  { key: 'file_any', type: 'file', label: { en: 'File' } },
];

const strings = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', '  ', ' ab ', 'a', 'abcdefghij', 'ada@example.com', ' ADA@Example.COM ', 'a@b', 'x@example.c0m', 'ada.l@mail.example.org'),
  fc.constantFrom('+39 02 1234567', '12', '(02) 555-1234', '+1 (555) 010-9999 ext', 'http://example.com', 'https://example.com/a?b=c', 'ftp://x.org', 'http:example.com'),
  fc.constantFrom('https://a.very-long-domain.example.org/path', '2024-02-29', '2023-02-29', '1999-12-31', '2031-01-01', '2020-13-01', 'a', 'b', 'c', 'd'),
  fc.emailAddress(),
  fc.webUrl(),
);

const files = fc.record(
  {
    media_id: fc.oneof(fc.constant(UUID), fc.uuid(), fc.string({ maxLength: 10 })),
    name: fc.oneof(fc.constantFrom('deck.pdf', 'DECK.PDF', 'photo.png', 'notes.docx', ''), fc.string({ maxLength: 300 })),
    size: fc.oneof(fc.integer({ min: -10, max: 3 * 1024 * 1024 }), fc.double()),
    type: fc.oneof(fc.constantFrom('application/pdf', 'image/png', 'text/plain', ''), fc.string({ maxLength: 130 })),
    extra: fc.string(),
  },
  { requiredKeys: ['media_id', 'name', 'size', 'type'] },
);

const answers = fc.oneof(
  strings,
  fc.integer({ min: -20, max: 200 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 4 }),
  fc.array(strings, { maxLength: 3 }),
  files,
);

// What the server's zod schemas say of the same answers, read as the spec's messages.
function zodView(field: FormField, value: unknown) {
  const given: Answers = { [field.key]: value as Answers[string] };
  return answerIssues({ blocks: [{ key: 'b', title: { en: 'B' }, fields: [field] }] }, given).map(({ key, issue }) => {
    const { rule, bound } = issue.code === 'required' ? { rule: 'required' as const, bound: undefined } : issueRule(issue, value);
    return bound === undefined ? { key, rule } : { key, rule, bound };
  });
}

describe('the plain answer checks', () => {
  it('find the same problem, with the same message and bound, as the zod schemas the server holds answers to', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), answers, (field, value) => {
        const plain = answerProblems({ blocks: [{ key: 'b', title: { en: 'B' }, fields: [field] }] }, { [field.key]: value as Answers[string] });
        expect(plain).toEqual(zodView(field, value));
      }),
      { numRuns: 20_000 },
    );
  });

  it('ask only for the shown fields that are required', () => {
    const fields: FormField[] = [
      { key: 'sector', type: 'single_choice', label: { en: 'Sector' }, options: OPTIONS },
      { key: 'models', type: 'long_text', label: { en: 'Models' }, required: true, show_if: { all: [{ field: 'sector', op: 'equals', value: 'a' }] } },
    ];
    const form = { blocks: [{ key: 'b', title: { en: 'B' }, fields }] };
    expect(answerProblems(form, { sector: 'b' })).toEqual([]);
    expect(answerProblems(form, { sector: 'a' })).toEqual([{ key: 'models', rule: 'required' }]);
  });
});
