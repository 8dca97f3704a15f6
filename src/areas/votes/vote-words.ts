import type { FormField } from '../../../contract/form-definition.ts';
import type { Language } from '../../../contract/languages.ts';
import { localized } from '../../lib/form-fields/localized.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A calendar day (`YYYY-MM-DD`) as people read it, short. */
export function dayLabel(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** Every day from the first counted to the last, those without votes at zero, so the chart reads at its true pace. */
export function everyDay(days: Array<{ day: string; count: number }>): Array<{ day: string; count: number }> {
  if (days.length === 0) return [];
  const counts = new Map(days.map((entry) => [entry.day, entry.count]));
  const first = Date.parse(`${days[0]!.day}T00:00:00Z`);
  const last = Date.parse(`${days[days.length - 1]!.day}T00:00:00Z`);
  const filled = [];
  // A year of days at most: more would not read as bars anyway.
  for (let time = first; time <= last && filled.length < 366; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    filled.push({ day, count: counts.get(day) ?? 0 });
  }
  return filled;
}

/** An answer in a line of text: options by their labels, lists joined, a file by its name; long texts cut. */
export function answerText(field: FormField, value: unknown, lang: Language, fallback: Language): string {
  const label = (key: unknown) => {
    const option = 'options' in field ? field.options.find((candidate) => candidate.value === key) : undefined;
    return option ? localized(option.label, lang, fallback) : String(key);
  };
  let text: string;
  if (Array.isArray(value)) text = value.map(label).join(', ');
  else if (field.type === 'single_choice' || field.type === 'dropdown') text = label(value);
  else if (typeof value === 'object' && value !== null && 'name' in value) text = String((value as { name: unknown }).name);
  else if (typeof value === 'boolean') text = value ? '✓' : '–';
  else text = String(value ?? '');
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}
