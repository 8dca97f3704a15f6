// A judging session as its editor holds it: the form's values, the save's payload made from them,
// their check with the save's own schema, and where the server's refusals show on the form.
import type { z } from 'zod';
import type { LocalizedText } from '../../../../contract/form-definition.ts';
import { issueRule, valueAt } from '../../../../contract/issue-rule.ts';
import { SessionFieldsSchema, type OTHERS_SCORES, type SESSION_STATUSES, type SessionSave, type SessionSchema } from '../../../../contract/judging.ts';
import type { Language } from '../../../../contract/languages.ts';
import { SLUG_MAX_LENGTH } from '../../../../contract/limits.ts';
import { formatMessage, validationTemplate, type ValidationMessageKey } from '../../../../contract/messages.ts';
import { withText } from '../../../lib/form-fields/localized.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/time/local-input.ts';
import { asciiName } from '../../../../contract/slug.ts';
import type { FormScope } from '../../../../contract/fields.ts';

/** A session as its organisers read it. */
export type Session = z.output<typeof SessionSchema>;

/** The save's payload, as the client sends it. */
export type SessionPayload = z.input<typeof SessionSave.input>;

type Texts = { label: LocalizedText; help: LocalizedText; min_label: LocalizedText; max_label: LocalizedText };
type Amount = number | string;

/** One criterion on the form: its texts in the form's default language, its other languages kept as they are. */
export interface CriterionValues {
  key: string;
  label: string;
  help: string;
  min: Amount;
  max: Amount;
  min_label: string;
  max_label: string;
  weight: Amount;
  required: boolean;
  counted: boolean;
  /** The texts as stored, every language: the default language's is replaced by the inputs above. */
  texts: Texts;
}

/** Which submissions a session takes, as the form offers it. */
export type ScopeKind = 'submitted' | 'status' | 'filter';

/** The session on its editor's form. */
export interface SessionValues {
  name: string;
  scope_kind: ScopeKind;
  statuses: string[];
  filter: string | null;
  criteria: CriterionValues[];
  judges: string[];
  mode: 'all' | 'per_submission';
  per_submission: Amount;
  blind: boolean;
  others_scores: (typeof OTHERS_SCORES)[number];
  /** `datetime-local` values, in the browser's time zone ('' for none). */
  opens_at: string;
  closes_at: string;
  status: (typeof SESSION_STATUSES)[number];
}

/** A form by its ids under its project and company: the contract's one declaration. */
export type { FormScope };

/** What turning values into a payload needs: the form's default language, and the time zone a saved filter's days are read in. */
export interface PayloadContext {
  scope: FormScope;
  lang: Language;
  tz: string;
}

const NO_TEXTS: Texts = { label: {}, help: {}, min_label: {}, max_label: {} };

/** A criterion to fill in: a scale from 1 to 5, weight 1, required and counted. */
export function newCriterion(): CriterionValues {
  return { key: '', label: '', help: '', min: 1, max: 5, min_label: '', max_label: '', weight: 1, required: true, counted: true, texts: NO_TEXTS };
}

/** The values of a new session: a draft taking every sent submission, one criterion, every judge on every submission. */
export function emptySession(): SessionValues {
  return {
    name: '',
    scope_kind: 'submitted',
    statuses: [],
    filter: null,
    criteria: [newCriterion()],
    judges: [],
    mode: 'all',
    per_submission: 2,
    blind: false,
    others_scores: 'never',
    opens_at: '',
    closes_at: '',
    status: 'draft',
  };
}

/** A criterion's key made from its label: accents dropped, lower case, words joined by `_`. */
export function keyFromLabel(label: string): string {
  return asciiName(label, '_', SLUG_MAX_LENGTH);
}

type StoredFields = Pick<SessionPayload, 'name' | 'criteria' | 'assignment' | 'blind' | 'others_scores' | 'status' | 'scope' | 'opens_at' | 'closes_at'> & { judges: string[] };

// The form's values of a session's fields, as stored or as a save kept on the device carries them.
function valuesOf(fields: StoredFields, lang: Language): SessionValues {
  const scope = fields.scope ?? { kind: 'submitted' };
  return {
    name: fields.name,
    scope_kind: scope.kind,
    statuses: scope.kind === 'status' ? [...scope.statuses] : [],
    filter: scope.kind === 'filter' ? scope.filter : null,
    criteria: fields.criteria.map((criterion) => {
      const texts = { label: criterion.label, help: criterion.help ?? {}, min_label: criterion.min_label ?? {}, max_label: criterion.max_label ?? {} };
      return {
        key: criterion.key,
        label: texts.label[lang] ?? '',
        help: texts.help[lang] ?? '',
        min: criterion.min,
        max: criterion.max,
        min_label: texts.min_label[lang] ?? '',
        max_label: texts.max_label[lang] ?? '',
        weight: criterion.weight,
        required: criterion.required ?? true,
        counted: criterion.counted ?? true,
        texts,
      };
    }),
    judges: fields.judges,
    mode: fields.assignment.mode,
    per_submission: fields.assignment.mode === 'per_submission' ? fields.assignment.per_submission : 2,
    blind: fields.blind,
    others_scores: fields.others_scores,
    opens_at: toLocalInput(fields.opens_at ?? null),
    closes_at: toLocalInput(fields.closes_at ?? null),
    status: fields.status,
  };
}

/** The form's values of a stored session, its texts in `lang`. */
export function sessionValues(session: Session, lang: Language): SessionValues {
  return valuesOf({ ...session, judges: session.judges.map((judge) => judge.id) }, lang);
}

/** The form's values of a save kept on the device and not sent yet. */
export function payloadValues(body: SessionPayload, lang: Language): SessionValues {
  return valuesOf(body, lang);
}

// A number typed, or nothing when the input is empty (the schema then calls it required).
const amount = (value: Amount): number | undefined => (typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value));

// A text of `lang` set over the other languages; left out when no language is written.
function text(stored: LocalizedText, lang: Language, value: string): LocalizedText | undefined {
  const merged = withText(stored, lang, value.trim());
  return Object.keys(merged).length > 0 ? merged : undefined;
}

/** The scope the values name (a saved filter's days read in `tz`). */
export function scopeOf(values: Pick<SessionValues, 'scope_kind' | 'statuses' | 'filter'>, tz: string): NonNullable<SessionPayload['scope']> {
  if (values.scope_kind === 'status') return { kind: 'status', statuses: values.statuses as never };
  if (values.scope_kind === 'filter') return { kind: 'filter', filter: values.filter ?? '', tz };
  return { kind: 'submitted' };
}

/** The assignment the values name. */
export function assignmentOf(values: Pick<SessionValues, 'mode' | 'per_submission'>): SessionPayload['assignment'] {
  return values.mode === 'all' ? { mode: 'all' } : { mode: 'per_submission', per_submission: amount(values.per_submission) as number };
}

/** The save's payload: the values on the version read (`base`), none for a new session. */
export function sessionPayload(values: SessionValues, base: { id: string; version: number } | null, context: PayloadContext): SessionPayload {
  const { lang } = context;
  return {
    ...context.scope,
    ...(base ? { id: base.id, version: base.version } : {}),
    name: values.name,
    criteria: values.criteria.map((criterion) => ({
      key: criterion.key.trim(),
      label: text(criterion.texts.label, lang, criterion.label) ?? {},
      help: text(criterion.texts.help, lang, criterion.help),
      min: amount(criterion.min) as number,
      max: amount(criterion.max) as number,
      min_label: text(criterion.texts.min_label, lang, criterion.min_label),
      max_label: text(criterion.texts.max_label, lang, criterion.max_label),
      weight: amount(criterion.weight) as number,
      required: criterion.required,
      counted: criterion.counted,
    })),
    judges: values.judges,
    assignment: assignmentOf(values),
    blind: values.blind,
    others_scores: values.others_scores,
    status: values.status,
    scope: scopeOf(values, context.tz),
    opens_at: fromLocalInput(values.opens_at),
    closes_at: fromLocalInput(values.closes_at),
  };
}

const SAME_NAME = new Set(['name', 'blind', 'others_scores', 'status', 'opens_at', 'closes_at', 'judges']);
const CRITERION_TEXTS = new Set(['label', 'help', 'min_label', 'max_label']);

/**
 * The form's field that shows a problem the save names by its payload's path, or null when the
 * form shows none for it: `assignment.per_submission` on `per_submission`, a judge of the panel
 * on the judges' field, a saved filter refused (`scope`) on the filter's, a criterion's text in one
 * language on that criterion's input.
 */
export function fieldOf(path: string): string | null {
  const [head = '', first, second] = path.split('.');
  if (SAME_NAME.has(head)) return head;
  if (head === 'assignment') return first === 'per_submission' ? 'per_submission' : 'mode';
  if (head === 'scope') return first === 'statuses' ? 'statuses' : first === 'kind' ? 'scope_kind' : 'filter';
  if (head !== 'criteria') return null;
  if (first === undefined || second === undefined) return 'criteria';
  return CRITERION_TEXTS.has(second) || ['key', 'min', 'max', 'weight'].includes(second) ? `criteria.${first}.${second}` : 'criteria';
}

/** The names of the form's fields, as its messages name them (a criterion's by its own field's name). */
export type SessionFieldLabels = Record<string, string>;

function message(rule: ValidationMessageKey, label: string, lang: Language, bound?: number): string {
  // One language is edited here: "required in at least one language" reads as "required".
  const key = rule === 'requiredInOneLanguage' ? 'required' : rule;
  return formatMessage(validationTemplate(key, lang), label, bound ?? '');
}

/**
 * The form's check: the payload checked with the save's own rules, each problem on the field
 * that shows it in the spec's words, `labels` naming the fields (in `ui`, the screen's language);
 * a key two criteria share is named on the later one.
 */
export function sessionErrors(values: SessionValues, context: PayloadContext, labels: SessionFieldLabels, ui: Language): Record<string, string> {
  const payload = sessionPayload(values, null, context);
  const errors: Record<string, string> = {};
  const result = SessionFieldsSchema.safeParse(payload);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field === null || errors[field] || issue.message === 'keyTaken') continue;
    const { rule, bound } = issueRule(issue, valueAt(payload, issue.path));
    errors[field] = message(rule, labels[field.split('.').at(-1)!] ?? field, ui, bound);
  }
  const seen = new Set<string>();
  values.criteria.forEach((criterion, index) => {
    const key = criterion.key.trim();
    if (key !== '' && seen.has(key)) errors[`criteria.${index}.key`] ??= message('keyTaken', labels.key ?? 'key', ui);
    seen.add(key);
  });
  return errors;
}

/** The save of a stored session as it is, at its version, in another state (opened, closed). */
export function withStatus(session: Session, scope: FormScope, status: Session['status']): SessionPayload {
  return {
    ...scope,
    id: session.id,
    version: session.version,
    name: session.name,
    criteria: session.criteria,
    judges: session.judges.map((judge) => judge.id),
    assignment: session.assignment,
    blind: session.blind,
    others_scores: session.others_scores,
    status,
    scope: session.scope,
    opens_at: session.opens_at,
    closes_at: session.closes_at,
  };
}
