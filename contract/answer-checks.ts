// The checks of a form's answers as plain functions, without zod: the public form runs them in the
// browser on every step (its page stays light), and they give the same rule and bound as the
// zod schemas of form-answers.ts, which the server holds submissions to (a property test keeps
// the two in step: contract/answer-checks.test.ts).
import type { Answer, Answers } from './answer.ts';
import type { Condition, FormBlock, FormField } from './form-definition.ts';
import type { ValidationMessageKey } from './messages.ts';

/** A problem with one answer: the field's key, the spec's message for it and its bound. */
export interface AnswerProblem {
  key: string;
  rule: ValidationMessageKey;
  bound?: number;
}

type Check = { rule: ValidationMessageKey; bound?: number } | null;

const PHONE = /^\+?[0-9 ()./-]{5,30}$/;
const MB = 1024 * 1024;

/** The largest file a file field takes when it names no limit of its own, in MB (MiB). */
export const DEFAULT_FILE_SIZE_MB = 10;

/** The largest file a file field takes, in bytes: its own limit, else the default. */
export function fileSizeLimit(field: { max_size_mb?: number | undefined }): number {
  return Math.round((field.max_size_mb ?? DEFAULT_FILE_SIZE_MB) * MB);
}
// The patterns zod's own checks use (zod/v4/core/regexes): an email, a calendar date, a UUID.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const DATE =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/;
const UUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const FILE_KEYS = ['media_id', 'name', 'size', 'type'];
const EMAIL_MAX = 254;

/** Whether an answer counts as given: an empty text, an empty list or an unticked box does not. */
export function isAnswered(answer: Answer | null | undefined): boolean {
  if (answer === undefined || answer === null || answer === false) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

/** The conditions of a field, wherever show_if keeps them. */
function conditionsOf(field: FormField): Condition[] {
  if (!field.show_if) return [];
  return 'all' in field.show_if ? field.show_if.all : field.show_if.any;
}

function compare(condition: Condition, answer: Answer | null | undefined): boolean {
  if (condition.op === 'answered') return isAnswered(answer);
  if (!isAnswered(answer)) return condition.op === 'not_equals';
  const value = condition.value;
  if (Array.isArray(answer)) {
    const has = answer.includes(String(value));
    return condition.op === 'not_equals' ? !has : condition.op === 'equals' || condition.op === 'contains' ? has : false;
  }
  const given = typeof answer === 'object' && answer !== null ? answer.name : answer;
  switch (condition.op) {
    case 'equals':
      return String(given) === String(value);
    case 'not_equals':
      return String(given) !== String(value);
    case 'contains':
      return String(given).toLowerCase().includes(String(value).toLowerCase());
    case 'gt':
      return typeof given === 'number' ? given > Number(value) : String(given) > String(value);
    case 'lt':
      return typeof given === 'number' ? given < Number(value) : String(given) < String(value);
  }
}

/** Whether a field shows with these answers: no condition, or all (any) of its conditions hold. */
export function isShown(field: FormField, answers: Answers): boolean {
  if (!field.show_if) return true;
  const results = conditionsOf(field).map((condition) => compare(condition, answers[condition.field]));
  return 'all' in field.show_if ? results.every(Boolean) : results.some(Boolean);
}

// A string's length rules as zod words them: a minimum of 1 reads as "required".
function minLength(value: string, min: number | undefined): Check {
  if (min === undefined || value.length >= min) return null;
  return min <= 1 ? { rule: 'required' } : { rule: 'minLength', bound: min };
}

function maxLength(value: string, max: number | undefined): Check {
  return max !== undefined && value.length > max ? { rule: 'maxLength', bound: max } : null;
}

function numberRange(value: number, min: number | undefined, max: number | undefined): Check {
  if (min !== undefined && value < min) return { rule: 'minValue', bound: min };
  if (max !== undefined && value > max) return { rule: 'maxValue', bound: max };
  return null;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const INVALID: Check = { rule: 'invalid' };

// An integer as zod's int() takes it: a whole number within the safe range.
function integerCheck(value: unknown): Check {
  if (!isNumber(value) || !Number.isInteger(value)) return INVALID;
  return numberRange(value, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
}

function textCheck(value: unknown, field: { min_length?: number | undefined; max_length?: number | undefined }): Check {
  if (typeof value !== 'string') return INVALID;
  const trimmed = value.trim();
  return minLength(trimmed, field.min_length) ?? maxLength(trimmed, field.max_length);
}

function emailCheck(value: unknown, max: number | undefined): Check {
  if (typeof value !== 'string') return INVALID;
  const own = maxLength(value, max);
  if (own) return own;
  const trimmed = value.trim();
  return maxLength(trimmed, EMAIL_MAX) ?? (EMAIL.test(trimmed.toLowerCase()) ? null : { rule: 'email' });
}

function phoneCheck(value: unknown, max: number | undefined): Check {
  if (typeof value !== 'string') return INVALID;
  const trimmed = value.trim();
  return maxLength(trimmed, max ?? 30) ?? (PHONE.test(trimmed) ? null : INVALID);
}

function urlCheck(value: unknown, max: number | undefined): Check {
  if (typeof value !== 'string') return INVALID;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return INVALID;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return INVALID;
  }
  if (!/^https?:$/.test(url.protocol)) return INVALID;
  return maxLength(trimmed.replace(/[\t\n\r]/g, ''), max ?? 2000);
}

function dateCheck(value: unknown, field: { min?: string | undefined; max?: string | undefined }): Check {
  if (typeof value !== 'string' || !DATE.test(value)) return INVALID;
  if (field.min !== undefined && value < field.min) return INVALID;
  if (field.max !== undefined && value > field.max) return INVALID;
  return null;
}

function choiceCheck(value: unknown, field: { options: ReadonlyArray<{ value: string }> }): Check {
  return typeof value === 'string' && field.options.some((option) => option.value === value) ? null : INVALID;
}

function choicesCheck(value: unknown, field: { options: ReadonlyArray<{ value: string }>; max_selected?: number | undefined }): Check {
  if (!Array.isArray(value) || value.some((item) => choiceCheck(item, field) !== null)) return INVALID;
  if (new Set(value).size !== value.length) return INVALID;
  return field.max_selected !== undefined && value.length > field.max_selected ? { rule: 'maxValue', bound: field.max_selected } : null;
}

/** Whether a file field takes a file of this name and type (its `accept`: extensions or types such as `image/*`). */
export function accepts(accept: readonly string[] | undefined, name: string, type: string): boolean {
  if (!accept || accept.length === 0) return true;
  const lowerName = name.toLowerCase();
  const lowerType = type.toLowerCase();
  return accept.some((rule) =>
    rule.startsWith('.') ? lowerName.endsWith(rule) : rule.endsWith('/*') ? lowerType.startsWith(rule.slice(0, -1)) : lowerType === rule,
  );
}

function fileCheck(value: unknown, field: { accept?: readonly string[] | undefined; max_size_mb?: number | undefined }): Check {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
  const file = value as Record<string, unknown>;
  const shape =
    (typeof file.media_id === 'string' && UUID.test(file.media_id) ? null : INVALID) ??
    (typeof file.name === 'string' ? (minLength(file.name, 1) ?? maxLength(file.name, 255)) : INVALID) ??
    (integerCheck(file.size) ?? numberRange(file.size as number, 0, undefined)) ??
    (typeof file.type === 'string' ? maxLength(file.type, 120) : INVALID) ??
    (Object.keys(file).every((key) => FILE_KEYS.includes(key)) ? null : INVALID);
  if (shape) return shape;
  if (!accepts(field.accept, file.name as string, file.type as string)) return INVALID;
  return (file.size as number) > fileSizeLimit(field) ? INVALID : null;
}

/** The problem with a given answer to a field, with the rules of its type; null when it is fine. */
export function answerProblem(field: FormField, value: unknown): Check {
  switch (field.type) {
    case 'text':
    case 'long_text':
      return textCheck(value, field);
    case 'email':
      return emailCheck(value, field.max_length);
    case 'phone':
      return phoneCheck(value, field.max_length);
    case 'url':
      return urlCheck(value, field.max_length);
    case 'number':
      return isNumber(value) ? numberRange(value, field.min, field.max) : INVALID;
    case 'date':
      return dateCheck(value, field);
    case 'single_choice':
    case 'dropdown':
      return choiceCheck(value, field);
    case 'multiple_choice':
      return choicesCheck(value, field);
    case 'checkbox':
      return typeof value === 'boolean' ? null : INVALID;
    case 'rating':
      return integerCheck(value) ?? numberRange(value as number, field.min ?? 1, field.max ?? 5);
    case 'file':
      return fileCheck(value, field);
    case 'statement':
      return value === undefined ? null : INVALID;
  }
}

/**
 * Checks the answers to a whole form (or some of its blocks): each shown field that asks
 * something, required ones answered, given ones within their rules. Hidden fields are not
 * checked (their answers do not count).
 */
export function answerProblems(definition: { blocks: readonly FormBlock[] }, answers: Answers): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  for (const block of definition.blocks) {
    for (const field of block.fields) {
      if (field.type === 'statement' || !isShown(field, answers)) continue;
      const answer = answers[field.key];
      if (!isAnswered(answer)) {
        if (field.required) problems.push({ key: field.key, rule: 'required' });
        continue;
      }
      const found = answerProblem(field, answer);
      if (found) problems.push({ key: field.key, ...found });
    }
  }
  return problems;
}
