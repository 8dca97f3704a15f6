import { FORM_LIMITS, type FieldType, type FormField } from '../../../../contract/form-definition.ts';
import { acceptOf } from './formats.ts';
import type { RuleItem } from './rule-items.ts';

const TEXTS: readonly FieldType[] = ['text', 'long_text'];
const SHORT: readonly FieldType[] = ['email', 'phone', 'url'];

/** Whether a field of this type takes the rule (a size only a file, a length only a text...). */
export function takes(type: FieldType, item: RuleItem): boolean {
  switch (item.kind) {
    case 'required':
    case 'optional':
      return type !== 'statement';
    case 'format':
    case 'size':
      return type === 'file';
    case 'length':
      return TEXTS.includes(type) || (SHORT.includes(type) && item.bound === 'max');
    case 'amount':
      return type === 'number';
    case 'scale':
      return type === 'rating';
    case 'limit':
      return [...TEXTS, 'number', 'rating', 'multiple_choice'].includes(type) || (type === 'file' && item.bound === 'max');
  }
}

const whole = (value: number) => Math.min(Math.round(value), FORM_LIMITS.textLength);

// Each rule written onto the field; a rule the type does not take was never attached to it.
function applyOne(field: Record<string, unknown>, type: FieldType, item: RuleItem): void {
  if (item.kind === 'required') field.required = true;
  else if (item.kind === 'optional') delete field.required;
  else if (item.kind === 'size' || (item.kind === 'limit' && type === 'file')) {
    const mb = item.kind === 'size' ? item.mb : item.value;
    if (mb > 0) field.max_size_mb = Math.min(mb, FORM_LIMITS.fileSizeMb);
  } else if (item.kind === 'length' || (item.kind === 'limit' && (TEXTS.includes(type) || SHORT.includes(type)))) {
    field[item.bound === 'min' ? 'min_length' : 'max_length'] = whole(item.value);
  } else if (item.kind === 'amount' || (item.kind === 'limit' && type === 'number')) {
    field[item.bound] = item.value;
  } else if (item.kind === 'limit' && type === 'multiple_choice' && item.bound === 'max') {
    field.max_selected = Math.max(1, Math.round(item.value));
  }
}

// A rating's scale from the numbers said: "1-10", "da 0 a 5", "10 stars".
function applyScale(field: Record<string, unknown>, numbers: number[]): void {
  const top = numbers.filter((value) => Number.isInteger(value) && value >= 2 && value <= FORM_LIMITS.ratingSteps);
  if (top.length > 0) field.max = Math.max(...top);
  const bottom = numbers.filter((value) => value === 0 || value === 1);
  if (bottom.length > 0 && numbers.length > 1) field.min = Math.min(...bottom);
}

/** The field with the rules said about it; the formats named replace what it accepted. */
export function withRules(field: FormField, items: readonly RuleItem[]): FormField {
  const next: Record<string, unknown> = structuredClone(field);
  const formats = items.flatMap((item) => (item.kind === 'format' ? [item.name] : []));
  if (field.type === 'file' && formats.length > 0) next.accept = acceptOf(formats);
  for (const item of items) {
    const scale = item.kind === 'scale' || item.kind === 'limit';
    if (!(field.type === 'rating' && scale)) applyOne(next, field.type, item);
  }
  if (field.type === 'rating') {
    applyScale(next, items.flatMap((item) => (item.kind === 'scale' || item.kind === 'limit' ? [item.value] : [])));
  }
  return next as FormField;
}
