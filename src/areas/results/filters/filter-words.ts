import { LANGUAGE_OPTIONS } from '../../../../contract/languages.ts';
import type { AnswerFilter, ResultsFilters } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import type { DefinitionTexts } from '../../../lib/form-fields/definition-texts.ts';
import type { AskingField } from '../../../lib/forms/use-published-form.ts';
import { formatDay } from '../../../lib/time/day.ts';

/** One filter in use, as a chip says it, and the filters without it. */
export interface FilterChip {
  key: string;
  label: string;
  without: ResultsFilters;
}

/** A language code by the language's own name. */
export function languageName(code: string): string {
  return LANGUAGE_OPTIONS.find((option) => option.value === code)?.text ?? code;
}

function omit(filters: ResultsFilters, ...keys: (keyof ResultsFilters)[]): ResultsFilters {
  const next = { ...filters };
  for (const key of keys) delete next[key];
  return next;
}

/** The filters without one of the field filters. */
export function withoutAnswer(filters: ResultsFilters, index: number): ResultsFilters {
  const answers = (filters.answers ?? []).filter((_, position) => position !== index);
  return answers.length > 0 ? { ...filters, answers } : omit(filters, 'answers');
}

/** The words of the results filters: the statuses, a field filter in a sentence, each filter as a chip. */
export function useFilterWords(fields: AskingField[], texts: DefinitionTexts) {
  const { LL, locale } = useI18nContext();
  const words = LL.results.filters;
  const number = (value: number) => value.toLocaleString(locale);
  const day = (value: string) => formatDay(value, locale);
  const fieldOf = (key: string) => fields.find((entry) => entry.field.key === key)?.field;

  /** A field filter in a sentence: "Category is Art or Science". */
  function answerWords(filter: AnswerFilter): string {
    const field = fieldOf(filter.field);
    const name = field ? texts.text(field.label) || field.key : filter.field;
    const choice = (value: string) => {
      if (field?.type === 'checkbox') return value === 'true' ? words.checked() : words.notChecked();
      return field ? texts.option(field, value) : value;
    };
    switch (filter.op) {
      case 'is':
        return words.answerIs({ field: name, values: filter.values.map(choice).join(words.or()) });
      case 'is_not':
        return words.answerIsNot({ field: name, values: filter.values.map(choice).join(words.or()) });
      case 'range':
        if (filter.min !== undefined && filter.max !== undefined) return words.answerBetween({ field: name, min: number(filter.min), max: number(filter.max) });
        return filter.min !== undefined ? words.answerAtLeast({ field: name, min: number(filter.min) }) : words.answerAtMost({ field: name, max: number(filter.max ?? 0) });
      case 'dates':
        if (filter.from && filter.to) return words.answerDates({ field: name, from: day(filter.from), to: day(filter.to) });
        return filter.from ? words.answerFrom({ field: name, from: day(filter.from) }) : words.answerUntil({ field: name, to: day(filter.to ?? '') });
      case 'contains':
        return words.answerContains({ field: name, text: filter.text });
      case 'answered':
        return words.answerAnswered({ field: name });
      case 'empty':
        return words.answerEmpty({ field: name });
    }
  }

  /** Every filter in use as a chip, in the bar's order. */
  function chips(filters: ResultsFilters): FilterChip[] {
    const list: FilterChip[] = [];
    if (filters.user) list.push({ key: 'user', label: words.chipUser({ text: filters.user }), without: omit(filters, 'user') });
    if (filters.status) {
      const names = filters.status.map((status) => LL.shell.submissionStatuses[status]()).join(words.or());
      list.push({ key: 'status', label: words.chipStatus({ values: names }), without: omit(filters, 'status') });
    }
    if (filters.tags) list.push({ key: 'tags', label: words.chipTags({ values: filters.tags.join(', ') }), without: omit(filters, 'tags') });
    const { submitted_from: from, submitted_to: to } = filters;
    if (from || to) {
      const label = from && to ? words.chipSent({ from: day(from), to: day(to) }) : from ? words.chipSentFrom({ from: day(from) }) : words.chipSentUntil({ to: day(to ?? '') });
      list.push({ key: 'sent', label, without: omit(filters, 'submitted_from', 'submitted_to') });
    }
    if (filters.lang) list.push({ key: 'lang', label: words.chipLanguage({ values: filters.lang.map(languageName).join(words.or()) }), without: omit(filters, 'lang') });
    if (filters.version) list.push({ key: 'version', label: words.chipVersion({ values: filters.version.join(words.or()) }), without: omit(filters, 'version') });
    (filters.answers ?? []).forEach((answer, index) => {
      list.push({ key: `answer-${index}`, label: answerWords(answer), without: withoutAnswer(filters, index) });
    });
    return list;
  }

  return { answerWords, chips };
}
