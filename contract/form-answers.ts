import { z } from 'zod';
import { EmailField, IdField } from './fields.ts';
import { accepts, fileSizeLimit, isAnswered, isShown } from './answer-checks.ts';
import type { Answers, FileAnswer } from './answer.ts';
import { fieldsOf, type FormDefinition, type FormField } from './form-definition.ts';

// Whether an answer counts as given and whether a field shows: one definition, without zod, for the browser too.
export { isAnswered, isShown };

/** A file given as an answer: the stored upload and what the respondent's browser said of it. */
export const FileAnswerSchema = z.strictObject({
  media_id: IdField,
  name: z.string().min(1).max(255),
  size: z.number().int().min(0),
  type: z.string().max(120),
}) satisfies z.ZodType<FileAnswer>;


const PHONE = /^\+?[0-9 ()./-]{5,30}$/;

function lengths(schema: z.ZodString, field: { min_length?: number | undefined; max_length?: number | undefined }): z.ZodString {
  let checked = schema;
  if (field.min_length !== undefined) checked = checked.min(field.min_length);
  if (field.max_length !== undefined) checked = checked.max(field.max_length);
  return checked;
}

/** The schema of a given answer to a field, with the rules of its type; an unanswered field is checked apart. */
export function answerSchema(field: FormField): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'long_text':
      return lengths(z.string().trim(), field);
    case 'email':
      return field.max_length === undefined ? EmailField : z.string().max(field.max_length).pipe(EmailField);
    case 'phone':
      return z.string().trim().max(field.max_length ?? 30).regex(PHONE);
    case 'url':
      return z.url({ protocol: /^https?$/ }).max(field.max_length ?? 2000);
    case 'number': {
      let schema = z.number();
      if (field.min !== undefined) schema = schema.min(field.min);
      if (field.max !== undefined) schema = schema.max(field.max);
      return schema;
    }
    case 'date':
      return z.iso
        .date()
        .refine((value) => field.min === undefined || value >= field.min, { error: 'invalid' })
        .refine((value) => field.max === undefined || value <= field.max, { error: 'invalid' });
    case 'single_choice':
    case 'dropdown':
      return z.enum(field.options.map((option) => option.value) as [string, ...string[]]);
    case 'multiple_choice': {
      const values = z.enum(field.options.map((option) => option.value) as [string, ...string[]]);
      const list = z.array(values).refine((chosen) => new Set(chosen).size === chosen.length, { error: 'invalid' });
      return field.max_selected === undefined ? list : list.max(field.max_selected);
    }
    case 'checkbox':
      return z.boolean();
    case 'rating':
      return z
        .number()
        .int()
        .min(field.min ?? 1)
        .max(field.max ?? 5);
    case 'file':
      return FileAnswerSchema.refine((file) => accepts(field.accept, file.name, file.type), { error: 'invalid' }).refine(
        (file) => file.size <= fileSizeLimit(field),
        { error: 'invalid' },
      );
    case 'statement':
      return z.undefined();
  }
}

/** A problem with one answer: the field's key and the rule it breaks. */
export interface AnswerIssue {
  key: string;
  issue: z.core.$ZodIssue | { code: 'required'; message: 'required' };
}

/**
 * Checks the answers to a whole form: each shown field that asks something, required ones
 * answered, given ones within their rules. Hidden fields are not checked (their answers do not count).
 */
export function answerIssues(definition: Pick<FormDefinition, 'blocks'>, answers: Answers): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  for (const { field } of fieldsOf(definition)) {
    if (field.type === 'statement' || !isShown(field, answers)) continue;
    const answer = answers[field.key];
    if (!isAnswered(answer)) {
      if (field.required) issues.push({ key: field.key, issue: { code: 'required', message: 'required' } });
      continue;
    }
    const result = answerSchema(field).safeParse(answer);
    if (!result.success) issues.push({ key: field.key, issue: result.error.issues[0]! });
  }
  return issues;
}
