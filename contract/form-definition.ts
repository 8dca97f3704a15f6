import { z } from 'zod';
import { LanguageSchema } from './fields.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './limits.ts';

/** The name and version of the form format (import, export, and the API's own shape). */
export const FORM_FORMAT = 'form/1';

/** The field types a form may hold, in the order the editor offers them. */
export const FIELD_TYPES = [
  'text',
  'long_text',
  'email',
  'phone',
  'url',
  'number',
  'date',
  'single_choice',
  'multiple_choice',
  'dropdown',
  'checkbox',
  'rating',
  'file',
  'statement',
] as const;

/** One field type. */
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * What the public form fills a field with from the respondent's own record, while their draft has
 * no answer to it yet: a text field their registered name (whole, first or last), an email field
 * the address they confirmed.
 */
export const TEXT_PREFILLS = ['name', 'first_name', 'last_name'] as const;

/** What a field may be filled with from the respondent's record. */
export type Prefill = (typeof TEXT_PREFILLS)[number] | 'email';

/** The comparisons a condition may make on an earlier answer. */
export const CONDITION_OPS = ['equals', 'not_equals', 'contains', 'gt', 'lt', 'answered'] as const;

/** One comparison of a condition. */
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** Bounds of a form's content: generous for real calls, bounded for the server. */
export const FORM_LIMITS = {
  blocks: 50,
  fields: 500,
  options: 200,
  conditions: 20,
  label: 500,
  help: 2000,
  description: 5000,
  /** The largest file a file field may accept, in MB. */
  fileSizeMb: 100,
  /** The largest text length a rule may name. */
  textLength: 100_000,
  /** The widest rating scale. */
  ratingSteps: 10,
} as const;

/** A key of a block, field or option: the slug rule. */
export const KeyField = z.string().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, { error: 'slug' });

/** A text in some of the five languages: a map from language code to string. */
export function localizedText(max: number) {
  return z.partialRecord(LanguageSchema, z.string().max(max));
}

/** A localised text that must be written in at least one language (the spec's rule). */
export function requiredText(max: number) {
  return localizedText(max).refine((text) => Object.values(text).some((value) => (value ?? '').trim() !== ''), {
    error: 'requiredInOneLanguage',
  });
}

/** A localised text as the calls carry it. */
export type LocalizedText = z.infer<ReturnType<typeof localizedText>>;

const IsoDate = z.iso.date();
// A draft's key while it is being typed: any text of a key's length, checked for publishing.
const DraftKey = z.string().max(SLUG_MAX_LENGTH);

/**
 * The parts of a definition, held to every rule (`complete`: what import takes and publishing
 * freezes) or as a draft in progress is stored: its shape and its bounds, so that nothing unsafe
 * or unbounded is kept, but not yet what the editor is still asking for (a label, a key, an
 * option, a rule's range, a condition's value; the rules across fields are `contentIssues`).
 */
function definitionParts(complete: boolean) {
  const key = complete ? KeyField : DraftKey;
  const label = complete ? requiredText(FORM_LIMITS.label) : localizedText(FORM_LIMITS.label);
  const optional = localizedText(FORM_LIMITS.help).optional();
  // A rule's number: in range once complete, any number while a draft is typed.
  const rule = (ranged: z.ZodNumber) => (complete ? ranged : z.number()).optional();
  const length = rule(z.number().int().min(0).max(FORM_LIMITS.textLength));

  const condition = z.strictObject({
    field: key,
    op: z.enum(CONDITION_OPS),
    value: z.union([z.string().max(FORM_LIMITS.label), z.number()]).optional(),
  });
  const conditions = z.array(condition).min(1).max(FORM_LIMITS.conditions);
  const showIf = z.union([z.strictObject({ all: conditions }), z.strictObject({ any: conditions })]);
  const option = z.strictObject({ value: key, label });
  const options = z.array(option).min(complete ? 1 : 0).max(FORM_LIMITS.options);
  const accepted = complete ? z.string().regex(/^(\.[a-z0-9]{1,10}|[a-z]+\/[a-z0-9.+*-]{1,80})$/, { error: 'invalid' }) : z.string().max(100);

  // What every field has: a key, its texts, whether it must be answered, personal data, when it shows.
  const common = { key, label, help: optional, placeholder: optional, required: z.boolean().optional(), personal: z.boolean().optional(), show_if: showIf.optional() };
  const textRules = { min_length: length, max_length: length };
  // Each type takes only the rules that fit it: any other key is refused by name.
  const field = z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('text'), ...common, ...textRules, prefill: z.enum(TEXT_PREFILLS).optional() }),
    z.strictObject({ type: z.literal('long_text'), ...common, ...textRules }),
    z.strictObject({ type: z.literal('email'), ...common, max_length: length, prefill: z.literal('email').optional() }),
    z.strictObject({ type: z.literal('phone'), ...common, max_length: length }),
    z.strictObject({ type: z.literal('url'), ...common, max_length: length }),
    z.strictObject({ type: z.literal('number'), ...common, min: z.number().optional(), max: z.number().optional() }),
    z.strictObject({ type: z.literal('date'), ...common, min: IsoDate.optional(), max: IsoDate.optional() }),
    z.strictObject({ type: z.literal('single_choice'), ...common, options }),
    z.strictObject({ type: z.literal('multiple_choice'), ...common, options, max_selected: rule(z.number().int().min(1).max(FORM_LIMITS.options)) }),
    z.strictObject({ type: z.literal('dropdown'), ...common, options }),
    z.strictObject({ type: z.literal('checkbox'), ...common }),
    z.strictObject({
      type: z.literal('rating'),
      ...common,
      min: rule(z.number().int().min(0).max(1)),
      max: rule(z.number().int().min(2).max(FORM_LIMITS.ratingSteps)),
      min_label: optional,
      max_label: optional,
    }),
    z.strictObject({
      type: z.literal('file'),
      ...common,
      accept: z.array(accepted).max(30).optional(),
      max_size_mb: rule(z.number().positive().max(FORM_LIMITS.fileSizeMb)),
    }),
    z.strictObject({ type: z.literal('statement'), ...common }),
  ]);
  const block = z.strictObject({ key, title: label, fields: z.array(field).max(FORM_LIMITS.fields) });
  const content = z.strictObject({
    format: z.literal(FORM_FORMAT),
    // The slug names the form itself: a draft saved with another one renames it.
    slug: KeyField,
    title: label,
    description: localizedText(FORM_LIMITS.description).optional(),
    languages: z.array(LanguageSchema).min(1).max(5),
    default_lang: LanguageSchema,
    blocks: z.array(block).min(1).max(FORM_LIMITS.blocks),
  });
  return { condition, showIf, option, field, block, content };
}

let completeParts: ReturnType<typeof definitionParts> | undefined;
// Built once, on first use; each schema below is read through a call, so a bundle that uses none of them leaves zod out.
const complete = () => (completeParts ??= definitionParts(true));

/** One condition on an earlier field's answer; `answered` compares nothing. */
export const ConditionSchema = complete().condition;

/** A condition on an earlier field's answer. */
export type Condition = z.infer<typeof ConditionSchema>;

/** Show a field only when all, or any, of its conditions hold. */
export const ShowIfSchema = complete().showIf;

/** When a field shows. */
export type ShowIf = z.infer<typeof ShowIfSchema>;

/** One choice of a choice field. */
export const OptionSchema = complete().option;

/** A choice of a choice field. */
export type FieldOption = z.infer<typeof OptionSchema>;

/** One field of a form: its type decides which rules it may carry. */
export const FieldSchema = complete().field;

/** One field of a form. */
export type FormField = z.infer<typeof FieldSchema>;

/** One field of a given type. */
export type FieldOf<T extends FieldType> = Extract<FormField, { type: T }>;

/** A step a respondent pages through: a key, a title and its fields in order. */
export const BlockSchema = complete().block;

/** One block of a form. */
export type FormBlock = z.infer<typeof BlockSchema>;

const ContentShape = complete().content;

/** The types that compare by order (`gt`, `lt`). */
const ORDERED: readonly FieldType[] = ['number', 'date', 'rating'];
/** The types whose answer is one of the field's options. */
const CHOICES: readonly FieldType[] = ['single_choice', 'multiple_choice', 'dropdown'];

type Issue = { path: (string | number)[]; message: string };

/** The conditions of a field, wherever show_if keeps them. */
export function conditionsOf(field: FormField): Condition[] {
  if (!field.show_if) return [];
  return 'all' in field.show_if ? field.show_if.all : field.show_if.any;
}

function conditionIssues(condition: Condition, earlier: Map<string, FormField>, path: (string | number)[]): Issue[] {
  const target = earlier.get(condition.field);
  if (!target || target.type === 'statement') return [{ path: [...path, 'field'], message: 'conditionEarlierField' }];
  if (condition.op === 'answered') return condition.value === undefined ? [] : [{ path: [...path, 'value'], message: 'invalid' }];
  if (condition.value === undefined || condition.value === '') return [{ path: [...path, 'value'], message: 'required' }];
  if ((condition.op === 'gt' || condition.op === 'lt') && !ORDERED.includes(target.type)) return [{ path: [...path, 'op'], message: 'invalid' }];
  if ('options' in target && (condition.op === 'equals' || condition.op === 'not_equals' || condition.op === 'contains')) {
    const known = target.options.some((option) => option.value === condition.value);
    if (!known) return [{ path: [...path, 'value'], message: 'invalid' }];
  }
  return [];
}

function fieldIssues(field: FormField, path: (string | number)[]): Issue[] {
  const issues: Issue[] = [];
  if ('min_length' in field && field.min_length !== undefined && field.max_length !== undefined && field.min_length > field.max_length) {
    issues.push({ path: [...path, 'max_length'], message: 'invalid' });
  }
  if ('min' in field && field.min !== undefined && field.max !== undefined && field.min > field.max) {
    issues.push({ path: [...path, 'max'], message: 'invalid' });
  }
  if ('options' in field) {
    const seen = new Set<string>();
    field.options.forEach((option, index) => {
      if (seen.has(option.value)) issues.push({ path: [...path, 'options', index, 'value'], message: 'keyTaken' });
      seen.add(option.value);
    });
  }
  if (field.type === 'multiple_choice' && field.max_selected !== undefined && field.max_selected > field.options.length) {
    issues.push({ path: [...path, 'max_selected'], message: 'invalid' });
  }
  return issues;
}

// The fields of the whole form: each block's own bound would let fifty blocks hold 25,000.
const fieldCount = (content: Pick<FormDefinition, 'blocks'>) => content.blocks.reduce((sum, block) => sum + block.fields.length, 0);

/**
 * The rules across a form: keys unique in the form, a condition names only a field that comes
 * before it (so no condition can loop), rules that agree with each other, the default language
 * among the form's. Each issue names the path of the wrong value.
 */
export function contentIssues(content: z.infer<typeof ContentShape>): Issue[] {
  const issues: Issue[] = [];
  if (!content.languages.includes(content.default_lang)) issues.push({ path: ['default_lang'], message: 'defaultLanguageOffered' });
  if (new Set(content.languages).size !== content.languages.length) issues.push({ path: ['languages'], message: 'invalid' });
  const blockKeys = new Set<string>();
  const earlier = new Map<string, FormField>();
  content.blocks.forEach((block, b) => {
    if (blockKeys.has(block.key)) issues.push({ path: ['blocks', b, 'key'], message: 'keyTaken' });
    blockKeys.add(block.key);
    block.fields.forEach((field, f) => {
      const path = ['blocks', b, 'fields', f];
      if (earlier.has(field.key)) issues.push({ path: [...path, 'key'], message: 'keyTaken' });
      issues.push(...fieldIssues(field, path));
      const list = field.show_if && 'all' in field.show_if ? 'all' : 'any';
      conditionsOf(field).forEach((condition, c) => {
        issues.push(...conditionIssues(condition, earlier, [...path, 'show_if', list, c]));
      });
      if (!earlier.has(field.key)) earlier.set(field.key, field);
    });
  });
  if (fieldCount(content) > FORM_LIMITS.fields) issues.push({ path: ['blocks'], message: 'invalid' });
  return issues;
}

/** A whole form definition in the `form/1` format, with every rule across it. */
export const FormDefinitionSchema = ContentShape.superRefine((content, ctx) => {
  for (const issue of contentIssues(content)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/** A form definition: what import takes, export gives, and a draft or a version holds. */
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;

/**
 * A draft as it may be stored while it is being written: the definition's shape and bounds
 * without the rules the editor lists for publishing (texts written, keys well formed and
 * unique, options, ranges, conditions complete and on earlier fields). Publishing holds the
 * draft to `FormDefinitionSchema`.
 */
export const FormDraftSchema = definitionParts(false).content.superRefine((content, ctx) => {
  if (fieldCount(content) > FORM_LIMITS.fields) ctx.addIssue({ code: 'custom', path: ['blocks'], message: 'invalid' });
});

/** Every field of a definition in order, with the block it sits in. */
export function fieldsOf(definition: Pick<FormDefinition, 'blocks'>): Array<{ block: FormBlock; field: FormField }> {
  return definition.blocks.flatMap((block) => block.fields.map((field) => ({ block, field })));
}

/** Whether a field type asks for an answer (a statement only shows text). */
export function asksAnswer(type: FieldType): boolean {
  return type !== 'statement';
}

/** Whether a field type's answer is one of its options. */
export function isChoice(type: FieldType): boolean {
  return CHOICES.includes(type);
}

/** Whether a field type's answers compare by order. */
export function isOrdered(type: FieldType): boolean {
  return ORDERED.includes(type);
}
